import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orderSchedule, orders, productStockChanges, products } from '../src/db/schema.ts';
import { adminCalls } from './admin-app.ts';
import { type CheckoutApp, createCheckoutApp, PHONE } from './checkout-app.ts';

/**
 * The catalogue in the console (issue 30): an operator adds a product and shoppers find it in its listing
 * and search at once; unpublished it is gone from both and from the product page; a price change shows on
 * the product page but never on an order placed before it; stock moves only with a reason; finance and
 * support read but cannot write; the CSV import adds the good rows and reports each refused one. Every write
 * lands in the audit trail. Real app, real database (PGlite, or PostgreSQL with DATABASE_URL).
 */
let shop: CheckoutApp;
let admin: ReturnType<typeof adminCalls>;
type Member = { cookie: string; csrf: string; email: string };
let operations: Member;
let support: Member;

async function member(role: 'operations' | 'support' | 'finance'): Promise<Member> {
  const login = await admin.newStaff(role);
  return { ...(await admin.signIn(login)), email: login.email };
}

beforeAll(async () => {
  shop = await createCheckoutApp();
  admin = adminCalls(shop);
  operations = await member('operations');
  support = await member('support');
});
afterAll(async () => shop?.dispose());

const write = (method: 'POST' | 'PATCH' | 'DELETE', path: string, who: Member, body: unknown) =>
  admin.call(method, path, { cookie: who.cookie, csrf: who.csrf, body });
const read = (path: string, who: Member) => admin.call('GET', path, { cookie: who.cookie });

interface AdminProduct {
  productID: string;
  priceKobo: number;
  stock: number;
  published: boolean;
  plans: string[];
  specifications: Array<{ name: string; value: string }>;
}

async function phonesSubcategoryId(): Promise<number> {
  const { body } = await read('/admin/catalogue/categories', operations);
  const data = body.data as { categories: Array<{ subcategories: Array<{ id: number; slug: string }> }> };
  const phones = data.categories.flatMap((c) => c.subcategories).find((s) => s.slug === 'phones');
  if (!phones) throw new Error('no phones subcategory');
  return phones.id;
}

const newProduct = (categoryId: number, name: string) => ({
  name,
  brand: 'Zorvex',
  seller: 'Zorvex Nigeria Ltd',
  categoryId,
  priceKobo: 15_000_000,
  minimumDownPaymentPercentage: 30,
  stock: 8,
  description: 'A phone for the test',
  specifications: [{ name: 'Storage', value: '64GB' }],
});

const listingIds = async () => {
  const { body } = await shop.call(
    'GET',
    '/products/subcategory?category=electronics&subcategory=phones&limit=100',
  );
  return (body.data.products as Array<{ productID: string }>).map((p) => p.productID);
};
const searchIds = async (q: string) => {
  const { body } = await shop.call('GET', `/products/search?q=${encodeURIComponent(q)}&limit=100`);
  return (body.data.results.products as Array<{ productID: string }>).map((p) => p.productID);
};

describe('adding a product', () => {
  it('shows it in its listing, in search and on its page at once; unpublished it is gone from all three', async () => {
    const added = await write(
      'POST',
      '/admin/catalogue/products',
      operations,
      newProduct(await phonesSubcategoryId(), 'Zorvex Quanta 5G'),
    );
    expect(added.status).toBe(201);
    const product = (added.body.data as { product: AdminProduct }).product;
    expect(product.productID).toMatch(/^OJA-P\d{6}$/);
    expect(product.plans).toEqual(['monthly', 'weekly', 'daily', 'full']);
    expect(await listingIds()).toContain(product.productID);
    expect(await searchIds('zorvex')).toContain(product.productID);
    // By its category's name too (search_categories), and misspelt (the search words were refreshed).
    expect(await searchIds('zorvx phones')).toContain(product.productID);
    const page = await shop.call('GET', `/products/get-single-product/${product.productID}`);
    expect(page.body.data.product.specifications).toEqual([{ name: 'Storage', value: '64GB' }]);

    const hidden = await write('PATCH', `/admin/catalogue/products/${product.productID}`, operations, {
      published: false,
    });
    expect(hidden.status).toBe(200);
    expect(await listingIds()).not.toContain(product.productID);
    expect(await searchIds('zorvex')).not.toContain(product.productID);
    expect((await shop.call('GET', `/products/get-single-product/${product.productID}`)).status).toBe(404);
    // The console still lists it, as unpublished.
    const listed = await read('/admin/catalogue/products?q=zorvex&published=no', operations);
    expect((listed.body.data as { products: AdminProduct[] }).products.map((p) => p.productID)).toEqual([
      product.productID,
    ]);
    const audit = await admin.auditOf(operations.email);
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['product.create', 'product.update']));
    expect(audit.find((a) => a.action === 'product.update')).toMatchObject({
      targetId: product.productID,
      before: { published: true },
      after: { published: false },
    });
  });

  it('refuses a bad product with a message per field, and support cannot add one', async () => {
    const bad = await write('POST', '/admin/catalogue/products', operations, {
      ...newProduct(1, ''),
      priceKobo: 0,
      minimumDownPaymentPercentage: 101,
    });
    expect(bad.status).toBe(422);
    expect((bad.body as unknown as { errors: Array<{ field: string }> }).errors.map((e) => e.field)).toEqual([
      'name',
      'categoryId',
      'priceKobo',
      'minimumDownPaymentPercentage',
    ]);
    const refused = await write('POST', '/admin/catalogue/products', support, newProduct(1, 'Nope'));
    expect(refused.status).toBe(403);
    expect((await read('/admin/catalogue/products', support)).status).toBe(200);
  });
});

