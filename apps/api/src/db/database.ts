import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema.ts';

/**
 * The database as every repository sees it, PGlite or a PostgreSQL server alike. Its own module, so that what
 * connect.ts imports (the pool's metrics) can name it without an import cycle.
 */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
