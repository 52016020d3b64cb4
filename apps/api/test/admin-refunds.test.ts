import { addDays, collectionDate, lagosCalendarDate } from '@oja/domain';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectInstalments } from '../src/collector/collector.ts';
import {
  auditEvents,
  instalmentCharges,
  mandates,
  orderSchedule,
  orders,
  refunds,
} from '../src/db/schema.ts';
import { runRefunds } from '../src/refunds/refund-job.ts';
import { adminCalls } from './admin-app.ts';
import { type CheckoutApp, createCheckoutApp, FULL_ONLY, PHONE, type Shopper } from './checkout-app.ts';

/**
 * Returns and refunds in the console (issue 29): a return recorded within the policy's windows pauses the
 * order's debits; a refund goes through the settlement core's refunds (sent once by the refund job, shown to
 * the shopper); ₦100,000 or more waits for a second staff member; support cannot refund; two refunds pressed
 * at once never pay back more than the order kept. Real orders through checkout and the sandboxes.
 */
let shop: CheckoutApp;
let admin: ReturnType<typeof adminCalls>;
type Member = { cookie: string; csrf: string };
let operations: Member;
let finance: Member;
let secondFinance: Member;
let support: Member;

beforeAll(async () => {
  shop = await createCheckoutApp({ refundDelayMs: 20 });
  admin = adminCalls(shop);
});
afterAll(async () => shop?.dispose());

/**
 * Signs a fresh team in on the shop's clock as it is now: placing an order moves that clock on (the card
 * sandbox's page, the verification's waits), past a staff session's 8 idle hours.
 */
async function signInTeam() {
  operations = await admin.signIn(await admin.newStaff('operations'));
  finance = await admin.signIn(await admin.newStaff('finance'));
  secondFinance = await admin.signIn(await admin.newStaff('finance'));
  support = await admin.signIn(await admin.newStaff('support'));
}
/** What these tests read of the console's order page. */
interface OrderData {
  refundableKobo: number;
  returns: Array<{ returnId: string; reason: string; note: string; status: string; closedAt: string | null }>;
  staffRefunds: Array<{
    refundId: string;
    kind: string;
    amountKobo: number;
    status: string;
    returnId: string | null;
    canDecide: boolean;
    decidedBy: string | null;
  }>;
  ledger: Array<{ kind: string; reference: string; amountKobo: number; status: string }>;
  ledgerTotals: { refundedKobo: number };
  fulfilment: { status: string };
}

/** The refunds screen's answer. */
interface RefundsData {
  awaiting: OrderData['staffRefunds'];
  refunds: Array<{ orderNumber: string; amountKobo: number; reason: string; status: string }>;
}

async function post(path: string, who: Member, body: Record<string, unknown>) {
  const answer = await admin.call('POST', path, { cookie: who.cookie, csrf: who.csrf, body });
  return { status: answer.status, message: answer.body.message, data: answer.body.data as OrderData };
}

async function refundsScreen(who: Member) {
  const answer = await admin.call('GET', '/admin/refunds', { cookie: who.cookie });
  expect(answer.status).toBe(200);
  return answer.body.data as RefundsData;
}

async function delivered(orderNumber: string) {
  const tomorrow = addDays(lagosCalendarDate(shop.now()), 1);
  for (const body of [
    { action: 'pack' },
    { action: 'ship', carrier: 'GIG Logistics', trackingNumber: 'GIG-1', expectedDelivery: tomorrow },
    { action: 'deliver' },
  ]) {
    const moved = await post(`/admin/orders/${orderNumber}/fulfilment`, operations, body);
    expect(moved.status, moved.message).toBe(200);
  }
}

/** An order paid in full (the fan, ₦43,887.50 with VAT and delivery, or the phone, ₦201,375). */
async function paidInFull(product = FULL_ONLY, who?: Shopper) {
  const buyer = who ?? (await shop.shopper({ verified: true }));
  const placed = await shop.placeOrder(buyer, product, 'full');
  await shop.sandbox.idle();
  return { buyer, ...placed };
}

const refundJob = () =>
  runRefunds({
    db: shop.database.db,
    cardPayments: shop.sandbox,
    email: shop.email,
    now: shop.now,
    log: () => undefined,
  });

async function orderPage(orderNumber: string, who: Member = finance) {
  const page = await admin.call('GET', `/admin/orders/${orderNumber}`, { cookie: who.cookie });
  expect(page.status).toBe(200);
  return page.body.data as OrderData;
}

