import { NO_WARRANTY, warrantyLabel } from '@oja/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { aFridge } from '../../fixtures/product-detail';
import { ProductTrust } from './product-trust';
import './product-detail.css';

/**
 * What a careful buyer asks before Add to cart, answered beside it on the product page: who sells it, when
 * it arrives (each delivery option with its dates from today), the warranty and why, the returns policy and
 * how the payment is kept safe. The product page's stories show it beside the buy box.
 *
 * Accessibility: a region named 'Seller, delivery and returns'; a description list, so each answer is read
 * with its question.
 */
const meta = {
  title: 'Screens/ProductDetail/ProductTrust',
  component: ProductTrust,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { seller: aFridge.seller, warranty: aFridge.warranty, today: '2026-11-26' },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof ProductTrust>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A fridge: its seller, both delivery options with their dates, its warranty, returns and payment. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const region = within(
      within(canvasElement).getByRole('region', { name: 'Seller, delivery and returns' }),
    );
    await expect(region.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Seller',
      'Delivery in Lagos',
      'Warranty',
      'Returns',
      'Secure payment',
    ]);
    await expect(region.getByText(`Sold by ${aFridge.seller}`)).toBeVisible();
    await expect(region.getByText(/^Standard delivery:/)).toBeVisible();
    await expect(region.getByText(/^Express delivery:/)).toBeVisible();
    await expect(region.getByText(warrantyLabel(aFridge.warranty))).toBeVisible();
  },
};

export const Playground: Story = {};

/** Groceries and the like: no warranty, and why (the buyer protection covers them instead). */
export const NoWarranty: Story = {
  args: { warranty: NO_WARRANTY },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No warranty')).toBeVisible();
    await expect(canvas.getByText(`${NO_WARRANTY.reason}.`)).toBeVisible();
  },
};

/** Ordered on a Friday: the working days skip the weekend, so the dates move on. */
export const OrderedOnAFriday: Story = {
  args: { today: '2026-11-27' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^Standard delivery:/)).toBeVisible();
  },
};
