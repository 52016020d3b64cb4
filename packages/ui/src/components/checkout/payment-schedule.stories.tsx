import { formatKobo } from '@oja/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { bigCheckout, dailyCheckout, fullPaymentCheckout, weeklyCheckout } from '../../fixtures/checkout';
import { DebitDate } from './debit-date';
import { PaymentScheduleTable } from './payment-schedule';
import './checkout.css';

/**
 * Checkout's payment schedule as the domain built it: the first payment today, then each instalment with the
 * day it is debited (DebitDate: the next business day when its date falls on a weekend or holiday, with a
 * note saying so) and its amount. Long schedules show their first 6 instalments and 'Show all'. The checkout
 * screen's stories show it in its section.
 *
 * Accessibility: a table with a caption ('Payment schedule, 25 payments') and column and row headers; 'Show
 * all' is a disclosure button (aria-expanded, aria-controls the table).
 */
const meta = {
  title: 'Screens/Checkout/PaymentSchedule',
  component: PaymentScheduleTable,
  subcomponents: { DebitDate },
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { schedule: weeklyCheckout.schedule },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof PaymentScheduleTable>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table', { name: /^Payment schedule/ }));

/** Weekly: 25 payments, the first 6 instalments shown; 'Show all' opens the rest and closes them again. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { schedule } = weeklyCheckout;
    await expect(
      canvas.getByText(
        `${schedule.displayedCount} payments: ${formatKobo(schedule.firstPayment.amount)} today, then ${schedule.instalmentCount} weekly instalments.`,
      ),
    ).toBeVisible();
    await expect(table(canvasElement).getByRole('rowheader', { name: 'Down payment' })).toBeVisible();
    await expect(table(canvasElement).getAllByRole('row')).toHaveLength(1 + 1 + 6);
    const showAll = canvas.getByRole('button', { name: `Show all ${schedule.displayedCount} payments` });
    await expect(showAll).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(showAll);
    await expect(table(canvasElement).getAllByRole('row')).toHaveLength(1 + schedule.displayedCount);
    await userEvent.click(canvas.getByRole('button', { name: 'Show fewer payments' }));
    await expect(table(canvasElement).getAllByRole('row')).toHaveLength(1 + 1 + 6);
  },
};

export const Playground: Story = {};

/** Paid in full by card: one payment today, no instalments and no 'Show all'. */
export const FullPayment: Story = {
  args: { schedule: fullPaymentCheckout.schedule },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Payment schedule, 1 payment' })).toBeVisible();
    await expect(table(canvasElement).getByRole('rowheader', { name: 'Full payment' })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Monthly on a big order: few, larger instalments, all shown at once. */
export const Monthly: Story = {
  args: { schedule: bigCheckout.schedule },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/monthly instalments\.$/)).toBeVisible();
  },
};

/** Daily: 180 instalments; the first 6 show, and 'Show all' offers the rest (the default story opens them). */
export const Daily: Story = {
  args: { schedule: dailyCheckout.schedule },
  play: async ({ canvasElement }) => {
    const { schedule } = dailyCheckout;
    await expect(table(canvasElement).getAllByRole('row')).toHaveLength(1 + 1 + 6);
    await expect(
      within(canvasElement).getByRole('button', { name: `Show all ${schedule.displayedCount} payments` }),
    ).toBeVisible();
  },
};