describe('recording a return', () => {
  it('takes a delivered order within 7 days, audited once; refuses one not delivered or past the windows', async () => {
    const { orderNumber } = await paidInFull();
    await signInTeam();
    const path = `/admin/orders/${orderNumber}/returns`;
    const early = await post(path, operations, { reason: 'damaged', note: 'Screen cracked' });
    expect(early.status, early.message).toBe(409);
    expect(early.message).toBe('Only a delivered order can be returned.');
    await delivered(orderNumber);
    const invalid = await post(path, operations, { reason: 'broken' });
    expect(invalid.status).toBe(422);
    expect(invalid.message).toBe('Choose why the item came back');
    const recorded = await post(path, support, { reason: 'damaged', note: 'Screen cracked' });
    expect(recorded.status).toBe(201);
    expect(recorded.message).toBe('Return recorded: collection paused while it is open');
    expect(recorded.data.returns).toMatchObject([
      { reason: 'damaged', note: 'Screen cracked', status: 'open', closedAt: null },
    ]);
    const audit = await shop.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'order.return'), eq(auditEvents.targetId, orderNumber)));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.after).toMatchObject({ reason: 'damaged', status: 'open' });

    shop.advance(8 * 24 * 60 * 60 * 1000);
    await signInTeam();
    const late = await post(path, operations, { reason: 'changed-mind' });
    expect(late.status).toBe(409);
    expect(late.message).toBe('The 7-day buyer protection has ended: the item cannot be returned now.');
  });
});

describe('refunding part of an order', () => {
  it('pays a returned item back through the refund job, closes the return and shows it to the shopper', async () => {
    const { buyer, id, orderNumber, reference } = await paidInFull();
    await signInTeam();
    await delivered(orderNumber);
    const returned = await post(`/admin/orders/${orderNumber}/returns`, operations, { reason: 'incomplete' });
    const returnId = returned.data.returns[0]?.returnId;
    expect((await orderPage(orderNumber)).refundableKobo).toBe(4_388_750);

    const tooMuch = await post(`/admin/orders/${orderNumber}/refunds`, finance, {
      amountKobo: 4_388_751,
      reason: 'The remote was missing from the box',
      returnId,
    });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.message).toBe('You can refund at most ₦43,887.50 on this order');
    // Support holds no refund permission: the server refuses it whatever the console shows.
    const bySupport = await post(`/admin/orders/${orderNumber}/refunds`, support, {
      amountKobo: 500_000,
      reason: 'The remote was missing from the box',
    });
    expect(bySupport.status).toBe(403);

    const refunded = await post(`/admin/orders/${orderNumber}/refunds`, finance, {
      amountKobo: 500_000,
      reason: 'The remote was missing from the box',
      returnId,
    });
    expect(refunded.status).toBe(201);
    expect(refunded.message).toBe('Refund of ₦5,000 queued: the shopper is paid back the way they paid');
    const data = refunded.data;
    expect(data.refundableKobo).toBe(3_888_750);
    expect(data.returns[0]).toMatchObject({ returnId, status: 'refunded' });
    expect(data.staffRefunds).toMatchObject([
      { kind: 'return', amountKobo: 500_000, status: 'approved', returnId, canDecide: false },
    ]);
    const refundId = data.staffRefunds[0]?.refundId;
    const rf = `RF-${reference}-S${refundId}`;
    expect(data.ledger.filter((e) => e.kind === 'refund')).toMatchObject([
      { reference: rf, amountKobo: 500_000, status: 'queued' },
    ]);

    expect(await refundJob()).toMatchObject({ sent: 1 });
    await shop.sandbox.idle();
    const shown = await shop.call('GET', `/orders/get-single-order/${id}`, { token: buyer.token });
    expect(shown.body.data.refunds).toMatchObject([
      { reference: rf, amount: 5_000, status: 'processed', reason: 'return' },
    ]);
    expect(await shop.counts.emails(buyer.email, /Your refund of ₦5,000/)).toBe(1);
    expect((await orderPage(orderNumber)).ledgerTotals.refundedKobo).toBe(500_000);
  });

  it('never pays back more than the order kept, whoever presses at once', async () => {
    const { orderNumber } = await paidInFull();
    await signInTeam();
    const path = `/admin/orders/${orderNumber}/refunds`;
    const body = { amountKobo: 3_000_000, reason: 'Goodwill: the delivery came three days late' };
    const answers = await Promise.all([post(path, finance, body), post(path, secondFinance, body)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 422]);
    expect(answers.find((a) => a.status === 422)?.message).toBe(
      'You can refund at most ₦13,887.50 on this order',
    );
    const [order] = await shop.database.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
    const rows = await shop.database.db
      .select()
      .from(refunds)
      .where(eq(refunds.orderId, order?.id ?? 0));
    expect(rows.map((r) => r.amountKobo)).toEqual([3_000_000]);
  });
});

