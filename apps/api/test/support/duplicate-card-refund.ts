import { kobo } from '@oja/domain';
import { eq } from 'drizzle-orm';
import { orders, payments } from '../../src/db/schema.ts';
import { recordRefund } from '../../src/money/refund.ts';
import type { CheckoutApp } from '../checkout-app.ts';

/**
 * Queues a refund of `amountKobo` of a shopper's only order's card payment, as a payment made twice would (the
 * refund job then sends it); answers the order's id. The payout tests use it to check a card refund still goes to the card provider.
 */
export async function queueDuplicateCardRefund(
  shop: CheckoutApp,
  userId: number,
  amountKobo: number,
): Promise<number> {
  const { db } = shop.database;
  const [order] = await db.select().from(orders).where(eq(orders.userId, userId));
  const [payment] = await db
    .select()
    .from(payments)
    .where(eq(payments.orderId, order?.id ?? 0));
  await recordRefund(db, {
    orderId: order?.id ?? 0,
    sourceReference: payment?.reference ?? '',
    sourceKind: 'payment',
    amountKobo: kobo(amountKobo),
    reason: 'duplicate',
    now: new Date(shop.now()),
  });
  return order?.id ?? 0;
}
