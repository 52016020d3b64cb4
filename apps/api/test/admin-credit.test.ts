import { CREDIT_FROZEN_MESSAGE } from '@oja/domain';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderSchedule, orders, outbox, users } from '../src/db/schema.ts';
import { adminCalls } from './admin-app.ts';
import {
  type CheckoutApp,
  createCheckoutApp,
  FULL_ONLY,
  MICROWAVE,
  type Shopper,
  SUCCESS_CARD,
  TABLET,
} from './checkout-app.ts';

/**
 * The console's credit actions on a shopper (issue 45): freeze and unfreeze, a custom limit, Tier 2 taken
 * back. Real orders through checkout and the sandboxes, staff signed in with their TOTP; the shop's credit
 * answer (get-user) and checkout must obey each change on the very next request.
 */
let shop: CheckoutApp;
let admin: ReturnType<typeof adminCalls>;
let finance: Awaited<ReturnType<ReturnType<typeof adminCalls>['signIn']>>;
let financeEmail: string;

const REASON = 'Two instalments missed in a row; agreed with the shopper by phone';

interface CreditPage {
  shopper: { tier: number };
  credit: {
    limitKobo: number;
    leftKobo: number;
    owedKobo: number;
    tierLimitKobo: number;
    customLimitKobo: number | null;
    frozen: { reason: string; staffName: string } | null;
  };
}

beforeAll(async () => {
  shop = await createCheckoutApp();
  admin = adminCalls(shop);
  const member = await admin.newStaff('finance');
  financeEmail = member.email;
  finance = await admin.signIn(member);
});
afterAll(async () => shop?.dispose());

async function publicIdOf(who: Shopper) {
  const [row] = await shop.database.db.select().from(users).where(eq(users.id, who.userId));
  return row?.userId ?? '';
}

function act(who: Shopper, action: string, body: unknown, session = finance) {
  return publicIdOf(who).then((id) =>
    admin.call('POST', `/admin/shoppers/${id}/credit/${action}`, { ...session, body }),
  );
}

async function instalmentCredit(who: Shopper) {
  const { body } = await shop.call('GET', '/users/get-user', { token: who.token });
  return body.data.user.instalmentCredit as { owed: number; limit: number; frozen: boolean };
}

describe('a frozen credit', () => {
  it('stops new instalment orders at once; paying what is owed, paying in full and unfreezing still work', async () => {
    const { buyer, order } = await shop.instalmentOrder('weekly', '0000000001');
    expect((await instalmentCredit(buyer)).frozen).toBe(false);

    const frozen = await act(buyer, 'freeze', { reason: REASON });
    expect(frozen.status).toBe(200);
    const page = frozen.body.data as CreditPage;
    expect(page.credit.frozen).toMatchObject({ reason: REASON });
    expect(page.credit.leftKobo).toBe(0);
    expect((await act(buyer, 'freeze', { reason: REASON })).status).toBe(409);
    expect(await instalmentCredit(buyer)).toMatchObject({ frozen: true, limit: 500_000 });

    // An instalment cart is refused with the words the shopper reads at checkout.
    await shop.addToCart(buyer, MICROWAVE, { plan: 'monthly' });
    const refused = await shop.checkout(buyer);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(CREDIT_FROZEN_MESSAGE);

    // Paying ahead what is owed still works.
    const started = await shop.call('POST', `/payment/pay-ahead/${order.publicId}`, {
      token: buyer.token,
      body: { kind: 'next' },
    });
    expect(started.status).toBe(201);
    const reference = started.body.data.reference as string;
    await shop.payOnPage(reference, SUCCESS_CARD);
    const paid = await shop.call('POST', '/payment/validate-pay-ahead', {
      token: buyer.token,
      body: { reference },
    });
    expect(paid.body.payment_verified).toBe(true);

    // Lifted: the same cart checks out on instalments.
    const lifted = await act(buyer, 'unfreeze', { reason: 'Shopper paid the arrears at the bank today' });
    expect(lifted.status).toBe(200);
    expect((lifted.body.data as CreditPage).credit.frozen).toBeNull();
    expect((await act(buyer, 'unfreeze', { reason: REASON })).status).toBe(409);
    const placed = await shop.checkout(buyer);
    expect(placed.status).toBe(201);

    const trail = (await admin.auditOf(financeEmail)).map((e) => e.action);
    expect(trail).toEqual(expect.arrayContaining(['credit.freeze', 'credit.unfreeze']));
  });

  it('a frozen shopper may still buy in full', async () => {
    const buyer = await shop.shopper({ verified: true });
    expect((await act(buyer, 'freeze', { reason: REASON })).status).toBe(200);
    const placed = await shop.placeOrder(buyer, FULL_ONLY, 'full');
    expect(placed.orderNumber).toMatch(/^OJA-/);
  });
});

