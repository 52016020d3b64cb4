import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination } from './pagination';

/**
 * Numbered pagination for listings and search: First, Back, the current page, Next, Last.
 *
 * Accessibility: a navigation landmark named 'Pagination'; the current page carries aria-current; every
 * control has a name ('First page', 'Back to previous page', …) and is disabled where it leads nowhere.
 */
const meta = {
  title: 'Patterns/Pagination',
  component: Pagination,
  tags: ['autodocs'],
  args: { page: 3, totalPages: 7, onPageChange: fn() },
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Pagination' });
    await expect(within(nav).getByText('3', { exact: false })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(nav).getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(4);
    await userEvent.click(within(nav).getByRole('button', { name: 'First page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
  },
};

export const Playground: Story = {};

export const FirstPage: Story = {
  args: { page: 1 },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Pagination' });
    await expect(within(nav).getByRole('button', { name: 'First page' })).toBeDisabled();
    await expect(within(nav).getByRole('button', { name: 'Back to previous page' })).toBeDisabled();
    await expect(within(nav).getByRole('button', { name: 'Last page' })).toBeEnabled();
  },
};

export const LastPage: Story = {
  args: { page: 7 },
  play: async ({ canvasElement, args }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Pagination' });
    await expect(within(nav).getByRole('button', { name: 'Next page' })).toBeDisabled();
    await expect(within(nav).getByRole('button', { name: 'Last page' })).toBeDisabled();
    await userEvent.keyboard('{Tab}{Enter}');
    await expect(args.onPageChange).toHaveBeenCalledWith(1);
  },
};

export const SinglePageHidesTheBar: Story = {
  args: { page: 1, totalPages: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};

/**
 * With `pageHref` the controls are links to each page's address, so paging works before the app starts and
 * without JavaScript; with it, a click calls `onPageChange` and the browser goes nowhere by itself.
 */
export const AsLinks: Story = {
  args: { pageHref: (page: number) => `/electronics/phones?page=${page}` },
  play: async ({ canvasElement, args }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Pagination' });
    const next = within(nav).getByRole('link', { name: 'Next page' });
    await expect(next).toHaveAttribute('href', '/electronics/phones?page=4');
    await expect(within(nav).getByRole('link', { name: 'First page' })).toHaveAttribute(
      'href',
      '/electronics/phones?page=1',
    );
    await userEvent.click(next);
    await expect(args.onPageChange).toHaveBeenLastCalledWith(4);
  },
};
