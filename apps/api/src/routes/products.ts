import { Hono } from 'hono';
import { findCategoryTree, findProduct, listCategoryTree, listProducts } from '../db/catalogue-repository.ts';
import type { ApiEnv } from '../env.ts';
import { refuse } from '../http/refuse.ts';
import { queryOf } from '../openapi/validated.ts';
import { toWireProduct } from '../wire/product.ts';

export const productRoutes = new Hono<ApiEnv>()
  .get('/products/get-products', async (c) => {
    // The contract middleware has validated the query and applied its defaults.
    const { type, page, limit } = queryOf(c, '/products/get-products', 'get', 'type', 'page', 'limit');
    const { rows, total } = await listProducts(c.get('db'), { type, page, limit });
    return c.json({
      success: true,
      message: 'Products fetched successfully',
      data: {
        products: rows.map(toWireProduct),
        page,
        limit,
        totalProducts: total,
        totalPages: Math.ceil(total / limit),
      },
    });
  })
  .get('/products/categories', async (c) => {
    const categories = await listCategoryTree(c.get('db'));
    return c.json({ success: true, message: 'Categories fetched successfully', data: { categories } });
  })
  .get('/products/get-single-product/:id', async (c) => {
    const row = await findProduct(c.get('db'), c.req.param('id'));
    if (!row) return refuse(c, 404, 'Product not found');
    return c.json({
      success: true,
      message: 'Product fetched successfully',
      data: { product: toWireProduct(row) },
    });
  })
  .get('/products/single-categories/:slug', async (c) => {
    const category = await findCategoryTree(c.get('db'), c.req.param('slug'));
    if (!category) return refuse(c, 404, 'Category not found');
    return c.json({ success: true, message: 'Category fetched successfully', data: { category } });
  });
