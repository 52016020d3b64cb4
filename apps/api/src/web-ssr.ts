import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import type { RenderAnswer, RenderRequest, WebServerEntry } from '@oja/web/ssr-contract';
import { type EncodedBody, encodeBody } from './http-cache.ts';
import { pageStylesheetInliner } from './page-stylesheets.ts';
import { cspHashSource, templateScriptSources } from './security-headers.ts';

/** What the app gives for a page: the web entry's request without what the loader adds from the build. */
type PageRequest = Omit<RenderRequest, 'manifest' | 'bootCode'>;

/**
 * What the loaded renderer answers: the web entry's answer, a page's HTML with the part of its stylesheet it
 * uses written in and `styleSources`, that inline style's CSP sources (page-stylesheets.ts).
 */
type WebRenderResult =
  | (Exclude<RenderAnswer, null | { redirect: string }> & { styleSources?: string[] })
  | Extract<RenderAnswer, { redirect: string }>
  | null;

/** The web app's server entry as this process uses it (tests give one with `render` alone). */
export interface WebRenderer {
  render(request: PageRequest): Promise<WebRenderResult>;
  /** Whether it renders this path's page for a signed-in shopper (so whether a session is worth checking). */
  rendersForSession?(path: string): boolean;
  /**
   * The Content-Security-Policy sources ('sha256-…') of the inline scripts its pages carry: the boot script
   * and the template's own (security-headers.ts's templateScriptSources); nothing else may run inline.
   */
  inlineScriptSources?: string[];
  /** The web app's route manifest's name for the route at `url` ('product', 'notFound'), for metrics' labels. */
  routeName?(url: string): string | undefined;
  /** What /sitemap.xml takes from the route manifest (apps/web's sitemap-manifest.ts). */
  sitemap?: WebServerEntry['sitemapManifest'];
}

/** Each export of the contract and the type of value it must be: checked once, when the build is loaded. */
const ENTRY_EXPORTS: Record<keyof WebServerEntry, 'function' | 'object'> = {
  render: 'function',
  rendersForSession: 'function',
  routeNameAt: 'function',
  sitemapManifest: 'object',
};

/**
 * The built module, checked against the contract of apps/web's ssr/contract.ts: a build from another version
 * of the web app stops the server at start-up with the exports it lacks, not a page at a time.
 */
function checkedEntry(file: string, module: Record<string, unknown>): WebServerEntry {
  const wrong = Object.entries(ENTRY_EXPORTS).filter(([name, type]) => typeof module[name] !== type);
  if (wrong.length > 0) {
    const expected = wrong.map(([name, type]) => `${name} (${type})`).join(', ');
    throw new Error(`${file} is not the web app's server entry: it lacks ${expected}. Rebuild apps/web.`);
  }
  return module as unknown as WebServerEntry;
}

/**
 * The web app's server renderer from its build (`npm run build -w @oja/web` writes it), or undefined when
 * there is none: the server then serves the empty page and the browser renders everything, as before.
 * `distDir` is the web app's browser build: its manifest says which CSS each rendered part needs and where the
 * boot script is, whose code every page carries inline, as it carries the CSS its HTML uses.
 */
export async function loadWebRenderer(file: string, distDir: string): Promise<WebRenderer | undefined> {
  if (!existsSync(file)) return undefined;
  const entry = checkedEntry(file, await import(pathToFileURL(file).href));
  // Read once: the build does not change under a running server.
  const manifestFile = join(distDir, '.vite', 'manifest.json');
  const manifest: RenderRequest['manifest'] = existsSync(manifestFile)
    ? JSON.parse(readFileSync(manifestFile, 'utf8'))
    : undefined;
  const bootFile = manifest?.['src/boot.ts']?.file;
  const bootCode = bootFile ? readFileSync(join(distDir, bootFile), 'utf8') : undefined;
  const templateFile = join(distDir, 'index.html');
  const templateScripts = existsSync(templateFile)
    ? templateScriptSources(readFileSync(templateFile, 'utf8'))
    : [];
  const inlineStylesheet = pageStylesheetInliner(distDir);
  return {
    async render(request) {
      const result = await entry.render({ ...request, manifest, bootCode });
      if (!result || 'redirect' in result) return result;
      return { status: result.status, ...(await inlineStylesheet(result.html)) };
    },
    inlineScriptSources: [...(bootCode ? [cspHashSource(bootCode)] : []), ...templateScripts],
    rendersForSession: (path) => entry.rendersForSession(path),
    routeName: (url) => entry.routeNameAt(url),
    sitemap: entry.sitemapManifest,
  };
}

