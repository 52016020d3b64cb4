import {
  type InstalmentRowStatus,
  instalmentDots,
  koboToNaira,
  lagosCalendarDate,
  multiplyKobo,
  purchaseTab,
  sumKobo,
} from '@oja/domain';
import type { OrderDetails, OrderRow, PaymentRow } from '../db/orders-repository.ts';
import type { RefundRow } from '../db/refunds-repository.ts';
import type { standingAccounts } from '../db/schema.ts';
import { toWireFulfilment } from './fulfilment.ts';
import { productImageUrl } from './product.ts';
import { uploadedCover } from './product-images.ts';

/** The payment that paid the order's first payment, if any (a `duplicate` one is refunded, never counted). */
function succeededPayment(attempts: readonly PaymentRow[]): PaymentRow | undefined {
  return attempts.find((p) => p.status === 'succeeded');
}

function firstPaymentStatus(attempts: readonly PaymentRow[]): 'completed' | 'current' | 'failed' {
  if (succeededPayment(attempts)) return 'completed';
  const latest = attempts.at(-1);
  return latest && (latest.status === 'failed' || latest.status === 'rejected') ? 'failed' : 'current';
}

type MandateState = 'not_started' | 'awaiting_bank' | 'refused' | 'active' | 'revoked';

/** The order's mandate that counts: the one not refused (at most one), else the last refused one. */
function currentMandate(details: OrderDetails) {
  return details.mandates.find((m) => m.status !== 'refused') ?? details.mandates.at(-1);
}

/**
 * Where the order's direct debit stands: nothing asked for yet (or the provider never started the consent),
 * waiting for the bank, refused by it, active or revoked.
 */
function mandateState(details: OrderDetails): MandateState {
  const mandate = currentMandate(details);
  if (!mandate) return 'not_started';
  if (mandate.status === 'pending') return mandate.redirectUrl === null ? 'not_started' : 'awaiting_bank';
  return mandate.status as 'refused' | 'active' | 'revoked';
}

/** The spec's coarse mandateStatus: 'pending' until a mandate is active, whatever the reason. */
function mandateStatus(state: MandateState): 'pending' | 'active' | 'revoked' {
  return state === 'active' || state === 'revoked' ? state : 'pending';
}

function mandateAccount(details: OrderDetails): { bank_name: string; last4: string } | null {
  const mandate = currentMandate(details);
  return mandate?.bankName && mandate.last4 ? { bank_name: mandate.bankName, last4: mandate.last4 } : null;
}

/** A refund as the shopper sees it: not with the provider yet ('pending'), then the provider's status. */
function toWireRefund(refund: RefundRow) {
  return {
    reference: refund.reference,
    amount: koboToNaira(refund.amountKobo),
    status:
      refund.status === 'queued' || refund.status === 'sending'
        ? ('pending' as const)
        : (refund.status as 'processing' | 'processed' | 'failed'),
    reason: refund.reason as 'duplicate' | 'late' | 'rejected' | 'overpaid',
    createdAt: refund.createdAt.toISOString(),
  };
}

/** The shopper's standing account as the wire has it (the shopper's own answers only). */
export function toWireStandingAccount(account: typeof standingAccounts.$inferSelect | undefined) {
  return account
    ? { bankName: account.bankName, accountNumber: account.accountNumber, accountName: account.accountName }
    : null;
}

/**
 * An order as openapi.yaml's Order has it: naira on the wire (from the stored kobo, once, here), the spec's
 * field names, and the schedule as the list of payments with their state.
 */
