import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { hrefs } from '../../fixtures/hrefs';
import { navigatesWith } from '../../fixtures/navigation';
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
      { label: 'Home', href: hrefs.home },
      { label: 'Electronics', href: hrefs.electronics },
      { label: 'Phones' },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Where the story's links navigate (the app's router would go there). */
const navigate = fn();

export const Default: Story = {
  decorators: [navigatesWith(navigate)],
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Breadcrumb' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(2);
    await expect(within(nav).getByText('Phones')).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(nav).getByRole('link', { name: 'Electronics' }));
    await expect(navigate).toHaveBeenCalledWith(hrefs.electronics);
  },
};

export const Playground: Story = {};
