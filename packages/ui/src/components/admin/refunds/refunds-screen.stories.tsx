import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  adminAwaitingRefunds,
  adminBankRefunds,
  adminRefundRows,
  refundsFinancePermissions,
  refundsOrderHref,
  refundsSupportPermissions,
} from '../../../fixtures/admin-refunds';
import { BankRefundsSection } from './bank-refunds-section';
import { RefundsScreen } from './refunds-screen';

/**
 * Returns & refunds (/admin/returns): the staff refunds of ₦100,000 or more waiting for a second approval
 * (each with its order as a link, amount, kind, reason and who asked), with Approve and Reject for a member
 * with `refunds:approve` whom the server allows (never the one who asked: they read why not); then every
 * refund the payment provider is asked to pay, the system's own included, filtered by state and paged by the
 * server: reference, order, amount, reason, state in words (Queued, Sending, With the bank, Paid back,
 * Failed with what the provider said), created and settled.
 *
 * Accessibility: h1 'Returns & refunds'; each block a region named by its h2; each decision's buttons named
 * after the order; a refused decision an alert by its buttons; loading a status and busy tables; a failed
 * load an alert with Retry.
 */
const meta = {
  title: 'Screens/Admin/Refunds',
  component: RefundsScreen,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: {
    status: 'ready',
    awaiting: adminAwaitingRefunds,
    refunds: adminRefundRows,
    total: 23,
    page: 1,
    pageSize: 5,
    statusFilter: 'all',
    permissions: refundsFinancePermissions,
    orderHref: refundsOrderHref,
    onStatusFilter: fn(),
    onPage: fn(),
    onDecide: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof RefundsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const onTablet = (story: Story): Story => ({
  ...story,
  globals: { viewport: { value: 'tablet', isRotated: false } },
});

const region = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('region', { name }));

/** The row of `orderNumber` in a region's table. */
const rowOf = (canvasElement: HTMLElement, section: string, orderNumber: string) =>
  within(
    region(canvasElement, section).getByRole('link', { name: orderNumber }).closest('tr') as HTMLElement,
  );

/** A full page: two refunds waiting (one Kemi may decide, one she asked for), refunds in every state. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Returns & refunds' })).toBeVisible();
    const waiting = rowOf(canvasElement, 'Waiting for approval', 'OJA-2026-000418');
    await expect(waiting.getByRole('link', { name: 'OJA-2026-000418' })).toHaveAttribute(
      'href',
      '/admin/orders/OJA-2026-000418',
    );
    await expect(waiting.getByText('₦120,000')).toBeVisible();
    await expect(waiting.getByText('Return')).toBeVisible();
    await expect(waiting.getByText('Funke Adeyemi')).toBeVisible();
    const own = rowOf(canvasElement, 'Waiting for approval', 'OJA-2026-000466');
    await expect(own.getByText('Another finance or owner member must approve it.')).toBeVisible();
    await expect(own.queryByRole('button')).toBeNull();
    await userEvent.click(waiting.getByRole('button', { name: 'Approve for OJA-2026-000418' }));
    await expect(args.onDecide).toHaveBeenCalledWith('srf_2', 'approve');
    const refunds = region(canvasElement, 'Refunds');
    await expect(refunds.getAllByRole('row')).toHaveLength(adminRefundRows.length + 1);
    for (const word of ['Queued', 'Sending', 'With the bank', 'Paid back', 'Failed']) {
      await expect(refunds.getAllByText(word).length).toBeGreaterThan(0);
    }
    await expect(
      rowOf(canvasElement, 'Refunds', 'OJA-2026-000459').getByText('Duplicate payment'),
    ).toBeVisible();
    await expect(refunds.getByText('23 refunds')).toBeVisible();
    await expect(refunds.getByText('Page 1 of 5')).toBeVisible();
    await userEvent.click(refunds.getByRole('button', { name: 'Next' }));
    await expect(args.onPage).toHaveBeenCalledWith(2);
  },
};

export const Playground: Story = {};

/** Reject is a decision too: handed over with the refund's id. */
export const Reject: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      rowOf(canvasElement, 'Waiting for approval', 'OJA-2026-000418').getByRole('button', {
        name: 'Reject for OJA-2026-000418',
      }),
    );
    await expect(args.onDecide).toHaveBeenCalledWith('srf_2', 'reject');
  },
};

