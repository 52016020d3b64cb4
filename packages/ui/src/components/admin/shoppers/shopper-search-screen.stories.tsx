import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ShopperSearchScreen } from './shopper-search-screen';

/**
 * The console's shopper search: before a search, the shoppers found, no match, searching and a failed search.
 *
 * Accessibility: h1 'Shoppers'; the form a search landmark; the results a list named 'Shoppers found'.
 */
const meta = {
  title: 'Screens/Admin/ShopperSearch',
  component: ShopperSearchScreen,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: {
    query: 'okafor',
    status: 'ready',
    shoppers: [
      {
        userId: 'usr_7k3qx9ab',
        name: 'Ada Okafor',
        email: 'ada@example.com',
        phoneNumber: '+2348031234567',
        tier: 1,
      },
      {
        userId: 'usr_h8m2pq4r',
        name: null,
        email: 'okafor.t@example.com',
        phoneNumber: '+2348059876543',
        tier: 2,
      },
    ],
    shopperHref: (userId: string) => `/admin/shoppers/${userId}`,
    onSearch: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof ShopperSearchScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Found: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const results = canvas.getByRole('list', { name: 'Shoppers found' });
    await expect(within(results).getByRole('link', { name: 'Ada Okafor' })).toHaveAttribute(
      'href',
      '/admin/shoppers/usr_7k3qx9ab',
    );
    await expect(within(results).getByRole('link', { name: 'okafor.t@example.com' })).toBeVisible();
    const box = canvas.getByRole('searchbox', { name: 'Search' });
    await userEvent.clear(box);
    await userEvent.type(box, ' OJA-2029-000418 {Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('OJA-2029-000418');
  },
};

export const NoMatch: Story = {
  args: { query: 'nobody', shoppers: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('No shopper matches “nobody”.');
  },
};

export const BeforeSearch: Story = { args: { query: '', status: 'idle', shoppers: [] } };

export const Searching: Story = { args: { status: 'loading', shoppers: [] } };

export const SearchFailed: Story = {
  args: { status: 'error', shoppers: [] },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
