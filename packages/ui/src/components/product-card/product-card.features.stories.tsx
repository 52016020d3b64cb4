import { formatKobo } from '@oja/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import {
  aFullPaymentProduct,
  aLongNamedProduct,
  anOnSaleProduct,
  anOutOfStockProduct,
  anUnreviewedProduct,
  aProduct,
} from '../../fixtures/products';
import { ProductCard } from './product-card';

const meta = {
  title: 'Patterns/ProductCard/Features',
  component: ProductCard,
  args: { product: aProduct },
  decorators: [(Story) => <div style={{ width: 220 }}>{Story()}</div>],
} satisfies Meta<typeof ProductCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LongName: Story = {
  args: { product: aLongNamedProduct },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    // Over 50 characters: the first 30 and an ellipsis are shown; the link keeps the full name.
    await expect(link).toHaveTextContent(`${aLongNamedProduct.name.slice(0, 30).trimEnd()}…`);
    await expect(link).toHaveAccessibleName(aLongNamedProduct.name);
  },
};

export const FullPaymentOnly: Story = {
  args: { product: aFullPaymentProduct },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Full payment')).toBeVisible();
    await expect(within(canvasElement).getByText(formatKobo(aFullPaymentProduct.price))).toBeVisible();
  },
};

export const OutOfStock: Story = {
  args: { product: anOutOfStockProduct },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Out of stock')).toBeVisible();
  },
};

export const OnSale: Story = {
  args: { product: anOnSaleProduct },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Sale')).toBeVisible();
  },
};

export const NoReviews: Story = {
  args: { product: anUnreviewedProduct },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No reviews yet')).toBeVisible();
  },
};

export const Rated: Story = {
  args: { product: { ...aProduct, rating: 4.5, reviewCount: 12 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Rated 4.5 out of 5 from 12 reviews')).toBeInTheDocument();
  },
};

export const MissingImage: Story = {
  args: { product: { ...aProduct, imageUrl: '/media/products/does-not-exist.svg' } },
  play: async ({ canvasElement }) => {
    // A missing image becomes a neutral placeholder, never a broken-image icon.
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-slot="product-card-placeholder"]')).not.toBeNull(),
    );
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  decorators: [(Story) => <div style={{ width: 170 }}>{Story()}</div>],
};
