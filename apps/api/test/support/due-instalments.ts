import { randomUUID } from 'node:crypto';
import { addDays } from '@oja/domain';
import { sql } from 'drizzle-orm';
import type { OpenDatabase } from '../../src/db/connect.ts';
import { mandates, orderSchedule, orders, sandboxDirectDebitConsents, users } from '../../src/db/schema.ts';

/** How many instalments each seeded order has due. */
export const DUE_PER_ORDER = 5;
const PER_ORDER = DUE_PER_ORDER;
const AMOUNT = 1_234_500; // ₦12,345 an instalment
/** Monday 4 March 2030, 10:00 in Lagos: every instalment seeded is due (Fridays in February, and 1 March). */
export const DUE_NOW = Date.parse('2030-03-04T09:00:00Z');
const FIRST_DUE = '2030-02-01';
const NOW = DUE_NOW;

/** `orderCount` paid weekly orders with an active mandate each, and 5 instalments due each, written directly. */
export async function seedDueInstalments({ db }: OpenDatabase, orderCount: number) {
  const at = new Date(NOW - 40 * 24 * 60 * 60 * 1000);
  const userRows = Array.from({ length: 200 }, (_, i) => ({
    userId: randomUUID(),
    email: `payer${i}@example.com`,
    phoneNumber: `+2348${String(i).padStart(9, '0')}`,
    firstName: 'Chidi',
    passwordHash: 'not-used',
    isEmailVerified: true,
    createdAt: at,
  }));
  const insertedUsers = await db.insert(users).values(userRows).returning({ id: users.id });
  for (let start = 0; start < orderCount; start += 500) {
    const batch = Array.from({ length: Math.min(500, orderCount - start) }, (_, k) => start + k);
    const made = await db
      .insert(orders)
      .values(
        batch.map((i) => ({
          publicId: randomUUID(),
          orderNumber: `OJA-K${String(i).padStart(5, '0')}`,
          userId: insertedUsers[i % insertedUsers.length]?.id ?? 0,
          status: 'paid',
          plan: 'weekly',
          checkoutKey: `kill-${i}`,
          shippingOption: 'standard',
          deliveryAddressId: randomUUID(),
          deliveryStreet: '5 Bode Thomas Street, Surulere',
          deliveryState: 'Lagos state',
          subtotalKobo: AMOUNT * (PER_ORDER + 1),
          vatKobo: 0,
          shippingKobo: 0,
          totalKobo: AMOUNT * (PER_ORDER + 1),
          firstPaymentKobo: AMOUNT,
          instalmentCount: PER_ORDER,
          expiresAt: at,
          paidAt: at,
          createdAt: at,
        })) as Array<typeof orders.$inferInsert>,
      )
      .returning({ id: orders.id, userId: orders.userId, orderNumber: orders.orderNumber });
    await db.insert(orderSchedule).values(
      made.flatMap((order) =>
        Array.from({ length: PER_ORDER + 1 }, (_, number) => ({
          orderId: order.id,
          number,
          amountKobo: AMOUNT,
          dueDate: addDays(FIRST_DUE, 7 * Math.max(0, number - 1) - (number === 0 ? 7 : 0)),
          status: number === 0 ? 'paid' : 'unpaid',
        })),
      ) as Array<typeof orderSchedule.$inferInsert>,
    );
    await db.insert(sandboxDirectDebitConsents).values(
      made.map((order) => ({
        reference: `consent-${order.orderNumber}`,
        email: 'payer@example.com',
        callbackUrl: 'http://shop.test/',
        status: 'active',
        accountNumber: '0000000001',
        authorizationCode: `AUTH_${order.orderNumber}`,
        createdAt: at,
      })),
    );
    await db.insert(mandates).values(
      made.map((order) => ({
        publicId: randomUUID(),
        userId: order.userId,
        orderId: order.id,
        reference: `consent-${order.orderNumber}`,
        provider: 'sandbox',
        status: 'active' as const,
        authorizationCode: `AUTH_${order.orderNumber}`,
        createdAt: at,
        activatedAt: at,
      })),
    );
  }
}

/** What the books say afterwards, counted in SQL. */
export async function collectorBooks({ db }: OpenDatabase) {
  const one = async (query: ReturnType<typeof sql>) => {
    const result = (await db.execute(query)) as unknown as { rows: Array<{ n: string | number }> };
    return Number(result.rows[0]?.n ?? Number.NaN);
  };
  return {
    // The provider's side: debits per instalment (the debit key is '{orderNumber}-I{number}').
    sandboxCharges: await one(sql`select count(*) as n from sandbox_direct_debit_charges`),
    sandboxSuccesses: await one(
      sql`select count(*) as n from sandbox_direct_debit_charges where status = 'success'`,
    ),
    instalmentsChargedTwice: await one(
      sql`select count(*) as n from (select debit_key from sandbox_direct_debit_charges where status = 'success' group by debit_key having count(*) > 1) t`,
    ),
    // The shop's side.
    paidRows: await one(sql`select count(*) as n from order_schedule where number >= 1 and status = 'paid'`),
    skipped: await one(sql`select count(*) as n from order_schedule where number >= 1 and status <> 'paid'`),
    paidWithoutDebit: await one(
      sql`select count(*) as n from order_schedule s where s.number >= 1 and not exists (select 1 from sandbox_direct_debit_charges c where c.reference = s.paid_reference and c.status = 'success')`,
    ),
    succeededJobs: await one(sql`select count(*) as n from instalment_charges where status = 'succeeded'`),
    openJobs: await one(
      sql`select count(*) as n from instalment_charges where status in ('queued', 'charging')`,
    ),
    jobsPerInstalmentAboveOne: await one(
      sql`select count(*) as n from (select order_id, number from instalment_charges group by order_id, number having count(*) > 1) t`,
    ),
    receipts: await one(sql`select count(*) as n from outbox where subject like 'Payment received:%'`),
    receiptNotices: await one(
      sql`select count(*) as n from instalment_notices where kind = 'receipt' and sent_at is not null`,
    ),
  };
}

/** How many charges are 'charging' right now (what a killed collector left in flight). */
export async function countCharging({ db }: OpenDatabase): Promise<number> {
  const result = (await db.execute(
    sql`select count(*) as n from instalment_charges where status = 'charging'`,
  )) as unknown as { rows: Array<{ n: string | number }> };
  return Number(result.rows[0]?.n ?? 0);
}
