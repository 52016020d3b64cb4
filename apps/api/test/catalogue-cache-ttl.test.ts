import { join } from 'node:path';
import { kobo } from '@oja/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { products } from '../src/db/schema.ts';
import { writeProductImages } from '../src/db/seed.ts';
import { AnswerCache } from '../src/http-cache.ts';
import { createTestDatabase } from './test-database.ts';

/**
 * The path without catalogue notices (PGlite, one process; or a write that does not go through the API): a
 * change made behind the API's back (a background job's, here a direct UPDATE) shows within the answer
 * cache's documented 10 s, not later. The clock is the cache's own, moved by the test.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let app: ReturnType<typeof createApp>;
let clock = 1_000_000;

beforeAll(async () => {
  database = await createTestDatabase({ catalogue: true });
  const imagesDir = join(database.dataDir, 'media', 'products');
  writeProductImages(imagesDir);
  app = createApp({ db: database.db, imagesDir, answerCache: new AnswerCache({ now: () => clock }) });
});
afterAll(async () => database?.dispose());

async function priceOf(productID: string): Promise<number> {
  const answer = await app.request(`/api/v1/products/get-single-product/${productID}`);
  expect(answer.status).toBe(200);
  return (await answer.json()).data.product.fairAppPrice;
}

it('a change no process was told of shows within the 10 s TTL of the answer cache', async () => {
  const listed = await (await app.request('/api/v1/products/get-products?type=new&page=1&limit=1')).json();
  const { productID, fairAppPrice } = listed.data.products[0];
  expect(await priceOf(productID)).toBe(fairAppPrice);

  await database.db
    .update(products)
    .set({ priceKobo: kobo((fairAppPrice + 500) * 100) })
    .where(eq(products.productId, productID));
  clock += 9_999;
  expect(await priceOf(productID)).toBe(fairAppPrice);
  clock += 1;
  expect(await priceOf(productID)).toBe(fairAppPrice + 500);
});
