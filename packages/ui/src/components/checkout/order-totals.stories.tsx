import { formatKobo } from '@oja/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { bigCheckout, weeklyCheckout } from '../../fixtures/checkout';
import { OrderTotals } from './order-totals';
import './checkout.css';

/**
 * Checkout's order total as the server computed it: subtotal, VAT (7.5%), shipping and total; nothing is
 * added up here. The checkout screen's stories show it in the 'Order total' panel.
 *
 * Accessibility: a description list, each figure named by its term.
 */
const meta = {
  title: 'Screens/Checkout/OrderTotals',
  component: OrderTotals,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { totals: weeklyCheckout.totals },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof OrderTotals>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two weekly lines with standard delivery. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { totals } = weeklyCheckout;
    await expect(canvas.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Subtotal',
      'VAT (7.5%)',
      'Shipping',
      'Total',
    ]);
    await expect(canvas.getByText(formatKobo(totals.vat))).toBeVisible();
    await expect(canvas.getByText(formatKobo(totals.total))).toBeVisible();
  },
};

export const Playground: Story = {};

/** An order above ₦500,000: the longest figures still line up. */
export const LargeOrder: Story = {
  args: { totals: bigCheckout.totals },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(formatKobo(bigCheckout.totals.total))).toBeVisible();
  },
};
