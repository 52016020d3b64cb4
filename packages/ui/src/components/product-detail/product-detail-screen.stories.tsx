import { CHEAPEST_SHIPPING_OPTION, formatKobo, quotedPaymentOptions } from '@oja/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import {
  aFridge,
  aFullPaymentDetail,
  aNoWarrantyDetail,
  anOutOfStockDetail,
  sampleReviews,
} from '../../fixtures/product-detail';
import { ProductDetailScreen } from './product-detail-screen';
import { ProductGallery } from './product-gallery';
import { ProductReviews } from './product-reviews';

/**
 * The product page. The shopper reads what a product costs per month, week or day, picks a plan and a
 * quantity, and adds it to the cart; beside Add to cart, who sells it, when it arrives, the warranty, the
 * returns policy and how payment is kept safe; favourite and share; the specifications; reviews below, whose
 * count is the one under the title.
 *
 * Accessibility: the product name is the page's h1; the plans are native radios; out of stock disables
 * buying and says 'Out of stock' in words; the favourite button is a toggle (aria-pressed); Share a
 * <details> of links, so every action works before the app starts.
 */
const meta = {
  title: 'Screens/ProductDetail',
  component: ProductDetailScreen,
  subcomponents: { ProductGallery, ProductReviews },
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: {
    status: 'ready',
    product: aFridge,
    reviews: sampleReviews,
    today: '2026-11-26',
    onAddToCart: fn(),
    onToggleFavourite: fn(),
    onShare: fn(() => false),
    shareUrl: 'https://oja.ng/home-appliances/refrigerators/OJA-HAP-003/hisense-205l',
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

/** One figure in both places: the summary under the title is the reviews' own average and count. */
export const RatingAgreesWithReviews: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '4.0 out of 5 · 3 reviews' })).toHaveAttribute(
      'href',
      '#reviews',
    );
    const reviews = canvas.getByRole('region', { name: 'Reviews (3)' });
    await expect(within(reviews).getAllByRole('listitem')).toHaveLength(3);
  },
};

/** Nobody has reviewed it: both places say so, and no rating is shown. */
export const NoReviewsYet: Story = {
  args: { product: aFullPaymentDetail, reviews: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No reviews yet')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Reviews (0)' })).toHaveTextContent('No reviews yet.');
    await expect(canvas.queryByText(/out of 5/)).toBeNull();
  },
};

/** The reviews are still on their way: the count is known, the list says it is loading. */
export const ReviewsLoading: Story = {
  args: { reviews: undefined },
  play: async ({ canvasElement }) => {
    const reviews = within(canvasElement).getByRole('region', { name: 'Reviews (3)' });
    await expect(within(reviews).getByRole('status')).toHaveTextContent('Loading reviews…');
  },
};

/** The reviews could not be loaded: said in words, never 'No reviews yet' under a count of 3. */
export const ReviewsUnavailable: Story = {
  args: { reviews: [] },
  play: async ({ canvasElement }) => {
    const reviews = within(canvasElement).getByRole('region', { name: 'Reviews (3)' });
    await expect(reviews).toHaveTextContent('We could not load the reviews just now.');
    await expect(within(reviews).queryByText('No reviews yet.')).toBeNull();
  },
};

/** More reviews than the API lists at once: the page says it shows the newest. */
export const ManyReviews: Story = {
  args: { product: { ...aFridge, reviewCount: 150 } },
  play: async ({ canvasElement }) => {
    const reviews = within(canvasElement).getByRole('region', { name: 'Reviews (150)' });
    await expect(reviews).toHaveTextContent('Showing the newest 3 of 150 reviews.');
  },
};

/** Beside Add to cart: the seller, delivery dates from today (a Thursday), warranty, returns and payment. */
export const SellerDeliveryAndReturns: Story = {
  play: async ({ canvasElement }) => {
    const trust = within(within(canvasElement).getByRole('region', { name: 'Seller, delivery and returns' }));
    await expect(trust.getByText(`Sold by ${aFridge.seller}`)).toBeVisible();
    await expect(trust.getByText('Delivery in Lagos')).toBeVisible();
    await expect(trust.getByText('Tue 1 Dec – Thu 3 Dec')).toBeVisible();
    await expect(trust.getByText('Fri 27 Nov')).toBeVisible();
    await expect(trust.getByText(/We deliver in Lagos only for now\./)).toBeVisible();
    await expect(trust.getByText('12-month warranty')).toBeVisible();
    await expect(trust.getByText(/7-day buyer protection/)).toBeVisible();
    await expect(trust.getByText(/Report it within 24 hours of delivery/)).toBeVisible();
    await expect(trust.getByText(/Oja never sees your card number/)).toBeVisible();
  },
};

/** Food and other things used up carry no warranty, and the page says what covers them instead. */
export const NoWarranty: Story = {
  args: {
    product: aNoWarrantyDetail,
    reviews: [],
  },
  play: async ({ canvasElement }) => {
    const trust = within(within(canvasElement).getByRole('region', { name: 'Seller, delivery and returns' }));
    await expect(trust.getByText('No warranty')).toBeVisible();
    await expect(trust.getByText(/the 7-day buyer protection covers it instead/)).toBeVisible();
  },
};

/** A short table of what the product is, each value read with its name. */
export const Specifications: Story = {
  play: async ({ canvasElement }) => {
    const table = within(within(canvasElement).getByRole('region', { name: 'Specifications' }));
    for (const spec of aFridge.specifications) {
      await expect(table.getByRole('rowheader', { name: spec.name })).toBeVisible();
    }
    await expect(table.getByRole('row', { name: `Product code ${aFridge.productID}` })).toBeVisible();
  },
};

/** A product whose seller gave no specifications shows no empty table. */
export const NoSpecifications: Story = {
  args: { product: { ...aFridge, specifications: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region', { name: 'Specifications' })).toBeNull();
  },
};

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
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    await expect(args.onAddToCart).toHaveBeenCalledWith({ plan: 'full', quantity: 1 });
  },
};

export const OutOfStock: Story = {
  args: { product: anOutOfStockDetail, reviews: [] },
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

/**
 * Before the app starts every action is plain HTML the server answers: Add to cart and Add to favourites
 * are forms posted to their addresses (coming back to `back`), Share a <details> of links, the thumbnails
 * links to ?picture=N. With the app (here) the same elements are taken over: nothing is posted.
 */
export const BeforeTheAppStarts: Story = {
  args: {
    cartForm: { action: '/cart-items', back: '/p' },
    favouriteForm: { action: '/user-dashboard/favorites', back: '/p' },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const favourite = canvas.getByRole('button', { name: 'Add to favourites' });
    const form = favourite.closest('form');
    await expect(favourite).toHaveAttribute('type', 'submit');
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('action', '/user-dashboard/favorites');
    await expect(form?.querySelector('input[name="back"]')).toHaveValue('/p');
    await expect(form?.querySelector('input[name="productID"]')).toHaveValue(aFridge.productID);
    await expect(canvas.getByText('Share', { selector: 'summary' })).toBeVisible();
    await userEvent.click(favourite);
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
