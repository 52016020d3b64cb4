import { normalizeSearchQuery, parsePriceRange } from '@oja/domain';
import { and, eq } from 'drizzle-orm';
import { shopVisible } from '../db/catalogue-repository.ts';
import {
  countFacets,
  type FacetFilters,
  LISTING_FACET_SAMPLE,
  noFacets,
  type PlanFacet,
} from '../db/facets-repository.ts';
import {
  findListingScope,
  inScope,
  listCategoryFacets,
  listCategoryProducts,
} from '../db/listing-repository.ts';
import { products } from '../db/schema.ts';
import { SEARCH_CANDIDATES, SEARCH_QUERY_MAX_CHARS, searchProducts } from '../db/search-repository.ts';
import { refuse } from '../http/refuse.ts';
import { defaulted, route, routes } from '../http/route.ts';
import { toWireProduct } from '../wire/product.ts';

/** The facets a query chose (openapi.yaml has checked each value: brand, fairAppPrice, inStock, plan). */
function chosenFacets(query: {
  brand?: string | undefined;
  fairAppPrice?: string | undefined;
  inStock?: string | undefined;
  plan?: PlanFacet | undefined;
}): FacetFilters {
  return {
    brand: query.brand,
    price: parsePriceRange(query.fairAppPrice),
    inStock: query.inStock === 'true' || undefined,
    plan: query.plan,
  };
}

/** Category listings with filters, and search. The contract middleware has validated each query. */
export const listingRoutes = routes(
  route('GET /products/subcategory', async (c, request) => {
    const query = defaulted(request.query, 'page', 'limit');
    const { page, limit } = query;
    const db = c.get('db');
    const scope = await findListingScope(db, query.category, query.subcategory);
    if (!scope.found) return refuse(c, 404, `${scope.missing} not found`);
    const facetFilters = chosenFacets(query);
    const filters = {
      ...facetFilters,
      productWeight: query.productWeight,
      sales: query.sales === undefined ? undefined : query.sales === 'true',
    };
    // The facets count under the listing's other filters too (size, on sale).
    const facetBase = and(
      inScope(db, scope),
      shopVisible,
      filters.productWeight === undefined ? undefined : eq(products.productWeight, filters.productWeight),
      filters.sales === undefined ? undefined : eq(products.sales, filters.sales),
    );
    const [{ rows, total }, { brands, sizes }, facets] = await Promise.all([
      listCategoryProducts(db, scope, filters, { page, limit }),
      listCategoryFacets(db, scope),
      countFacets(db, facetBase as NonNullable<typeof facetBase>, facetFilters, LISTING_FACET_SAMPLE),
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
        facets,
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
    const db = c.get('db');
    const filters = chosenFacets(request.query);
    const { rows, total, candidates } = await searchProducts(db, query, { page, limit }, filters);
    // Counted over the candidates search ranks, so each count is what choosing it shows.
    const facets = candidates
      ? await countFacets(db, candidates, filters, SEARCH_CANDIDATES)
      : noFacets(filters, SEARCH_CANDIDATES);
    return c.json({
      success: true,
      message: 'Search results fetched successfully',
      data: {
        results: { products: rows.map(toWireProduct) },
        total,
        total_pages: Math.ceil(total / limit),
        page,
        limit,
        facets,
      },
    });
  }),
);
