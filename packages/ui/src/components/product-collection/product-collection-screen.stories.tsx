import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { cardProducts } from '../../fixtures/products';
import { Button } from '../button/button';
import { ProductCollectionScreen } from './product-collection-screen';

/**
 * A shopper's own list: favourites or recently viewed (newest first, up to 10 kept).
 *
 * Accessibility: the title is the h1; the grid is a region named 'Your …' with its busy, error and empty
 * states.
 */
const meta = {
  title: 'Screens/ProductCollection',
  component: ProductCollectionScreen,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: {
    title: 'Recently viewed',
    status: 'ready',
    products: cardProducts.slice(30, 40),
    emptyMessage: 'No recently viewed items',
    onRetry: fn(),
  },
} satisfies Meta<typeof ProductCollectionScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const RecentlyViewed: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('10 items')).toBeVisible();
  },
};

export const RecentlyViewedEmpty: Story = {
  args: { products: [], emptyAction: <Button variant="secondary">Start shopping</Button> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No recently viewed items')).toBeVisible();
  },
};

export const Favourites: Story = {
  args: { title: 'Favourites', products: cardProducts.slice(5, 8), emptyMessage: 'No favourites yet' },
};

export const Loading: Story = { args: { status: 'loading', products: [] } };

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { layout: 'fullscreen' },
};
