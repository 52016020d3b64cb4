import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../src/db/schema.ts';
import {
  BUDGET_PHONE,
  type CheckoutApp,
  createCheckoutApp,
  FULL_ONLY,
  MACBOOK,
  MICROWAVE,
  PHONE,
  TABLET,
} from './checkout-app.ts';

let shop: CheckoutApp;
beforeAll(async () => {
  shop = await createCheckoutApp();
});
afterAll(async () => shop?.dispose());

const MINUTE = 60_000;

describe('POST /orders/create-paystack-order: the server prices the cart it holds', () => {
  it('a full payment: items + 7.5% VAT + shipping, all by card now, amount in kobo', async () => {
    const buyer = await shop.shopper();
    await shop.addToCart(buyer, FULL_ONLY, { quantity: 2 });
    const stockBefore = await shop.stockOf(FULL_ONLY);
    const { status, body } = await shop.checkout(buyer);
    expect(status).toBe(201);
    expect(body.message).toBe('Order placed');
    const { order, paystack_config, mandate_data } = body.data;
    expect(order).toMatchObject({
      status: 'awaiting_payment',
      paymentType: 'card',
      buyingPlan: 'full',
      installmentCount: 0,
      subtotal: 77_000,
      vat: 5_775,
      shipping: 2_500,
      totalAmount: 85_275,
      firstPayment: 85_275,
      shippingOption: 'standard',
      deliveryFullAddress: '5 Bode Thomas Street, Surulere, Lagos state',
      mandateStatus: null,
      paymentSummary: { total_amount_paid: 0, next_due_date: '2030-01-01', next_due_amount: 85_275 },
      expiresAt: '2030-01-01T09:30:00.000Z',
    });
    expect(order.orderNumber).toMatch(/^OJA-[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(order.items).toEqual([
      expect.objectContaining({ productID: FULL_ONLY, quantity: 2, price: 38_500, deliveryType: 'standard' }),
    ]);
    expect(paystack_config).toEqual({
      reference: expect.stringMatching(new RegExp(`^${order.orderNumber}-[0-9a-f]{12}$`)),
      email: buyer.email,
      key: 'pk_test_oja_sandbox',
      amount: 8_527_500,
      currency: 'NGN',
      authorization_url: `http://shop.test/sandbox/card/${paystack_config.reference}`,
    });
    expect(mandate_data).toBeUndefined();
    expect(await shop.stockOf(FULL_ONLY)).toBe(stockBefore - 2);
    // The cart is emptied only when the order is paid.
    const cart = await shop.call('GET', '/cart/view-cart', { token: buyer.token });
    expect(cart.body.data.cart.items).toHaveLength(1);
  });

  it('a weekly plan: the down payment now, then 24 weekly instalments of the rest (VAT and shipping included)', async () => {
    const buyer = await shop.shopper({ verified: true });
    await shop.addToCart(buyer, PHONE, { plan: 'weekly' });
    const { status, body } = await shop.checkout(buyer, { shippingOption: 'express' });
    expect(status).toBe(201);
    const { order, paystack_config, mandate_data } = body.data;
    expect(order).toMatchObject({
      paymentType: 'direct debit',
      buyingPlan: 'weekly',
      installmentCount: 24,
      subtotal: 185_000,
      vat: 13_875,
      shipping: 5_000,
      totalAmount: 203_875,
      firstPayment: 64_750,
    });
    expect(paystack_config.amount).toBe(6_475_000);
    expect(mandate_data).toEqual({ consolidated_total_amount: 203_875, first_installment_payment: 64_750 });
    expect(order.payments).toHaveLength(25);
    expect(order.payments[0]).toEqual({
      number: 0,
      label: 'Down payment',
      date: '2030-01-01',
      amount: 64_750,
      reference: paystack_config.reference,
      status: 'current',
    });
    expect(order.payments[1]).toMatchObject({
      label: 'Instalment 1 of 24',
      date: '2030-01-08',
      status: 'pending',
    });
    expect(order.payments[24]).toMatchObject({ label: 'Instalment 24 of 24', date: '2030-06-18' });
    const sum = order.payments.reduce(
      (total: number, p: { amount: number }) => total + Math.round(p.amount * 100),
      0,
    );
    expect(sum).toBe(20_387_500);
  });

  it('pressing Pay twice, one after the other or at once, makes one order with one reference', async () => {
    const buyer = await shop.shopper();
    await shop.addToCart(buyer, FULL_ONLY);
    const first = await shop.checkout(buyer);
    const again = await shop.checkout(buyer);
    const together = await Promise.all([shop.checkout(buyer), shop.checkout(buyer), shop.checkout(buyer)]);
    expect(first.status).toBe(201);
    for (const answer of [again, ...together]) {
      expect(answer.status).toBe(200);
      expect(answer.body.message).toBe('Order already placed');
      expect(answer.body.data.order.orderNumber).toBe(first.body.data.order.orderNumber);
      expect(answer.body.data.paystack_config.reference).toBe(first.body.data.paystack_config.reference);
    }
    expect(await shop.counts.orders(buyer.userId)).toBe(1);
  });

  it('two first presses at once also make one order', async () => {
    const buyer = await shop.shopper();
    await shop.addToCart(buyer, BUDGET_PHONE, { plan: 'full' });
    const answers = await Promise.all(Array.from({ length: 5 }, () => shop.checkout(buyer)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.body.data.paystack_config.reference)).size).toBe(1);
    expect(await shop.counts.orders(buyer.userId)).toBe(1);
  });

  it('a changed cart is a new order; the unpaid one is cancelled and gives its stock back', async () => {
    const buyer = await shop.shopper();
    await shop.addToCart(buyer, FULL_ONLY);
    const stock = await shop.stockOf(FULL_ONLY);
    const before = await shop.checkout(buyer);
    expect(await shop.stockOf(FULL_ONLY)).toBe(stock - 1);
    await shop.call('POST', '/cart/update-cart-item', {
      token: buyer.token,
      body: { productID: FULL_ONLY, quantity: 3 },
    });
    const after = await shop.checkout(buyer);
    expect(after.status).toBe(201);
    expect(after.body.data.order.orderNumber).not.toBe(before.body.data.order.orderNumber);
    expect(await shop.stockOf(FULL_ONLY)).toBe(stock - 3);
    const old = await shop.call('GET', `/orders/get-single-order/${before.body.data.order.id}`, {
      token: buyer.token,
    });
    expect(old.body.data.status).toBe('cancelled');
    // Another shipping option is another checkout too.
    const express = await shop.checkout(buyer, { shippingOption: 'express' });
    expect(express.status).toBe(201);
    expect(await shop.stockOf(FULL_ONLY)).toBe(stock - 3);
  });
});

describe('the rules, refused by the server whatever the browser sends; nothing is written', () => {
  async function refused(
    answer: Promise<{ status: number; body: { message: string } }>,
    status: number,
    message: string,
  ) {
    const { status: got, body } = await answer;
    expect({ status: got, message: body.message }).toEqual({ status, message });
  }

  it('an empty cart', async () => {
    const buyer = await shop.shopper();
    await refused(shop.checkout(buyer), 400, 'Your cart is empty');
    expect(await shop.counts.orders(buyer.userId)).toBe(0);
  });

  it('instalments without address and debt verification (full payment needs neither)', async () => {
    const buyer = await shop.shopper();
    await shop.addToCart(buyer, PHONE, { plan: 'monthly' });
    const stock = await shop.stockOf(PHONE);
    await refused(
      shop.checkout(buyer),
      403,
      'Verify your residential address and your debt profile to buy on instalments',
    );
    // Address verified, debt not yet: still refused.
    await shop.call('PATCH', '/user/add-resindential-address', {
      token: buyer.token,
      body: {
        residentialAddress: '3 Allen Avenue',
        residentialCity: 'Ikeja',
        residentialState: 'Lagos',
        firstName: 'Bayo',
        lastName: 'Adeyemi',
      },
    });
    await refused(
      shop.checkout(buyer),
      403,
      'Verify your residential address and your debt profile to buy on instalments',
    );
    expect(await shop.stockOf(PHONE)).toBe(stock);
    await shop.call('POST', '/cart/update-payment-plan', {
      token: buyer.token,
      body: { productID: PHONE, selectedPaymentPlan: 'full' },
    });
    expect((await shop.checkout(buyer)).status).toBe(201);
  });

  it('above ₦500,000 for a Tier 1 shopper, in full or not', async () => {
    const buyer = await shop.shopper({ verified: true });
    await shop.addToCart(buyer, MACBOOK, { plan: 'full' });
    await refused(shop.checkout(buyer), 403, 'Upgrade to Tier 2 to check out a cart above ₦500,000');
    expect(await shop.counts.orders(buyer.userId)).toBe(0);
  });

  it('above ₦1,000,000 on instalments for a Tier 2 shopper (in full it may)', async () => {
    const buyer = await shop.shopper({ verified: true, tier2: true });
    await shop.addToCart(buyer, MACBOOK, { plan: 'monthly' });
    await refused(
      shop.checkout(buyer),
      403,
      'Instalment orders are limited to ₦1,000,000 on Tier 2: pay in full or remove some items',
    );
    await shop.call('POST', '/cart/update-payment-plan', {
      token: buyer.token,
      body: { productID: MACBOOK, selectedPaymentPlan: 'full' },
    });
    expect((await shop.checkout(buyer)).status).toBe(201);
  });

  it('instalment plans mixed', async () => {
    const buyer = await shop.shopper({ verified: true });
    await shop.addToCart(buyer, PHONE, { plan: 'weekly' });
    await shop.addToCart(buyer, TABLET, { plan: 'monthly' });
    await refused(shop.checkout(buyer), 400, 'All items should have the same payment plan');
  });

  it('a down payment above 60%', async () => {
    const buyer = await shop.shopper({ verified: true });
    await shop.database.db
      .update(products)
      .set({ minimumDownPaymentPercentage: 70 })
      .where(eq(products.productId, 'OJA-PHN-002'));
    await shop.addToCart(buyer, 'OJA-PHN-002', { plan: 'daily' });
    await refused(
      shop.checkout(buyer),
      400,
      'The down payment on Infinix Hot 40i 128GB would be above the 60% our terms allow: choose full payment for it',
    );
  });

  it("an address that is not the shopper's, and an amount the browser tries to set", async () => {
    const buyer = await shop.shopper();
    const stranger = await shop.shopper();
    await shop.addToCart(buyer, FULL_ONLY);
    await refused(shop.checkout(buyer, { deliveryAddressId: stranger.addressId }), 404, 'Address not found');
    const withAmount = await shop.checkout(buyer, { amount: 1 });
    expect(withAmount.status).toBe(400);
    const unknownShipping = await shop.checkout(buyer, { shippingOption: 'drone' });
    expect(unknownShipping.status).toBe(400);
    expect(await shop.counts.orders(buyer.userId)).toBe(0);
  });

  it('needs a session', async () => {
    const answer = await shop.call('POST', '/orders/create-paystack-order', {
      body: { deliveryAddressId: 'x', shippingOption: 'standard' },
    });
    expect(answer).toMatchObject({ status: 401, body: { message: 'No auth token found' } });
  });
});

describe('stock: taken when the order is placed, given back when an unpaid order expires', () => {
  it('50 shoppers racing for the last unit: one order, 49 clear 409s', async () => {
    const racers = await Promise.all(Array.from({ length: 50 }, () => shop.shopper()));
    for (const racer of racers) await shop.addToCart(racer, TABLET, { plan: 'full' });
    await shop.setStock(TABLET, 1);
    const answers = await Promise.all(racers.map((racer) => shop.checkout(racer)));
    const statuses = answers.map((a) => a.status);
    const won = statuses.filter((s) => s === 201).length;
    const lost = answers.filter((a) => a.status === 409);
    console.log(`stock race: ${won} order, ${lost.length} × 409, stock left ${await shop.stockOf(TABLET)}`);
    expect(won).toBe(1);
    expect(lost).toHaveLength(49);
    for (const answer of lost)
      expect(answer.body.message).toBe('Sorry, Samsung Galaxy Tab A9 64GB Wi-Fi is out of stock');
    expect(await shop.stockOf(TABLET)).toBe(0);
    const [product] = await shop.database.db.select().from(products).where(eq(products.productId, TABLET));
    expect(product?.inStock).toBe(false);
  });

  it('asking for more than is left says how many are', async () => {
    const buyer = await shop.shopper();
    await shop.addToCart(buyer, BUDGET_PHONE, { plan: 'full', quantity: 3 });
    await shop.setStock(BUDGET_PHONE, 2);
    const answer = await shop.checkout(buyer);
    expect(answer).toMatchObject({
      status: 409,
      body: { message: 'Sorry, only 2 of itel A70 64GB are left' },
    });
    expect(await shop.stockOf(BUDGET_PHONE)).toBe(2);
  });

  it('an unpaid order expires after 30 minutes and its unit goes to the next shopper', async () => {
    const early = await shop.shopper();
    const late = await shop.shopper();
    await shop.addToCart(early, MICROWAVE, { plan: 'full' });
    await shop.addToCart(late, MICROWAVE, { plan: 'full' });
    await shop.setStock(MICROWAVE, 1);
    const held = await shop.checkout(early);
    expect(held.status).toBe(201);
    shop.advance(29 * MINUTE);
    expect((await shop.checkout(late)).status).toBe(409);
    shop.advance(1 * MINUTE);
    expect((await shop.checkout(late)).status).toBe(201);
    const expired = await shop.call('GET', `/orders/get-single-order/${held.body.data.order.id}`, {
      token: early.token,
    });
    expect(expired.body.data).toMatchObject({ status: 'expired', paymentSummary: { next_due_date: null } });
    // The same checkout after its order expired starts a new one (when stock allows).
    expect((await shop.checkout(early)).status).toBe(409);
  });
});

describe('GET /orders/get-single-order/{id}', () => {
  it("the shopper's own order, by id or order number, with the spec's fields; nobody else's", async () => {
    const buyer = await shop.shopper();
    await shop.addToCart(buyer, FULL_ONLY);
    const placed = (await shop.checkout(buyer)).body.data.order;
    for (const key of [placed.id, placed.orderNumber, placed.orderNumber.toLowerCase()]) {
      const { status, body } = await shop.call('GET', `/orders/get-single-order/${encodeURIComponent(key)}`, {
        token: buyer.token,
      });
      expect(status).toBe(200);
      expect(body.data).toEqual(placed);
    }
    expect(placed.items[0]).toMatchObject({
      productName: 'Binatone 16-inch Standing Fan',
      aboutProduct: expect.stringContaining('Binatone 16-inch Standing Fan: 16 inches across.'),
      deliveryType: 'standard',
      hasReviewed: false,
      soldBy: 'Binatone Store',
    });
    expect(placed.paymentSummary.total_amount_paid).toBe(0);
    expect(placed.payments).toHaveLength(1);

    const stranger = await shop.shopper();
    const theirs = await shop.call('GET', `/orders/get-single-order/${placed.id}`, { token: stranger.token });
    expect(theirs).toMatchObject({ status: 404, body: { message: 'Order not found' } });
    const unknown = await shop.call('GET', '/orders/get-single-order/OJA-00000000', { token: buyer.token });
    expect(unknown.status).toBe(404);
    expect((await shop.call('GET', `/orders/get-single-order/${placed.id}`)).status).toBe(401);
  });
});
