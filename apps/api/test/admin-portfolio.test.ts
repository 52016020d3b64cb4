import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionActions, orderSchedule, orders, staff, users } from '../src/db/schema.ts';
import { adminCalls } from './admin-app.ts';
import { type AuthApp, createAuthApp } from './auth-app.ts';

/**
 * The console's portfolio on a small book written straight into the database, every figure worked out by
 * hand below. Today is Wednesday 10 April 2030 in Lagos.
 *
 * | order | plan, tier | paid (Lagos) | instalments (kobo each): due → paid on                       |
 * | A Ada   | monthly 1 | 5 Jan 2030   | 1,000,000: 5 Feb ✗, 5 Mar ✗, 5 Apr ✗                           |
 * | B Bola  | monthly 2 | 20 Dec 2029  | 2,000,000: 20 Jan → 20 Jan (23:30), 20 Feb → 25 Feb, 20 Mar ✗, 20 Apr ✗ |
 * | C Chidi | weekly 1  | 30 Mar 2030  | 500,000: 6 Apr → 6 Apr (00:30), 13 Apr ✗, 20 Apr ✗            |
 * | D Dayo  | monthly 1 | 1 Nov 2029   | 3,000,000: 1 Dec ✗, 1 Jan ✗                                    |
 * | F Femi  | weekly 2  | 1 Mar 2030 (28 Feb 23:30 UTC) | 700,000: 8 Mar → 9 Apr, 15 Mar → 9 Apr         |
 * | G Gozie | weekly 1  | 1 Feb 2030   | 400,000: 8 Feb → 8 Feb, 15 Feb → 15 Feb                        |
 * | I Ife   | weekly 1  | 10 Feb 2030  | 300,000: 17 Feb → 19 Mar (the 30th day), 24 Feb → 19 Mar       |
 * | H Hauwa | monthly 1 | 1 Jun 2028   | 1,500,000: 1 Jul 2028 ✗                                        |
 * And two that are not in the book: an order paid in full, and an instalment order never paid for.
 *
 * Write-offs (collection_actions): D's 6,000,000 approved as made (under the threshold: no decided_at) at 23:30
 * UTC on 31 March, 1 April in Lagos; H's 1,500,000 asked for on 20 February, approved on 1 March. They leave
 * the book. Still in it: A, with a write-off awaiting approval, B with one rejected, C with a waiver approved.
 *
 * Days past due: A 64 (since 5 Feb), B 21, C 0, D 130, H 648, F, G and I nothing owed.
 */
const TODAY = Date.parse('2030-04-10T09:00:00Z');

let shop: AuthApp;
let admin: ReturnType<typeof adminCalls>;
let cookie: string;
const shopperIds: Record<string, string> = {};

interface Instalment {
  amount: number;
  due: string;
  paidAt?: string;
}

async function book(
  letter: string,
  name: string,
  order: { plan: string; tier2?: boolean; paidAt: string; status?: string; instalments: Instalment[] },
) {
  const at = new Date(order.paidAt);
  const [user] = await shop.database.db
    .insert(users)
    .values({
      userId: randomUUID(),
      email: `${letter.toLowerCase()}@portfolio.test`,
      phoneNumber: `+23480${String(letter.charCodeAt(0)).padStart(8, '0')}`,
      firstName: name,
      lastName: 'Okafor',
      passwordHash: 'not-used',
      isEmailVerified: true,
      isTier2: order.tier2 ?? false,
      createdAt: at,
    })
    .returning();
  if (!user) throw new Error('no user');
  shopperIds[letter] = user.userId;
  // Half paid up front (a full-payment order, with no instalments, pays its ₦50,000 at once).
  const total = (order.instalments.reduce((sum, each) => sum + each.amount, 0) || 2_500_000) * 2;
  const [made] = await shop.database.db
    .insert(orders)
    .values({
      publicId: randomUUID(),
      orderNumber: `OJA-PF-${letter}`,
      userId: user.id,
      status: (order.status ?? 'paid') as 'paid',
      plan: order.plan,
      checkoutKey: `portfolio-${letter}`,
      shippingOption: 'standard',
      deliveryAddressId: randomUUID(),
      deliveryStreet: '5 Bode Thomas Street, Surulere',
      deliveryState: 'Lagos state',
      subtotalKobo: total,
      vatKobo: 0,
      shippingKobo: 0,
      totalKobo: total,
      firstPaymentKobo: total / 2,
      instalmentCount: order.instalments.length,
      expiresAt: at,
      paidAt: order.status ? null : at,
      createdAt: at,
    } as typeof orders.$inferInsert)
    .returning();
  if (!made) throw new Error('no order');
  await shop.database.db.insert(orderSchedule).values([
    {
      orderId: made.id,
      number: 0,
      amountKobo: total / 2,
      dueDate: order.paidAt.slice(0, 10),
      status: 'paid',
    },
    ...order.instalments.map((each, index) => ({
      orderId: made.id,
      number: index + 1,
      amountKobo: each.amount,
      dueDate: each.due,
      status: each.paidAt ? ('paid' as const) : ('unpaid' as const),
      paidAt: each.paidAt ? new Date(each.paidAt) : null,
    })),
  ] as Array<typeof orderSchedule.$inferInsert>);
}

