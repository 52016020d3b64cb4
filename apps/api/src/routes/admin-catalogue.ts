import {
  type CatalogueProductInput,
  isSubcategoryName,
  kobo,
  koboToNaira,
  readCatalogueCsv,
  SUBCATEGORY_NAME_INVALID,
  toCsv,
  validateCatalogueProduct,
  validateStockChange,
} from '@oja/domain';
import {
  allAdminProducts,
  categorySlugTaken,
  changeStock,
  deleteCatalogueProduct,
  findAdminProduct,
  findParentCategory,
  insertCatalogueProducts,
  insertSubcategory,
  listAdminProducts,
  listSubcategories,
  productCountsByCategory,
  type Subcategory,
  searchCategoriesOf,
  slugify,
  stockChangesOf,
  updateCatalogueProduct,
} from '../db/admin-catalogue-repository.ts';
import type { ProductRow } from '../db/catalogue-repository.ts';
import { listCategoryTree } from '../db/catalogue-repository.ts';
import type { Database } from '../db/connect.ts';
import { refuse } from '../http/refuse.ts';
import { defaulted, route, routes } from '../http/route.ts';
import { auditWrite } from '../staff/audit.ts';
import { requireStaff } from '../staff/staff-sessions.ts';
import { toCsvRow, toWireAdminProduct, toWireStockChange } from '../wire/admin-product.ts';
import { originOf } from './admin-orders.ts';

export const PRODUCT_NOT_FOUND = 'Product not found';

/** The product page of the console: the product and its latest stock changes. */
export async function adminProductAnswer(db: Database, row: ProductRow) {
  return {
    product: toWireAdminProduct(row),
    stockChanges: (await stockChangesOf(db, row.product.id)).map(toWireStockChange),
  };
}

/** The field names of the wire for the domain's ('price' is priceKobo on the wire). */
function fieldErrors(errors: Record<string, string | undefined>) {
  return Object.entries(errors).flatMap(([field, message]) =>
    message ? [{ field: field === 'price' ? 'priceKobo' : field, message }] : [],
  );
}

/** What the audit trail keeps of a product: the figures an operator changes. */
function auditedFields(p: CatalogueProductInput | ProductRow['product'], seller: string) {
  return {
    name: p.name,
    brand: p.brand,
    seller,
    categoryId: p.categoryId,
    priceKobo: p.priceKobo,
    minimumDownPaymentPercentage: p.minimumDownPaymentPercentage,
    published: p.published,
    description: p.description,
    specifications: p.specifications,
  };
}

/** Only what changed, before and after (an edit's audit entry stays readable). */
function changedFields(before: Record<string, unknown>, after: Record<string, unknown>) {
  const keys = Object.keys(after).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
  return {
    before: Object.fromEntries(keys.map((k) => [k, before[k]])),
    after: Object.fromEntries(keys.map((k) => [k, after[k]])),
  };
}

/** The category tree with product counts, as the console's Categories screen and product form read it. */
async function categoriesAnswer(db: Database) {
  const [tree, counts] = await Promise.all([listCategoryTree(db), productCountsByCategory(db)]);
  return {
    categories: tree.map((parent) => {
      const subcategories = parent.subcategories.map((s) => ({ ...s, productCount: counts.get(s.id) ?? 0 }));
      return {
        id: parent.id,
        name: parent.name,
        slug: parent.slug,
        productCount: subcategories.reduce((sum, s) => sum + s.productCount, 0),
        subcategories,
      };
    }),
  };
}

const yesNo = (value: 'yes' | 'no' | undefined) => (value === undefined ? undefined : value === 'yes');

/**
 * The console's catalogue (issue 30): products (published or not) with their seller, category, price,
 * minimum down payment, plans, stock and specifications; publish and unpublish; stock changes with a
 * reason; subcategories; CSV export and import. Every write is audited in its own transaction. A price
 * change never reaches a placed order: an order keeps its own lines and instalments.
 */
