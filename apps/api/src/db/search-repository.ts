import { asc, ilike, or, sql } from 'drizzle-orm';
import {
  countProductRows,
  newestFirst,
  type ProductRow,
  parentCategory,
  selectProductRows,
} from './catalogue-repository.ts';
import type { Database } from './connect.ts';
import { categories, products } from './schema.ts';

/** How much of a query is searched for: longer ones are cut, so a huge query costs no more than this. */
export const SEARCH_QUERY_MAX_CHARS = 100;

/**
 * The query as a literal LIKE pattern piece: `%`, `_` and the escape character `\` (PostgreSQL's default
 * LIKE escape) stand for themselves, so '%' or '_' does not match everything.
 */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Products whose name, brand, subcategory or parent category contains `query` (case-insensitive; the
 * query goes to the database as a bound parameter, never inside the SQL text). Ranked: name starts with
 * the query, name contains it, brand contains it, a category name contains it; then newest first.
 */
export async function searchProducts(
  db: Database,
  query: string,
  { page, limit }: { page: number; limit: number },
): Promise<{ rows: ProductRow[]; total: number }> {
  const literal = escapeLike(query);
  const contains = `%${literal}%`;
  const where = or(
    ilike(products.name, contains),
    ilike(products.brand, contains),
    ilike(categories.name, contains),
    ilike(parentCategory.name, contains),
  );
  const rank = sql<number>`case
    when ${products.name} ilike ${`${literal}%`} then 0
    when ${products.name} ilike ${contains} then 1
    when ${products.brand} ilike ${contains} then 2
    else 3 end`;
  const total = await countProductRows(db, where);
  const rows = await selectProductRows(db)
    .where(where)
    .orderBy(asc(rank), ...newestFirst)
    .limit(limit)
    .offset((page - 1) * limit);
  return { rows, total };
}
