import { normalizeSearchQuery, parsePriceRange } from '@oja/domain';
import { findListingScope, listCategoryFacets, listCategoryProducts } from '../db/listing-repository.ts';
import { SEARCH_QUERY_MAX_CHARS, searchProducts } from '../db/search-repository.ts';
import { refuse } from '../http/refuse.ts';
import { defaulted, route, routes } from '../http/route.ts';
import { toWireProduct } from '../wire/product.ts';

/** Category listings with filters, and search. The contract middleware has validated each query. */
export const listingRoutes = routes(
  route('GET /products/subcategory', async (c, request) => {
    const query = defaulted(request.query, 'page', 'limit');
    const { page, limit } = query;
    const db = c.get('db');
    const scope = await findListingScope(db, query.category, query.subcategory);
    if (!scope.found) return refuse(c, 404, `${scope.missing} not found`);
    const filters = {
      brand: query.brand,
      productWeight: query.productWeight,
      price: parsePriceRange(query.fairAppPrice),
      sales: query.sales === undefined ? undefined : query.sales === 'true',
    };
    const [{ rows, total }, { brands, sizes }] = await Promise.all([
      listCategoryProducts(db, scope, filters, { page, limit }),
      listCategoryFacets(db, scope),
    ]);
    const name = ({ name, slug }: { name: string; slug: string }) => ({ name, slug });
    return c.json({
      success: true,
      message: 'Products fetched successfully',
      data: {
        products: rows.map(toWireProduct),
        totalProducts: total,
        totalPages: Math.ceil(total / limit),
        page,
        limit,
        category: name(scope.category),
        subcategory: scope.subcategory ? name(scope.subcategory) : null,
        brands,
        sizes,
      },
    });
  }),
  route('GET /products/search', async (c, request) => {
    const { q, page, limit } = defaulted(request.query, 'page', 'limit');
    // Trimmed and lowercased, then cut (by characters, not UTF-16 units): a 10,000-character query
    // searches for its first 100 characters.
    const normalized = normalizeSearchQuery(q);
    const query = normalized && Array.from(normalized).slice(0, SEARCH_QUERY_MAX_CHARS).join('').trimEnd();
    if (!query) return refuse(c, 400, 'Search query is required');
    const { rows, total } = await searchProducts(c.get('db'), query, { page, limit });
    return c.json({
      success: true,
      message: 'Search results fetched successfully',
      data: {
        results: { products: rows.map(toWireProduct) },
        total,
        total_pages: Math.ceil(total / limit),
        page,
        limit,
      },
    });
  }),
);
