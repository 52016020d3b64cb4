import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** What apps/web's server renderer (src/entry-server.tsx, built to dist-ssr/entry-server.js) takes. */
interface WebRenderRequest {
  url: string;
  origin: string;
  mode: string;
  template: string;
  fetchApi: (request: Request) => Promise<Response>;
}

/** What it answers: the page, a redirect, or null for a path it leaves to the browser. */
type WebRenderResult = { status: number; html: string } | { status: 302; redirect: string } | null;

export interface WebRenderer {
  render(request: WebRenderRequest): Promise<WebRenderResult>;
}

/**
 * The web app's server renderer from its build (`npm run build -w @oja/web` writes it), or undefined when
 * there is none: the server then serves the empty page and the browser renders everything, as before.
 */
export async function loadWebRenderer(file: string): Promise<WebRenderer | undefined> {
  if (!existsSync(file)) return undefined;
  const module = (await import(pathToFileURL(file).href)) as Partial<WebRenderer>;
  if (typeof module.render !== 'function') throw new Error(`${file} exports no render function`);
  return { render: module.render };
}

/**
 * How long a shared cache (a CDN) may keep a rendered page: every shopper gets the same HTML (what is
 * personal is filled in by the browser), so a page may be served 30 s old and, while it is fetched again in
 * the background, up to 5 minutes old. Browsers always revalidate (max-age=0), cheaply, with the ETag.
 */
export const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=30, stale-while-revalidate=300';

/** A weak validator of a page's HTML (the same page compressed differently is the same page). */
export function pageEtag(html: string): string {
  return `W/"${createHash('sha1').update(html).digest('base64url').slice(0, 27)}"`;
}

/** Whether the request's If-None-Match names `etag` (weak comparison, as RFC 9110 asks for GET). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}
