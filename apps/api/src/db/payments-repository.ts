import { and, asc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { VerifiedTransaction } from '../payments/card-payments.ts';
import type { Database } from './connect.ts';
import type { PaymentRow } from './orders-repository.ts';
import { cartItems, carts, orderEmails, orderItems, orders, payments, products, users } from './schema.ts';

export type EmailKind = 'confirmation' | 'refund';

/** What a provider's answer did to a payment. */
export type Confirmation =
  | { kind: 'paid'; orderId: number; newlyPaid: boolean; emails: EmailKind[] }
  | { kind: 'not-paid'; status: 'failed' | 'abandoned' | 'pending' | 'rejected' };

/** A payment by its reference. */
export async function findPayment(db: Database, reference: string): Promise<PaymentRow | undefined> {
  const [payment] = await db.select().from(payments).where(eq(payments.reference, reference));
  return payment;
}

/** A payment of one of the shopper's orders; undefined when it is not theirs. */
export async function findShopperPayment(db: Database, userId: number, reference: string) {
  const [row] = await db
    .select({ payment: payments, order: orders })
    .from(payments)
    .innerJoin(orders, eq(payments.orderId, orders.id))
    .where(and(eq(payments.reference, reference), eq(orders.userId, userId)));
  return row;
}

/** The provider's answer is about this payment, for its amount, in naira: the only answer that may pay it. */
function matches(payment: PaymentRow, verified: VerifiedTransaction): boolean {
  return (
    verified.reference === payment.reference &&
    verified.amount === payment.amountKobo &&
    verified.currency === 'NGN' &&
    verified.currency === payment.currency
  );
}

/** PostgreSQL's unique_violation: two payments of one order succeeded at the same moment. */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * Applies the provider's answer about a payment, exactly once however often it comes (the browser's
 * callback, every copy of a webhook, the sweep), with conditional UPDATEs, never a read-then-write:
 * - success, for the payment's reference, amount and NGN: the payment becomes `succeeded` only if it was not
 *   already (and no other payment of the order succeeded: the partial unique index backs that; a second
 *   success of one order is kept as `duplicate`, to refund), then the order becomes `paid` only if it was
 *   awaiting payment. An order that expired or was replaced meanwhile takes its stock again if it is still
 *   there (else it is `refund_due`). Only when the order becomes paid are its products removed from the
 *   shopper's cart and its confirmation email recorded (one per order: the primary key).
 * - success with another amount, currency or reference: `rejected`, never paid, and logged.
 * - failed: `failed` (a new checkout then makes a new reference). Abandoned or pending: nothing changes.
 */
export async function confirmPayment(
  db: Database,
  payment: PaymentRow,
  verified: VerifiedTransaction | null,
  now: Date,
): Promise<Confirmation> {
  if (!verified) return { kind: 'not-paid', status: 'abandoned' };
  const gatewayResponse = verified.gatewayResponse;
  if (verified.status === 'success' && !matches(payment, verified)) {
    console.warn(
      `Payment ${payment.reference} refused: the provider reports ${verified.amount} ${verified.currency} for ` +
        `${verified.reference}, the order asked ${payment.amountKobo} ${payment.currency}`,
    );
    await db
      .update(payments)
      .set({ status: 'rejected', gatewayResponse })
      .where(and(eq(payments.id, payment.id), inArray(payments.status, ['pending', 'failed'])));
    return { kind: 'not-paid', status: 'rejected' };
  }
  if (verified.status === 'failed') {
    await db
      .update(payments)
      .set({ status: 'failed', gatewayResponse })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')));
    return { kind: 'not-paid', status: 'failed' };
  }
  if (verified.status !== 'success') return { kind: 'not-paid', status: verified.status };

  try {
    return await markPaid(db, payment, gatewayResponse, now);
  } catch (error) {
    // Another payment of the same order committed its success first: this one is now a duplicate.
    if (!isUniqueViolation(error)) throw error;
    return markPaid(db, payment, gatewayResponse, now);
  }
}

