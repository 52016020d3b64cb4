import { effectiveLimit, instalmentLimit, type Kobo } from '@oja/domain';
import type { CreditStanding } from '../db/credit-repository.ts';
import { orderNumbersById, type ShopperRecords, type ShopperRow } from '../db/shoppers-repository.ts';

const nameOf = (row: { firstName: string | null; lastName: string | null }) =>
  [row.firstName, row.lastName].filter(Boolean).join(' ') || null;

/** A search match: who the shopper is, nothing of their BVN or address. */
export function toWireShopperMatch(row: {
  userId: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  phoneNumber: string;
  isTier2: boolean;
}) {
  return {
    userId: row.userId,
    name: nameOf(row),
    email: row.email,
    phoneNumber: row.phoneNumber,
    tier: row.isTier2 ? 2 : 1,
  };
}

/**
 * The shopper page's answer. `showBvn` is the viewer's identity:bvn: without it (support) the BVN's digits
 * are left out. Credit used is what the shopper still owes on paid instalment orders, as checkout counts it
 * against the limit that applies: the tier's, or a lower custom limit (creditFacts, effectiveLimit). A
 * frozen credit has nothing left, whatever the limit.
 */
export function toWireShopperPage(
  shopper: ShopperRow,
  records: ShopperRecords,
  owedKobo: Kobo,
  standing: CreditStanding,
  showBvn: boolean,
  asOf: number,
) {
  const limitKobo = effectiveLimit(shopper.isTier2, standing.customLimitKobo);
  const numbers = orderNumbersById(records.orderRows);
  return {
    // The complaints' 48-hour clocks count from the server's time, not the device's (the sandbox moves it).
    asOf: new Date(asOf).toISOString(),
    shopper: {
      ...toWireShopperMatch(shopper),
      createdAt: shopper.createdAt.toISOString(),
      bvnLast4: showBvn ? shopper.bvnLast4 : null,
      bvnVerifiedAt: shopper.bvnVerifiedAt?.toISOString() ?? null,
      addressCheck: records.addressCheck
        ? {
            status: records.addressCheck.status,
            requestedAt: records.addressCheck.requestedAt.toISOString(),
          }
        : null,
      creditCheckConsentAt: records.consent?.at.toISOString() ?? null,
      smsNotifications: shopper.smsNotifications,
    },
    credit: {
      limitKobo,
      usedKobo: owedKobo,
      leftKobo: standing.freeze ? 0 : Math.max(0, limitKobo - owedKobo),
      owedKobo,
      tierLimitKobo: instalmentLimit(shopper.isTier2),
      customLimitKobo: standing.customLimitKobo,
      frozen: standing.freeze
        ? {
            at: standing.freeze.at.toISOString(),
            reason: standing.freeze.reason,
            staffName: standing.freeze.staffName,
          }
        : null,
    },
    orders: records.orderRows.map((order) => ({
      orderNumber: order.orderNumber,
      status: order.status,
      plan: order.plan,
      totalKobo: order.totalKobo,
      createdAt: order.createdAt.toISOString(),
      schedule: records.schedule
        .filter((row) => row.orderId === order.id)
        .map((row) => ({
          number: row.number,
          amountKobo: row.amountKobo,
          dueDate: row.dueDate,
          status: row.status,
        })),
    })),
    mandates: records.mandateRows.map((mandate) => ({
      orderNumber: numbers.get(mandate.orderId) ?? '',
      status: mandate.status,
      bankName: mandate.bankName,
      last4: mandate.last4,
    })),
    refunds: records.refundRows.map((refund) => ({
      reference: refund.reference,
      orderNumber: (refund.orderId === null ? undefined : numbers.get(refund.orderId)) ?? '',
      amountKobo: refund.amountKobo,
      status: refund.status,
      reason: refund.reason,
    })),
    messages: records.messageRows.map((message) => ({
      channel: message.channel,
      subject: message.subject,
      status: message.status,
      createdAt: message.createdAt.toISOString(),
    })),
    // The shopper's complaints, newest first, each with its 48-hour clock (the desk's queue has the words).
    complaints: records.complaintRows.map((complaint) => ({
      reference: complaint.reference,
      orderNumber: complaint.orderId === null ? null : (numbers.get(complaint.orderId) ?? null),
      category: complaint.category,
      status: complaint.status,
      raisedAt: complaint.createdAt.toISOString(),
      dueAt: complaint.dueAt.toISOString(),
      escalatedAt: complaint.escalatedAt?.toISOString() ?? null,
      resolvedAt: complaint.resolvedAt?.toISOString() ?? null,
    })),
    notes: records.notes.map((note) => ({
      text: note.text,
      staffName: note.staffName,
      at: note.at.toISOString(),
    })),
  };
}