/**
 * How long caches may keep a rendered page: every shopper gets the same HTML (what is personal is filled in by
 * the browser). Browsers revalidate every time (max-age=0), cheaply, with the ETag; a shared cache may serve it
 * 30 s old. `stale-while-revalidate` is only for a CDN (PAGE_CDN_CACHE_CONTROL, RFC 9213's CDN-Cache-Control):
 * in Cache-Control, Chrome's own cache honoured it too and answered a page of the last 5 minutes from the
 * device, so the first navigation after a deploy was the old release's HTML (e2e/tests/release-change.spec.ts).
 */
export const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=30';

/** What a CDN may do besides: serve a page up to 5 minutes old while it fetches it again in the background. */
export const PAGE_CDN_CACHE_CONTROL = 'public, s-maxage=30, stale-while-revalidate=300';

/** The Content-Type of a rendered page. */
export const PAGE_CONTENT_TYPE = 'text/html; charset=UTF-8';

/**
 * A rendered page as the app sends it: its status (a 404 page stays 404) and its HTML with its weak ETag
 * and its gzip and brotli forms, made once per render rather than once per request (http-cache.ts).
 */
interface RenderedPage {
  status: number;
  body: EncodedBody;
  /** The CSP sources of its inline stylesheet, for its Content-Security-Policy. */
  styleSources: string[];
}

/** What the app asks for a page: the rendered page, a redirect, or null for a path left to the browser. */
export interface PageRenderer {
  render(request: PageRequest): Promise<RenderedPage | { status: 302; redirect: string } | null>;
  /** A page for this request alone (a notice, a guest's cart, a signed-in page): rendered afresh, never cached. */
  renderPersonal(request: PageRequest): ReturnType<PageRenderer['render']>;
  /** Whether the page at `path` is rendered for a signed-in shopper's session (WebRenderer's). */
  rendersForSession(path: string): boolean;
  /** The CSP sources of the inline scripts its pages carry (see WebRenderer). */
  inlineScriptSources?: string[];
  /** The manifest's name for the route at `url` (see WebRenderer). */
  routeName?(url: string): string | undefined;
  /** What /sitemap.xml takes from the route manifest (see WebRenderer). */
  sitemap?: WebServerEntry['sitemapManifest'];
  /**
   * Forgets every kept page (a catalogue notice from another process: db/catalogue-notices.ts); the next
   * request for each renders it afresh. Absent on a renderer that keeps nothing.
   */
  clear?(): void;
}

/** How long a rendered page is reused in this process: long enough to absorb a rush, short enough that a
 * changed price or stock shows within seconds (the CDN's s-maxage above is the longer, outer layer). */
const PAGE_CACHE_TTL_MS = 5_000;
/**
 * How long after that an expired page may still be answered while its fresh render is made: nobody waits
 * for a render (and its brotli at quality 11, 0.2 s for home) of a page that was in the cache, and a page
 * nobody asked for in a minute is rendered afresh before it is answered.
 */
const PAGE_CACHE_STALE_MS = 60_000;
/** At most this many pages are kept (a crawler walking every listing page cannot fill the memory). */
const PAGE_CACHE_MAX_ENTRIES = 500;

interface CachedPage {
  expiresAt: number;
  page: ReturnType<PageRenderer['render']>;
  /** Its fresh render, while one is being made. */
  refreshing?: ReturnType<PageRenderer['render']>;
}

