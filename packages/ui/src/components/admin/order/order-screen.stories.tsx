import {
  kobo,
  REFUND_AMOUNT_INVALID,
  RETURN_REASON_INVALID,
  refundTooLarge,
  SHIPMENT_CARRIER_REQUIRED,
  SHIPMENT_DATE_INVALID,
  SHIPMENT_DATE_TOO_FAR,
  SHIPMENT_TRACKING_INVALID,
  STAFF_NOTE_INVALID,
} from '@oja/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  ADMIN_TODAY,
  adminOrderHrefs,
  cancelledOrder,
  deliveredOrder,
  financePermissions,
  operationsPermissions,
  ownRefundWaitingOrder,
  packedOrder,
  receivedOrder,
  refundWaitingOrder,
  returnOpenOrder,
  shippedOrder,
  supportPermissions,
  unpaidOrder,
} from '../../../fixtures/admin-order';
import { AdminSection } from '../admin-section';
import { CancelDialog } from './cancel-dialog';
import { OrderAudit } from './order-audit';
import { OrderFulfilment } from './order-fulfilment';
import { OrderLedger, OrderMandate, OrderSchedule } from './order-money';
import { OrderNotes } from './order-notes';
import { OrderReturns } from './order-returns';
import { OrderScreen, type OrderScreenProps } from './order-screen';
import { RefundDialog } from './refund-dialog';
import { ReturnDialog } from './return-dialog';
import { ShipDialog } from './ship-dialog';

/**
 * An order's console page (/admin/orders/:id): header with the number, date and both states in words;
 * fulfilment (its state, dated steps, the shipment, and the actions its state allows, shown only to a
 * staff member with `fulfilment:write`: Pack; Ship, a form judged by the domain's validateShipment; Mark
 * delivered; Cancel order, confirmed with what it pays back); the shopper, delivery address and direct
 * debit; items and totals; the ledger (every payment, debit and refund, to the kobo) with what is paid, owed
 * and refunded; returns and refunds (Record a return with `returns:write` once delivered; Refund with
 * `refunds:create`, judged by validateRefundRequest against what the order may still pay back; a refund of
 * ₦100,000 or more waits for a second member, who may Approve or Reject it); the schedule; notes (the form only with `orders:note`); the audit trail.
 *
 * Accessibility: h1 the order number; each block a region named by its h2; states are words in badges; a
 * dialog traps focus and names itself; a refused action is an alert where it was asked; loading a status,
 * failure an alert with Retry.
 */
