import type { Context, Hono, Next } from 'hono';
import { IMMUTABLE, isNeverServed, REVALIDATE, readInside, sendFile } from '../static.ts';

/** Where the operator console (apps/admin) is served. */
export const ADMIN_PREFIX = '/admin';

/**
 * The operator console's production build under /admin: its files, and its index.html for every other /admin
 * path (the console routes in the browser). Mounted before the shop's pages: /admin is never one of them.
 * The same headers (the CSP allows this origin's scripts and styles, which is all the console loads) and cache
 * rules as the shop's files.
 */
export function mountConsole(app: Hono, adminDistDir: string): void {
  const serveConsole = async (c: Context, next: Next) => {
    if (isNeverServed(c.req.path)) return c.text('Not found', 404);
    const inside = c.req.path.slice(ADMIN_PREFIX.length);
    const asset = inside === '' || inside === '/' ? null : await readInside(adminDistDir, inside);
    if (asset) return sendFile(c, asset, inside.startsWith('/assets/') ? IMMUTABLE : REVALIDATE);
    // A missing script or stylesheet is a 404, not the console's page in its place.
    if (inside.startsWith('/assets/')) return c.text('Not found', 404);
    const index = await readInside(adminDistDir, 'index.html');
    if (!index) return next();
    // Every other path is a route of the console; its page is for staff only, never kept by a cache.
    return sendFile(c, index, 'no-store');
  };
  app.get(ADMIN_PREFIX, serveConsole);
  app.get(`${ADMIN_PREFIX}/*`, serveConsole);
}