export const adminCatalogueRoutes = routes(
  route('GET /admin/catalogue/products', requireStaff('catalogue:read'), async (c, request) => {
    const query = defaulted(request.query, 'page', 'pageSize');
    const { rows, total } = await listAdminProducts(c.get('db'), {
      q: query.q?.trim() || undefined,
      category: query.category,
      published: yesNo(query.published),
      inStock: yesNo(query.inStock),
      page: query.page,
      pageSize: query.pageSize,
    });
    return c.json({
      success: true,
      message: 'Products',
      data: { products: rows.map(toWireAdminProduct), total, page: query.page, pageSize: query.pageSize },
    });
  }),
  route('GET /admin/catalogue/products/{productId}', requireStaff('catalogue:read'), async (c, request) => {
    const db = c.get('db');
    const row = await findAdminProduct(db, request.params.productId);
    if (!row) return refuse(c, 404, PRODUCT_NOT_FOUND);
    return c.json({ success: true, message: 'Product', data: await adminProductAnswer(db, row) });
  }),
  route('POST /admin/catalogue/products', requireStaff('catalogue:write'), async (c, request) => {
    const db = c.get('db');
    const subcategories = await listSubcategories(db);
    const body = request.body;
    const check = validateCatalogueProduct(
      { ...body, price: koboToNaira(kobo(body.priceKobo)) },
      new Set(subcategories.map((s) => s.id)),
    );
    if (!check.ok) {
      const errors = fieldErrors(check.errors);
      return refuse(c, 422, errors[0]?.message ?? 'Check the product', { errors });
    }
    const product = check.value;
    const subcategory = subcategories.find((s) => s.id === product.categoryId) as Subcategory;
    const staff = c.get('staff');
    const now = c.get('now')();
    const productId = await db.transaction(async (tx) => {
      const [id = ''] = await insertCatalogueProducts(tx, [{ product, subcategory }], new Date(now));
      await auditWrite(tx, staff, originOf(c, now), {
        action: 'product.create',
        target: { type: 'product', id },
        after: { ...auditedFields(product, product.seller), stock: product.stock },
      });
      return id;
    });
    const row = await findAdminProduct(db, productId);
    if (!row) return refuse(c, 404, PRODUCT_NOT_FOUND);
    return c.json({ success: true, message: 'Product added', data: await adminProductAnswer(db, row) }, 201);
  }),
  route(
    'PATCH /admin/catalogue/products/{productId}',
    requireStaff('catalogue:write'),
    async (c, request) => {
      const db = c.get('db');
      const found = await findAdminProduct(db, request.params.productId);
      if (!found) return refuse(c, 404, PRODUCT_NOT_FOUND);
      const subcategories = await listSubcategories(db);
      const staff = c.get('staff');
      const now = c.get('now')();
      const outcome = await db.transaction(async (tx) => {
        // Read again under the row's lock: two operators' edits apply one after the other, each audited
        // against what it replaced.
        const locked = await findAdminProduct(tx, found.product.productId, { forUpdate: true });
        if (!locked) return { refused: 404 as const, errors: {} };
        const p = locked.product;
        const body = request.body;
        const check = validateCatalogueProduct(
          {
            name: body.name ?? p.name,
            brand: body.brand ?? p.brand,
            seller: body.seller ?? p.vendorBrandName,
            categoryId: body.categoryId ?? p.categoryId,
            price: koboToNaira(kobo(body.priceKobo ?? p.priceKobo)),
            minimumDownPaymentPercentage: body.minimumDownPaymentPercentage ?? p.minimumDownPaymentPercentage,
            stock: p.stock,
            description: body.description ?? p.description,
            specifications: body.specifications ?? p.specifications ?? undefined,
            published: body.published ?? p.published,
          },
          new Set(subcategories.map((s) => s.id)),
        );
        if (!check.ok) return { refused: 422 as const, errors: check.errors };
        const next = check.value;
        const subcategory = subcategories.find((s) => s.id === next.categoryId) as Subcategory;
        // A seed product keeps its catalogue table until an operator writes one.
        const specifications =
          body.specifications === undefined && p.specifications === null ? null : next.specifications;
        const { before, after } = changedFields(auditedFields(p, p.vendorBrandName), {
          ...auditedFields(next, next.seller),
          specifications,
        });
        if (Object.keys(after).length === 0) return { refused: null, errors: {} };
        await updateCatalogueProduct(
          tx,
          p.id,
          { ...next, specifications, searchCategories: searchCategoriesOf(subcategory) },
          'name' in after || 'brand' in after || 'categoryId' in after,
        );
        await auditWrite(tx, staff, originOf(c, now), {
          action: 'priceKobo' in after ? 'product.price' : 'product.update',
          target: { type: 'product', id: p.productId },
          before,
          after,
        });
        return { refused: null, errors: {} };
      });
      if (outcome.refused === 404) return refuse(c, 404, PRODUCT_NOT_FOUND);
      if (outcome.refused === 422) {
        const errors = fieldErrors(outcome.errors);
        return refuse(c, 422, errors[0]?.message ?? 'Check the product', { errors });
      }
      const row = await findAdminProduct(db, found.product.productId);
      if (!row) return refuse(c, 404, PRODUCT_NOT_FOUND);
      return c.json({ success: true, message: 'Product saved', data: await adminProductAnswer(db, row) });
    },
  ),
  route(
    'DELETE /admin/catalogue/products/{productId}',
    requireStaff('catalogue:write'),
    async (c, request) => {
      const db = c.get('db');
      const found = await findAdminProduct(db, request.params.productId);
      if (!found) return refuse(c, 404, PRODUCT_NOT_FOUND);
      const p = found.product;
      const staff = c.get('staff');
      const now = c.get('now')();
      const outcome = await db.transaction(async (tx) => {
        const result = await deleteCatalogueProduct(tx, p.id);
        if (result === 'deleted') {
          await auditWrite(tx, staff, originOf(c, now), {
            action: 'product.delete',
            target: { type: 'product', id: p.productId },
            before: { ...auditedFields(p, p.vendorBrandName), stock: p.stock },
          });
        }
        return result;
      });
      if (outcome === 'ordered') {
        return refuse(c, 409, `${p.name} has been ordered: its orders keep it. Unpublish it instead.`);
      }
      return c.json({ success: true, message: 'Product deleted' });
    },
  ),
  route(
    'POST /admin/catalogue/products/{productId}/stock',
    requireStaff('catalogue:write'),
    async (c, request) => {
      const db = c.get('db');
      const found = await findAdminProduct(db, request.params.productId);
      if (!found) return refuse(c, 404, PRODUCT_NOT_FOUND);
      const check = validateStockChange(request.body);
      if (!check.ok) {
        const errors = fieldErrors(check.errors);
        return refuse(c, 422, errors[0]?.message ?? 'Check the stock change', { errors });
      }
      const staff = c.get('staff');
      const now = c.get('now')();
      const moved = await db.transaction(async (tx) => {
        const change = await changeStock(tx, {
          productId: found.product.id,
          ...check.value,
          staffId: staff.id,
          at: new Date(now),
        });
        if (!change) return null;
        await auditWrite(tx, staff, originOf(c, now), {
          action: 'product.stock',
          target: { type: 'product', id: found.product.productId },
          before: { stock: change.before },
          after: { stock: change.after, delta: check.value.delta, reason: check.value.reason },
        });
        return change;
      });
      if (!moved) {
        const now = await findAdminProduct(db, found.product.productId);
        return refuse(c, 409, `Only ${now?.product.stock ?? 0} in stock: the stock cannot go below 0.`);
      }
      const row = await findAdminProduct(db, found.product.productId);
      if (!row) return refuse(c, 404, PRODUCT_NOT_FOUND);
      return c.json({
        success: true,
        message: `Stock changed from ${moved.before} to ${moved.after}`,
        data: await adminProductAnswer(db, row),
      });
    },
  ),
  route('GET /admin/catalogue/categories', requireStaff('catalogue:read'), async (c) => {
    return c.json({ success: true, message: 'Categories', data: await categoriesAnswer(c.get('db')) });
  }),
  route('POST /admin/catalogue/categories', requireStaff('catalogue:write'), async (c, request) => {
    const db = c.get('db');
    const name = request.body.name.trim();
    const slug = slugify(name);
    if (!isSubcategoryName(name) || slug === '') {
      return refuse(c, 422, SUBCATEGORY_NAME_INVALID, {
        errors: [{ field: 'name', message: SUBCATEGORY_NAME_INVALID }],
      });
    }
    const parent = await findParentCategory(db, request.body.parentSlug);
    if (!parent) return refuse(c, 404, 'Category not found');
    if (await categorySlugTaken(db, slug)) {
      return refuse(c, 409, `A category called '${name}' (${slug}) exists already.`);
    }
    const staff = c.get('staff');
    const now = c.get('now')();
    await db.transaction(async (tx) => {
      const added = await insertSubcategory(tx, parent.id, { name, slug });
      await auditWrite(tx, staff, originOf(c, now), {
        action: 'category.create',
        target: { type: 'category', id: slug },
        after: { id: added.id, name, slug, parent: parent.slug },
      });
    });
    return c.json({ success: true, message: 'Subcategory added', data: await categoriesAnswer(db) }, 201);
  }),
  route('GET /admin/catalogue/export', requireStaff('catalogue:read'), async (c) => {
    const rows = await allAdminProducts(c.get('db'));
    return c.body(toCsv(rows.map(toCsvRow)), 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="oja-products.csv"',
    });
  }),
  route('POST /admin/catalogue/import', requireStaff('catalogue:write'), async (c, request) => {
    const db = c.get('db');
    const subcategories = await listSubcategories(db);
    const reading = readCatalogueCsv(request.body.csv, new Map(subcategories.map((s) => [s.slug, s.id])));
    if (!reading.ok) {
      return refuse(c, 422, reading.message, { errors: [{ field: 'csv', message: reading.message }] });
    }
    const good = reading.rows.flatMap((r) =>
      r.ok
        ? [
            {
              product: r.product,
              subcategory: subcategories.find((s) => s.id === r.product.categoryId) as Subcategory,
            },
          ]
        : [],
    );
    const refused = reading.rows.flatMap((r) =>
      r.ok ? [] : [{ line: r.line, name: r.name, errors: r.errors }],
    );
    const staff = c.get('staff');
    const now = c.get('now')();
    // The good rows in one transaction with their audit entry: all of them are added, or none.
    const productIDs =
      good.length === 0
        ? []
        : await db.transaction(async (tx) => {
            const ids = await insertCatalogueProducts(tx, good, new Date(now));
            await auditWrite(tx, staff, originOf(c, now), {
              action: 'product.import',
              target: { type: 'catalogue', id: 'import' },
              after: {
                imported: ids.length,
                productIDs: ids,
                refusedLines: refused.map((r) => r.line),
              },
            });
            return ids;
          });
    const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
    return c.json({
      success: true,
      message: `${plural(productIDs.length, 'product')} imported, ${plural(refused.length, 'row')} refused`,
      data: { imported: productIDs.length, productIDs, refused },
    });
  }),
);
