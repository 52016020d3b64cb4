import { CHEAPEST_SHIPPING_OPTION, formatKobo, quotedPaymentOptions } from '@oja/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import {
  aFridge,
  aFullPaymentDetail,
  anOutOfStockDetail,
  sampleReviews,
} from '../../fixtures/product-detail';
import { ProductDetailScreen } from './product-detail-screen';

/**
 * The product page. The shopper reads what a product costs per month, week or day, picks a plan and a
 * quantity, and adds it to the cart; favourite and share sit beside it, reviews below.
 *
 * Accessibility: the product name is the page's h1; the plans are native radios; out of stock disables
 * buying and says 'Out of stock' in words; the favourite button is a toggle (aria-pressed).
 */
const meta = {
  title: 'Screens/ProductDetail',
  component: ProductDetailScreen,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: {
    status: 'ready',
    product: aFridge,
    reviews: sampleReviews,
    today: '2026-11-26',
    onAddToCart: fn(),
    onToggleFavourite: fn(),
    onShare: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof ProductDetailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: aFridge.name })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /Monthly/ })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: /Weekly/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    await expect(args.onAddToCart).toHaveBeenCalledWith({ plan: 'weekly', quantity: 2 });
  },
};

export const Playground: Story = {};

/** Each plan as checkout will take it: VAT and standard delivery spread over the instalments, said in words. */
export const PricedAsCheckoutTakesIt: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const quoted = quotedPaymentOptions(aFridge.paymentOptions, CHEAPEST_SHIPPING_OPTION, '2026-11-26');
    const monthly = quoted.find((o) => o.type === 'monthly');
    await expect(canvas.getByText('VAT and standard delivery included')).toBeVisible();
    await expect(canvas.getByText(`${formatKobo(monthly?.amount)} / month`)).toBeVisible();
    const raw = aFridge.paymentOptions.find((o) => o.type === 'monthly');
    await expect(canvas.queryByText(`${formatKobo(raw?.amount)} / month`)).toBeNull();
    await expect(canvas.getByRole('radio', { name: /Monthly/ })).toHaveAccessibleDescription(
      `${formatKobo(monthly?.downPayment)} down payment, then 6 monthly payments VAT and standard delivery included`,
    );
  },
};

export const FullPaymentOnly: Story = {
  args: { product: aFullPaymentDetail, reviews: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('radio')).toHaveLength(1);
    await expect(canvas.getByText('No reviews yet.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    await expect(args.onAddToCart).toHaveBeenCalledWith({ plan: 'full', quantity: 1 });
  },
};

export const OutOfStock: Story = {
  args: { product: anOutOfStockDetail },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Out of stock' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
  },
};

export const Favourited: Story = {
  args: { isFavourite: true },
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('button', { name: 'Saved to favourites' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    await expect(args.onToggleFavourite).toHaveBeenCalledOnce();
  },
};

export const Adding: Story = {
  args: { adding: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Add to cart' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const ServerTextIsNeverHtml: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/<b>Not bold<\/b>/)).toBeVisible();
    await expect(canvasElement.querySelector('.oja-product-detail__reviews b')).toBeNull();
  },
};

export const Loading: Story = {
  args: { status: 'loading', product: undefined },
  play: async () => {
    await expect(screen.getByRole('status')).toHaveTextContent('Loading product…');
  },
};

export const LoadError: Story = {
  args: { status: 'error', product: undefined },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { layout: 'fullscreen' },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  parameters: { layout: 'fullscreen' },
};