describe('a refund of ₦100,000 or more (maker-checker)', () => {
  it('waits for a second staff member: not its maker, decided once, then paid', async () => {
    const { orderNumber } = await paidInFull(PHONE);
    await signInTeam();
    const asked = await post(`/admin/orders/${orderNumber}/refunds`, finance, {
      amountKobo: 15_000_000,
      reason: 'Phone would not charge; the seller agreed to take it back',
    });
    expect(asked.status).toBe(201);
    expect(asked.message).toBe("Refund of ₦150,000 waits for a second staff member's approval");
    const waiting = asked.data.staffRefunds[0];
    expect(waiting).toMatchObject({ status: 'awaiting-approval', canDecide: false });
    // Nothing goes to the provider yet, and what it holds cannot be asked for again.
    expect(asked.data.ledger.some((e) => e.kind === 'refund')).toBe(false);
    expect(asked.data.refundableKobo).toBe(20_137_500 - 15_000_000);

    const decision = `/admin/refunds/${waiting?.refundId}/decision`;
    const own = await post(decision, finance, { decision: 'approve' });
    expect(own.status).toBe(409);
    expect(own.message).toBe('You asked for this refund: another staff member must decide it.');
    expect((await post(decision, operations, { decision: 'approve' })).status).toBe(403);
    expect((await post(decision, support, { decision: 'approve' })).status).toBe(403);

    expect((await refundsScreen(secondFinance)).awaiting).toMatchObject([
      { refundId: waiting?.refundId, orderNumber, amountKobo: 15_000_000, canDecide: true },
    ]);

    const third = await admin.signIn(await admin.newStaff('owner'));
    const answers = await Promise.all([
      post(decision, secondFinance, { decision: 'approve' }),
      post(decision, third, { decision: 'approve' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const approved = answers.find((a) => a.status === 200)?.data;
    expect(approved?.staffRefunds[0]).toMatchObject({ status: 'approved', decidedBy: expect.any(String) });
    expect(approved?.ledger.filter((e) => e.kind === 'refund')).toMatchObject([
      { amountKobo: 15_000_000, status: 'queued' },
    ]);
    const audit = await shop.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.targetId, orderNumber), eq(auditEvents.action, 'refund.approve')));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.before).toEqual({ refundId: waiting?.refundId, status: 'awaiting-approval' });
    const after = await refundsScreen(secondFinance);
    expect(after.awaiting).toEqual([]);
    expect(after.refunds[0]).toMatchObject({
      orderNumber,
      amountKobo: 15_000_000,
      reason: 'goodwill',
    });
  });

  it('answers 404 for a refund that does not exist, and a rejected refund pays nothing', async () => {
    expect(
      (await post('/admin/refunds/999999/decision', secondFinance, { decision: 'approve' })).status,
    ).toBe(404);
    const { orderNumber } = await paidInFull(PHONE);
    const asked = await post(`/admin/orders/${orderNumber}/refunds`, finance, {
      amountKobo: 20_000_000,
      reason: 'Asked for by mistake, to be rejected',
    });
    const decided = await post(
      `/admin/refunds/${asked.data.staffRefunds[0]?.refundId}/decision`,
      secondFinance,
      {
        decision: 'reject',
      },
    );
    expect(decided.status).toBe(200);
    expect(decided.data.staffRefunds[0]?.status).toBe('rejected');
    expect(decided.data.refundableKobo).toBe(20_137_500);
  });
});

