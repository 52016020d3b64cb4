import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import {
  adminUnmatchedTransfers,
  unmatchedFinancePermissions,
  unmatchedOrderHref,
  unmatchedSupportPermissions,
} from '../../../fixtures/admin-unmatched-transfers';
import { UnmatchedTransferDialog } from './unmatched-transfer-dialog';
import { UnmatchedTransfersScreen } from './unmatched-transfers-screen';

/**
 * Unmatched transfers (/admin/unmatched-transfers, issue 44): money sent to an account no shopper holds.
 * Each open transfer (when, amount, the account it went to and the provider's reference) has Match (an
 * order number and why) and Refund to sender (why) for a member with `refunds:create`; at ₦100,000 or more
 * either waits for a second member with `refunds:approve`, who approves or rejects it, never its maker (who
 * reads why not). Below, the transfers already matched or refunded, each state in words.
 *
 * Accessibility: h1 'Unmatched transfers'; each block a region named by its h2; every button named after the
 * transfer's reference; a refusal an alert; loading a status and busy tables; a failed load an alert with
 * Retry.
 */
const meta = {
  title: 'Screens/Admin/Unmatched transfers',
  component: UnmatchedTransfersScreen,
  subcomponents: { UnmatchedTransferDialog },
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: {
    status: 'ready',
    transfers: adminUnmatchedTransfers,
    permissions: unmatchedFinancePermissions,
    orderHref: unmatchedOrderHref,
    onRequest: fn(),
    onDecide: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof UnmatchedTransfersScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const onTablet = (story: Story): Story => ({
  ...story,
  globals: { viewport: { value: 'tablet', isRotated: false } },
});

const region = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('region', { name }));

/** The row of the transfer whose provider's reference is `reference`. */
const rowOf = (canvasElement: HTMLElement, reference: string) =>
  within(within(canvasElement).getByText(reference, { selector: 'code' }).closest('tr') as HTMLElement);

/** The queue: open ones with Match and Refund, a match Kemi may approve, a refund she asked for, then the decided. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Unmatched transfers' })).toBeVisible();
    await expect(region(canvasElement, 'To decide').getAllByRole('row')).toHaveLength(5);
    const open = rowOf(canvasElement, 'TRF-7Q2M9K4X');
    await expect(open.getByText('₦45,000')).toBeVisible();
    await expect(open.getByText('Open')).toBeVisible();
    await expect(open.getByRole('button', { name: 'Match TRF-7Q2M9K4X' })).toBeEnabled();
    await expect(rowOf(canvasElement, 'TRF-3B8N1V5W').getByText('Not named')).toBeVisible();
    const waiting = rowOf(canvasElement, 'TRF-5C1D8F2G');
    await expect(waiting.getByText('Waiting for approval')).toBeVisible();
    await expect(waiting.getByRole('link', { name: 'OJA-2026-000418' })).toHaveAttribute(
      'href',
      '/admin/orders/OJA-2026-000418',
    );
    await userEvent.click(waiting.getByRole('button', { name: 'Approve TRF-5C1D8F2G' }));
    await expect(args.onDecide).toHaveBeenCalledWith('4', 'approve');
    const decided = region(canvasElement, 'Decided');
    await expect(decided.getByText('Matched')).toBeVisible();
    await expect(decided.getByText('Refunded')).toBeVisible();
    await expect(decided.queryByRole('button')).toBeNull();
  },
};

export const Playground: Story = {};

/** The maker of a waiting refund cannot approve it: they read why, with no button. */
export const OwnRequest: Story = {
  play: async ({ canvasElement }) => {
    const own = rowOf(canvasElement, 'TRF-8H4J6K1L');
    await expect(own.getByText('Refund to sender')).toBeVisible();
    await expect(
      own.getByText('You asked for this: another finance or owner member must approve it.'),
    ).toBeVisible();
    await expect(own.queryByRole('button')).toBeNull();
  },
};

/** Match: the order's number and why, checked before sending; then handed to the app. */
export const MatchDialog: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      rowOf(canvasElement, 'TRF-7Q2M9K4X').getByRole('button', { name: 'Match TRF-7Q2M9K4X' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Match ₦45,000 to an order' }));
    await expect(dialog.getByText('It happens at once.')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Match transfer' }));
    await expect(dialog.getByRole('textbox', { name: 'Order number' })).toHaveAccessibleDescription(
      /Enter the order number/,
    );
    await expect(args.onRequest).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Order number' }), 'OJA-2026-000418');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Reason' }), 'Receipt from the shopper');
    await userEvent.click(dialog.getByRole('button', { name: 'Match transfer' }));
    await expect(args.onRequest).toHaveBeenCalledWith('7', {
      kind: 'match',
      orderNumber: 'OJA-2026-000418',
      reason: 'Receipt from the shopper',
    });
  },
};

