import { fileURLToPath } from 'node:url';

/**
 * Paths the server needs, resolved from this file so they hold whatever the working directory. The production
 * bundle (dist/main.js, tsup.config.ts) sits one folder below apps/api as src/ does, so they hold there too.
 */
export const OPENAPI_PATH = fileURLToPath(new URL('../../../openapi.yaml', import.meta.url));
export const MIGRATIONS_DIR = fileURLToPath(new URL('../drizzle', import.meta.url));
export const WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));
/** The web app's server renderer (built beside dist/, never served to browsers). */
export const WEB_RENDERER_FILE = fileURLToPath(
  new URL('../../web/dist-ssr/entry-server.js', import.meta.url),
);
/** The operator console's production build (apps/admin), served under /admin. */
export const ADMIN_DIST_DIR = fileURLToPath(new URL('../../admin/dist', import.meta.url));
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../../.data', import.meta.url));