const meta = {
  title: 'Screens/Admin/Order',
  component: OrderScreen,
  subcomponents: {
    OrderFulfilment,
    ShipDialog,
    CancelDialog,
    OrderLedger,
    OrderSchedule,
    OrderMandate,
    OrderNotes,
    OrderReturns,
    ReturnDialog,
    RefundDialog,
    OrderAudit,
    AdminSection,
  },
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: {
    status: 'ready',
    order: receivedOrder,
    permissions: operationsPermissions,
    today: ADMIN_TODAY,
    hrefs: adminOrderHrefs,
    onPack: fn(),
    onShip: fn(),
    onDeliver: fn(),
    onCancel: fn(),
    onAddNote: fn(),
    onRecordReturn: fn(),
    onRefund: fn(),
    onDecideRefund: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof OrderScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const onTablet = (story: Story): Story => ({
  ...story,
  globals: { viewport: { value: 'tablet', isRotated: false } },
});

const region = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('region', { name }));

/** Paid this morning: the warehouse can pack it or cancel it. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Order OJA-2026-000418' })).toBeVisible();
    await expect(canvas.getByText('Placed 2 Mar 2026, 09:14 · Monthly')).toBeVisible();
    const states = within(canvas.getByRole('list', { name: 'Order states' }));
    await expect(states.getByText('Payment: Paid')).toBeVisible();
    await expect(states.getByText('Fulfilment: Received')).toBeVisible();
    const shopper = region(canvasElement, 'Shopper');
    await expect(shopper.getByText('adaeze.okonkwo@gmail.com')).toBeVisible();
    await expect(shopper.getByText('+2348031234567')).toBeVisible();
    await expect(shopper.getByText('Tier 1')).toBeVisible();
    await expect(region(canvasElement, 'Delivery address').getByText('14 Admiralty Way')).toBeVisible();
    await expect(region(canvasElement, 'Items').getByText('₦451,500')).toBeVisible();
    const ledger = region(canvasElement, 'Ledger');
    await expect(ledger.getByText('OJA-PAY-7F3K2Q9X')).toBeVisible();
    await expect(ledger.getAllByText('₦112,875').length).toBeGreaterThan(0);
    await expect(ledger.getByText('₦338,625')).toBeVisible();
    const schedule = region(canvasElement, 'Schedule');
    await expect(schedule.getAllByText('₦56,437.50')).toHaveLength(6);
    await expect(schedule.getAllByText('Not paid yet')).toHaveLength(6);
    await expect(region(canvasElement, 'Direct debit').getByText('Active')).toBeVisible();
    // The state allows packing and cancelling, not shipping or delivering.
    const fulfilment = region(canvasElement, 'Fulfilment');
    await expect(fulfilment.queryByRole('button', { name: 'Ship…' })).toBeNull();
    await expect(fulfilment.queryByRole('button', { name: 'Mark delivered' })).toBeNull();
    await userEvent.click(fulfilment.getByRole('button', { name: 'Pack' }));
    await expect(args.onPack).toHaveBeenCalledOnce();
    await expect(region(canvasElement, 'Audit trail').getByText('Added a note')).toBeVisible();
  },
};

export const Playground: Story = {};

/** Pack was pressed: the server is at it, the other actions wait. */
export const Packing: Story = {
  args: { busy: 'pack' },
  play: async ({ canvasElement }) => {
    const fulfilment = region(canvasElement, 'Fulfilment');
    await expect(fulfilment.getByRole('button', { name: 'Pack' })).toHaveAttribute('aria-busy', 'true');
    await expect(fulfilment.getByRole('button', { name: 'Cancel order…' })).toBeDisabled();
  },
};

/** The server refused to pack (another operator moved it first): its message, where Pack was pressed. */
export const PackRefused: Story = {
  args: {
    refusal: { action: 'pack', message: 'This order has already been packed. Reload to see its state.' },
  },
  play: async ({ canvasElement }) => {
    await expect(region(canvasElement, 'Fulfilment').getByRole('alert')).toHaveTextContent(
      'This order has already been packed.',
    );
  },
};

/** Packed: Ship opens the shipment form, judged by the domain's rule. */
export const Packed: Story = {
  args: { order: packedOrder },
  play: async ({ canvasElement, args }) => {
    const fulfilment = region(canvasElement, 'Fulfilment');
    await expect(fulfilment.queryByRole('button', { name: 'Pack' })).toBeNull();
    const steps = within(fulfilment.getByRole('list', { name: 'Steps taken' }));
    await expect(steps.getByText('2 Mar 2026, 14:05 · Tunde Bakare')).toBeVisible();
    await userEvent.click(fulfilment.getByRole('button', { name: 'Ship…' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Ship OJA-2026-000418' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Mark shipped' }));
    await expect(dialog.getByLabelText('Carrier')).toHaveAccessibleDescription(
      `${SHIPMENT_CARRIER_REQUIRED} GIG Logistics, DHL, Kwik…`,
    );
    await expect(dialog.getByLabelText('Carrier')).toHaveFocus();
    await expect(dialog.getByLabelText('Tracking number')).toHaveAccessibleDescription(
      SHIPMENT_TRACKING_INVALID,
    );
    await expect(dialog.getByLabelText('Expected delivery')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByText(SHIPMENT_DATE_INVALID)).toBeVisible();
    await expect(args.onShip).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByLabelText('Carrier'), 'GIG Logistics');
    await userEvent.type(dialog.getByLabelText('Tracking number'), 'gig-4471-0932');
    await userEvent.type(dialog.getByLabelText('Expected delivery'), '2026-05-01');
    await expect(dialog.getByText(SHIPMENT_DATE_TOO_FAR)).toBeVisible();
    await userEvent.clear(dialog.getByLabelText('Expected delivery'));
    await userEvent.type(dialog.getByLabelText('Expected delivery'), '2026-03-05');
    await userEvent.click(dialog.getByRole('button', { name: 'Mark shipped' }));
    await expect(args.onShip).toHaveBeenCalledWith({
      carrier: 'GIG Logistics',
      trackingNumber: 'GIG-4471-0932',
      expectedDelivery: '2026-03-05',
    });
  },
};

