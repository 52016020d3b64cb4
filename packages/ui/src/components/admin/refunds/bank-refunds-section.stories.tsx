import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { adminBankRefunds, refundsOrderHref } from '../../../fixtures/admin-refunds';
import { BankRefundsSection } from './bank-refunds-section';

/**
 * Refunds paid to a bank account (issue 45), on the refunds screen: each failed refund sent to an account the
 * shopper gave, with its order, amount, bank, masked account number (the console never has the whole number
 * back) and holder's name, who asked and its state; Approve or Reject for a member the server allows, never
 * the one who asked. Accessibility: a region named by its h2; each decision's buttons named after the order;
 * a refused decision an alert by its buttons.
 */
const meta = {
  title: 'Screens/Admin/Refunds/BankRefunds',
  component: BankRefundsSection,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: {
    bankRefunds: adminBankRefunds,
    mayApprove: true,
    orderHref: refundsOrderHref,
    onDecide: fn(),
  },
} satisfies Meta<typeof BankRefundsSection>;
export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (canvasElement: HTMLElement, orderNumber: string) =>
  within(within(canvasElement).getByRole('link', { name: orderNumber }).closest('tr') as HTMLElement);

/** Waiting, asked by the viewer, paid out and rejected: only another member decides a waiting one. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Paid to a bank account' })).toBeVisible();
    const waiting = rowOf(canvasElement, 'OJA-2026-000431');
    await expect(waiting.getByText('Guaranty Trust Bank ••••••4417')).toBeVisible();
    await expect(waiting.getByText('CHIOMA NWOSU')).toBeVisible();
    await userEvent.click(waiting.getByRole('button', { name: 'Approve for OJA-2026-000431' }));
    await expect(args.onDecide).toHaveBeenCalledWith('7', 'approve');
    const own = rowOf(canvasElement, 'OJA-2026-000452');
    await expect(own.getByText('Another finance or owner member must approve it.')).toBeVisible();
    await expect(own.queryByRole('button')).toBeNull();
    await expect(rowOf(canvasElement, 'OJA-2026-000388').getByText('Paid back')).toBeVisible();
    await expect(rowOf(canvasElement, 'OJA-2026-000377').getByText('Rejected')).toBeVisible();
  },
};

/** The server refused a decision: its words by the buttons. */
export const Refused: Story = {
  args: { refusal: { id: '7', message: 'This refund is already approved.' } },
  play: async ({ canvasElement }) => {
    await expect(rowOf(canvasElement, 'OJA-2026-000431').getByRole('alert')).toHaveTextContent(
      'This refund is already approved.',
    );
  },
};

/** A member without 'refunds:approve' (support) reads who must decide. */
export const CannotApprove: Story = {
  args: { mayApprove: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /Approve/ })).toBeNull();
  },
};

export const Empty: Story = {
  args: { bankRefunds: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No refund has been sent to a bank account.')).toBeVisible();
  },
};
