import { products as seedProducts } from '@oja/catalogue';
import { buildPaymentOptions, kobo, paymentOptionsToWire } from '@oja/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, carts, products } from '../src/db/schema.ts';
import {
  AWKWARD,
  add,
  FULL_ONLY,
  insertAwkwardProducts,
  newSession,
  PHONE,
  type Shop,
  viewCart,
} from './cart-fixtures.ts';
import { createCatalogueApp } from './catalogue-app.ts';

let shop: Shop;
beforeAll(async () => {
  shop = await createCatalogueApp();
  await insertAwkwardProducts(shop.database.db);
});
afterAll(async () => shop?.dispose());

describe('a guest cart', () => {
  it('is empty, not an error, for a session id that has no cart yet', async () => {
    const session = newSession();
    const { status, body, check } = await shop.call(`/cart/view-cart?cartSessionID=${session}`);
    expect(status).toBe(200);
    expect(check).toEqual({ valid: true, errors: [] });
    expect(body).toEqual({
      success: true,
      message: 'Cart fetched successfully',
      data: {
        // The shop's Lagos day (additive): checkout dates its schedule by it.
        today: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        cart: { items: [], summary: { total_items: 0, total_quantity: 0, total_amount: 0 } },
        owner: { cartSessionID: session },
      },
    });
  });

  it('is created by the first add and answers with the whole cart', async () => {
    const session = newSession();
    const { body, check } = await add(shop, session, PHONE, { quantity: 2, selectedPaymentPlan: 'weekly' });
    expect(check).toEqual({ valid: true, errors: [] });
    expect(body.message).toBe('Item added to cart');
    expect(body.data.owner).toEqual({ cartSessionID: session });
    const seed = seedProducts.find((p) => p.productID === PHONE);
    if (!seed) throw new Error(`${PHONE} is not seeded`);
    const [item] = body.data.cart.items;
    expect(item).toMatchObject({
      productID: PHONE,
      productName: seed.productName,
      slug: seed.slug,
      coverImage: `/media/products/${seed.imageFileName}`,
      quantity: 2,
      price: seed.priceKobo / 100,
      fairAppPrice: seed.priceKobo / 100,
      totalPrice: (seed.priceKobo * 2) / 100,
      selectedPaymentPlan: 'weekly',
      paymentPlan: 'weekly',
      venddorBrandName: seed.vendorBrandName,
      inStock: 'true',
      // The wire carries the percentage as a string (openapi.yaml).
      minimumDownPaymentPercentage: String(seed.minimumDownPaymentPercentage),
      produtCategory: { slug: seed.subcategorySlug, parent_category: { slug: seed.parentCategorySlug } },
    });
    expect(item.paymentOptionsBreakdown).toEqual(
      paymentOptionsToWire(buildPaymentOptions(kobo(seed.priceKobo), seed.minimumDownPaymentPercentage)),
    );
    expect(await viewCart(shop, session)).toEqual(body.data.cart);
  });

  it('adds monthly by default, and full for a product paid in full only', async () => {
    const session = newSession();
    await add(shop, session, PHONE);
    const { body } = await add(shop, session, FULL_ONLY);
    expect(body.data.cart.items.map((i: { paymentPlan: string }) => i.paymentPlan)).toEqual([
      'monthly',
      'full',
    ]);
  });

  it('keeps items in the order they were added and sums them exactly to the kobo', async () => {
    const session = newSession();
    await add(shop, session, AWKWARD[0].productId, { quantity: 3 });
    await add(shop, session, AWKWARD[2].productId, { quantity: 7 });
    const { body } = await add(shop, session, AWKWARD[1].productId, { quantity: 1 });
    const { items, summary } = body.data.cart;
    expect(items.map((i: { productID: string }) => i.productID)).toEqual([
      AWKWARD[0].productId,
      AWKWARD[2].productId,
      AWKWARD[1].productId,
    ]);
    expect(items.map((i: { totalPrice: number }) => i.totalPrice)).toEqual([5999.97, 1.4, 0.1]);
    // 599,997 + 140 + 10 kobo: summing the naira lines in floating point would not give this exactly.
    expect(summary).toEqual({ total_items: 3, total_quantity: 11, total_amount: 6001.47 });
  });

  it('updates a quantity and the totals follow', async () => {
    const session = newSession();
    await add(shop, session, AWKWARD[0].productId);
    const { body, check } = await shop.post('/cart/update-cart-item', {
      cartSessionID: session,
      productID: AWKWARD[0].productId,
      quantity: 99,
    });
    expect(check.valid).toBe(true);
    expect(body.message).toBe('Item quantity updated in cart');
    expect(body.data.cart.items[0]).toMatchObject({ quantity: 99, totalPrice: 197999.01 });
    expect(body.data.cart.summary).toEqual({ total_items: 1, total_quantity: 99, total_amount: 197999.01 });
    // The line's plans are computed on its total: 40% of ₦197,999.01 rounded up to the kobo is ₦79,199.61
    // (99 × the per-unit ₦800.00 would ask ₦79,200).
    const weekly = body.data.cart.items[0]?.linePaymentOptions.find(
      (o: { type: string }) => o.type === 'weekly',
    );
    expect(weekly).toMatchObject({ totalPrice: 197999.01, downPayment: 79199.61 });
    expect(
      body.data.cart.items[0]?.paymentOptionsBreakdown.find((o: { type: string }) => o.type === 'weekly'),
    ).toMatchObject({
      totalPrice: 1999.99,
      downPayment: 800,
    });
  });

  it('changes an item’s payment plan', async () => {
    const session = newSession();
    await add(shop, session, PHONE);
    const { body, check } = await shop.post('/cart/update-payment-plan', {
      cartSessionID: session,
      productID: PHONE,
      selectedPaymentPlan: 'daily',
    });
    expect(check.valid).toBe(true);
    expect(body.message).toBe('Payment plan updated');
    expect(body.data.cart.items[0]).toMatchObject({ selectedPaymentPlan: 'daily', paymentPlan: 'daily' });
    expect((await viewCart(shop, session)).items[0]?.paymentPlan).toBe('daily');
  });

  it('removes one item and clears the rest', async () => {
    const session = newSession();
    await add(shop, session, PHONE);
    await add(shop, session, FULL_ONLY);
    const removed = await shop.post('/cart/remove-from-cart', { cartSessionID: session, productID: PHONE });
    expect(removed.check.valid).toBe(true);
    expect(removed.body.message).toBe('Item removed from cart');
    expect(removed.body.data.cart.items.map((i: { productID: string }) => i.productID)).toEqual([FULL_ONLY]);
    const cleared = await shop.post('/cart/clear-cart', { cartSessionID: session });
    expect(cleared.check.valid).toBe(true);
    expect(cleared.body.message).toBe('Cart cleared');
    expect(cleared.body.data.cart).toEqual({
      items: [],
      summary: { total_items: 0, total_quantity: 0, total_amount: 0 },
    });
    // The cleared cart takes new items again.
    await add(shop, session, PHONE);
    expect((await viewCart(shop, session)).summary.total_items).toBe(1);
  });

  it('treats the session id case-insensitively, as a UUID', async () => {
    const session = newSession();
    await add(shop, session.toUpperCase(), PHONE);
    expect((await viewCart(shop, session)).items).toHaveLength(1);
  });

  it('shows a plan the product no longer offers as the one the domain reconciles it to, and viewing writes nothing', async () => {
    const session = newSession();
    const productId = AWKWARD[1].productId;
    await add(shop, session, productId, { selectedPaymentPlan: 'weekly' });
    const db = shop.database.db;
    await db
      .update(products)
      .set({ minimumDownPaymentPercentage: 100 })
      .where(eq(products.productId, productId));
    const storedPlan = async () => {
      const [row] = await db
        .select({ plan: cartItems.selectedPaymentPlan })
        .from(cartItems)
        .innerJoin(carts, eq(cartItems.cartId, carts.id))
        .where(eq(carts.sessionId, session));
      return row?.plan;
    };
    const [item] = (await viewCart(shop, session)).items;
    expect(item).toMatchObject({ selectedPaymentPlan: 'full', paymentPlan: 'full' });
    expect(await storedPlan()).toBe('weekly');
    expect((await viewCart(shop, session)).items[0]).toMatchObject({ selectedPaymentPlan: 'full' });
    expect(await storedPlan()).toBe('weekly');
  });
});