describe("an open return pauses the order's direct debits", () => {
  it('charges nothing while it is open, and the debit runs once the return is refunded', async () => {
    const { order } = await shop.instalmentOrder('weekly', '0000000001');
    await signInTeam();
    await delivered(order.orderNumber);
    const returned = await post(`/admin/orders/${order.orderNumber}/returns`, operations, {
      reason: 'wrong-item',
    });
    expect(returned.status).toBe(201);
    const [first] = await shop.database.db
      .select()
      .from(orderSchedule)
      .where(and(eq(orderSchedule.orderId, order.id), eq(orderSchedule.number, 1)))
      .orderBy(asc(orderSchedule.number));
    if (!first) throw new Error('no instalment');
    while (lagosCalendarDate(shop.now()) < collectionDate(first.dueDate)) shop.advance(24 * 60 * 60 * 1000);
    const tick = () =>
      collectInstalments({
        db: shop.database.db,
        directDebit: shop.directDebit,
        email: shop.email,
        now: shop.now,
        log: () => {},
      });
    await tick();
    const charges = () =>
      shop.database.db.select().from(instalmentCharges).where(eq(instalmentCharges.orderId, order.id));
    expect((await charges()).map((c) => c.status)).toEqual(['queued']);
    await signInTeam();

    const refunded = await post(`/admin/orders/${order.orderNumber}/refunds`, finance, {
      amountKobo: 100_000,
      reason: 'Wrong colour sent; shopper keeps it with ₦1,000 back',
      returnId: returned.data.returns[0]?.returnId,
    });
    expect(refunded.status).toBe(201);
    await tick();
    await shop.directDebit.idle();
    expect((await charges()).map((c) => c.status)).toEqual(['succeeded']);
  });
});

describe('cancelling before shipping', () => {
  it('refunds what was paid, gives the stock back and ends the direct debit, once; never once shipped', async () => {
    const { buyer, order } = await shop.instalmentOrder('weekly', '0000000001');
    const stockBefore = await shop.stockOf(PHONE);
    await signInTeam();
    const path = `/admin/orders/${order.orderNumber}/cancel`;
    const short = await post(path, operations, { reason: 'no' });
    expect(short.status).toBe(422);
    expect((await post(path, support, { reason: 'The shopper asked to cancel' })).status).toBe(403);

    const answers = await Promise.all([
      post(path, operations, { reason: 'The shopper asked to cancel' }),
      post(path, operations, { reason: 'The shopper asked to cancel' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const cancelled = answers.find((a) => a.status === 200);
    const paidKobo = order.firstPaymentKobo;
    expect(cancelled?.message).toMatch(/^Order cancelled: ₦[\d,.]+ is on its way back to the shopper$/);
    expect(cancelled?.data.fulfilment.status).toBe('cancelled');
    expect(cancelled?.data.staffRefunds).toMatchObject([
      { kind: 'cancellation', amountKobo: paidKobo, status: 'approved' },
    ]);
    expect(cancelled?.data.refundableKobo).toBe(0);
    expect(await shop.stockOf(PHONE)).toBe(stockBefore + 1);
    const [mandate] = await shop.database.db.select().from(mandates).where(eq(mandates.orderId, order.id));
    expect(mandate?.endsOn).toBe(lagosCalendarDate(shop.now()));
    // The shopper finds it under Cancelled, with its refund.
    const shown = await shop.call('GET', `/orders/get-single-order/${order.publicId}`, {
      token: buyer.token,
    });
    expect(shown.body.data).toMatchObject({ purchaseTab: 'cancelled', fulfilment: { status: 'cancelled' } });
    expect(shown.body.data.refunds).toMatchObject([{ reason: 'cancellation', status: 'pending' }]);
    const refused = answers.find((a) => a.status === 409);
    expect(refused?.message).toBe(
      `Order ${order.orderNumber} is cancelled: only an order not yet shipped can be cancelled.`,
    );

    // Its instalments are never debited.
    const [first] = await shop.database.db
      .select()
      .from(orderSchedule)
      .where(and(eq(orderSchedule.orderId, order.id), eq(orderSchedule.number, 1)));
    while (lagosCalendarDate(shop.now()) < collectionDate(first?.dueDate ?? '2030-01-01'))
      shop.advance(24 * 60 * 60 * 1000);
    await collectInstalments({
      db: shop.database.db,
      directDebit: shop.directDebit,
      email: shop.email,
      now: shop.now,
      log: () => {},
    });
    const charges = await shop.database.db
      .select()
      .from(instalmentCharges)
      .where(eq(instalmentCharges.orderId, order.id));
    expect(charges).toEqual([]);
  });

  it('refuses a shipped order', async () => {
    const { orderNumber } = await paidInFull();
    await signInTeam();
    await delivered(orderNumber);
    const late = await post(`/admin/orders/${orderNumber}/cancel`, operations, {
      reason: 'The shopper asked to cancel',
    });
    expect(late.status).toBe(409);
    expect(late.message).toBe(
      `Order ${orderNumber} is delivered: only an order not yet shipped can be cancelled.`,
    );
  });
});