describe('a price change', () => {
  it('shows on the product page and leaves an order placed before it as it was; audited', async () => {
    const buyer = await shop.shopper({ verified: true });
    const placed = await shop.placeOrder(buyer, PHONE, 'monthly');
    const [order] = await shop.database.db.select().from(orders).where(eq(orders.publicId, placed.id));
    if (!order) throw new Error('no order');
    const linesBefore = await shop.database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id));
    const scheduleBefore = await shop.database.db
      .select()
      .from(orderSchedule)
      .where(eq(orderSchedule.orderId, order.id));
    const answerBefore = await shop.call('GET', `/orders/get-single-order/${placed.id}`, {
      token: buyer.token,
    });

    const changed = await write('PATCH', `/admin/catalogue/products/${PHONE}`, operations, {
      priceKobo: 21_000_000,
    });
    expect(changed.status).toBe(200);
    const page = await shop.call('GET', `/products/get-single-product/${PHONE}`);
    expect(page.body.data.product.fairAppPrice).toBe(210_000);

    expect(await shop.database.db.select().from(orderItems).where(eq(orderItems.orderId, order.id))).toEqual(
      linesBefore,
    );
    expect(
      await shop.database.db.select().from(orderSchedule).where(eq(orderSchedule.orderId, order.id)),
    ).toEqual(scheduleBefore);
    expect(linesBefore[0]?.unitPriceKobo).toBe(18_500_000);
    expect(
      (await shop.call('GET', `/orders/get-single-order/${placed.id}`, { token: buyer.token })).body,
    ).toEqual(answerBefore.body);
    const audit = await admin.auditOf(operations.email);
    expect(audit.find((a) => a.action === 'product.price' && a.targetId === PHONE)).toMatchObject({
      before: { priceKobo: 18_500_000 },
      after: { priceKobo: 21_000_000 },
    });
  });
});

describe('deleting a product', () => {
  it('takes a product nobody ordered out of the shop and the console for good, audited', async () => {
    const created = await write(
      'POST',
      '/admin/catalogue/products',
      operations,
      newProduct(await phonesSubcategoryId(), 'Zorvex Delete Me'),
    );
    expect(created.status).toBe(201);
    const { productID } = (created.body.data as { product: AdminProduct }).product;
    expect((await shop.call('GET', `/products/get-single-product/${productID}`)).status).toBe(200);

    expect((await write('DELETE', `/admin/catalogue/products/${productID}`, support, undefined)).status).toBe(
      403,
    );
    const deleted = await write('DELETE', `/admin/catalogue/products/${productID}`, operations, undefined);
    expect(deleted).toMatchObject({ status: 200, body: { message: 'Product deleted' } });

    expect((await shop.call('GET', `/products/get-single-product/${productID}`)).status).toBe(404);
    expect((await read(`/admin/catalogue/products/${productID}`, operations)).status).toBe(404);
    expect(await shop.database.db.select().from(products).where(eq(products.productId, productID))).toEqual(
      [],
    );
    const audit = await admin.auditOf(operations.email);
    expect(audit.find((a) => a.action === 'product.delete' && a.targetId === productID)).toMatchObject({
      before: { name: 'Zorvex Delete Me', published: true },
    });
  });

  it('refuses a product an order holds, and keeps it', async () => {
    const buyer = await shop.shopper({ verified: true });
    await shop.placeOrder(buyer, PHONE, 'full');
    const refused = await write('DELETE', `/admin/catalogue/products/${PHONE}`, operations, undefined);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/has been ordered: its orders keep it\. Unpublish it instead\./);
    expect((await read(`/admin/catalogue/products/${PHONE}`, operations)).status).toBe(200);
  });
});