export function toWireOrder(order: OrderRow, details: OrderDetails) {
  const paid = succeededPayment(details.payments);
  const latest = details.payments.at(-1);
  const count = order.instalmentCount;
  const state = order.status === 'paid' && count > 0 ? mandateState(details) : null;
  // Each payment's state: the first from its card payments, the instalments from the collector's record.
  const rows = details.schedule.map((row) => ({
    ...row,
    status:
      row.number === 0
        ? paid
          ? ('paid' as const)
          : firstPaymentStatus(details.payments) === 'failed'
            ? ('failed' as const)
            : ('unpaid' as const)
        : (row.status as InstalmentRowStatus),
  }));
  // Each payment's dot is decided here, once, with the whole schedule in view; the screens show it as sent.
  // Labelled by position: a restructured schedule's numbers may skip the ones its old debits named (issue 45).
  const payments = instalmentDots(rows).map((row, index) => ({
    number: row.number,
    label:
      row.number === 0 ? (count === 0 ? 'Full payment' : 'Down payment') : `Instalment ${index} of ${count}`,
    date: row.dueDate,
    amount: koboToNaira(row.amountKobo),
    reference: row.number === 0 ? ((paid ?? latest)?.reference ?? null) : row.paidReference,
    status: row.dot,
  }));
  const paidInstalments = rows.filter((row) => row.number > 0 && row.status === 'paid');
  const nextDue = rows.find((row) => row.status !== 'paid');
  const totalPaid = sumKobo([
    ...(paid ? [paid.amountKobo] : []),
    ...paidInstalments.map((row) => row.amountKobo),
  ]);
  const tab = purchaseTab({
    status: order.status,
    instalmentCount: count,
    instalmentsCompleted: paidInstalments.length,
    mandateStatus: state,
    // Cancelled by the shop before it shipped: its payments are being given back.
    refunded: order.fulfilmentStatus === 'cancelled',
  });
  return {
    id: order.publicId,
    orderNumber: order.orderNumber,
    status: order.status,
    paymentType: count > 0 ? ('direct debit' as const) : ('card' as const),
    buyingPlan: order.plan as 'full' | 'monthly' | 'weekly' | 'daily',
    installmentCount: count,
    subtotal: koboToNaira(order.subtotalKobo),
    vat: koboToNaira(order.vatKobo),
    shipping: koboToNaira(order.shippingKobo),
    totalAmount: koboToNaira(order.totalKobo),
    firstPayment: koboToNaira(order.firstPaymentKobo),
    shippingOption: order.shippingOption as 'standard' | 'express',
    deliveryFullAddress: `${order.deliveryStreet}, ${order.deliveryState}`,
    deliveryAddressId: order.deliveryAddressId,
    mandateStatus: state === null ? null : mandateStatus(state),
    mandateState: state,
    mandateAccount: state === null ? null : mandateAccount(details),
    purchaseTab: tab,
    successful_payments_count: (paid ? 1 : 0) + paidInstalments.length,
    paidInstallments: paidInstalments.length,
    items: details.items.map(({ item, product, category, parent, reviewed }) => ({
      productID: product.productId,
      productName: item.productName,
      aboutProduct: product.description,
      // The product's uploaded cover when the console gave it pictures (as its card and cart show it).
      coverImage: uploadedCover(product.pictures) ?? productImageUrl(product.imageFileName),
      quantity: item.quantity,
      price: koboToNaira(item.unitPriceKobo),
      totalPrice: koboToNaira(multiplyKobo(item.unitPriceKobo, item.quantity)),
      paymentPlan: item.plan as 'full' | 'monthly' | 'weekly' | 'daily',
      deliveryType: order.shippingOption as 'standard' | 'express',
      hasReviewed: reviewed,
      soldBy: product.vendorBrandName,
      produtCategory: { name: category.name, slug: category.slug, parent_category: parent },
    })),
    payments,
    paymentSummary: {
      total_amount_paid: koboToNaira(totalPaid),
      next_due_date:
        order.status === 'paid' || order.status === 'awaiting_payment' ? (nextDue?.dueDate ?? null) : null,
      next_due_amount:
        order.status === 'paid' || order.status === 'awaiting_payment'
          ? nextDue
            ? koboToNaira(nextDue.amountKobo)
            : null
          : null,
    },
    expiresAt: order.expiresAt.toISOString(),
    createdAt: order.createdAt.toISOString(),
    orderDate: lagosCalendarDate(order.createdAt.getTime()),
    paidAt: order.paidAt?.toISOString() ?? null,
    refunds: details.refunds.map(toWireRefund),
    fulfilment: toWireFulfilment(order, details.fulfilmentEvents),
    keyFacts: toWireKeyFacts(details.keyFacts),
  };
}

/** The key facts statement the shopper accepted, as stored: its exact text, version, hash and time. */
function toWireKeyFacts(row: OrderDetails['keyFacts']) {
  return row
    ? { version: row.version, hash: row.hash, text: row.text, acceptedAt: row.acceptedAt.toISOString() }
    : null;
}
