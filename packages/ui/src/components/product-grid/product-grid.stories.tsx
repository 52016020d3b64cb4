import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { cardProducts } from '../../fixtures/products';
import { ProductGrid } from './product-grid';

/**
 * A titled grid of product cards with loading, error and empty states. Two columns on a phone, three on
 * a tablet, five on a desktop.
 *
 * Accessibility: a region named by its heading; `aria-busy` and a status text while loading; the error is
 * an alert with a Retry button; each card is one link.
 */
const meta = {
  title: 'Patterns/ProductGrid',
  component: ProductGrid,
  tags: ['autodocs'],
  args: {
    heading: 'New products',
    status: 'ready',
    products: cardProducts.slice(0, 10),
    onRetry: fn(),
  },
} satisfies Meta<typeof ProductGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'New products' });
    await expect(within(region).getAllByRole('article')).toHaveLength(10);
  },
};

export const Playground: Story = { args: { products: cardProducts.slice(10, 15) } };