beforeAll(async () => {
  shop = await createAuthApp();
  admin = adminCalls(shop);
  await book('A', 'Ada', {
    plan: 'monthly',
    paidAt: '2030-01-05T10:00:00Z',
    instalments: [
      { amount: 1_000_000, due: '2030-02-05' },
      { amount: 1_000_000, due: '2030-03-05' },
      { amount: 1_000_000, due: '2030-04-05' },
    ],
  });
  await book('B', 'Bola', {
    plan: 'monthly',
    tier2: true,
    paidAt: '2029-12-20T10:00:00Z',
    instalments: [
      { amount: 2_000_000, due: '2030-01-20', paidAt: '2030-01-20T22:30:00Z' }, // 23:30 in Lagos: on time
      { amount: 2_000_000, due: '2030-02-20', paidAt: '2030-02-25T10:00:00Z' },
      { amount: 2_000_000, due: '2030-03-20' },
      { amount: 2_000_000, due: '2030-04-20' },
    ],
  });
  await book('C', 'Chidi', {
    plan: 'weekly',
    paidAt: '2030-03-30T10:00:00Z',
    instalments: [
      { amount: 500_000, due: '2030-04-06', paidAt: '2030-04-05T23:30:00Z' }, // 00:30 on the 6th in Lagos
      { amount: 500_000, due: '2030-04-13' },
      { amount: 500_000, due: '2030-04-20' },
    ],
  });
  await book('D', 'Dayo', {
    plan: 'monthly',
    paidAt: '2029-11-01T10:00:00Z',
    instalments: [
      { amount: 3_000_000, due: '2029-12-01' },
      { amount: 3_000_000, due: '2030-01-01' },
    ],
  });
  await book('F', 'Femi', {
    plan: 'weekly',
    tier2: true,
    paidAt: '2030-02-28T23:30:00Z', // 1 March in Lagos
    instalments: [
      { amount: 700_000, due: '2030-03-08', paidAt: '2030-04-09T10:00:00Z' },
      { amount: 700_000, due: '2030-03-15', paidAt: '2030-04-09T10:00:00Z' },
    ],
  });
  await book('G', 'Gozie', {
    plan: 'weekly',
    paidAt: '2030-02-01T10:00:00Z',
    instalments: [
      { amount: 400_000, due: '2030-02-08', paidAt: '2030-02-08T10:00:00Z' },
      { amount: 400_000, due: '2030-02-15', paidAt: '2030-02-15T10:00:00Z' },
    ],
  });
  await book('I', 'Ife', {
    plan: 'weekly',
    paidAt: '2030-02-10T10:00:00Z',
    instalments: [
      { amount: 300_000, due: '2030-02-17', paidAt: '2030-03-19T10:00:00Z' },
      { amount: 300_000, due: '2030-02-24', paidAt: '2030-03-19T10:00:00Z' },
    ],
  });
  await book('H', 'Hauwa', {
    plan: 'monthly',
    paidAt: '2028-06-01T10:00:00Z',
    instalments: [{ amount: 1_500_000, due: '2028-07-01' }],
  });
  await book('E', 'Emeka', { plan: 'full', paidAt: '2030-01-10T10:00:00Z', instalments: [] });
  await book('U', 'Uche', {
    plan: 'weekly',
    status: 'expired',
    paidAt: '2030-03-01T10:00:00Z',
    instalments: [{ amount: 900_000, due: '2030-03-08' }],
  });
  shop.advance(TODAY - Date.parse('2030-01-01T08:00:00Z')); // auth-app's clock starts there
  const support = await admin.newStaff('support'); // the role with the fewest permissions
  cookie = (await admin.signIn(support)).cookie;
  const maker = await admin.newStaff('support');
  const checker = await admin.newStaff('finance');
  await writeOffs(maker.email, checker.email);
});

