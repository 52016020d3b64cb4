import { formatKobo } from '@oja/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { completedOrder, holidayOrder, lateOrder, ongoingOrder } from '../../fixtures/dashboard';
import { InstalmentDots } from './instalment-dots';
import './dashboard.css';

/**
 * One dot per payment of an order (first payment first), in the state the server gave it: paid black, next
 * yellow, failed red, still to come grey, with a key in words for the states shown. The order card's
 * details show it under 'Payments'.
 *
 * Accessibility: a list named 'Instalment payments'; each dot an image named with its number, amount, the
 * day it is taken and its state; the key is text, so colour never carries the meaning alone.
 */
const meta = {
  title: 'Screens/Dashboard/InstalmentDots',
  component: InstalmentDots,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { instalments: ongoingOrder.instalments },
  decorators: [
    (Story) => (
      <div className="oja-dashboard" style={{ maxWidth: 640, margin: 0 }}>
        {Story()}
      </div>
    ),
  ],
} satisfies Meta<typeof InstalmentDots>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Weekly and on time: four paid, the next one due, one still to come. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dots = within(canvas.getByRole('list', { name: 'Instalment payments' })).getAllByRole('img');
    await expect(dots).toHaveLength(6);
    const next = ongoingOrder.instalments[4];
    await expect(dots[4]).toHaveAccessibleName(
      `Payment 5 of 6, ${formatKobo(next?.amountKobo ?? null)} due 9 Mar 2026: Next payment`,
    );
    const key = within(canvas.getByRole('list', { name: 'Key to the dots' }));
    await expect(key.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Paid',
      'Next payment',
      'Not yet due',
    ]);
  },
};

export const Playground: Story = {};

/** A failed debit: a red dot, and 'Payment failed' joins the key. */
export const Failed: Story = {
  args: { instalments: lateOrder.instalments },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: /^Payment 3 of 4, .*: Payment failed$/ })).toBeVisible();
    await expect(
      within(canvas.getByRole('list', { name: 'Key to the dots' })).getByText('Payment failed'),
    ).toBeVisible();
  },
};

/** Every payment made: all black, and the key names only 'Paid'. */
export const Completed: Story = {
  args: { instalments: completedOrder.instalments },
  play: async ({ canvasElement }) => {
    const key = within(within(canvasElement).getByRole('list', { name: 'Key to the dots' }));
    await expect(key.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Paid']);
  },
};

/** Due on Good Friday: the dot names the day it is taken, the Tuesday after Easter Monday. */
export const DueOnAHoliday: Story = {
  args: { instalments: holidayOrder.instalments },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: /^Payment 3 of 4, .* due 7 Apr 2026: Next payment$/ }),
    ).toBeVisible();
  },
};