/** Refund to sender: why, and the note that ₦100,000 or more waits for a second member. */
export const RefundDialog: Story = {
  args: {
    transfers: adminUnmatchedTransfers.map((row) =>
      row.id === '7' ? { ...row, amountKobo: 12_000_000 as typeof row.amountKobo } : row,
    ),
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      rowOf(canvasElement, 'TRF-7Q2M9K4X').getByRole('button', { name: 'Refund to sender TRF-7Q2M9K4X' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Refund ₦120,000 to the sender' }));
    await expect(
      dialog.getByText('At ₦100,000 or more, a second finance or owner member must approve it first.'),
    ).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Reason' }), 'Sent by mistake');
    await userEvent.click(dialog.getByRole('button', { name: 'Refund to sender' }));
    await expect(args.onRequest).toHaveBeenCalledWith('7', { kind: 'refund', reason: 'Sent by mistake' });
  },
};

/** The server refused a request: its message in the dialog, which stays open. */
export const RequestRefused: Story = {
  args: { refusal: { transferId: '7', message: 'Order not found' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      rowOf(canvasElement, 'TRF-7Q2M9K4X').getByRole('button', { name: 'Match TRF-7Q2M9K4X' }),
    );
    const dialog = within(await screen.findByRole('dialog'));
    await expect(dialog.getByRole('alert')).toHaveTextContent('Order not found');
  },
};

/** The server refused a decision: its message by that transfer's buttons. */
export const DecisionRefused: Story = {
  args: { refusal: { transferId: '4', message: 'This transfer is already matched.' } },
  play: async ({ canvasElement }) => {
    await expect(rowOf(canvasElement, 'TRF-5C1D8F2G').getByRole('alert')).toHaveTextContent(
      'already matched',
    );
  },
};

/** Approving: the server is at it, every button waits. */
export const Deciding: Story = {
  args: { busy: '4' },
  play: async ({ canvasElement }) => {
    const row = rowOf(canvasElement, 'TRF-5C1D8F2G');
    await expect(row.getByRole('button', { name: 'Approve TRF-5C1D8F2G' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(row.getByRole('button', { name: 'Reject TRF-5C1D8F2G' })).toBeDisabled();
    await expect(
      rowOf(canvasElement, 'TRF-7Q2M9K4X').getByRole('button', { name: 'Match TRF-7Q2M9K4X' }),
    ).toBeDisabled();
  },
};

/** Support reads the queue and asks or decides nothing. */
export const SupportRole: Story = {
  args: { permissions: unmatchedSupportPermissions },
  play: async ({ canvasElement }) => {
    await expect(region(canvasElement, 'To decide').queryByRole('button')).toBeNull();
    await expect(
      rowOf(canvasElement, 'TRF-5C1D8F2G').getByText('Another finance or owner member must approve it.'),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  args: { transfers: [] },
  play: async ({ canvasElement }) => {
    await expect(
      region(canvasElement, 'To decide').getByText('No transfer waits to be matched.'),
    ).toBeVisible();
    await expect(
      region(canvasElement, 'Decided').getByText('No transfer matched or refunded yet.'),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading', transfers: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('table', { name: 'Unmatched transfers to decide' }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadFailed: Story = {
  args: { status: 'error', transfers: [] },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('We could not load the unmatched transfers.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const TabletDefault = onTablet(Default);
export const TabletOwnRequest = onTablet(OwnRequest);
export const TabletEmpty = onTablet(Empty);
export const TabletLoadFailed = onTablet(LoadFailed);
