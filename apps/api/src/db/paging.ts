import { type SQLWrapper, sql } from 'drizzle-orm';
import type { Database } from './connect.ts';

/**
 * How the catalogue's pages stay cheap however large the catalogue grows (issue 30; docs/api/catalogue-at-scale.md,
 * "Paging at scale").
 *
 * Totals: counted exactly up to EXACT_TOTAL_LIMIT matching products (the count stops there: a bounded cost);
 * above it, the planner's estimate of the matching rows (from the statistics ANALYZE keeps), never below
 * EXACT_TOTAL_LIMIT + 1. So a listing of 1,000,000 products answers about 1,000,000 without reading them all.
 */
export const EXACT_TOTAL_LIMIT = 10_000;

interface Rows<T> {
  rows: T[];
}

/** The rows both drivers answer (node-postgres and PGlite both in `rows`). */
function rowsOf<T>(result: unknown): T[] {
  return (result as Rows<T>).rows;
}

/**
 * Above this many estimated rows the planner's estimate is answered without counting: even the bounded count
 * reads EXACT_TOTAL_LIMIT + 1 index entries (about 2 ms at 1,000,000 products) on every page, and an estimate
 * ten times the limit is not off by the factor of ten it would take to put the true total under the limit.
 */
const ESTIMATE_TRUSTED_FROM = 10 * EXACT_TOTAL_LIMIT;

/**
 * The number of rows `matching` (a query selecting the matching rows, any columns) answers: the planner's
 * estimate when that is ESTIMATE_TRUSTED_FROM or more (no row read), else counted exactly up to
 * EXACT_TOTAL_LIMIT, and above that the estimate (at least EXACT_TOTAL_LIMIT + 1).
 */
export async function boundedTotal(db: Database, matching: SQLWrapper): Promise<number> {
  const estimate = await estimatedRows(db, matching);
  if (estimate >= ESTIMATE_TRUSTED_FROM) return estimate;
  const [counted] = rowsOf<{ n: number | string }>(
    await db.execute(
      sql`select count(*)::int as n from (select 1 from (${matching}) as matching limit ${EXACT_TOTAL_LIMIT + 1}) as capped`,
    ),
  );
  const exact = Number(counted?.n ?? 0);
  if (exact <= EXACT_TOTAL_LIMIT) return exact;
  return Math.max(EXACT_TOTAL_LIMIT + 1, estimate);
}

/** The planner's estimate of the rows `query` answers (EXPLAIN, which plans but runs nothing). */
async function estimatedRows(db: Database, query: SQLWrapper): Promise<number> {
  const [line] = rowsOf<Record<string, unknown>>(await db.execute(sql`explain (format json) ${query}`));
  const plan = line ? Object.values(line)[0] : undefined;
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as Array<{
    Plan: { 'Plan Rows': number };
  }>;
  return Math.round(parsed[0]?.Plan['Plan Rows'] ?? 0);
}

/** The rows to skip for a 1-based page. */
export function offsetOf(page: number, limit: number): number {
  return (page - 1) * limit;
}
