import { and, asc, eq, gt, isNull, lt, notLike } from 'drizzle-orm';
import type { Database } from './connect.ts';
import type { PaymentRow } from './orders-repository.ts';
import { orderEmails, orders, payments } from './schema.ts';

/** 'refund' is kept for emails recorded before refunds had their own ledger (src/refunds/ emails them now). */
/** An order's emails, each sent once (`order_emails`): shipped and delivered come from the console's moves. */
export type EmailKind = 'confirmation' | 'refund' | 'shipped' | 'delivered';

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
    .where(
      and(
        eq(payments.status, 'pending'),
        gt(payments.createdAt, since),
        lt(payments.createdAt, before),
        // A payment by transfer is settled by the transfer's notice (money/transfer.ts), never by the card's verify.
        notLike(payments.provider, '%-transfer'),
      ),
    )
    .orderBy(asc(payments.id));
}
