import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Paths the server needs, resolved from this file so they hold whatever the working directory. The production
 * bundle (dist/main.js, tsup.config.ts) sits one folder below apps/api as src/ does, so they hold there too.
 */
export const OPENAPI_PATH = fileURLToPath(new URL('../../../openapi.yaml', import.meta.url));
export const MIGRATIONS_DIR = fileURLToPath(new URL('../drizzle', import.meta.url));
/**
 * The folder holding the web app's two builds, dist/ (served to browsers) and dist-ssr/ (its server renderer,
 * never served): apps/web, or OJA_WEB_BUILD_DIR, where e2e's release-change test keeps each of two releases.
 */
const WEB_BUILD_DIR = process.env.OJA_WEB_BUILD_DIR || fileURLToPath(new URL('../../web', import.meta.url));
export const WEB_DIST_DIR = join(WEB_BUILD_DIR, 'dist');
export const WEB_RENDERER_FILE = join(WEB_BUILD_DIR, 'dist-ssr', 'entry-server.js');
/** The operator console's production build (apps/admin), served under /admin. */
export const ADMIN_DIST_DIR = fileURLToPath(new URL('../../admin/dist', import.meta.url));
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../../.data', import.meta.url));
