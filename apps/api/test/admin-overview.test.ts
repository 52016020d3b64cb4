import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderSchedule, orders } from '../src/db/schema.ts';
import { adminCalls } from './admin-app.ts';
import { type CheckoutApp, createCheckoutApp, FULL_ONLY } from './checkout-app.ts';

/**
 * The console's overview: today's orders and money in the Lagos day, what the shop owes back, the Tier 2
 * queue, and the collection rate of the last 30 days, read from the ledgers the settlement core writes. Every
 * role may read it; a shopper may not.
 */
let shop: CheckoutApp;
let admin: ReturnType<typeof adminCalls>;
beforeAll(async () => {
  shop = await createCheckoutApp();
  admin = adminCalls(shop);
});
afterAll(() => shop.dispose());

const DAY_MS = 24 * 60 * 60 * 1000;

interface Tally {
  count: number;
  kobo: number;
}
interface WireOverview {
  today: string;
  orders: Tally;
  downPayments: Tally;
  instalmentsDue: Tally;
  collected: Tally;
  failed: Tally;
  refundsOwed: Tally;
  tier2Waiting: number;
  collectionRate: Array<{
    date: string;
    dueKobo: number;
    collectedKobo: number;
    collectedPercent: number | null;
  }>;
  collectionPercent: number | null;
}

/** The overview as a support member (the role with the fewest permissions) reads it. */
async function overview(): Promise<WireOverview> {
  const support = await admin.signIn(await admin.newStaff('support'));
  const answer = await admin.call('GET', '/admin/overview', { cookie: support.cookie });
  expect(answer.status).toBe(200);
  return answer.body.data as WireOverview;
}

describe('the overview', () => {
  it("adds up today's orders and first payments to the kobo, and counts the Tier 2 queue", async () => {
    const empty = await overview();
    expect(empty).toMatchObject({
      today: '2030-01-01',
      orders: { count: 0, kobo: 0 },
      downPayments: { count: 0, kobo: 0 },
      tier2Waiting: 0,
    });
    expect(empty.collectionRate).toHaveLength(30);
    expect(empty.collectionPercent).toBeNull();
    expect(empty.collectionRate.at(0)?.date).toBe('2029-12-03');
    expect(empty.collectionRate.at(-1)?.date).toBe('2030-01-01');

    const fan = await shop.shopper();
    const placed = await shop.placeOrder(fan, FULL_ONLY, 'full');
    const [full] = await shop.database.db
      .select()
      .from(orders)
      .where(eq(orders.orderNumber, placed.orderNumber));
    if (!full) throw new Error('no order');
    const { order: weekly } = await shop.instalmentOrder('weekly', '0000000001');
    await shop.call('POST', '/auth/send-verification-email', { token: fan.token });

    const after = await overview();
    expect(after.orders).toEqual({ count: 2, kobo: full.totalKobo + weekly.totalKobo });
    expect(after.downPayments).toEqual({
      count: 2,
      kobo: full.totalKobo + weekly.firstPaymentKobo,
    });
    expect(after.tier2Waiting).toBe(1);
    expect(JSON.stringify(after)).not.toMatch(/@/); // figures, not shoppers
  });

  it('shows an instalment collected on its day, and that day of the collection rate at 100%', async () => {
    // A week on, the weekly order's first instalment falls due; the clock's move runs the collector.
    const { order } = await shop.instalmentOrder('weekly', '0000000001');
    shop.advance(10 * DAY_MS);
    await shop.call('POST', '/dev/clock', { body: { days: 1 } });
    const today = await overview();
    // Both weekly orders (this one and the first test's) had their first instalment due on 8 January.
    const [first] = await shop.database.db
      .select()
      .from(orderSchedule)
      .where(and(eq(orderSchedule.orderId, order.id), eq(orderSchedule.number, 1)));
    expect(first?.dueDate).toBe('2030-01-08');
    expect(today.today).toBe('2030-01-12');
    expect(today.collected).toEqual({ count: 2, kobo: 2 * (first?.amountKobo ?? 0) });
    const due = today.collectionRate.filter((each) => each.dueKobo > 0);
    expect(due).toEqual([
      {
        date: '2030-01-08',
        dueKobo: 2 * (first?.amountKobo ?? 0),
        collectedKobo: 2 * (first?.amountKobo ?? 0),
        collectedPercent: 100,
      },
    ]);
    expect(today.collectionPercent).toBe(100);
    expect(order.instalmentCount).toBeGreaterThan(1);
  });

  it("answers a shopper's token with 401", async () => {
    const shopper = await shop.shopper();
    expect((await admin.call('GET', '/admin/overview', { bearer: shopper.token })).status).toBe(401);
  });
});
