import { products as seedProducts } from '@oja/catalogue';
import { kobo } from '@oja/domain';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, seededProducts } from '../src/db/schema.ts';
import { seedCatalogue, seedMissingProducts } from '../src/db/seed.ts';
import { createTestDatabase } from './test-database.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase({ catalogue: true });
});
afterAll(async () => database?.dispose());

const productCount = async () => (await database.db.select({ n: count() }).from(products))[0]?.n;

describe('a shop seeded from an older, smaller catalogue', () => {
  it('gets the products added since at its next start, and keeps its own prices', async () => {
    const db = database.db;
    // A shop seeded before most rows were appended (none past the 11th of a subcategory), with a price of its own.
    const appended = seedProducts.filter((p) => Number(p.productID.slice(-3)) > 11).map((p) => p.productID);
    expect(appended.length).toBeGreaterThan(500);
    // An older shop never seeded them: neither the rows nor the seeder's record of them.
    await db.delete(products).where(inArray(products.productId, appended));
    await db.delete(seededProducts).where(inArray(seededProducts.productId, appended));
    await db
      .update(products)
      .set({ priceKobo: kobo(123_400) })
      .where(eq(products.productId, 'OJA-PHN-001'));
    expect(await productCount()).toBe(seedProducts.length - appended.length);

    expect(await seedCatalogue(db)).toBe(0);
    expect(await seedMissingProducts(db)).toBe(appended.length);
    expect(await productCount()).toBe(seedProducts.length);
    const [phone] = await db.select().from(products).where(eq(products.productId, 'OJA-PHN-001'));
    expect(phone?.priceKobo).toBe(123_400);
    const [added] = await db
      .select()
      .from(products)
      .where(eq(products.productId, appended[0] ?? ''));
    const seed = seedProducts.find((p) => p.productID === appended[0]);
    expect(added).toMatchObject({ name: seed?.productName, priceKobo: seed?.priceKobo, stock: 25 });
  });

  it('adds nothing when the shop already has every product', async () => {
    expect(await seedMissingProducts(database.db)).toBe(0);
    expect(await productCount()).toBe(seedProducts.length);
  });
});

describe('a demo product the operator deleted', () => {
  it('stays deleted at the next start (the top-up adds only products never seeded)', async () => {
    const db = database.db;
    const gone = 'OJA-PHN-002';
    const deleted = await db.delete(products).where(eq(products.productId, gone)).returning();
    expect(deleted).toHaveLength(1);
    expect(await seedCatalogue(db)).toBe(0);
    expect(await seedMissingProducts(db)).toBe(0);
    expect(await db.select().from(products).where(eq(products.productId, gone))).toEqual([]);
  });

  it('and a sandbox whose every demo product was deleted is not seeded again', async () => {
    const db = database.db;
    await db.delete(products);
    expect(await seedCatalogue(db)).toBe(0);
    expect(await seedMissingProducts(db)).toBe(0);
    expect(await productCount()).toBe(0);
  });
});
