/**
 * Money that arrives by transfer to a shopper's standing account (issue 44).
 *
 * For the webhook (xfer1's Paystack route): when `readNotice` answers `transfer-received` with a target of
 * kind `standing`, or `unknown-account`, call
 *
 *     await receiveStandingTransfer(db, outcome, new Date(now()));
 *
 * and answer 200 whatever it returns (a duplicate and a queued unmatched transfer are both handled). It is
 * exactly once per provider id however many copies come, in any order, at once.
 *
 * A transfer pays the shopper's unpaid instalments in allocateStandingTransfer's order (earliest due first;
 * the order placed first; the lower number), through markInstalmentsPaid, the one place an instalment becomes
 * paid (the collector's debits use it too), so every status write goes through transition(). The last one
 * reached may be part-paid: its part is recorded (standing_transfer_parts) and it stays due with the rest. A
 * surplus above everything owed is refunded through recordRefund. A transfer to an account no shopper holds
 * goes to the operators' queue (unmatched_transfers).
 */
import {
  allocateStandingTransfer,
  type Kobo,
  kobo,
  lagosCalendarDate,
  type OwedInstalment,
} from '@oja/domain';
import { and, asc, desc, eq, gte, ne, sql } from 'drizzle-orm';
import { recordShopperAudit } from '../db/audit-repository.ts';
import type { Database } from '../db/connect.ts';
import {
  orderSchedule,
  orders,
  standingAccounts,
  standingTransferParts,
  standingTransfers,
  unmatchedTransfers,
} from '../db/schema.ts';
import { lockShopper } from '../db/shopper-lock.ts';
import { markInstalmentsPaid } from './instalments.ts';
import { nothingOwed, stopDirectDebit } from './pay-ahead.ts';
import { recordRefund } from './refund.ts';

/** One transfer the provider received, as its notice tells it (the adapter's TransferReceived). */
export interface ReceivedTransfer {
  /** The provider's id of the transfer: the same on every copy of its notice. */
  providerReference: string;
  /** The standing account it went to (null when the provider's notice names none). */
  accountNumber: string | null;
  amountKobo: number;
  /** Epoch ms. */
  receivedAt: number;
}

/** What one part of a transfer paid. */
export interface PaidPart {
  orderId: number;
  orderNumber: string;
  number: number;
  amountKobo: Kobo;
  paidInFull: boolean;
}

export type StandingTransferOutcome =
  | { kind: 'applied'; reference: string; userId: number; parts: PaidPart[]; refundKobo: Kobo }
  | { kind: 'duplicate' }
  | { kind: 'unmatched'; newlyQueued: boolean };

/** The adapter's outcome of a notice, as far as this module reads it. */
export type StandingNotice =
  | ({ kind: 'transfer-received'; target: { kind: string } } & ReceivedTransfer)
  | ({ kind: 'unknown-account' } & ReceivedTransfer);

/** Our reference of a standing transfer (instalments' paid reference): the provider's id, marked as a transfer. */
export function standingTransferReference(providerReference: string): string {
  return `TRF-${providerReference}`;
}

/** The webhook's entry: a standing account's transfer is applied, anything unknown is queued for operators. */
export async function receiveStandingTransfer(
  db: Database,
  notice: StandingNotice,
  now: Date,
): Promise<StandingTransferOutcome> {
  if (notice.kind === 'unknown-account') return queueUnmatchedTransfer(db, notice, now);
  return applyStandingTransfer(db, notice, now);
}

/**
 * Applies one transfer to a standing account, once per provider id: the shopper who holds the account is
 * locked (lockShopper, as every write that moves their credit does), the transfer is recorded under its
 * unique provider id (a copy finds it and moves nothing), and its money pays what they owe.
 */