/** A failed refund: its state and what the provider said, in the row. */
export const FailedRefund: Story = {
  args: {
    refunds: adminRefundRows.filter((row) => row.status === 'failed'),
    total: 1,
    statusFilter: 'failed',
  },
  play: async ({ canvasElement }) => {
    const row = rowOf(canvasElement, 'Refunds', 'OJA-2026-000402');
    await expect(row.getByText('Failed')).toBeVisible();
    await expect(row.getByText(/The account was closed by the bank/)).toBeVisible();
    await expect(row.getByText('Not yet')).toBeVisible();
    await expect(
      region(canvasElement, 'Refunds').getByRole('combobox', { name: 'State' }),
    ).toHaveDisplayValue('Failed');
  },
};

/** The state filter hands the state chosen to the app, which asks the server. */
export const FilterByState: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.selectOptions(
      region(canvasElement, 'Refunds').getByRole('combobox', { name: 'State' }),
      'With the bank',
    );
    await expect(args.onStatusFilter).toHaveBeenCalledWith('processing');
  },
};

/** Approving: the server is at it, the buttons wait. */
export const Deciding: Story = {
  args: { busy: 'srf_2' },
  play: async ({ canvasElement }) => {
    const row = rowOf(canvasElement, 'Waiting for approval', 'OJA-2026-000418');
    await expect(row.getByRole('button', { name: 'Approve for OJA-2026-000418' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(row.getByRole('button', { name: 'Reject for OJA-2026-000418' })).toBeDisabled();
  },
};

/** The server refused the decision: its message by that refund's buttons. */
export const Refused: Story = {
  args: {
    refusal: { refundId: 'srf_2', message: 'This refund was already rejected by Tolu Balogun.' },
  },
  play: async ({ canvasElement }) => {
    await expect(
      rowOf(canvasElement, 'Waiting for approval', 'OJA-2026-000418').getByRole('alert'),
    ).toHaveTextContent('already rejected by Tolu Balogun');
  },
};

/** Support sees the queue and decides nothing: no Approve or Reject anywhere. */
export const SupportRole: Story = {
  args: {
    permissions: refundsSupportPermissions,
    awaiting: adminAwaitingRefunds.map((refund) => ({ ...refund, canDecide: false })),
  },
  play: async ({ canvasElement }) => {
    const waiting = region(canvasElement, 'Waiting for approval');
    await expect(waiting.queryByRole('button', { name: /Approve/ })).toBeNull();
    await expect(waiting.queryByRole('button', { name: /Reject/ })).toBeNull();
    await expect(waiting.getAllByText('Another finance or owner member must approve it.')).toHaveLength(2);
  },
};

/** Nothing waits and nothing was refunded yet. */
export const Empty: Story = {
  args: { awaiting: [], refunds: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(
      region(canvasElement, 'Waiting for approval').getByText('No refund waits for approval.'),
    ).toBeVisible();
    await expect(region(canvasElement, 'Refunds').getByText('No refund yet.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading', awaiting: [], refunds: [], total: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading refunds…')).toHaveAttribute('role', 'status');
    await expect(canvas.getByText('Loading refunds waiting for approval…')).toHaveAttribute('role', 'status');
    await expect(canvas.getByRole('table', { name: 'Refunds' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadFailed: Story = {
  args: { status: 'error', awaiting: [], refunds: [], total: 0 },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('We could not load the refunds.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const TabletDefault = onTablet(Default);
export const TabletFailedRefund = onTablet(FailedRefund);
export const TabletSupportRole = onTablet(SupportRole);
export const TabletEmpty = onTablet(Empty);
export const TabletLoading = onTablet(Loading);
export const TabletLoadFailed = onTablet(LoadFailed);

/** A failed refund offers 'Pay to a bank account' (refunds:create); the bank refunds are listed after the waiting ones. */
export const WithBankRefunds: Story = {
  args: {
    onPayToBank: fn(),
    bankRefunds: (
      <BankRefundsSection
        bankRefunds={adminBankRefunds}
        mayApprove
        orderHref={refundsOrderHref}
        onDecide={fn()}
      />
    ),
  },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Paid to a bank account' })).toBeVisible();
    const failed = rowOf(canvasElement, 'Refunds', 'OJA-2026-000402');
    await userEvent.click(failed.getByRole('button', { name: 'Pay to a bank account for OJA-2026-000402' }));
    await expect(args.onPayToBank).toHaveBeenCalledWith(
      expect.objectContaining({ reference: 'RF-DD-77310-03' }),
    );
  },
};