/** The collections actions of the header's table, straight into the database. */
async function writeOffs(makerEmail: string, checkerEmail: string) {
  const db = shop.database.db;
  const staffId = async (email: string) =>
    (await db.select({ id: staff.id }).from(staff).where(eq(staff.email, email)))[0]?.id ?? 0;
  const orderId = async (letter: string) =>
    (
      await db
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.orderNumber, `OJA-PF-${letter}`))
    )[0]?.id ?? 0;
  const maker = await staffId(makerEmail);
  const checker = await staffId(checkerEmail);
  const action = async (
    letter: string,
    kind: 'write-off' | 'waiver',
    amountKobo: number,
    status: 'approved' | 'awaiting-approval' | 'rejected',
    createdAt: string,
    decidedAt?: string,
  ) => ({
    orderId: await orderId(letter),
    kind,
    amountKobo,
    reason: 'Portfolio test',
    details: {},
    status,
    requestedBy: maker,
    decidedBy: decidedAt ? checker : null,
    createdAt: new Date(createdAt),
    decidedAt: decidedAt ? new Date(decidedAt) : null,
  });
  await db
    .insert(collectionActions)
    .values([
      await action('D', 'write-off', 6_000_000, 'approved', '2030-03-31T23:30:00Z'),
      await action('H', 'write-off', 1_500_000, 'approved', '2030-02-20T10:00:00Z', '2030-03-01T10:00:00Z'),
      await action('A', 'write-off', 3_000_000, 'awaiting-approval', '2030-04-08T10:00:00Z'),
      await action('B', 'write-off', 4_000_000, 'rejected', '2030-03-10T10:00:00Z', '2030-03-11T10:00:00Z'),
      await action('C', 'waiver', 50_000, 'approved', '2030-04-07T10:00:00Z'),
    ] as Array<typeof collectionActions.$inferInsert>);
}
afterAll(() => shop.dispose());

async function get(path: string) {
  const answer = await admin.call('GET', path, { cookie });
  return answer;
}

