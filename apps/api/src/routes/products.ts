import { findCategoryTree, findProduct, listCategoryTree, listProducts } from '../db/catalogue-repository.ts';
import { refuse } from '../http/refuse.ts';
import { defaulted, route, routes } from '../http/route.ts';
import { toWireProduct } from '../wire/product.ts';
import { productImages } from '../wire/product-images.ts';
import { productSpecifications } from '../wire/product-specifications.ts';

export const productRoutes = routes(
  route('GET /products/get-products', async (c, request) => {
    // The contract middleware has validated the query and applied its defaults.
    const { type, page, limit } = defaulted(request.query, 'type', 'page', 'limit');
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
  }),
  route('GET /products/categories', async (c) => {
    const categories = await listCategoryTree(c.get('db'));
    return c.json({ success: true, message: 'Categories fetched successfully', data: { categories } });
  }),
  route('GET /products/get-single-product/{id}', async (c, { params }) => {
    const row = await findProduct(c.get('db'), params.id);
    if (!row) return refuse(c, 404, 'Product not found');
    return c.json({
      success: true,
      message: 'Product fetched successfully',
      // The product page's answer alone carries every picture and the specification table (listings stay small).
      data: {
        product: {
          ...toWireProduct(row),
          images: productImages(row.product.productId, undefined, row.product.pictures),
          // The console's table when it wrote one, else the seed catalogue's.
          specifications: row.product.specifications ?? productSpecifications(row.product.productId),
        },
      },
    });
  }),
  route('GET /products/single-categories/{slug}', async (c, { params }) => {
    const category = await findCategoryTree(c.get('db'), params.slug);
    if (!category) return refuse(c, 404, 'Category not found');
    return c.json({ success: true, message: 'Category fetched successfully', data: { category } });
  }),
);
