import { randomUUID } from 'node:crypto';
import { kobo } from '@oja/domain';
import { sql } from 'drizzle-orm';
import type { OpenDatabase } from '../../src/db/connect.ts';
import { refundReference } from '../../src/db/refunds-repository.ts';
import { orders, refunds, sandboxCardTransactions, users } from '../../src/db/schema.ts';

/** ₦2,500.00 a refund (a duplicate payment of the whole order). */
export const REFUND_KOBO = 250_000;

/**
 * `count` paid orders, each paid twice by card in the sandbox's books (the second payment a duplicate), with
 * the duplicate's refund queued in `refunds`, written directly. Order numbers are `{prefix}{n}`.
 */
export async function seedQueuedRefunds({ db }: OpenDatabase, count: number, at: Date, prefix = 'OJA-R') {
  const [user] = await db
    .insert(users)
    .values({
      userId: randomUUID(),
      email: `refunded-${prefix.toLowerCase()}@example.com`,
      phoneNumber: `+2347${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`,
      firstName: 'Ngozi',
      passwordHash: 'not-used',
      isEmailVerified: true,
      createdAt: at,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('no user');
  for (let start = 0; start < count; start += 500) {
    const batch = Array.from({ length: Math.min(500, count - start) }, (_, k) => start + k);
    const made = await db
      .insert(orders)
      .values(
        batch.map((i) => ({
          publicId: randomUUID(),
          orderNumber: `${prefix}${String(i).padStart(5, '0')}`,
          userId: user.id,
          status: 'paid' as const,
          plan: 'full',
          checkoutKey: `refund-${prefix}-${i}`,
          shippingOption: 'standard',
          deliveryAddressId: randomUUID(),
          deliveryStreet: '5 Bode Thomas Street, Surulere',
          deliveryState: 'Lagos state',
          subtotalKobo: kobo(REFUND_KOBO),
          vatKobo: kobo(0),
          shippingKobo: kobo(0),
          totalKobo: kobo(REFUND_KOBO),
          firstPaymentKobo: kobo(REFUND_KOBO),
          instalmentCount: 0,
          expiresAt: at,
          paidAt: at,
          createdAt: at,
        })),
      )
      .returning({ id: orders.id, orderNumber: orders.orderNumber });
    await db.insert(sandboxCardTransactions).values(
      made.map((order) => ({
        reference: `${order.orderNumber}-dup`,
        amountKobo: REFUND_KOBO,
        currency: 'NGN',
        email: 'ngozi@example.com',
        callbackUrl: 'http://shop.test/',
        status: 'success',
        gatewayResponse: 'Approved',
        paidAt: at,
        createdAt: at,
      })),
    );
    await db.insert(refunds).values(
      made.map((order) => ({
        reference: refundReference(`${order.orderNumber}-dup`),
        orderId: order.id,
        sourceReference: `${order.orderNumber}-dup`,
        sourceKind: 'payment',
        amountKobo: kobo(REFUND_KOBO),
        reason: 'duplicate',
        createdAt: at,
      })),
    );
  }
}

/** What the books say afterwards, counted in SQL: the provider's side (the sandbox's) and the shop's. */
export async function refundBooks({ db }: OpenDatabase) {
  const one = async (query: ReturnType<typeof sql>) => {
    const result = (await db.execute(query)) as unknown as { rows: Array<{ n: string | number }> };
    return Number(result.rows[0]?.n ?? Number.NaN);
  };
  return {
    refunds: await one(sql`select count(*) as n from refunds`),
    // The provider's side: every refund request it took.
    sandboxRefunds: await one(sql`select count(*) as n from sandbox_card_refunds`),
    sentTwice: await one(
      sql`select count(*) as n from (select merchant_note from sandbox_card_refunds group by merchant_note having count(*) > 1) t`,
    ),
    // Lost: a refund the provider never received (but for those it refused), or one still to send.
    neverReceived: await one(
      sql`select count(*) as n from refunds r where coalesce(r.failure, '') not like 'Refused by the provider:%' and not exists (select 1 from sandbox_card_refunds s where s.merchant_note = r.reference)`,
    ),
    unsent: await one(sql`select count(*) as n from refunds where status in ('queued', 'sending')`),
    withoutProviderId: await one(
      sql`select count(*) as n from refunds where status in ('processing', 'processed') and provider_refund_id is null`,
    ),
    // The shopper's side: one email per refund, never two.
    emailed: await one(sql`select count(*) as n from refunds where emailed_at is not null`),
    emails: await one(sql`select count(*) as n from outbox where subject like 'Your refund of %'`),
    emailedTwice: await one(
      sql`select count(*) as n from (select substring(text from 'Refund reference: (RF-[A-Za-z0-9-]+)') as ref from outbox where subject like 'Your refund of %' group by 1 having count(*) > 1) t`,
    ),
  };
}
