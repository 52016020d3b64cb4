import { kobo, lagosCalendarDate, shippingOption } from '@oja/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { listCartLines } from '../src/db/cart-repository.ts';
import { findShopperAddress, placeOrder } from '../src/db/orders-repository.ts';
import { products, users } from '../src/db/schema.ts';
import { priceOrder } from '../src/orders/pricing.ts';
import { type CheckoutApp, createCheckoutApp, FULL_ONLY, MICROWAVE } from './checkout-app.ts';

/**
 * A product the operator unpublishes while it sits in a shopper's cart (issue 30): the cart still lists it,
 * marked no longer available, and checkout refuses it with a clear 409 (nothing reserved, no order) until the
 * shopper removes it; removing it works, and the rest of the cart can then be bought.
 */
let shop: CheckoutApp;
beforeAll(async () => {
  shop = await createCheckoutApp();
});
afterAll(async () => shop?.dispose());

const MESSAGE =
  'Sorry, Nexus 20L Microwave Oven is no longer available: remove it from your cart to check out';

async function setPublished(productID: string, published: boolean) {
  await shop.database.db.update(products).set({ published }).where(eq(products.productId, productID));
}

it('an unpublished product in the cart is shown unavailable, refused at checkout, and can be removed', async () => {
  const buyer = await shop.shopper();
  await shop.addToCart(buyer, FULL_ONLY);
  await shop.addToCart(buyer, MICROWAVE, { plan: 'full' });
  await setPublished(MICROWAVE, false);
  try {
    const cart = await shop.call('GET', '/cart/view-cart', { token: buyer.token });
    expect(cart.status).toBe(200);
    const lines = cart.body.data.cart.items as Array<{ productID: string; available: boolean }>;
    expect(lines.map((l) => [l.productID, l.available])).toEqual([
      [FULL_ONLY, true],
      [MICROWAVE, false],
    ]);
    // The summary counts what can be bought: the listed line taken off sale adds nothing to it.
    const [onSale] = lines as unknown as Array<{ totalPrice: number }>;
    expect(cart.body.data.cart.summary).toEqual({
      total_items: 1,
      total_quantity: 1,
      total_amount: onSale?.totalPrice,
    });

    const stockBefore = await shop.stockOf(MICROWAVE);
    const refused = await shop.checkout(buyer);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(MESSAGE);
    expect(await shop.counts.orders(buyer.userId)).toBe(0);
    expect(await shop.stockOf(MICROWAVE)).toBe(stockBefore);

    // Changing the line is refused with the same words; removing it is not.
    const changed = await shop.call('POST', '/cart/update-cart-item', {
      token: buyer.token,
      body: { productID: MICROWAVE, quantity: 2 },
    });
    expect(changed.status).toBe(409);
    expect(changed.body.message).toBe(MESSAGE);
    const removed = await shop.call('POST', '/cart/remove-from-cart', {
      token: buyer.token,
      body: { productID: MICROWAVE },
    });
    expect(removed.status).toBe(200);
    expect(removed.body.data.cart.items.map((l: { productID: string }) => l.productID)).toEqual([FULL_ONLY]);

    const placed = await shop.checkout(buyer);
    expect(placed.status).toBe(201);
  } finally {
    await setPublished(MICROWAVE, true);
  }
});

it('a product unpublished after the cart was priced is not reserved either: no order, stock untouched', async () => {
  const buyer = await shop.shopper();
  await shop.addToCart(buyer, MICROWAVE, { plan: 'full' });
  const [user] = await shop.database.db.select().from(users).where(eq(users.id, buyer.userId));
  if (!user) throw new Error('no user');
  // Priced while the product is on sale, as checkout does before it takes the stock...
  const cart = await listCartLines(shop.database.db, `user:${user.userId}`);
  const option = shippingOption('standard');
  if (!option) throw new Error('no standard shipping');
  const priced = priceOrder(
    cart,
    { ...user, owedKobo: kobo(0), hasOrderWithoutMandate: false, customLimitKobo: null, frozen: false },
    option,
    buyer.addressId,
    lagosCalendarDate(Date.now()),
  );
  if (!priced.ok) throw new Error(priced.refusal.message);
  // ...then the operator unpublishes it before the stock is taken.
  await setPublished(MICROWAVE, false);
  try {
    const address = await findShopperAddress(shop.database.db, buyer.userId, buyer.addressId);
    if (!address) throw new Error('no address');
    const stockBefore = await shop.stockOf(MICROWAVE);
    const placed = await placeOrder(shop.database.db, {
      userId: buyer.userId,
      price: () => priced,
      shippingOption: option.id,
      address,
      provider: 'sandbox',
      now: new Date(),
      expiresAt: new Date(Date.now() + 30 * 60_000),
      newReference: (orderNumber) => `${orderNumber}-test`,
    });
    expect(placed).toEqual({ kind: 'out-of-stock', message: MESSAGE });
    expect(await shop.counts.orders(buyer.userId)).toBe(0);
    expect(await shop.stockOf(MICROWAVE)).toBe(stockBefore);
  } finally {
    await setPublished(MICROWAVE, true);
  }
});
