import { collectionDate, formatKobo, kobo, koboToNaira, lagosCalendarDate, sumKobo } from '@oja/domain';
import { and, asc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { collectInstalments } from '../src/collector/collector.ts';
import {
  instalmentCardPayments,
  instalmentCharges,
  mandates,
  orderSchedule,
  outbox,
  sandboxDirectDebitCharges,
} from '../src/db/schema.ts';
import { sweepPayments } from '../src/orders/sweep.ts';
import type { DirectDebit } from '../src/payments/direct-debit.ts';
import { runRefunds } from '../src/refunds/refund-job.ts';
import { type CheckoutApp, createCheckoutApp, type Shopper, SUCCESS_CARD } from './checkout-app.ts';

/**
 * Paying ahead of the direct debit by card (POST payment/pay-ahead, validate-pay-ahead): real orders, the
 * card and direct-debit sandboxes, the collector run as the server runs it, the books read in the database.
 */
const APPROVE_AT_ONCE = '0000000001';
const DAY_MS = 24 * 60 * 60 * 1000;

let shop: CheckoutApp;
afterEach(async () => shop?.dispose());

function payAhead(who: Shopper, orderId: string, kind: 'next' | 'payoff') {
  return shop.call('POST', `/payment/pay-ahead/${orderId}`, { token: who.token, body: { kind } });
}

function validate(who: Shopper, reference: string) {
  return shop.call('POST', '/payment/validate-pay-ahead', { token: who.token, body: { reference } });
}

async function scheduleOf(orderId: number) {
  return shop.database.db
    .select()
    .from(orderSchedule)
    .where(eq(orderSchedule.orderId, orderId))
    .orderBy(asc(orderSchedule.number));
}

async function instalmentsOf(orderId: number) {
  const rows = (await scheduleOf(orderId)).filter((row) => row.number >= 1);
  if (rows.length < 3) throw new Error('expected at least 3 instalments');
  return rows;
}

/** The debits the direct-debit sandbox took for the order, by reference. */
async function debitsOf(orderNumber: string) {
  const rows = await shop.database.db.select().from(sandboxDirectDebitCharges);
  return rows
    .filter((row) => row.debitKey?.startsWith(`${orderNumber}-I`) && row.status === 'success')
    .map((row) => row.reference)
    .sort();
}

async function emailsTo(email: string) {
  return shop.database.db.select().from(outbox).where(eq(outbox.to, email)).orderBy(asc(outbox.id));
}

/** A collector tick with the shop's clock, as the server runs it (optionally through another provider). */
function collect(directDebit: DirectDebit = shop.directDebit) {
  return collectInstalments({
    db: shop.database.db,
    directDebit,
    email: shop.email,
    now: shop.now,
    log: () => {},
  });
}

/** Moves the shop's clock to the same hour on `day`; the shopper signs in again (sessions last a week). */
async function moveTo(day: string, who: Shopper) {
  const today = lagosCalendarDate(shop.now());
  const days = Math.round((Date.parse(day) - Date.parse(today)) / DAY_MS);
  shop.advance(days * DAY_MS);
  expect(lagosCalendarDate(shop.now())).toBe(day);
  await shop.signInAgain(who);
}

/** The shopper pays a started payment on the card page and comes back: the browser validates it. */
async function payAndComeBack(who: Shopper, reference: string) {
  const page = await shop.payOnPage(reference, SUCCESS_CARD);
  expect(page.status).toBe(303);
  const back = new URL(page.location ?? '');
  expect(back.pathname).toBe('/user-dashboard/purchases');
  expect(back.searchParams.get('reference')).toBe(reference);
  return validate(who, reference);
}

describe('paying the next instalment now', () => {
  it('charges exactly the next instalment once; the debit then skips it and collects the one after on its date', async () => {
    shop = await createCheckoutApp();
    const { buyer, order } = await shop.instalmentOrder('weekly', APPROVE_AT_ONCE);
    const [first, second] = await instalmentsOf(order.id);
    if (!first || !second) throw new Error('no instalments');

    const started = await payAhead(buyer, order.publicId, 'next');
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({
      message: 'Payment started',
      data: { kind: 'next', amount: koboToNaira(first.amountKobo), instalments: [1] },
    });
    const reference = started.body.data.reference as string;
    // Pressed again before paying: the same payment, not a second one.
    const again = await payAhead(buyer, order.publicId, 'next');
    expect(again.status).toBe(200);
    expect(again.body.data.reference).toBe(reference);

    const validated = await payAndComeBack(buyer, reference);
    expect(validated.body).toMatchObject({
      payment_verified: true,
      status: 'success',
      data: { kind: 'next', amount: koboToNaira(first.amountKobo), refund_amount: 0, order_completed: false },
    });
    // The webhook and a second validation change nothing more.
    await shop.sandbox.idle();
    expect((await validate(buyer, reference)).body.payment_verified).toBe(true);
    const after = await instalmentsOf(order.id);
    expect(after.map((row) => row.status)).toEqual(['paid', ...after.slice(1).map(() => 'unpaid')]);
    expect(after[0]?.paidReference).toBe(reference);

    const wire = (
      await shop.call('GET', `/orders/get-single-order/${order.publicId}`, { token: buyer.token })
    ).body.data;
    expect(wire.payments[1]).toMatchObject({ status: 'completed', reference });
    expect(wire.paymentSummary).toMatchObject({
      total_amount_paid: koboToNaira(sumKobo([order.firstPaymentKobo, first.amountKobo])),
      next_due_date: second.dueDate,
      next_due_amount: koboToNaira(second.amountKobo),
    });

    // The first instalment's date passes without a debit; the second is collected on its own.
    await moveTo(collectionDate(first.dueDate), buyer);
    await collect();
    expect(await debitsOf(order.orderNumber)).toEqual([]);
    await moveTo(collectionDate(second.dueDate), buyer);
    await collect();
    expect(await debitsOf(order.orderNumber)).toEqual([`${order.orderNumber}-I2-A1`]);

    const receipt = (await emailsTo(buyer.email)).find((e) => e.text.includes('ahead of the direct debit'));
    expect(receipt?.subject).toBe(
      `Payment received: ${formatNaira(first.amountKobo)} for your Oja order ${order.orderNumber}`,
    );
    expect(receipt?.text).toContain(`for instalment 1 of ${after.length} of order ${order.orderNumber}`);
  });

  it('refuses what cannot be paid ahead, with a message', async () => {
    shop = await createCheckoutApp();
    const { buyer, order } = await shop.instalmentOrder('weekly', APPROVE_AT_ONCE);
    const stranger = await shop.shopper();
    expect((await payAhead(stranger, order.publicId, 'next')).status).toBe(404);
    expect((await payAhead(buyer, 'no-such-order', 'payoff')).body.message).toBe('Order not found');
    const wrongKind = await shop.call('POST', `/payment/pay-ahead/${order.publicId}`, {
      token: buyer.token,
      body: { kind: 'everything' },
    });
    expect(wrongKind.status).toBe(400);
    expect((await validate(stranger, 'OJA-000000-abc')).status).toBe(404);
  });
});

describe('paying off', () => {
  it('one card payment of exactly what is owed completes the order, stops every later debit and ends the mandate', async () => {
    shop = await createCheckoutApp();
    const { buyer, order } = await shop.instalmentOrder('weekly', APPROVE_AT_ONCE);
    const [first, ...rest] = await instalmentsOf(order.id);
    if (!first) throw new Error('no instalments');
    // The first instalment is collected by direct debit as usual.
    await moveTo(collectionDate(first.dueDate), buyer);
    await collect();
    expect(await debitsOf(order.orderNumber)).toEqual([`${order.orderNumber}-I1-A1`]);

    const owed = sumKobo(rest.map((row) => row.amountKobo));
    const started = await payAhead(buyer, order.publicId, 'payoff');
    expect(started.body.data).toMatchObject({
      kind: 'payoff',
      amount: koboToNaira(owed),
      instalments: rest.map((row) => row.number),
    });
    const validated = await payAndComeBack(buyer, started.body.data.reference);
    expect(validated.body.data).toMatchObject({ order_completed: true, refund_amount: 0 });

    const wire = (
      await shop.call('GET', `/orders/get-single-order/${order.publicId}`, { token: buyer.token })
    ).body.data;
    expect(wire.purchaseTab).toBe('completed');
    expect(wire.payments.map((p: { status: string }) => p.status)).toEqual(
      wire.payments.map(() => 'completed'),
    );
    // Paid to the kobo: the down payment, one debit and the payoff make the order's total.
    expect(wire.paymentSummary).toMatchObject({
      total_amount_paid: wire.totalAmount,
      next_due_date: null,
      next_due_amount: null,
    });
    expect(sumKobo([order.firstPaymentKobo, first.amountKobo, owed])).toBe(order.totalKobo);

    // Nothing is owed any more: a second payoff is refused, and no later date debits anything.
    const nothing = await payAhead(buyer, order.publicId, 'payoff');
    expect(nothing).toMatchObject({
      status: 409,
      body: { message: 'This order has no instalments left to pay.' },
    });
    const [mandate] = await shop.database.db.select().from(mandates).where(eq(mandates.orderId, order.id));
    expect(mandate?.endsOn).toBe(lagosCalendarDate(shop.now()));
    for (const row of rest) {
      await moveTo(collectionDate(row.dueDate), buyer);
      await collect();
    }
    expect(await debitsOf(order.orderNumber)).toEqual([`${order.orderNumber}-I1-A1`]);
    await sweepPayments(sweepDeps());
    const [ended] = await shop.database.db.select().from(mandates).where(eq(mandates.orderId, order.id));
    expect(ended?.status).toBe('revoked');
    const mail = (await emailsTo(buyer.email)).find((e) => e.text.includes('ahead of the direct debit'));
    expect(mail?.text).toContain('Your order is fully paid: we will not debit your account for it again.');
  });
});

function sweepDeps() {
  return {
    db: shop.database.db,
    cardPayments: shop.sandbox,
    directDebit: shop.directDebit,
    email: shop.email,
    now: shop.now,
  };
}

describe('a card payment and the direct debit of the same instalment', () => {
  it('while the card payment is pending (30 minutes) the debit waits; afterwards a debit that came first is kept and the card refunded', async () => {
    shop = await createCheckoutApp();
    const { buyer, order } = await shop.instalmentOrder('weekly', APPROVE_AT_ONCE);
    const [first] = await instalmentsOf(order.id);
    if (!first) throw new Error('no instalments');
    await moveTo(collectionDate(first.dueDate), buyer);
    const started = await payAhead(buyer, order.publicId, 'next');
    const reference = started.body.data.reference as string;

    // The shopper is on the card page: the collector leaves the instalment alone.
    await collect();
    expect(await debitsOf(order.orderNumber)).toEqual([]);
    // They walked away; once the hold is over, the debit is taken as scheduled.
    shop.advance(31 * 60_000);
    await collect();
    expect(await debitsOf(order.orderNumber)).toEqual([`${order.orderNumber}-I1-A1`]);

    // Then they pay the old page after all: the instalment is not paid twice; the card is refunded.
    const validated = await payAndComeBack(buyer, reference);
    expect(validated.body.data).toMatchObject({ refund_amount: koboToNaira(first.amountKobo) });
    const [row] = await instalmentsOf(order.id);
    expect(row).toMatchObject({ status: 'paid', paidReference: `${order.orderNumber}-I1-A1` });
    await collect();
    const mail = (await emailsTo(buyer.email)).find((e) => e.text.includes(reference));
    expect(mail?.text).toContain(
      `Your direct debit had already collected ${formatNaira(first.amountKobo)} of it, so we are refunding that to your card`,
    );
  });

  it('a debit in flight refuses a new card payment, and one paid meanwhile makes the debit a refund', async () => {
    shop = await createCheckoutApp();
    const { buyer, order } = await shop.instalmentOrder('weekly', APPROVE_AT_ONCE);
    const [first] = await instalmentsOf(order.id);
    if (!first) throw new Error('no instalments');
    await moveTo(collectionDate(first.dueDate), buyer);
    const started = await payAhead(buyer, order.publicId, 'next');
    shop.advance(31 * 60_000);

    let refused: Awaited<ReturnType<typeof payAhead>> | undefined;
    // The bank takes its time: while the debit is in flight the shopper tries again, then pays the old page.
    const slowBank: DirectDebit = Object.assign(Object.create(shop.directDebit), {
      charge: async (request: Parameters<DirectDebit['charge']>[0]) => {
        refused = await payAhead(buyer, order.publicId, 'next');
        await payAndComeBack(buyer, started.body.data.reference);
        return shop.directDebit.charge(request);
      },
    });
    await collect(slowBank);
    expect(refused).toMatchObject({
      status: 409,
      body: {
        message:
          'Your direct debit for this instalment is being collected right now. Please check again in a few minutes.',
      },
    });
    // Both went through: the card paid the instalment, the debit's money is to be refunded, and said so.
    const [row] = await instalmentsOf(order.id);
    expect(row).toMatchObject({ status: 'paid', paidReference: started.body.data.reference });
    const [charge] = await shop.database.db
      .select()
      .from(instalmentCharges)
      .where(and(eq(instalmentCharges.orderId, order.id), eq(instalmentCharges.number, 1)));
    expect(charge).toMatchObject({ status: 'succeeded', refundKobo: first.amountKobo });
    const [card] = await shop.database.db
      .select()
      .from(instalmentCardPayments)
      .where(eq(instalmentCardPayments.orderId, order.id));
    expect(card).toMatchObject({ status: 'succeeded', refundKobo: 0 });
    await collect();
    // The debit's money goes back through the provider, and the shopper is emailed once, by the refund job.
    await runRefunds({ db: shop.database.db, cardPayments: shop.sandbox, email: shop.email, now: shop.now });
    const subjects = (await emailsTo(buyer.email)).map((e) => e.subject);
    expect(
      subjects.filter(
        (subject) =>
          subject ===
          `Your refund of ${formatNaira(first.amountKobo)} for Oja order ${order.orderNumber} is on its way`,
      ),
    ).toHaveLength(1);
  });
});

/** An amount as the emails write it. */
function formatNaira(amountKobo: number): string {
  return formatKobo(kobo(amountKobo));
}