async function markPaid(
  db: Database,
  payment: PaymentRow,
  gatewayResponse: string | null,
  now: Date,
): Promise<Confirmation> {
  return db.transaction(async (tx) => {
    const open = and(eq(payments.id, payment.id), inArray(payments.status, ['pending', 'failed']));
    const [marked] = await tx
      .update(payments)
      .set({ status: 'succeeded', paidAt: now, gatewayResponse })
      .where(
        and(
          open,
          sql`not exists (select 1 from ${payments} as others where others.order_id = ${payment.orderId} and others.status = 'succeeded')`,
        ),
      )
      .returning({ id: payments.id });
    if (!marked) {
      const [duplicate] = await tx
        .update(payments)
        .set({ status: 'duplicate', paidAt: now, gatewayResponse })
        .where(open)
        .returning({ id: payments.id });
      if (duplicate) console.warn(`Payment ${payment.reference} paid an order already paid: refund it`);
      const [now_] = await tx
        .select({ status: payments.status })
        .from(payments)
        .where(eq(payments.id, payment.id));
      return now_?.status === 'rejected'
        ? { kind: 'not-paid', status: 'rejected' }
        : { kind: 'paid', orderId: payment.orderId, newlyPaid: false, emails: [] };
    }

    const paidOrder = await tx
      .update(orders)
      .set({ status: 'paid', paidAt: now })
      .where(and(eq(orders.id, payment.orderId), eq(orders.status, 'awaiting_payment')))
      .returning({ id: orders.id });
    let paid = paidOrder.length > 0;
    if (!paid) {
      // Expired or replaced while the shopper paid: its stock went back; take it again if it is there.
      paid = await retakeStock(tx, payment.orderId);
      await tx
        .update(orders)
        .set(paid ? { status: 'paid', paidAt: now } : { status: 'refund_due' })
        .where(and(eq(orders.id, payment.orderId), inArray(orders.status, ['expired', 'cancelled'])));
    }
    const kind: EmailKind = paid ? 'confirmation' : 'refund';
    if (paid) await removeOrderedFromCart(tx, payment.orderId);
    const recorded = await tx
      .insert(orderEmails)
      .values({ orderId: payment.orderId, kind, createdAt: now })
      .onConflictDoNothing()
      .returning({ kind: orderEmails.kind });
    return {
      kind: 'paid',
      orderId: payment.orderId,
      newlyPaid: paid,
      emails: recorded.map((r) => r.kind as EmailKind),
    };
  });
}

/** Takes an order's units again, all or none (a savepoint), in product order. */
async function retakeStock(tx: Database, orderId: number): Promise<boolean> {
  const items = await tx
    .select({ productId: orderItems.productId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.productId));
  class Short extends Error {}
  try {
    await tx.transaction(async (savepoint) => {
      for (const item of items) {
        const taken = await savepoint
          .update(products)
          .set({
            stock: sql`${products.stock} - ${item.quantity}`,
            inStock: sql`${products.stock} - ${item.quantity} > 0`,
          })
          .where(and(eq(products.id, item.productId), sql`${products.stock} >= ${item.quantity}`))
          .returning({ id: products.id });
        if (taken.length === 0) throw new Short();
      }
    });
    return true;
  } catch (error) {
    if (error instanceof Short) return false;
    throw error;
  }
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

/** Emails recorded but not sent yet (the process stopped in between, or the mail server failed). */
export async function unsentEmails(db: Database, before: Date) {
  return db
    .select({ orderId: orderEmails.orderId, kind: orderEmails.kind })
    .from(orderEmails)
    .where(and(isNull(orderEmails.sentAt), lt(orderEmails.createdAt, before)));
}

export async function markEmailSent(db: Database, orderId: number, kind: EmailKind, at: Date): Promise<void> {
  await db
    .update(orderEmails)
    .set({ sentAt: at })
    .where(and(eq(orderEmails.orderId, orderId), eq(orderEmails.kind, kind), isNull(orderEmails.sentAt)));
}

/**
 * Payments still waiting for the provider's word, created between `since` and `before`, oldest first (the
 * sweep verifies them; one abandoned for longer is left alone).
 */
export async function pendingPayments(db: Database, { since, before }: { since: Date; before: Date }) {
  return db
    .select({ reference: payments.reference })
    .from(payments)
    .where(and(eq(payments.status, 'pending'), gt(payments.createdAt, since), lt(payments.createdAt, before)))
    .orderBy(asc(payments.id));
}
