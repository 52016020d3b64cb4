import type { Database } from './db/connect.ts';

/** What every API handler can read from the context. */
export type ApiEnv = {
  Variables: {
    db: Database;
    /** The query, validated against openapi.yaml, with numbers coerced and defaults applied. */
    query: Record<string, unknown>;
    /** The JSON body, validated against openapi.yaml. */
    body: unknown;
  };
};
