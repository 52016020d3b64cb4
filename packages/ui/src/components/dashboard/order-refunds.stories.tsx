import { formatKobo, kobo } from '@oja/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { cancelledOrder, lateOrder } from '../../fixtures/dashboard';
import type { DashboardRefund } from './dashboard-types';
import { OrderRefunds } from './order-refunds';
import './dashboard.css';

const lateRefund: DashboardRefund = {
  reference: `RF-${cancelledOrder.orderNumber}-7a16edcdc89a`,
  amountKobo: kobo(186_000_00),
  status: 'processing',
  reason: 'late',
};

/** One refund per status and reason, as an order that went wrong several times would show them. */
const everyRefund: DashboardRefund[] = [
  {
    reference: `RF-${lateOrder.orderNumber}-0c1d9a`,
    amountKobo: kobo(55_000_00),
    status: 'pending',
    reason: 'overpaid',
  },
  lateRefund,
  {
    reference: `RF-${lateOrder.orderNumber}-4e2b7f`,
    amountKobo: kobo(90_000_00),
    status: 'processed',
    reason: 'duplicate',
  },
  {
    reference: `RF-${lateOrder.orderNumber}-9f3a21`,
    amountKobo: kobo(12_500_00),
    status: 'failed',
    reason: 'rejected',
  },
];

/** The refunds staff make from the console, one of each reason (RF-{payment}-S{id}, as the server names them). */
const teamRefunds: DashboardRefund[] = [
  {
    reference: `RF-${lateOrder.orderNumber}-S14`,
    amountKobo: kobo(38_500_00),
    status: 'processing',
    reason: 'return',
  },
  {
    reference: `RF-${cancelledOrder.orderNumber}-S15`,
    amountKobo: kobo(186_000_00),
    status: 'pending',
    reason: 'cancellation',
  },
  {
    reference: `RF-${lateOrder.orderNumber}-S16`,
    amountKobo: kobo(5_000_00),
    status: 'processed',
    reason: 'goodwill',
  },
];

/**
 * The money the shop pays back on an order, inside its card's details: each refund with its amount, where it
 * stands and why in words, and the reference the email and the bank statement carry. The purchases screen's
 * CancelledWithRefund shows it in its card.
 *
 * Accessibility: a region named 'Refunds' with its h3; the status is words, never a colour alone.
 */
const meta = {
  title: 'Screens/Dashboard/OrderRefunds',
  component: OrderRefunds,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { refunds: [lateRefund] },
  decorators: [
    (Story) => (
      <div className="oja-dashboard" style={{ maxWidth: 640, margin: 0 }}>
        {Story()}
      </div>
    ),
  ],
} satisfies Meta<typeof OrderRefunds>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A cancelled order paid after a newer checkout replaced it: the money is on its way back. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const refunds = within(within(canvasElement).getByRole('region', { name: 'Refunds' }));
    await expect(refunds.getByText(formatKobo(lateRefund.amountKobo))).toBeVisible();
    await expect(refunds.getByText(/On its way: it reaches you in 7 to 14 business days/)).toBeVisible();
    await expect(refunds.getByText(/Paid after the order had been replaced or had expired/)).toBeVisible();
    await expect(refunds.getByText(lateRefund.reference)).toBeVisible();
  },
};

export const Playground: Story = {};

/** Every status and every reason, one refund each: the shopper reads each in words. */
export const EveryStatus: Story = {
  args: { refunds: everyRefund },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByText(/Being sent back the way you paid/)).toBeVisible();
    await expect(canvas.getByText(/· Refunded$/)).toBeVisible();
    await expect(canvas.getByText(/Not sent yet: our support team will contact you/)).toBeVisible();
    await expect(canvas.getByText(/You paid more than was due/)).toBeVisible();
    await expect(canvas.getByText(/This order was paid twice/)).toBeVisible();
    await expect(canvas.getByText(/The card was charged a different amount than the order/)).toBeVisible();
  },
};

/**
 * The refunds Oja's team makes from the console: an item returned, an order cancelled before it shipped, and
 * part of an order paid back as a goodwill gesture, each in the shopper's words.
 */
export const FromOjasTeam: Story = {
  args: { refunds: teamRefunds },
  play: async ({ canvasElement }) => {
    const canvas = within(within(canvasElement).getByRole('region', { name: 'Refunds' }));
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText(/An item you returned/)).toBeVisible();
    await expect(canvas.getByText(/Your order was cancelled before it shipped/)).toBeVisible();
    await expect(canvas.getByText(/Oja's team paid back part of this order/)).toBeVisible();
    await expect(canvas.queryByText(/Money we owe you back/)).toBeNull();
  },
};

/** A reason this screen has no words for yet still reads as money owed back. */
export const UnknownReason: Story = {
  args: { refunds: [{ ...lateRefund, reason: 'chargeback' }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Money we owe you back/)).toBeVisible();
  },
};