describe('a stock change', () => {
  it('needs a reason, never goes below 0, and is recorded with the reason', async () => {
    const path = `/admin/catalogue/products/${PHONE}/stock`;
    const noReason = await write('POST', path, operations, { delta: 5, reason: '' });
    expect(noReason.status).toBe(422);
    const [before] = await shop.database.db.select().from(products).where(eq(products.productId, PHONE));
    const tooMany = await write('POST', path, operations, {
      delta: -((before?.stock ?? 0) + 1),
      reason: 'Count',
    });
    expect(tooMany.status).toBe(409);
    const moved = await write('POST', path, operations, { delta: 5, reason: 'Delivery from the seller' });
    expect(moved.status).toBe(200);
    const data = moved.body.data as {
      product: AdminProduct;
      stockChanges: Array<{ reason: string; delta: number }>;
    };
    expect(data.product.stock).toBe((before?.stock ?? 0) + 5);
    expect(data.stockChanges[0]).toMatchObject({ delta: 5, reason: 'Delivery from the seller' });
    const rows = await shop.database.db
      .select()
      .from(productStockChanges)
      .where(and(eq(productStockChanges.productId, before?.id ?? 0)));
    expect(rows).toHaveLength(1);
    const audit = await admin.auditOf(operations.email);
    expect(audit.find((a) => a.action === 'product.stock')).toMatchObject({
      after: { delta: 5, reason: 'Delivery from the seller' },
    });
  });
});

describe('the CSV import and export', () => {
  const header =
    'productID,name,brand,seller,category,price,minimumDownPaymentPercentage,stock,published,description,specifications';

  it('imports the good rows and reports each refused row with its reasons', async () => {
    const csv = [
      header,
      ',Kelvora Blender 2L,Kelvora,Kelvora Ltd,kitchen-dining,45000,30,10,yes,A blender,Power: 600W',
      ',Kelvora Kettle,Kelvora,Kelvora Ltd,no-such-shelf,abc,30,10,yes,,',
      ',Kelvora Iron,Kelvora,Kelvora Ltd,kitchen-dining,12000,30,-3,yes,,',
      ',Kelvora Toaster,Kelvora,Kelvora Ltd,kitchen-dining,"18,500",100,4,no,,',
    ].join('\n');
    const answer = await write('POST', '/admin/catalogue/import', operations, { csv });
    expect(answer.status).toBe(200);
    const data = answer.body.data as {
      imported: number;
      productIDs: string[];
      refused: Array<{ line: number; errors: Array<{ field: string }> }>;
    };
    expect(data.imported).toBe(2);
    expect(data.refused.map((r) => [r.line, r.errors.map((e) => e.field)])).toEqual([
      [3, ['category', 'price']],
      [4, ['stock']],
    ]);
    expect(await searchIds('kelvora')).toEqual(expect.arrayContaining([data.productIDs[0]]));
    expect(await searchIds('kelvora')).not.toContain(data.productIDs[1]);

    const exported = await shop.app.request('/api/v1/admin/catalogue/export', {
      headers: { cookie: operations.cookie, 'x-forwarded-for': '192.0.2.250' },
    });
    expect(exported.headers.get('content-type')).toMatch(/^text\/csv/);
    const text = await exported.text();
    expect(text.startsWith(`${header}\r\n`)).toBe(true);
    expect(text).toContain(
      `${data.productIDs[1]},Kelvora Toaster,Kelvora,Kelvora Ltd,kitchen-dining,18500,100,4,no,,`,
    );
  });

  it('refuses a file without the header as a whole', async () => {
    const answer = await write('POST', '/admin/catalogue/import', operations, { csv: 'name,price\nx,1' });
    expect(answer.status).toBe(422);
  });
});