describe('a custom limit', () => {
  it('above the tier’s limit is refused with 422 and the maximum named', async () => {
    const buyer = await shop.shopper({ verified: true });
    const above = await act(buyer, 'limit', { limitKobo: 50_000_001, reason: REASON });
    expect(above.status).toBe(422);
    expect(above.body.message).toBe('A limit cannot be above ₦500,000, the most Tier 1 allows');
    const tier2 = await shop.shopper({ verified: true, tier2: true });
    const aboveTier2 = await act(tier2, 'limit', { limitKobo: 100_000_001, reason: REASON });
    expect(aboveTier2.body.message).toBe('A limit cannot be above ₦1,000,000, the most Tier 2 allows');
    // No reason: the contract's own 400 (the field is required).
    expect((await act(buyer, 'limit', { limitKobo: 10_000_000 })).status).toBe(400);
    const shortReason = await act(buyer, 'limit', { limitKobo: 10_000_000, reason: 'because' });
    expect(shortReason.status).toBe(422);
    expect((await act(buyer, 'limit', { limitKobo: 0, reason: REASON })).status).toBe(422);
  });

  it('lowers the credit the shop shows and checkout obeys it at once; removing it restores the tier’s', async () => {
    const buyer = await shop.shopper({ verified: true });
    const set = await act(buyer, 'limit', { limitKobo: 5_000_000, reason: REASON });
    expect(set.status).toBe(200);
    expect((set.body.data as CreditPage).credit).toMatchObject({
      limitKobo: 5_000_000,
      customLimitKobo: 5_000_000,
      tierLimitKobo: 50_000_000,
    });
    expect((await instalmentCredit(buyer)).limit).toBe(50_000);
    // The microwave is ₦79,000: above ₦50,000 on instalments.
    await shop.addToCart(buyer, MICROWAVE, { plan: 'monthly' });
    const refused = await shop.checkout(buyer);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      'Instalment orders are limited to ₦50,000 on your account: pay in full or remove some items',
    );
    const removed = await act(buyer, 'limit', { limitKobo: null, reason: REASON });
    expect((removed.body.data as CreditPage).credit.customLimitKobo).toBeNull();
    expect((await instalmentCredit(buyer)).limit).toBe(500_000);
    expect((await shop.checkout(buyer)).status).toBe(201);
  });
});

describe('Tier 2 taken back', () => {
  it('lowers the credit left at once, keeps the open order’s schedule, and tells the shopper', async () => {
    const buyer = await shop.shopper({ verified: true, tier2: true });
    const placed = await shop.placeOrder(buyer, TABLET, 'weekly');
    await shop.setUpDirectDebit(buyer, placed.reference);
    expect((await act(buyer, 'limit', { limitKobo: 80_000_000, reason: REASON })).status).toBe(200);
    const [order] = await shop.database.db.select().from(orders).where(eq(orders.publicId, placed.id));
    const scheduleOf = () =>
      shop.database.db
        .select({ n: orderSchedule.number, due: orderSchedule.dueDate, amount: orderSchedule.amountKobo })
        .from(orderSchedule)
        .where(eq(orderSchedule.orderId, order?.id ?? 0))
        .orderBy(asc(orderSchedule.number));
    const scheduleBefore = await scheduleOf();
    const before = await instalmentCredit(buyer);
    expect(before.limit).toBe(800_000);

    const taken = await act(buyer, 'take-back-tier-2', { reason: REASON });
    expect(taken.status).toBe(200);
    const page = taken.body.data as CreditPage;
    expect(page.shopper.tier).toBe(1);
    // A custom limit above Tier 1's cannot apply any more: it is removed with the tier.
    expect(page.credit).toMatchObject({ limitKobo: 50_000_000, customLimitKobo: null });
    expect(page.credit.leftKobo).toBe(Math.max(0, 50_000_000 - page.credit.owedKobo));
    expect(await instalmentCredit(buyer)).toMatchObject({ limit: 500_000, owed: before.owed });
    expect(await scheduleOf()).toEqual(scheduleBefore);
    const [email] = await shop.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.subject, 'Your Oja account is now Tier 1'));
    expect(email?.to).toBe(buyer.email);
    expect(email?.text).not.toContain(REASON);
    expect((await act(buyer, 'take-back-tier-2', { reason: REASON })).status).toBe(409);
  });
});

describe('who may act', () => {
  it('support and operations get 403 on every credit action, and nothing changes', async () => {
    const buyer = await shop.shopper({ verified: true, tier2: true });
    for (const role of ['support', 'operations'] as const) {
      const member = await admin.signIn(await admin.newStaff(role));
      for (const [action, body] of [
        ['freeze', { reason: REASON }],
        ['unfreeze', { reason: REASON }],
        ['limit', { limitKobo: 100, reason: REASON }],
        ['take-back-tier-2', { reason: REASON }],
      ] as const) {
        expect((await act(buyer, action, body, member)).status, `${role} ${action}`).toBe(403);
      }
    }
    expect(await instalmentCredit(buyer)).toMatchObject({ frozen: false, limit: 1_000_000 });
  });

  it('an unknown shopper is 404', async () => {
    const answer = await admin.call('POST', '/admin/shoppers/no-such-shopper/credit/freeze', {
      ...finance,
      body: { reason: REASON },
    });
    expect(answer.status).toBe(404);
  });
});
