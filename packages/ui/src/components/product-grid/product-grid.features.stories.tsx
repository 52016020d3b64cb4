import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { aLongNamedProduct, cardProducts } from '../../fixtures/products';
import { Button } from '../button/button';
import { ProductGrid } from './product-grid';

const meta = {
  title: 'Patterns/ProductGrid/Features',
  component: ProductGrid,
  args: {
    heading: 'New products',
    status: 'ready',
    products: cardProducts.slice(0, 10),
    onRetry: fn(),
  },
} satisfies Meta<typeof ProductGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'New products' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(within(region).getByRole('status')).toHaveTextContent('Loading products…');
    await expect(region.querySelectorAll('[data-slot="product-grid-skeleton"]')).toHaveLength(10);
  },
};

export const ErrorWithRetry: Story = {
  args: { status: 'error', errorMessage: 'We could not reach Oja. Check your connection and try again.' },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('We could not load the products.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Empty: Story = {
  args: {
    products: [],
    emptyMessage: 'No products found in this subcategory.',
    emptyAction: <Button variant="secondary">Go back</Button>,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No products found in this subcategory.')).toBeVisible();
    await expect(within(canvasElement).queryAllByRole('article')).toHaveLength(0);
  },
};

export const LongNames: Story = {
  args: { products: Array.from({ length: 5 }, (_, i) => ({ ...aLongNamedProduct, productID: `long-${i}` })) },
  play: async ({ canvasElement }) => {
    for (const link of within(canvasElement).getAllByRole('link')) {
      await expect(link.querySelector('[aria-hidden="true"]')?.textContent?.endsWith('…')).toBe(true);
      await expect(link).toHaveAccessibleName(aLongNamedProduct.name);
    }
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { layout: 'fullscreen' },
};

export const MobileLoading: Story = {
  args: { status: 'loading', skeletonCount: 4 },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { layout: 'fullscreen' },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  parameters: { layout: 'fullscreen' },
};