export async function applyStandingTransfer(
  db: Database,
  transfer: ReceivedTransfer,
  now: Date,
): Promise<StandingTransferOutcome> {
  const amountKobo = kobo(transfer.amountKobo);
  if (!(amountKobo > 0)) throw new RangeError(`a transfer of ${transfer.amountKobo} kobo cannot be received`);
  const [account] = transfer.accountNumber
    ? await db
        .select()
        .from(standingAccounts)
        .where(eq(standingAccounts.accountNumber, transfer.accountNumber))
    : [];
  if (!account) return queueUnmatchedTransfer(db, transfer, now);
  const reference = standingTransferReference(transfer.providerReference);
  return db.transaction(async (tx) => {
    const shopper = await lockShopper(tx, account.userId);
    const [recorded] = await tx
      .insert(standingTransfers)
      .values({
        providerReference: transfer.providerReference,
        reference,
        userId: account.userId,
        accountNumber: account.accountNumber,
        amountKobo,
        receivedAt: new Date(transfer.receivedAt),
        appliedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: standingTransfers.id });
    if (!recorded) return { kind: 'duplicate' } as const;
    const { parts, refundKobo } = await payFromTransfer(
      tx,
      { id: recorded.id, reference, providerReference: transfer.providerReference, amountKobo },
      await owedInstalments(tx, account.userId),
      now,
      await latestOrderOf(tx, account.userId),
    );
    await recordShopperAudit(
      tx,
      {
        action: 'standing-transfer.applied',
        shopper: shopper?.userId ?? String(account.userId),
        after: {
          reference,
          amountKobo,
          paid: parts.map((p) => ({ order: p.orderNumber, instalment: p.number, amountKobo: p.amountKobo })),
          refundKobo,
        },
      },
      now.getTime(),
    );
    return { kind: 'applied', reference, userId: account.userId, parts, refundKobo } as const;
  });
}

/**
 * Pays `owed` from a recorded transfer in allocateStandingTransfer's order, refunds what is left (the surplus,
 * and any part that could not be paid, against the last order reached or else the first owed), and ends the
 * direct debit of an order it pays off. Shared by a standing account's transfer and an operator's match of an
 * unmatched one (money/unmatched-transfer.ts). Call it under the shopper's lock, after recording the transfer.
 */
export async function payFromTransfer(
  tx: Database,
  transfer: { id: number; reference: string; providerReference: string; amountKobo: Kobo },
  owed: ReadonlyArray<OwedInstalment & { orderId: number }>,
  now: Date,
  refundOrderId?: number,
): Promise<{ parts: PaidPart[]; refundKobo: Kobo }> {
  const { allocations } = allocateStandingTransfer(owed, transfer.amountKobo);
  const parts = await payParts(tx, transfer.id, transfer.reference, owed, allocations, now);
  const refundKobo = kobo(transfer.amountKobo - parts.reduce((sum, part) => sum + part.amountKobo, 0));
  if (refundKobo > 0) {
    await tx.update(standingTransfers).set({ refundKobo }).where(eq(standingTransfers.id, transfer.id));
    const orderId = parts.at(-1)?.orderId ?? refundOrderId ?? owed[0]?.orderId;
    if (orderId === undefined) throw new Error(`transfer ${transfer.reference}: no order to refund against`);
    await recordRefund(tx, {
      orderId,
      sourceReference: transfer.providerReference,
      sourceKind: 'standing-transfer',
      amountKobo: refundKobo,
      reason: 'overpaid',
      now,
    });
  }
  const today = lagosCalendarDate(now.getTime());
  for (const orderId of new Set(parts.filter((p) => p.paidInFull).map((p) => p.orderId))) {
    // Paid off by transfer: nothing more is to be debited (as when paid off by card).
    if (await nothingOwed(tx, orderId)) await stopDirectDebit(tx, orderId, now, today);
  }
  return { parts, refundKobo };
}

/**
 * Every unpaid instalment (not the first payment) of the shopper's paid orders, with what transfers already
 * paid of it taken off. FOR UPDATE: a debit settling one of them meanwhile waits, so no part lands on an
 * instalment the debit has just paid.
 */
