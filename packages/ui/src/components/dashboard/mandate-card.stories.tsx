import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { activeMandate, dashboardMandates, holidayMandate, orderHref } from '../../fixtures/dashboard';
import { Button } from '../button/button';
import { MandateCard } from './mandate-card';
import { MandateStatusBadge } from './mandate-status';
import './dashboard.css';

const [, pendingMandate, revokedMandate, refusedMandate] = dashboardMandates;
if (!pendingMandate || !revokedMandate || !refusedMandate) throw new Error('the fixtures lack a mandate');

/**
 * One direct-debit mandate: the bank, the account name (cut at 19 characters), the last 4 digits, its status
 * as a badge in words (MandateStatusBadge), the orders it pays and the next debit. The direct-debits screen
 * lists them with 'Cancel direct debit' under each; the shopping overview shows them compact.
 *
 * Accessibility: an article named by its bank and account ending ('GTBank account ending 4821'); the
 * hidden dots of the account number are not read.
 */
const meta = {
  title: 'Screens/Dashboard/MandateCard',
  component: MandateCard,
  subcomponents: { MandateStatusBadge },
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { mandate: activeMandate, orderHref },
  decorators: [
    (Story) => (
      <div className="oja-dashboard" style={{ maxWidth: 640, margin: 0 }}>
        {Story()}
      </div>
    ),
  ],
} satisfies Meta<typeof MandateCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Active: the long account name cut, two orders as links, the next debit. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const card = within(within(canvasElement).getByRole('article', { name: 'GTBank account ending 4821' }));
    await expect(card.getByText('Active')).toBeVisible();
    await expect(card.getByText(/^Adebayo Oluwaseun C/)).toBeVisible();
    await expect(
      card.getByRole('link', { name: `Order ${activeMandate.orders[0]?.orderNumber}` }),
    ).toHaveAttribute('href', orderHref(activeMandate.orders[0] ?? { orderNumber: '' }));
    await expect(card.getByText(/on 9 Mar 2026/)).toBeVisible();
  },
};

export const Playground: Story = {};

/** Waiting for the bank: 'Pending bank approval'. */
export const Pending: Story = {
  args: { mandate: pendingMandate },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Pending bank approval')).toBeVisible();
  },
};

/** Revoked: no orders, nothing scheduled. */
export const Revoked: Story = {
  args: { mandate: revokedMandate },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Revoked')).toBeVisible();
    await expect(canvas.getByText('No orders')).toBeVisible();
    await expect(canvas.getByText('None scheduled')).toBeVisible();
  },
};

/** The bank said no: 'Not approved'; without orderHref the orders are text. */
export const Refused: Story = {
  args: { mandate: refusedMandate, orderHref: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Not approved')).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByText(refusedMandate.orders[0]?.orderNumber ?? '')).toBeVisible();
  },
};

/** Cancelled by the shopper: it says when it ends, and that debits due before then are still taken. */
export const Cancelled: Story = {
  args: { mandate: { ...activeMandate, endsOn: '2026-03-09' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Ends on 9 Mar 2026: debits due before then are still taken.'),
    ).toBeVisible();
  },
};

/** Due on Good Friday: the next debit says it moved to the next business day. */
export const DebitMoved: Story = {
  args: { mandate: holidayMandate },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        '3 Apr 2026 is a public holiday: debited on the next business day, 7 Apr 2026.',
      ),
    ).toBeVisible();
  },
};

/** The shopping overview's card: account, status and next debit only. */
export const Compact: Story = {
  args: { compact: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'GTBank account ending 4821' })).toBeVisible();
    await expect(canvas.queryByText('Pays for')).toBeNull();
  },
};

/** With the direct-debits screen's action under it. */
export const WithAction: Story = {
  args: { children: <Button variant="secondary">Cancel direct debit</Button> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Cancel direct debit' })).toBeVisible();
  },
};
