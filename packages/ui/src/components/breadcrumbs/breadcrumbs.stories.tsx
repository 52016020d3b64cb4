import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Breadcrumbs } from './breadcrumbs';

/**
 * Where a listing or product sits in the catalogue.
 *
 * Accessibility: a navigation landmark named 'Breadcrumb'; the current page is the last crumb, marked
 * aria-current and not a link.
 */
const meta = {
  title: 'Patterns/Breadcrumbs',
  component: Breadcrumbs,
  tags: ['autodocs'],
  args: {
    items: [
      { label: 'Home', href: '/' },
      { label: 'Electronics', href: '/electronics' },
      { label: 'Phones' },
    ],
    onNavigate: fn(),
  },
} satisfies Meta<typeof Breadcrumbs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Breadcrumb' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(2);
    await expect(within(nav).getByText('Phones')).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(nav).getByRole('link', { name: 'Electronics' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/electronics', expect.anything());
  },
};

export const Playground: Story = {};