/** The server refused the shipment: its message in the dialog, the form kept. */
export const ShipRefused: Story = {
  args: {
    order: packedOrder,
    refusal: { action: 'ship', message: 'The carrier GIG Logistics is not set up for Ibadan deliveries.' },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(region(canvasElement, 'Fulfilment').getByRole('button', { name: 'Ship…' }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await expect(dialog.getByRole('alert')).toHaveTextContent('not set up for Ibadan deliveries');
  },
};

/** On its way: the carrier, tracking number and expected date; it can only be marked delivered. */
export const Shipped: Story = {
  args: { order: shippedOrder },
  play: async ({ canvasElement, args }) => {
    const fulfilment = region(canvasElement, 'Fulfilment');
    await expect(fulfilment.getByText('GIG Logistics')).toBeVisible();
    await expect(fulfilment.getByText('GIG-4471-0932')).toBeVisible();
    await expect(fulfilment.getByText('5 Mar 2026')).toBeVisible();
    await expect(fulfilment.queryByRole('button', { name: 'Cancel order…' })).toBeNull();
    await userEvent.click(fulfilment.getByRole('button', { name: 'Mark delivered' }));
    await expect(args.onDeliver).toHaveBeenCalledOnce();
  },
};

/** Delivered, two months in: every kind of money on the ledger, no fulfilment action left. */
export const Delivered: Story = {
  args: { order: deliveredOrder },
  play: async ({ canvasElement }) => {
    const fulfilment = region(canvasElement, 'Fulfilment');
    await expect(fulfilment.queryAllByRole('button')).toHaveLength(0);
    const ledger = region(canvasElement, 'Ledger');
    await expect(ledger.getAllByRole('row')).toHaveLength(7);
    await expect(ledger.getByText('Duplicate (refunded)')).toBeVisible();
    await expect(ledger.getByText('−₦112,875')).toBeVisible();
    await expect(ledger.getByText('Paid back')).toBeVisible();
    await expect(ledger.getByText('Failed')).toBeVisible();
    // Paid and owed: half each.
    await expect(ledger.getAllByText('₦225,750')).toHaveLength(2);
    await expect(region(canvasElement, 'Schedule').getAllByText('Paid')).toHaveLength(3);
  },
};

/** Cancel asks once, with what it pays back in naira and words. */
export const CancelConfirm: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(region(canvasElement, 'Fulfilment').getByRole('button', { name: 'Cancel order…' }));
    const dialog = within(
      await within(document.body).findByRole('dialog', { name: 'Cancel OJA-2026-000418?' }),
    );
    await expect(
      dialog.getByText(
        /The shopper is refunded ₦112,875, everything they have paid, once a second staff member approves it/,
      ),
    ).toBeVisible();
    await expect(args.onCancel).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('button', { name: 'Keep the order' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await userEvent.click(region(canvasElement, 'Fulfilment').getByRole('button', { name: 'Cancel order…' }));
    const again = within(await within(document.body).findByRole('dialog'));
    // Why is asked: too short a reason is refused where it is typed, and nothing is sent.
    await userEvent.click(again.getByRole('button', { name: 'Cancel order' }));
    const reason = again.getByRole('textbox', { name: 'Why is it cancelled?' });
    await expect(reason).toHaveAccessibleDescription(
      expect.stringContaining('Say why, in 10 to 500 characters'),
    );
    await expect(reason).toHaveFocus();
    await expect(args.onCancel).not.toHaveBeenCalled();
    await userEvent.type(reason, 'The shopper asked to cancel');
    await userEvent.click(again.getByRole('button', { name: 'Cancel order' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onCancel).toHaveBeenCalledWith('The shopper asked to cancel');
  },
};

/** The server refused to cancel: its message in the confirm. */
export const CancelRefused: Story = {
  args: {
    order: packedOrder,
    refusal: {
      action: 'cancel',
      message: 'The carrier has already collected this order; record a return instead.',
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(region(canvasElement, 'Fulfilment').getByRole('button', { name: 'Cancel order…' }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await expect(dialog.getByRole('alert')).toHaveTextContent('record a return instead');
  },
};

export const Cancelled: Story = {
  args: { order: cancelledOrder },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Fulfilment: Cancelled')).toBeVisible();
    await expect(region(canvasElement, 'Fulfilment').queryAllByRole('button')).toHaveLength(0);
    await expect(region(canvasElement, 'Direct debit').getByText('Ended')).toBeVisible();
    await expect(region(canvasElement, 'Ledger').getByText('With the provider')).toBeVisible();
  },
};

/** Not paid yet: nothing to fulfil, no direct debit. */
export const Unpaid: Story = {
  args: { order: unpaidOrder },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Payment: Awaiting payment')).toBeVisible();
    const fulfilment = region(canvasElement, 'Fulfilment');
    await expect(fulfilment.getByText('Not started')).toBeVisible();
    await expect(fulfilment.queryAllByRole('button')).toHaveLength(0);
    await expect(
      region(canvasElement, 'Direct debit').getByText('No direct debit was set up.'),
    ).toBeVisible();
    await expect(region(canvasElement, 'Notes').getByText('No notes yet.')).toBeVisible();
    await expect(region(canvasElement, 'Audit trail').getByText('No staff action yet.')).toBeVisible();
  },
};

/** Support reads and writes notes, and moves nothing: no fulfilment button at all. */
export const SupportRole: Story = {
  args: { permissions: supportPermissions },
  play: async ({ canvasElement }) => {
    await expect(region(canvasElement, 'Fulfilment').queryAllByRole('button')).toHaveLength(0);
    await expect(region(canvasElement, 'Notes').getByRole('textbox', { name: 'Add a note' })).toBeVisible();
  },
};

/** A console whose server cannot cancel an order yet gives no onCancel: Pack stays, Cancel is not offered. */
export const WithoutCancel: Story = {
  args: { onCancel: undefined },
  play: async ({ canvasElement }) => {
    const fulfilment = region(canvasElement, 'Fulfilment');
    await expect(fulfilment.getByRole('button', { name: 'Pack' })).toBeVisible();
    await expect(fulfilment.queryByRole('button', { name: /Cancel order/ })).toBeNull();
  },
};

/** Without `orders:note` the notes are read only. */
export const ReadOnly: Story = {
  args: { permissions: ['orders:read'] },
  play: async ({ canvasElement }) => {
    const notes = region(canvasElement, 'Notes');
    await expect(notes.getByText(/deliver after 4 pm/)).toBeVisible();
    await expect(notes.queryByRole('textbox')).toBeNull();
    await expect(notes.queryByRole('button', { name: 'Add note' })).toBeNull();
  },
};

/** A note: judged by the domain (not empty), then handed over. */
export const AddNote: Story = {
  play: async ({ canvasElement, args }) => {
    const notes = region(canvasElement, 'Notes');
    await expect(notes.getByText('Ngozi Eze (Support) · 2 Mar 2026, 11:40')).toBeVisible();
    await userEvent.click(notes.getByRole('button', { name: 'Add note' }));
    const box = notes.getByRole('textbox', { name: 'Add a note' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(notes.getByText(STAFF_NOTE_INVALID)).toBeVisible();
    await userEvent.type(box, 'Promised a call back on Monday about the second case.');
    await userEvent.click(notes.getByRole('button', { name: 'Add note' }));
    await expect(args.onAddNote).toHaveBeenCalledWith(
      'Promised a call back on Monday about the second case.',
    );
  },
};

/** The server refused the note: its message above the box, the text kept. */
export const NoteRefused: Story = {
  args: { refusal: { action: 'note', message: 'Your session has ended. Sign in again to add the note.' } },
  play: async ({ canvasElement }) => {
    await expect(region(canvasElement, 'Notes').getByRole('alert')).toHaveTextContent(
      'Your session has ended.',
    );
  },
};

/** Delivered, nothing returned or refunded: operations may record a return, and moves no money. */
export const NoReturns: Story = {
  args: { order: deliveredOrder },
  play: async ({ canvasElement }) => {
    const returns = region(canvasElement, 'Returns and refunds');
    await expect(returns.getByText('No return or refund on this order.')).toBeVisible();
    await expect(returns.getByRole('button', { name: 'Record a return' })).toBeVisible();
    await expect(returns.queryByRole('button', { name: 'Refund' })).toBeNull();
  },
};

/** A return: the reason is required (its message on the group), the note optional, then handed over. */
export const RecordReturn: Story = {
  args: { order: deliveredOrder },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      region(canvasElement, 'Returns and refunds').getByRole('button', { name: 'Record a return' }),
    );
    const dialog = within(
      await within(document.body).findByRole('dialog', { name: 'Record a return on OJA-2026-000418' }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Record return' }));
    const reasons = dialog.getByRole('radiogroup', { name: 'Why did it come back?' });
    await expect(reasons).toHaveAttribute('aria-invalid', 'true');
    await expect(reasons).toHaveAccessibleDescription(RETURN_REASON_INVALID);
    await expect(dialog.getByRole('radio', { name: 'Damaged' })).toHaveFocus();
    await expect(args.onRecordReturn).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('radio', { name: 'Wrong item' }));
    await userEvent.type(
      dialog.getByRole('textbox', { name: 'Note (optional)' }),
      'Blue phone sent, the shopper ordered navy.',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Record return' }));
    await expect(args.onRecordReturn).toHaveBeenCalledWith({
      reason: 'wrong-item',
      note: 'Blue phone sent, the shopper ordered navy.',
    });
  },
};

/** The server refused the return: its message in the dialog, still open. */
export const ReturnRefused: Story = {
  args: {
    order: deliveredOrder,
    refusal: { action: 'return', message: 'A return is already open on this order.' },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      region(canvasElement, 'Returns and refunds').getByRole('button', { name: 'Record a return' }),
    );
    const dialog = within(await within(document.body).findByRole('dialog'));
    await expect(dialog.getByRole('alert')).toHaveTextContent('A return is already open on this order.');
  },
};

/** A refund of ₦150,000 for the open return: the approval note shows before it is sent. */
export const Refund: Story = {
  args: { order: returnOpenOrder, permissions: financePermissions },
  play: async ({ canvasElement, args }) => {
    const returns = region(canvasElement, 'Returns and refunds');
    await expect(returns.getByText('Open — collection paused')).toBeVisible();
    await expect(returns.getByText(/Screen cracked in the box/)).toBeVisible();
    await userEvent.click(returns.getByRole('button', { name: 'Refund' }));
    const dialog = within(
      await within(document.body).findByRole('dialog', { name: 'Refund on OJA-2026-000418' }),
    );
    await expect(dialog.getByText('Up to ₦225,750.')).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: 'What it pays for' })).toHaveDisplayValue(
      'For the return of 10 May 2026 (Damaged)',
    );
    const approval = "A refund of ₦100,000 or more waits for a second staff member's approval.";
    await userEvent.type(dialog.getByRole('textbox', { name: 'Amount (₦)' }), '50,000');
    await expect(dialog.queryByText(approval)).toBeNull();
    await userEvent.clear(dialog.getByRole('textbox', { name: 'Amount (₦)' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Amount (₦)' }), '150000');
    await expect(dialog.getByText(approval)).toBeVisible();
    await userEvent.type(
      dialog.getByRole('textbox', { name: 'Reason' }),
      'Phone returned damaged; refunding the phone.',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm refund' }));
    await expect(args.onRefund).toHaveBeenCalledWith({
      amountKobo: 15_000_000,
      reason: 'Phone returned damaged; refunding the phone.',
      returnId: 'ret_2',
    });
  },
};

/**
 * The dialog stays open until the order has one more staff refund (here the app adds it at once), then
 * closes by itself and the refund reads as waiting.
 */
export const RefundSent: Story = {
  args: { order: returnOpenOrder, permissions: financePermissions },
  render: function Render(args) {
    const [order, setOrder] = useState(returnOpenOrder);
    const onRefund: OrderScreenProps['onRefund'] = (input) => {
      args.onRefund(input);
      setOrder({
        ...order,
        staffRefunds: [
          {
            id: 'srf_9',
            amountKobo: input.amountKobo,
            kind: 'return',
            reason: input.reason,
            status: 'awaiting-approval',
            requestedBy: 'Funke Adeyemi',
            requestedAt: '2026-05-10T11:30:00.000Z',
            canDecide: false,
            returnId: input.returnId,
          },
        ],
        refundableKobo: kobo(order.refundableKobo - input.amountKobo),
      });
    };
    return <OrderScreen {...args} order={order} onRefund={onRefund} />;
  },
  play: async ({ canvasElement, args }) => {
    const returns = region(canvasElement, 'Returns and refunds');
    await userEvent.click(returns.getByRole('button', { name: 'Refund' }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Amount (₦)' }), '120,000');
    await userEvent.type(
      dialog.getByRole('textbox', { name: 'Reason' }),
      'Phone returned with a cracked screen.',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm refund' }));
    await expect(args.onRefund).toHaveBeenCalledOnce();
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(returns.getByText('Waiting for a second approval')).toBeVisible();
    await expect(returns.getByText('₦120,000')).toBeVisible();
  },
};

/** An amount that is not naira, then one above what the order may pay back: the message under the field. */
export const RefundInvalid: Story = {
  args: { order: returnOpenOrder, permissions: financePermissions },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      region(canvasElement, 'Returns and refunds').getByRole('button', { name: 'Refund' }),
    );
    const dialog = within(await within(document.body).findByRole('dialog'));
    const amount = dialog.getByRole('textbox', { name: 'Amount (₦)' });
    await userEvent.type(amount, '12.345');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Reason' }), 'Goodwill after a late delivery.');
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm refund' }));
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(amount).toHaveAccessibleDescription(`${REFUND_AMOUNT_INVALID} Up to ₦225,750.`);
    await expect(amount).toHaveFocus();
    await userEvent.clear(amount);
    await userEvent.type(amount, '300000');
    await expect(dialog.getByText(refundTooLarge(returnOpenOrder.refundableKobo))).toBeVisible();
    await expect(args.onRefund).not.toHaveBeenCalled();
  },
};

/** The server refused the refund: its message in the dialog, the form kept. */
export const RefundRefused: Story = {
  args: {
    order: returnOpenOrder,
    permissions: financePermissions,
    refusal: { action: 'refund', message: 'The card payment is too old to refund; pay back by transfer.' },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      region(canvasElement, 'Returns and refunds').getByRole('button', { name: 'Refund' }),
    );
    const dialog = within(await within(document.body).findByRole('dialog'));
    await expect(dialog.getByRole('alert')).toHaveTextContent('The card payment is too old to refund');
  },
};

/** Support records returns and moves no money: no Refund button at all. */
export const SupportReturns: Story = {
  args: { order: returnOpenOrder, permissions: supportPermissions },
  play: async ({ canvasElement }) => {
    const returns = region(canvasElement, 'Returns and refunds');
    await expect(returns.queryByRole('button', { name: 'Refund' })).toBeNull();
    await expect(returns.getByRole('button', { name: 'Record a return' })).toBeVisible();
  },
};

/** A refund of ₦120,000 waits; another finance member may approve or reject it. */
export const RefundWaiting: Story = {
  args: { order: refundWaitingOrder, permissions: financePermissions },
  play: async ({ canvasElement, args }) => {
    const returns = region(canvasElement, 'Returns and refunds');
    await expect(returns.getByText('₦120,000')).toBeVisible();
    await expect(returns.getByText('Waiting for a second approval')).toBeVisible();
    await expect(returns.getByText('Goodwill')).toBeVisible();
    await expect(returns.getByText('Approved')).toBeVisible();
    await expect(returns.getAllByText(/Asked by Funke Adeyemi/)).toHaveLength(2);
    await userEvent.click(returns.getByRole('button', { name: 'Approve refund' }));
    await expect(args.onDecideRefund).toHaveBeenCalledWith('srf_2', 'approve');
  },
};

/** Funke asked for it: she reads why she cannot approve it, and no button. */
export const OwnRefundWaiting: Story = {
  args: { order: ownRefundWaitingOrder, permissions: financePermissions },
  play: async ({ canvasElement }) => {
    const returns = region(canvasElement, 'Returns and refunds');
    await expect(returns.getByText('Another finance or owner member must approve it.')).toBeVisible();
    await expect(returns.queryByRole('button', { name: 'Approve refund' })).toBeNull();
    await expect(returns.queryByRole('button', { name: 'Reject' })).toBeNull();
  },
};

/** Approving: the server is at it, the other actions wait. */
export const ApprovingRefund: Story = {
  args: { order: refundWaitingOrder, permissions: financePermissions, busy: 'approve-refund' },
  play: async ({ canvasElement }) => {
    const returns = region(canvasElement, 'Returns and refunds');
    await expect(returns.getByRole('button', { name: 'Approve refund' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(returns.getByRole('button', { name: 'Reject' })).toBeDisabled();
    await expect(returns.getByRole('button', { name: 'Refund' })).toBeDisabled();
  },
};

/** The server refused the approval: its message by the buttons. */
export const RefundDecisionRefused: Story = {
  args: {
    order: refundWaitingOrder,
    permissions: financePermissions,
    refusal: { action: 'approve-refund', message: 'This refund was already rejected by Kemi Ojo.' },
  },
  play: async ({ canvasElement }) => {
    await expect(region(canvasElement, 'Returns and refunds').getByRole('alert')).toHaveTextContent(
      'already rejected by Kemi Ojo',
    );
  },
};

export const Loading: Story = {
  args: { status: 'loading', order: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the order…');
    await expect(canvas.getByRole('link', { name: '← All orders' })).toHaveAttribute('href', '/admin/orders');
  },
};

export const LoadFailed: Story = {
  args: { status: 'error', order: null },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('We could not load this order.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const TabletDefault = onTablet(Default);
export const TabletPacked = onTablet(Packed);
export const TabletShipped = onTablet(Shipped);
export const TabletDelivered = onTablet(Delivered);
export const TabletCancelConfirm = onTablet(CancelConfirm);
export const TabletCancelled = onTablet(Cancelled);
export const TabletUnpaid = onTablet(Unpaid);
export const TabletSupportRole = onTablet(SupportRole);
export const TabletRefund = onTablet(Refund);
export const TabletRefundWaiting = onTablet(RefundWaiting);
export const TabletOwnRefundWaiting = onTablet(OwnRefundWaiting);
export const TabletSupportReturns = onTablet(SupportReturns);
export const TabletRecordReturn = onTablet(RecordReturn);
export const TabletLoading = onTablet(Loading);
export const TabletLoadFailed = onTablet(LoadFailed);
