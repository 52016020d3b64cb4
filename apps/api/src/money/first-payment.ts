import { kobo, type SettlementDecision } from '@oja/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import type { PaymentRow } from '../db/orders-repository.ts';
import type { EmailKind } from '../db/payments-repository.ts';
import { cartItems, carts, orderEmails, orderItems, orders, payments, users } from '../db/schema.ts';
import { lockOrderShopper } from '../db/shopper-lock.ts';
import { logger } from '../ops/log.ts';
import type { VerifiedTransaction } from '../payments/card-payments.ts';
import { recordRefund } from './refund.ts';
import { transition } from './transition.ts';

/** What a provider's answer did to a payment. */
export type Confirmation =
  | { kind: 'paid'; orderId: number; newlyPaid: boolean; emails: EmailKind[] }
  | { kind: 'not-paid'; status: 'failed' | 'abandoned' | 'pending' | 'rejected' | 'duplicate' | 'late' };

/** A payment still open to the provider's answer (a provider may report success after a failure). */
const OPEN_PAYMENT = ['pending', 'failed'] as const;

/**
 * Applies settlement's decision about a first payment (src/settlement/settle.ts decides; this writes),
 * exactly once however often it comes, with conditional UPDATEs, never a read-then-write:
 * - pay: under the shopper's lock (lockOrderShopper, the one placeOrder takes), the order becomes `paid` only
 *   if it is still awaiting payment, and then this payment `succeeded`;
 *   its products leave the shopper's cart and one confirmation email is recorded (the primary key). When the
 *   order is already paid (by another payment: `duplicate`) or was replaced or expired meanwhile (`late`),
 *   the order is left as it is and the money is owed back: one refund is recorded (refunds-repository).
 * - reject (the provider took another amount, currency or reference): `rejected`, never paid, and what the
 *   provider took is refunded.
 * - fail: `failed` (a new checkout then makes a new reference). wait: nothing changes.
 */
export async function applyPaymentDecision(
  db: Database,
  payment: PaymentRow,
  decision: SettlementDecision,
  verified: VerifiedTransaction | null,
  now: Date,
): Promise<Confirmation> {
  const gatewayResponse = verified?.gatewayResponse ?? null;
  if (decision.kind === 'wait') {
    const status = verified?.status === 'pending' ? 'pending' : 'abandoned';
    return { kind: 'not-paid', status };
  }
  if (decision.kind === 'fail') {
    await transition(db, 'payment', {
      rows: payment.id,
      from: 'pending',
      to: 'failed',
      set: { gatewayResponse },
    });
    return { kind: 'not-paid', status: 'failed' };
  }
  if (decision.kind === 'reject') {
    logger.warn(`Payment ${payment.reference} refused: ${decision.reason}`);
    return db.transaction(async (tx) => {
      const [rejected] = await transition(tx, 'payment', {
        rows: payment.id,
        from: OPEN_PAYMENT,
        to: 'rejected',
        set: { gatewayResponse },
      });
      if (rejected && verified && Number.isSafeInteger(verified.amount) && verified.amount > 0) {
        await recordRefund(tx, {
          orderId: payment.orderId,
          sourceReference: payment.reference,
          sourceKind: 'payment',
          amountKobo: kobo(verified.amount),
          reason: 'rejected',
          now,
        });
      }
      return { kind: 'not-paid', status: 'rejected' } as const;
    });
  }
  return db.transaction(async (tx) => {
    // The shopper's lock first, as placing an order takes it: an order becoming paid and the shopper's next
    // order never both judge credit on what the other has not committed yet (issue 41).
    await lockOrderShopper(tx, payment.orderId);
    const [paidOrder] = await transition(tx, 'order', {
      rows: payment.orderId,
      from: 'awaiting_payment',
      to: 'paid',
      set: { paidAt: now },
      where: sql`exists (select 1 from ${payments} where ${payments.id} = ${payment.id} and ${payments.status} in ('pending', 'failed'))`,
    });
    if (paidOrder) {
      await transition(tx, 'payment', {
        rows: payment.id,
        from: OPEN_PAYMENT,
        to: 'succeeded',
        set: { paidAt: now, gatewayResponse },
      });
      await removeOrderedFromCart(tx, payment.orderId);
      const recorded = await tx
        .insert(orderEmails)
        .values({ orderId: payment.orderId, kind: 'confirmation', createdAt: now })
        .onConflictDoNothing()
        .returning({ kind: orderEmails.kind });
      return {
        kind: 'paid',
        orderId: payment.orderId,
        newlyPaid: true,
        emails: recorded.map((r) => r.kind as EmailKind),
      };
    }
    // The order was not awaiting this payment: paid by another one, or replaced or expired meanwhile. It is
    // never revived (its stock went back, and a replacing order may hold the same items): the money goes back.
    const [order] = await tx
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, payment.orderId));
    const unwanted = order?.status === 'paid' ? 'duplicate' : 'late';
    const [marked] = await transition(tx, 'payment', {
      rows: payment.id,
      from: OPEN_PAYMENT,
      to: unwanted,
      set: { paidAt: now, gatewayResponse },
    });
    if (marked) {
      logger.warn(`Payment ${payment.reference} paid order ${payment.orderId} (${order?.status}): refunding`);
      await recordRefund(tx, {
        orderId: payment.orderId,
        sourceReference: payment.reference,
        sourceKind: 'payment',
        amountKobo: kobo(payment.amountKobo),
        reason: unwanted,
        now,
      });
      return { kind: 'not-paid', status: unwanted };
    }
    // Settled by another request meanwhile: its answer stands.
    const [current] = await tx
      .select({ status: payments.status })
      .from(payments)
      .where(eq(payments.id, payment.id));
    return current?.status === 'succeeded'
      ? { kind: 'paid', orderId: payment.orderId, newlyPaid: false, emails: [] }
      : { kind: 'not-paid', status: (current?.status ?? 'pending') as 'pending' };
  });
}

/** The paid order's products leave the shopper's cart (anything added since stays). */
async function removeOrderedFromCart(tx: Database, orderId: number): Promise<void> {
  const shopperCart = tx
    .select({ id: carts.id })
    .from(carts)
    .innerJoin(users, eq(carts.sessionId, sql`'user:' || ${users.userId}`))
    .innerJoin(orders, eq(orders.userId, users.id))
    .where(eq(orders.id, orderId));
  const ordered = tx
    .select({ productId: orderItems.productId })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  await tx
    .delete(cartItems)
    .where(and(inArray(cartItems.cartId, shopperCart), inArray(cartItems.productId, ordered)));
  await tx.update(carts).set({ updatedAt: sql`now()` }).where(inArray(carts.id, shopperCart));
}

/**
 * A payment the provider could not start is closed ('failed'), so the next checkout makes a new reference
 * instead of asking the provider again for one it may half know.
 */
export async function closeUnstartedPayment(db: Database, paymentId: number, why: string): Promise<void> {
  await transition(db, 'payment', {
    rows: paymentId,
    from: 'pending',
    to: 'failed',
    set: { gatewayResponse: why },
  });
}