export async function owedInstalments(
  tx: Database,
  userId: number,
  onlyOrderId?: number,
): Promise<Array<OwedInstalment & { orderId: number }>> {
  const rows = await tx
    .select({
      orderId: orderSchedule.orderId,
      orderNumber: orders.orderNumber,
      orderPlacedAt: orders.createdAt,
      number: orderSchedule.number,
      dueDate: orderSchedule.dueDate,
      amountKobo: orderSchedule.amountKobo,
    })
    .from(orderSchedule)
    .innerJoin(orders, eq(orders.id, orderSchedule.orderId))
    .where(
      and(
        eq(orders.userId, userId),
        onlyOrderId === undefined ? undefined : eq(orders.id, onlyOrderId),
        eq(orders.status, 'paid'),
        gte(orderSchedule.number, 1),
        ne(orderSchedule.status, 'paid'),
      ),
    )
    .orderBy(asc(orderSchedule.orderId), asc(orderSchedule.number))
    .for('update', { of: orderSchedule });
  const partsPaid = await tx
    .select({
      orderId: standingTransferParts.orderId,
      number: standingTransferParts.number,
      paid: sql<string>`sum(${standingTransferParts.amountKobo})`,
    })
    .from(standingTransferParts)
    .innerJoin(orders, eq(orders.id, standingTransferParts.orderId))
    .where(eq(orders.userId, userId))
    .groupBy(standingTransferParts.orderId, standingTransferParts.number);
  const paidOf = new Map(partsPaid.map((p) => [`${p.orderId}:${p.number}`, Number(p.paid)]));
  return rows.map((row) => ({
    orderId: row.orderId,
    orderNumber: row.orderNumber,
    orderPlacedAt: row.orderPlacedAt.getTime(),
    instalmentNumber: row.number,
    dueDate: row.dueDate,
    outstandingKobo: kobo(Math.max(0, row.amountKobo - (paidOf.get(`${row.orderId}:${row.number}`) ?? 0))),
  }));
}

/** Records each allocation as a part and marks the instalments it pays in full paid (markInstalmentsPaid). */
async function payParts(
  tx: Database,
  transferId: number,
  reference: string,
  owed: ReadonlyArray<OwedInstalment & { orderId: number }>,
  allocations: ReturnType<typeof allocateStandingTransfer>['allocations'],
  at: Date,
): Promise<PaidPart[]> {
  const orderIds = new Map(owed.map((o) => [o.orderNumber, o.orderId]));
  const parts: PaidPart[] = [];
  for (const allocation of allocations) {
    const orderId = orderIds.get(allocation.orderNumber);
    if (orderId === undefined) continue;
    if (allocation.paidInFull) {
      const [paid] = await markInstalmentsPaid(tx, {
        orderId,
        numbers: [allocation.instalmentNumber],
        reference,
        at,
      });
      if (!paid) continue;
    }
    await tx.insert(standingTransferParts).values({
      transferId,
      orderId,
      number: allocation.instalmentNumber,
      amountKobo: allocation.amountKobo,
    });
    parts.push({
      orderId,
      orderNumber: allocation.orderNumber,
      number: allocation.instalmentNumber,
      amountKobo: allocation.amountKobo,
      paidInFull: allocation.paidInFull,
    });
  }
  return parts;
}

/** The shopper's latest order (a surplus when they owe nothing is refunded against it). */
async function latestOrderOf(tx: Database, userId: number): Promise<number | undefined> {
  const [order] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(1);
  return order?.id;
}

/** Puts a transfer no shopper can be tied to in the operators' queue, once per provider id. */
export async function queueUnmatchedTransfer(
  db: Database,
  transfer: ReceivedTransfer,
  now: Date,
): Promise<StandingTransferOutcome> {
  const amountKobo = kobo(transfer.amountKobo);
  if (!(amountKobo > 0)) throw new RangeError(`a transfer of ${transfer.amountKobo} kobo cannot be received`);
  const queued = await db
    .insert(unmatchedTransfers)
    .values({
      providerReference: transfer.providerReference,
      accountNumber: transfer.accountNumber,
      amountKobo,
      receivedAt: new Date(transfer.receivedAt),
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: unmatchedTransfers.id });
  return { kind: 'unmatched', newlyQueued: queued.length > 0 };
}
