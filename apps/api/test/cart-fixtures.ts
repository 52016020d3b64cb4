import { randomUUID } from 'node:crypto';
import { kobo } from '@oja/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../src/db/connect.ts';
import { categories, products } from '../src/db/schema.ts';
import type { createCatalogueApp } from './catalogue-app.ts';

export type Shop = Awaited<ReturnType<typeof createCatalogueApp>>;

/** A fresh guest session id, as the web app makes one. */
export const newSession = () => randomUUID();

/** Seeded products the cart tests lean on. */
export const PHONE = 'OJA-PHN-001';
/** Full payment only (minimumDownPaymentPercentage '100'). */
export const FULL_ONLY = 'OJA-HAP-005';
/** Not in stock. */
export const SOLD_OUT = 'OJA-PHN-006';

/** Products with prices whose naira sums go wrong in floating point: ₦1,999.99, ₦0.10, ₦0.20. */
export const AWKWARD = [
  { productId: 'TEST-AWK-1', priceKobo: 199_999 },
  { productId: 'TEST-AWK-2', priceKobo: 10 },
  { productId: 'TEST-AWK-3', priceKobo: 20 },
] as const;

export async function insertAwkwardProducts(db: Database): Promise<void> {
  const [phones] = await db.select().from(categories).where(eq(categories.slug, 'phones'));
  if (!phones) throw new Error('the seed has no phones category');
  await db.insert(products).values(
    AWKWARD.map(({ productId, priceKobo }) => ({
      productId,
      name: `Awkward ${productId}`,
      slug: productId.toLowerCase(),
      brand: 'Test',
      vendorBrandName: 'Test Vendor',
      priceKobo: kobo(priceKobo),
      minimumDownPaymentPercentage: 40,
      inStock: true,
      categoryId: phones.id,
      imageFileName: 'awkward.svg',
      createdAt: new Date('2020-01-01T00:00:00Z'),
    })),
  );
}

/** The cart of a session, as GET /cart/view-cart answers it. */
export async function viewCart(shop: Shop, session: string) {
  const { status, body, check } = await shop.call(`/cart/view-cart?cartSessionID=${session}`);
  if (status !== 200 || !check.valid)
    throw new Error(`view-cart answered ${status}: ${JSON.stringify(body)}`);
  return body.data.cart as {
    items: Array<Record<string, unknown> & { productID: string; quantity: number }>;
    summary: { total_items: number; total_quantity: number; total_amount: number };
  };
}

/** Adds a product and expects success. */
export async function add(shop: Shop, session: string, productID: string, extra: object = {}) {
  const answer = await shop.post('/cart/add-to-cart', {
    cartSessionID: session,
    productID,
    quantity: 1,
    ...extra,
  });
  if (answer.status !== 200)
    throw new Error(`add ${productID} answered ${answer.status}: ${answer.body.message}`);
  return answer;
}