describe('the portfolio', () => {
  it('adds up the book by plan and tier, at risk, by week and by month of purchase, to the kobo', async () => {
    const answer = await get('/admin/portfolio');
    expect(answer.status).toBe(200);
    const data = answer.body.data as Record<string, unknown>;
    expect(data.today).toBe('2030-04-10');
    // D and H are written off: out of the book. A (awaiting approval), B (rejected) and C (a waiver) in it.
    expect(data.outstanding).toEqual({
      orders: 3,
      kobo: 8_000_000,
      byPlanAndTier: [
        { plan: 'monthly', tier: 1, orders: 1, kobo: 3_000_000 }, // A
        { plan: 'monthly', tier: 2, orders: 1, kobo: 4_000_000 }, // B
        { plan: 'weekly', tier: 1, orders: 1, kobo: 1_000_000 }, // C
      ],
    });
    expect(data.atRisk).toEqual([
      { days: 1, orders: 2, kobo: 7_000_000, percent: 87 }, // A, B
      { days: 30, orders: 1, kobo: 3_000_000, percent: 37 }, // A
      { days: 90, orders: 0, kobo: 0, percent: 0 }, // D and H are written off
    ]);
    const week = (monday: string, dueKobo: number, onTimeKobo: number, percent: number | null) => ({
      week: monday,
      dueKobo,
      onTimeKobo,
      percent,
    });
    expect(data.collectionRate).toEqual([
      week('2030-01-21', 0, 0, null), // B's 20 January is the Sunday before
      week('2030-01-28', 0, 0, null),
      week('2030-02-04', 1_400_000, 400_000, 28), // A ✗, G ✓
      week('2030-02-11', 700_000, 400_000, 57), // G ✓, I late
      week('2030-02-18', 2_300_000, 0, 0), // B late, I late
      week('2030-02-25', 0, 0, null),
      week('2030-03-04', 1_700_000, 0, 0), // A ✗, F late
      week('2030-03-11', 700_000, 0, 0), // F late
      week('2030-03-18', 2_000_000, 0, 0), // B ✗
      week('2030-03-25', 0, 0, null),
      week('2030-04-01', 1_500_000, 500_000, 33), // A ✗, C ✓ (just after midnight in Lagos)
      week('2030-04-08', 0, 0, null), // nothing due Monday or Tuesday; today's are still being collected
    ]);
    const month = (m: string, judged: number, defaulted: number, percent: number | null) => ({
      month: m,
      judged,
      defaulted,
      percent,
    });
    expect(data.firstPaymentDefault).toEqual({
      afterDays: 30,
      months: [
        month('2029-05', 0, 0, null),
        month('2029-06', 0, 0, null),
        month('2029-07', 0, 0, null),
        month('2029-08', 0, 0, null),
        month('2029-09', 0, 0, null),
        month('2029-10', 0, 0, null),
        month('2029-11', 1, 1, 100), // D: written off, still history
        month('2029-12', 1, 0, 0), // B paid on time
        month('2030-01', 1, 1, 100), // A
        month('2030-02', 2, 0, 0), // G on time, I on the 30th day
        month('2030-03', 1, 1, 100), // F 32 days late; C's first is not old enough to judge
        month('2030-04', 0, 0, null),
      ],
    });
    const writtenOff = { '2030-03': [1, 1_500_000], '2030-04': [1, 6_000_000] } as Record<string, number[]>;
    expect(data.writeOffs).toEqual({
      orders: 2,
      kobo: 7_500_000,
      months: [
        ...['2029-05', '2029-06', '2029-07', '2029-08', '2029-09', '2029-10', '2029-11', '2029-12'],
        ...['2030-01', '2030-02', '2030-03', '2030-04'],
      ].map((m) => ({ month: m, orders: writtenOff[m]?.[0] ?? 0, kobo: writtenOff[m]?.[1] ?? 0 })), // H, D
    });
    expect(JSON.stringify(data)).not.toMatch(/@|Okafor/); // figures, not shoppers
  });

  const numbersOf = async (query: string) => {
    const answer = await get(`/admin/portfolio/orders?${query}`);
    expect(answer.status).toBe(200);
    const data = answer.body.data as { orders: Array<{ orderNumber: string }>; total: number };
    return { numbers: data.orders.map((each) => each.orderNumber.replace('OJA-PF-', '')), total: data.total };
  };

  it('lists the orders and shoppers behind each figure, most days past due first', async () => {
    const all = await get('/admin/portfolio/orders?figure=outstanding');
    expect(all.body.data).toEqual({
      total: 3,
      page: 1,
      pageSize: 50,
      orders: [
        ['A', 'Ada', 'monthly', 1, 3_000_000, 64],
        ['B', 'Bola', 'monthly', 2, 4_000_000, 21],
        ['C', 'Chidi', 'weekly', 1, 1_000_000, 0],
      ].map(([letter, name, plan, tier, outstandingKobo, daysPastDue]) => ({
        orderNumber: `OJA-PF-${letter}`,
        plan,
        tier,
        shopperId: shopperIds[letter as string],
        shopperName: `${name} Okafor`,
        outstandingKobo,
        daysPastDue,
        writtenOffKobo: null,
      })),
    });
    expect(await numbersOf('figure=outstanding&plan=monthly&tier=1')).toEqual({ numbers: ['A'], total: 1 });
    expect(await numbersOf('figure=outstanding&tier=2')).toEqual({ numbers: ['B'], total: 1 });
    expect(await numbersOf('figure=at-risk&days=1')).toEqual({ numbers: ['A', 'B'], total: 2 });
    expect(await numbersOf('figure=at-risk&days=30')).toEqual({ numbers: ['A'], total: 1 });
    expect(await numbersOf('figure=at-risk&days=90')).toEqual({ numbers: [], total: 0 });
    expect(await numbersOf('figure=missed&week=2030-02-04')).toEqual({ numbers: ['A'], total: 1 });
    expect(await numbersOf('figure=missed&week=2030-02-11')).toEqual({ numbers: ['I'], total: 1 });
    expect(await numbersOf('figure=missed&week=2030-03-04')).toEqual({ numbers: ['A', 'F'], total: 2 });
    expect(await numbersOf('figure=missed&week=2030-04-01')).toEqual({ numbers: ['A'], total: 1 });
    expect(await numbersOf('figure=first-payment-default&month=2030-03')).toEqual({
      numbers: ['F'],
      total: 1,
    });
    expect(await numbersOf('figure=first-payment-default&month=2030-02')).toEqual({ numbers: [], total: 0 });
    expect(await numbersOf('figure=outstanding&page=2')).toEqual({ numbers: [], total: 3 });
  });

  it('lists the orders written off in a month, with what was written off', async () => {
    const april = await get('/admin/portfolio/orders?figure=write-offs&month=2030-04');
    expect(april.body.data).toEqual({
      total: 1,
      page: 1,
      pageSize: 50,
      orders: [
        {
          orderNumber: 'OJA-PF-D',
          plan: 'monthly',
          tier: 1,
          shopperId: shopperIds.D,
          shopperName: 'Dayo Okafor',
          outstandingKobo: 6_000_000, // a write-off marks nothing paid
          daysPastDue: 130,
          writtenOffKobo: 6_000_000,
        },
      ],
    });
    const march = await get('/admin/portfolio/orders?figure=write-offs&month=2030-03');
    expect((march.body.data as { orders: unknown[] }).orders).toEqual([
      expect.objectContaining({ orderNumber: 'OJA-PF-H', daysPastDue: 648, writtenOffKobo: 1_500_000 }),
    ]);
    // Asked for on 20 February, approved in March; B's was rejected in March; A's still waits.
    expect(await numbersOf('figure=write-offs&month=2030-02')).toEqual({ numbers: [], total: 0 });
  });

  it('says what a drill-down lacks with a 400', async () => {
    for (const [query, message] of [
      ['figure=at-risk', 'Choose the days past due: 1, 30 or 90'],
      ['figure=at-risk&days=7', 'Choose the days past due: 1, 30 or 90'],
      ['figure=missed&week=2030-02-05', 'Choose the week by its Monday (YYYY-MM-DD)'],
      ['figure=missed', 'Choose the week by its Monday (YYYY-MM-DD)'],
      ['figure=first-payment-default', 'Choose the month of purchase (YYYY-MM)'],
      ['figure=write-offs', 'Choose the month written off (YYYY-MM)'],
    ]) {
      const answer = await get(`/admin/portfolio/orders?${query}`);
      expect({ query, status: answer.status, message: answer.body.message }).toEqual({
        query,
        status: 400,
        message,
      });
    }
    expect((await get('/admin/portfolio/orders?figure=everything')).status).toBe(400);
    expect((await get('/admin/portfolio/orders?figure=first-payment-default&month=2030-13')).status).toBe(
      400,
    );
  });

  it("answers a shopper's token and no session with 401", async () => {
    const shopper = await shop.signUp();
    const token = await shop.logIn(shopper.email);
    expect((await admin.call('GET', '/admin/portfolio', { bearer: token })).status).toBe(401);
    expect((await admin.call('GET', '/admin/portfolio/orders?figure=outstanding')).status).toBe(401);
  });
});