/**
 * A render's result with its HTML encoded (ETag, gzip, brotli) for sending. The same HTML as `previous` (a
 * page rendered again after it expired, unchanged) keeps its encoded bytes: brotli at quality 11 is most of
 * a render's cost.
 */
async function encoded(
  result: Promise<WebRenderResult>,
  previous?: ReturnType<PageRenderer['render']>,
  brotliQuality: number = zlib.constants.BROTLI_MAX_QUALITY,
): ReturnType<PageRenderer['render']> {
  const rendered = await result;
  if (!rendered || 'redirect' in rendered) return rendered;
  const html = Buffer.from(rendered.html, 'utf8');
  const styleSources = rendered.styleSources ?? [];
  const before = await previous?.catch(() => null);
  if (before && 'body' in before && before.status === rendered.status && html.equals(before.body.identity)) {
    return { ...before, styleSources };
  }
  return {
    status: rendered.status,
    body: await encodeBody(html, { brotliQuality }),
    styleSources,
  };
}

/**
 * A short-lived cache of rendered pages by address, in front of the renderer. Pages are the same for every
 * shopper (nothing personal is rendered on the server), so fifty shoppers opening home in the same second
 * cost one render and one compression: concurrent requests for a page being rendered wait for that render,
 * and a page is kept with its ETag and compressed bytes. Once it expires it is rendered again in the
 * background, and answered as it was until the new one is ready (for at most `staleMs`). A render that
 * fails is not kept. The oldest entry goes first when the cache is full.
 */
export function cachedRenderer(
  renderer: WebRenderer,
  {
    ttlMs = PAGE_CACHE_TTL_MS,
    staleMs = PAGE_CACHE_STALE_MS,
    maxEntries = PAGE_CACHE_MAX_ENTRIES,
    now = Date.now,
  } = {},
): PageRenderer {
  const pages = new Map<string, CachedPage>();
  /** Moves on every clear: a render begun before it (from answers read before the change) is not kept. */
  let generation = 0;
  const keep = (key: string, page: ReturnType<PageRenderer['render']>, from = generation) => {
    if (from !== generation) return;
    pages.delete(key);
    pages.set(key, { expiresAt: now() + ttlMs, page });
    while (pages.size > maxEntries) {
      const oldest = pages.keys().next().value;
      if (oldest === undefined) break;
      pages.delete(oldest);
    }
  };
  return {
    inlineScriptSources: renderer.inlineScriptSources ?? [],
    rendersForSession: (path) => renderer.rendersForSession?.(path) ?? false,
    routeName: (url) => renderer.routeName?.(url),
    ...(renderer.sitemap ? { sitemap: renderer.sitemap } : {}),
    // Sent once: a quick brotli rather than the best one that shared pages pay for once.
    renderPersonal: (request) => encoded(renderer.render(request), undefined, 5),
    clear() {
      pages.clear();
      generation++;
    },
    render(request) {
      // By origin too (without PUBLIC_URL the canonical address comes from the request), and the data saver's.
      const key = `${request.origin}${request.url}${request.dataSaver ? ' data-saver' : ''}`;
      const cached = pages.get(key);
      const time = now();
      if (cached && cached.expiresAt > time) return cached.page;
      if (cached && cached.expiresAt + staleMs > time) {
        if (!cached.refreshing) {
          const from = generation;
          const fresh = encoded(renderer.render(request), cached.page);
          cached.refreshing = fresh;
          // The old page stays until the new one is ready; a failed render leaves it for the next request.
          fresh.then(
            () => keep(key, fresh, from),
            () => {
              cached.refreshing = undefined;
            },
          );
        }
        return cached.page;
      }
      const page = encoded(renderer.render(request));
      keep(key, page);
      page.catch(() => {
        if (pages.get(key)?.page === page) pages.delete(key);
      });
      return page;
    },
  };
}
