import { collectionDate } from '@oja/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderSchedule, orders } from '../src/db/schema.ts';
import { expireUnpaidOrders } from '../src/money/unpaid-order.ts';
import {
  BUDGET_PHONE,
  type CheckoutApp,
  createCheckoutApp,
  FULL_ONLY,
  MICROWAVE,
  PHONE,
  type Shopper,
} from './checkout-app.ts';

const MINUTE = 60 * 1000;

let shop: CheckoutApp;
beforeAll(async () => {
  shop = await createCheckoutApp();
});
afterAll(async () => shop?.dispose());

function allOrders(who: Shopper, query = '') {
  return shop.call('GET', `/orders/get-all-orders${query}`, { token: who.token });
}

describe('the shopper’s purchases (GET orders/get-all-orders)', () => {
  let buyer: Shopper;
  const placed: Record<string, { id: string; orderNumber: string; reference: string }> = {};

  beforeAll(async () => {
    buyer = await shop.shopper({ verified: true });
    placed.full = await shop.placeOrder(buyer, FULL_ONLY, 'full');
    placed.withMandate = await shop.placeOrder(buyer, MICROWAVE, 'monthly');
    await shop.setUpDirectDebit(buyer, placed.withMandate.reference);
    // Left unpaid past its 30 minutes: it expires (the sweep's job), and is a cancelled purchase.
    placed.expired = await shop.placeOrder(buyer, PHONE, 'weekly', { pay: false });
    shop.advance(31 * MINUTE);
    await expireUnpaidOrders(shop.database.db, new Date(Date.parse('2030-01-01T09:00:00Z') + 31 * MINUTE));
    // Paid, its direct debit never set up: pending (and the last instalment order until it has one).
    placed.noMandate = await shop.placeOrder(buyer, BUDGET_PHONE, 'weekly');
    // Still waiting for its first payment: not a purchase yet.
    placed.awaiting = await shop.placeOrder(buyer, FULL_ONLY, 'full', { pay: false });
  });

  it('lists purchases newest first, each under its tab, and counts every tab', async () => {
    const { status, body } = await allOrders(buyer);
    expect(status).toBe(200);
    expect(body.message).toBe('Orders fetched successfully');
    const tabs = Object.fromEntries(
      body.data.orders.map((o: { orderNumber: string; purchaseTab: string }) => [
        o.orderNumber,
        o.purchaseTab,
      ]),
    );
    expect(tabs).toEqual({
      [placed.full?.orderNumber ?? '']: 'completed',
      [placed.noMandate?.orderNumber ?? '']: 'pending',
      [placed.withMandate?.orderNumber ?? '']: 'ongoing',
      [placed.expired?.orderNumber ?? '']: 'cancelled',
    });
    expect(body.data.orders[0].orderNumber).toBe(placed.noMandate?.orderNumber);
    expect(body.data.status_counts).toEqual({ pending: 1, ongoing: 1, completed: 1, cancelled: 1 });
    expect(body.data.pagination).toEqual({ page: 1, per_page: 100, total: 4, total_pages: 1 });
  });

  it('pages with per_page, counting every tab on each page', async () => {
    const first = await allOrders(buyer, '?page=1&per_page=3');
    const second = await allOrders(buyer, '?page=2&per_page=3');
    expect(first.body.data.orders).toHaveLength(3);
    expect(second.body.data.orders).toHaveLength(1);
    expect(second.body.data.pagination).toEqual({ page: 2, per_page: 3, total: 4, total_pages: 2 });
    expect(second.body.data.status_counts).toEqual(first.body.data.status_counts);
    const numbers = [...first.body.data.orders, ...second.body.data.orders].map(
      (o: { orderNumber: string }) => o.orderNumber,
    );
    expect(new Set(numbers).size).toBe(4);
  });

  it('lists the shopper’s direct debits with the order each pays and its next debit on a business day', async () => {
    const { status, body } = await shop.call('GET', '/payment/get-buyer-mandates', { token: buyer.token });
    expect(status).toBe(200);
    // Only the monthly order's mandate was set up; the weekly one never reached the bank.
    expect(body.data).toHaveLength(1);
    const [mandate] = body.data;
    expect(mandate).toMatchObject({
      status: 'active',
      bank_name: 'Oja Test Bank',
      last4: '0001',
      order: { orderNumber: placed.withMandate?.orderNumber },
    });
    const dueDates = (
      await shop.call('GET', `/orders/get-single-order/${placed.withMandate?.id}`, { token: buyer.token })
    ).body.data.payments
      .filter((p: { status: string }) => p.status !== 'completed')
      .map((p: { date: string }) => p.date);
    expect(mandate.next_debit.date).toBe(collectionDate(dueDates[0]));
    expect([0, 6]).not.toContain(new Date(`${mandate.next_debit.date}T12:00:00Z`).getUTCDay());
    const someoneElse = await shop.shopper();
    expect(
      (await shop.call('GET', '/payment/get-buyer-mandates', { token: someoneElse.token })).body.data,
    ).toEqual([]);
  });

  it('shows collected instalments: dots, total paid, the next due payment, and completed once all are paid', async () => {
    const [order] = await shop.database.db
      .select()
      .from(orders)
      .where(eq(orders.orderNumber, placed.withMandate?.orderNumber ?? ''));
    if (!order) throw new Error('no order');
    const rows = await shop.database.db
      .select()
      .from(orderSchedule)
      .where(eq(orderSchedule.orderId, order.id))
      .orderBy(orderSchedule.number);
    const markPaid = (number: number) =>
      shop.database.db
        .update(orderSchedule)
        .set({ status: 'paid', paidAt: new Date(), paidReference: `${order.orderNumber}-I${number}-A1` })
        .where(and(eq(orderSchedule.orderId, order.id), eq(orderSchedule.number, number)));
    await markPaid(1);
    await shop.database.db
      .update(orderSchedule)
      .set({ status: 'failed' })
      .where(and(eq(orderSchedule.orderId, order.id), eq(orderSchedule.number, 2)));

    const single = async () =>
      (await shop.call('GET', `/orders/get-single-order/${order.publicId}`, { token: buyer.token })).body
        .data;
    const seen = await single();
    expect(seen.payments.map((p: { status: string }) => p.status)).toEqual([
      'completed',
      'completed',
      'failed',
      'current',
      ...Array.from({ length: rows.length - 4 }, () => 'pending'),
    ]);
    expect(seen.payments[1].reference).toBe(`${order.orderNumber}-I1-A1`);
    expect(seen.paidInstallments).toBe(1);
    expect(seen.successful_payments_count).toBe(2);
    const paidKobo = (rows[0]?.amountKobo ?? 0) + (rows[1]?.amountKobo ?? 0);
    expect(Math.round(seen.paymentSummary.total_amount_paid * 100)).toBe(paidKobo);
    // The failed one is still owed first.
    expect(seen.paymentSummary.next_due_date).toBe(rows[2]?.dueDate);
    expect(seen.purchaseTab).toBe('ongoing');

    for (const row of rows.slice(2)) await markPaid(row.number);
    const done = await single();
    expect(done.purchaseTab).toBe('completed');
    expect(done.paymentSummary.next_due_date).toBeNull();
    expect(Math.round(done.paymentSummary.total_amount_paid * 100)).toBe(
      rows.reduce((sum, row) => sum + row.amountKobo, 0),
    );
    const counts = (await allOrders(buyer)).body.data.status_counts;
    expect(counts).toEqual({ pending: 1, ongoing: 0, completed: 2, cancelled: 1 });
  });

  it('shows nobody else’s orders, needs a signed-in shopper and refuses a page size over 100', async () => {
    const someoneElse = await shop.shopper();
    const theirs = await allOrders(someoneElse);
    expect(theirs.body.data.orders).toEqual([]);
    expect(theirs.body.data.status_counts).toEqual({ pending: 0, ongoing: 0, completed: 0, cancelled: 0 });
    expect(theirs.body.data.pagination).toEqual({ page: 1, per_page: 100, total: 0, total_pages: 0 });
    const guest = await shop.app.request('/api/v1/orders/get-all-orders');
    expect(guest.status).toBe(401);
    const tooMany = await shop.app.request('/api/v1/orders/get-all-orders?per_page=101', {
      headers: { authorization: `Bearer ${buyer.token}` },
    });
    expect(tooMany.status).toBe(400);
    expect(((await tooMany.json()) as { message: string }).message).toMatch(/per_page/);
  });
});
