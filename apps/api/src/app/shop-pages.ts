import type { Hono } from 'hono';
import { sendEncoded } from '../http-cache.ts';
import { labelRoute, pageRouteLabel } from '../ops/metrics.ts';
import { PAGE_STYLESHEET_PREFIX, pageStylesheets } from '../page-stylesheets.ts';
import { contentSecurityPolicy, templateScriptSources } from '../security-headers.ts';
import { IMMUTABLE, isNeverServed, REVALIDATE, readInside, sendFile } from '../static.ts';
import { withMode } from '../web-shell.ts';
import type { AppSettings } from './options.ts';
import { answerPage } from './page-answer.ts';

/**
 * The shop (apps/web's build in `webDistDir`): its files, its pages' stylesheets, and every other path as a
 * page of the web app, server-rendered by `webRenderer` when it renders that path (page-answer.ts), else the
 * empty page the browser renders.
 */
export function mountShopPages(app: Hono, webDistDir: string, settings: AppSettings): void {
  const { mode, webRenderer } = settings;
  const pageStylesheet = pageStylesheets(webDistDir);
  app.get(`${PAGE_STYLESHEET_PREFIX}:name`, async (c) => {
    const body = await pageStylesheet(c.req.param('name'));
    return body
      ? sendEncoded(c, body, { cacheControl: IMMUTABLE, contentType: 'text/css; charset=utf-8' })
      : c.text('Not found', 404);
  });
  app.get('*', async (c, next) => {
    if (c.req.path.startsWith('/api/') || c.req.path.startsWith('/media/')) return next();
    // Counted (GET /metrics) as 'static' unless it turns out to be a page (below).
    labelRoute(c, 'static');
    // Source maps and hidden files (the Vite manifest) are never served, not even as the app's page.
    if (isNeverServed(c.req.path)) return c.text('Not found', 404);
    const page = c.req.path === '/' || c.req.path === '/index.html';
    const asset = page ? null : await readInside(webDistDir, c.req.path);
    if (asset) return sendFile(c, asset, c.req.path.startsWith('/assets/') ? IMMUTABLE : REVALIDATE);
    // A page: counted under its manifest route's name, a 404 page as 'page:not-found' (never its path).
    const routeName = webRenderer?.routeName?.(c.req.path);
    labelRoute(c, pageRouteLabel(routeName, 200));
    // Every other path is a route of the web app.
    const index = await readInside(webDistDir, 'index.html');
    if (!index) return next();
    // The page says which mode it runs in: the app shows the Sandbox marker from it, with no request.
    const exposed = mode === 'sandbox' && settings.sandboxExposed;
    const template = withMode(index.body.toString('utf8'), mode, exposed);
    const answer = await answerPage(c, settings, webRenderer, {
      template,
      exposed,
      routeName,
      // The page's data is asked of this same app, in process.
      fetchApi: async (request) => app.fetch(request),
    });
    if (answer) return answer;
    // The empty page runs its template's own inline script too: the renderer's sources name it, and without a
    // renderer the template alone does.
    const scripts = webRenderer?.inlineScriptSources ?? templateScriptSources(template);
    c.header('Content-Security-Policy', contentSecurityPolicy(mode, { scripts }));
    return sendFile(c, { body: Buffer.from(template), type: index.type }, REVALIDATE);
  });
}
