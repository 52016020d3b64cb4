import { TIER_REFUSAL_REASON_REQUIRED } from '@oja/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../src/db/schema.ts';
import { adminCalls } from './admin-app.ts';
import { type CheckoutApp, createCheckoutApp, type Shopper, TABLET } from './checkout-app.ts';

/**
 * The console's Tier 2 queue: a shopper's request waits with their verification facts and history; a
 * finance member (or the owner) approves it, and the shopper can then buy up to Tier 2's limit on
 * instalments, or refuses it with a reason the shopper reads in their email. Decided once, audited once.
 */
let shop: CheckoutApp;
let admin: ReturnType<typeof adminCalls>;
let finance: { cookie: string; csrf: string };
let financeEmail: string;
beforeAll(async () => {
  shop = await createCheckoutApp();
  admin = adminCalls(shop);
  const member = await admin.newStaff('finance');
  financeEmail = member.email;
  finance = await admin.signIn(member);
});
afterAll(() => shop.dispose());

interface WireRequest {
  requestId: string;
  status: string;
  refusalReason: string | null;
  shopper: { email: string; isTier2: boolean; bvnLast4: string | null; addressCheck: string | null };
  history: { paidOrders: number; owedKobo: number };
}

async function askForTier2(who: Shopper) {
  const answer = await shop.call('POST', '/auth/send-verification-email', { token: who.token });
  expect(answer.status).toBe(200);
}

async function waitingRequestOf(who: Shopper): Promise<WireRequest> {
  const list = await admin.call('GET', '/admin/tier-requests', { cookie: finance.cookie });
  expect(list.status).toBe(200);
  const mine = (list.body.data as WireRequest[]).filter((each) => each.shopper.email === who.email);
  expect(mine).toHaveLength(1);
  return mine[0] as WireRequest;
}

function decide(requestId: string, body: unknown, as = finance) {
  return admin.call('POST', `/admin/tier-requests/${requestId}/decision`, {
    cookie: as.cookie,
    csrf: as.csrf,
    body,
  });
}

async function mailsTo(email: string, subject: string) {
  return shop.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, email), eq(outbox.subject, subject)));
}

/** A verified Tier 1 shopper's cart of three tablets on a monthly plan: ₦795,000 before VAT and delivery. */
async function tabletsOnInstalments(who: Shopper) {
  await shop.addToCart(who, TABLET, { quantity: 3, plan: 'monthly' });
  return shop.checkout(who);
}

describe('the Tier 2 queue', () => {
  it('keeps one waiting request per shopper, with the facts to decide on and never a whole BVN', async () => {
    const buyer = await shop.shopper({ verified: true });
    await askForTier2(buyer);
    await askForTier2(buyer);
    const request = await waitingRequestOf(buyer);
    expect(request).toMatchObject({
      status: 'waiting',
      refusalReason: null,
      shopper: { email: buyer.email, isTier2: false, addressCheck: 'verified' },
      history: { paidOrders: 0, owedKobo: 0 },
    });
    expect(request.shopper.bvnLast4).toMatch(/^\d{4}$/);
    // The shopper was told once, however often they pressed.
    expect(await mailsTo(buyer.email, 'Your Oja Tier 2 request')).toHaveLength(1);
  });

  it('is closed to a support member (403) and to a shopper (401)', async () => {
    const support = await admin.signIn(await admin.newStaff('support'));
    const buyer = await shop.shopper();
    await askForTier2(buyer);
    const { requestId } = await waitingRequestOf(buyer);
    expect((await admin.call('GET', '/admin/tier-requests', { cookie: support.cookie })).status).toBe(403);
    expect((await decide(requestId, { decision: 'approve' }, support)).status).toBe(403);
    expect((await admin.call('GET', '/admin/tier-requests', { bearer: buyer.token })).status).toBe(401);
    expect((await waitingRequestOf(buyer)).status).toBe('waiting');
  });
});

describe('an approval', () => {
  it('lets the shopper check out ₦800,000 on instalments, emails them, and is audited once', async () => {
    const buyer = await shop.shopper({ verified: true });
    const before = await tabletsOnInstalments(buyer);
    expect(before.status).toBe(403);
    expect(before.body.message).toMatch(/Tier 2/);
    await askForTier2(buyer);
    const { requestId } = await waitingRequestOf(buyer);

    const approved = await decide(requestId, { decision: 'approve' });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({
      message: 'Tier 2 approved',
      data: { status: 'approved', shopper: { isTier2: true } },
    });

    const after = await shop.checkout(buyer);
    expect(after.status).toBe(201);
    const [email] = await mailsTo(buyer.email, 'Your Oja account is now Tier 2');
    expect(email?.text).toContain('₦1,000,000');
    const audit = (await admin.auditOf(financeEmail)).filter((row) => row.action === 'tier2.approve');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      role: 'finance',
      targetType: 'shopper',
      before: { status: 'waiting', isTier2: false },
      after: { status: 'approved', isTier2: true },
    });
  });

  it('is decided once when two staff members answer at the same moment', async () => {
    const owner = await admin.signIn(await admin.newStaff('owner'));
    const buyer = await shop.shopper();
    await askForTier2(buyer);
    const { requestId } = await waitingRequestOf(buyer);
    const answers = await Promise.all([
      decide(requestId, { decision: 'approve' }),
      decide(requestId, { decision: 'refuse', reason: 'Your address check has not finished yet.' }, owner),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.status === 409);
    expect(refused?.body.message).toBe('This request has already been decided.');
    const decisions = await shop.database.db.select().from(outbox).where(eq(outbox.to, buyer.email));
    // The request's acknowledgement, then one decision.
    expect(decisions).toHaveLength(2);
  });
});

describe('a refusal', () => {
  it('needs a reason, which the shopper reads; they stay on Tier 1 and may ask again', async () => {
    const buyer = await shop.shopper({ verified: true });
    await askForTier2(buyer);
    const { requestId } = await waitingRequestOf(buyer);

    const bare = await decide(requestId, { decision: 'refuse' });
    expect(bare.status).toBe(400);
    expect(bare.body.message).toBe(TIER_REFUSAL_REASON_REQUIRED);

    const reason = 'We need three months of on-time instalments on Tier 1 first.';
    const refused = await decide(requestId, { decision: 'refuse', reason });
    expect(refused.status).toBe(200);
    expect(refused.body).toMatchObject({ data: { status: 'refused', refusalReason: reason } });
    const mails = await mailsTo(buyer.email, 'Your Oja Tier 2 request');
    expect(mails.at(-1)?.text).toContain(reason);
    expect((await tabletsOnInstalments(buyer)).status).toBe(403);

    await askForTier2(buyer);
    expect((await waitingRequestOf(buyer)).requestId).not.toBe(requestId);
  });

  it('answers 404 for a request that does not exist', async () => {
    expect((await decide('999999', { decision: 'approve' })).status).toBe(404);
    expect((await decide('not-a-number', { decision: 'approve' })).status).toBe(404);
  });
});
