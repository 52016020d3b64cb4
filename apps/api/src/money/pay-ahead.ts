import { kobo, type SettlementDecision, sumKobo } from '@oja/domain';
import { and, eq, gt, gte, isNull, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import type { PayAheadRow } from '../db/pay-ahead-repository.ts';
import { instalmentCardPayments, instalmentNotices, mandates, orderSchedule } from '../db/schema.ts';
import { logger } from '../ops/log.ts';
import type { VerifiedTransaction } from '../payments/card-payments.ts';
import { markInstalmentsPaid } from './instalments.ts';
import { recordRefund } from './refund.ts';
import { transition } from './transition.ts';

export type PayAheadOutcome =
  | { kind: 'paid'; payment: PayAheadRow; newlyPaid: boolean; orderCompleted: boolean }
  | { kind: 'not-paid'; status: 'failed' | 'abandoned' | 'pending' | 'rejected'; payment: PayAheadRow };

/** The payment ahead as it stands in the database, answered without asking the provider. */
export async function payAheadAsRecorded(db: Database, payment: PayAheadRow): Promise<PayAheadOutcome> {
  if (payment.status === 'succeeded') {
    return {
      kind: 'paid',
      payment,
      newlyPaid: false,
      orderCompleted: await nothingOwed(db, payment.orderId),
    };
  }
  const status = payment.status === 'pending' ? 'pending' : (payment.status as 'failed' | 'rejected');
  return { kind: 'not-paid', status, payment };
}

/**
 * Applies settlement's decision about a payment ahead (src/settlement/settle.ts decides; this writes),
 * exactly once however often it comes (conditional UPDATEs in one transaction): on pay, those of its
 * instalments still owed become paid under its reference (markInstalmentsPaid, the one place that does it);
 * an instalment the direct debit collected meanwhile is not paid twice: its amount is refunded (`refund_kobo`
 * and a row in refunds). One receipt is recorded (an instalment notice, sent by the collector). When nothing
 * is owed any more the order is complete and its direct debit stops: a mandate the bank never approved is
 * revoked at once, an active one ends today (the sweep revokes it at the provider, mandate-endings.ts). A
 * rejected answer (another amount or currency) pays nothing and refunds what the provider took.
 */
export async function applyPayAheadDecision(
  db: Database,
  payment: PayAheadRow,
  decision: SettlementDecision,
  verified: VerifiedTransaction | null,
  now: Date,
  today: string,
): Promise<PayAheadOutcome> {
  const gatewayResponse = verified?.gatewayResponse ?? null;
  /** A payment still open to the provider's answer (a provider may report success after a failure). */
  const open = ['pending', 'failed'] as const;
  if (decision.kind === 'wait') {
    return { kind: 'not-paid', status: verified?.status === 'pending' ? 'pending' : 'abandoned', payment };
  }
  if (decision.kind === 'fail') {
    await transition(db, 'payAhead', {
      rows: payment.id,
      from: 'pending',
      to: 'failed',
      set: { gatewayResponse },
    });
    return { kind: 'not-paid', status: 'failed', payment };
  }
  if (decision.kind === 'reject') {
    logger.warn(`Payment ahead ${payment.reference} refused: ${decision.reason}`);
    return db.transaction(async (tx) => {
      const [rejected] = await transition(tx, 'payAhead', {
        rows: payment.id,
        from: open,
        to: 'rejected',
        set: { gatewayResponse },
      });
      if (rejected && verified && Number.isSafeInteger(verified.amount) && verified.amount > 0) {
        await recordRefund(tx, {
          orderId: payment.orderId,
          sourceReference: payment.reference,
          sourceKind: 'pay-ahead',
          amountKobo: kobo(verified.amount),
          reason: 'rejected',
          now,
        });
      }
      return { kind: 'not-paid', status: 'rejected', payment } as const;
    });
  }

  return db.transaction(async (tx) => {
    const [marked] = await transition(tx, 'payAhead', {
      rows: payment.id,
      from: open,
      to: 'succeeded',
      set: { paidAt: now, gatewayResponse },
    });
    if (!marked) {
      const [settled] = await tx
        .select()
        .from(instalmentCardPayments)
        .where(eq(instalmentCardPayments.id, payment.id));
      return payAheadAsRecorded(tx, settled ?? payment);
    }
    const paidRows = await markInstalmentsPaid(tx, {
      orderId: payment.orderId,
      numbers: payment.numbers,
      reference: payment.reference,
      at: now,
    });
    const refundKobo = kobo(payment.amountKobo - sumKobo(paidRows.map((row) => row.amountKobo)));
    const [recorded] = await tx
      .update(instalmentCardPayments)
      .set({ refundKobo })
      .where(eq(instalmentCardPayments.id, payment.id))
      .returning();
    await recordRefund(tx, {
      orderId: payment.orderId,
      sourceReference: payment.reference,
      sourceKind: 'pay-ahead',
      amountKobo: refundKobo,
      reason: 'overpaid',
      now,
    });
    // One receipt per payment, filed under its lowest instalment (the notice's key).
    await tx
      .insert(instalmentNotices)
      .values({
        orderId: payment.orderId,
        number: Math.min(...payment.numbers),
        kind: `card-${payment.id}`,
        createdAt: now,
      })
      .onConflictDoNothing();
    const orderCompleted = await nothingOwed(tx, payment.orderId);
    if (orderCompleted) await stopDirectDebit(tx, payment.orderId, now, today);
    return { kind: 'paid', payment: recorded ?? marked, newlyPaid: true, orderCompleted };
  });
}

export async function nothingOwed(db: Database, orderId: number): Promise<boolean> {
  const [row] = await db
    .select({ owed: sql<number>`count(*)` })
    .from(orderSchedule)
    .where(
      and(eq(orderSchedule.orderId, orderId), gte(orderSchedule.number, 1), ne(orderSchedule.status, 'paid')),
    );
  return Number(row?.owed ?? 0) === 0;
}

/** The order is paid off: nothing more is to be debited, so its mandate ends. */
export async function stopDirectDebit(
  tx: Database,
  orderId: number,
  now: Date,
  today: string,
): Promise<void> {
  await transition(tx, 'mandate', {
    rows: eq(mandates.orderId, orderId),
    from: 'pending',
    to: 'revoked',
    set: { closedAt: now },
  });
  await tx
    .update(mandates)
    .set({ endsOn: today })
    .where(
      and(
        eq(mandates.orderId, orderId),
        eq(mandates.status, 'active'),
        or(isNull(mandates.endsOn), gt(mandates.endsOn, today)),
      ),
    );
}

/**
 * Closes a payment ahead that has outlived its hold and that the provider still calls unpaid, so the order can
 * start another. A success that still comes for it pays what is owed then and refunds the rest.
 */
export async function closeStalePayAhead(db: Database, id: number): Promise<void> {
  await transition(db, 'payAhead', {
    rows: id,
    from: 'pending',
    to: 'failed',
    set: { gatewayResponse: 'Not paid within 30 minutes' },
  });
}

/** The provider never started it: closed, so it holds no instalment back. */
export async function closeUnstartedPayAhead(db: Database, id: number, why: string): Promise<void> {
  await transition(db, 'payAhead', {
    rows: id,
    from: 'pending',
    to: 'failed',
    set: { gatewayResponse: why },
  });
}
