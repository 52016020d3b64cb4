import { type EncodedBody, encodeBody } from './http-cache.ts';
import { cspHashSource } from './security-headers.ts';
import { readInside } from './static.ts';

/**
 * Where a server-rendered page's one stylesheet is: the CSS files it needs, joined in their order, at an address
 * that names them, `/assets/css/index-BC69NbAZ+footer-Cjb8CEDo.css` for assets/index-BC69NbAZ.css then
 * assets/footer-Cjb8CEDo.css (apps/web/src/server-document.ts writes it). The server writes that CSS into the
 * page itself (`pageStylesheetInliner`), so the first paint waits for no stylesheet request; the address is
 * still served, for a page that links it (and for a cached page from before). It says what to join, so any
 * server answers it from its own build, after a restart or beside another instance; its parts are
 * content-hashed, so the joined file never changes either.
 */
export const PAGE_STYLESHEET_PREFIX = '/assets/css/';

/** A part's name: a built file's, without folder or extension. */
const PART = /^[A-Za-z0-9_-]{1,100}$/;
/** A page links its entry's CSS and a few lazy parts'; more is not a page's. */
const MAX_PARTS = 12;
/** Joined stylesheets kept in memory (a page kind each; a made-up list of real parts cannot fill it). */
const MAX_CACHED = 100;
/** The joined stylesheet's link as server-document.ts writes it; its name follows the prefix. */
const PAGE_STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="\/assets\/css\/([^"]+)">/;

/** The CSS of the parts `name` lists, joined in order, or null when it is not a list of the build's stylesheets. */
async function joinParts(webDistDir: string, name: string): Promise<Buffer | null> {
  const parts = name.replace(/\.css$/, '').split('+');
  if (!name.endsWith('.css') || parts.length > MAX_PARTS || !parts.every((part) => PART.test(part))) {
    return null;
  }
  const files = await Promise.all(parts.map((part) => readInside(webDistDir, `assets/${part}.css`)));
  if (files.some((file) => file === null)) return null;
  return Buffer.concat(files.flatMap((file) => (file ? [file.body, Buffer.from('\n')] : [])));
}

/**
 * `make(name)` once per name, at most MAX_CACHED names kept (the oldest goes first). Only results that are
 * not null are kept: a made-up name must not take a place in the cache.
 */
function cachedByName<T>(make: (name: string) => Promise<T | null>): (name: string) => Promise<T | null> {
  const kept = new Map<string, Promise<T | null>>();
  return (name) => {
    const cached = kept.get(name);
    if (cached) return cached;
    const result = make(name);
    void result.then((value) => {
      if (value === null) return;
      kept.set(name, result);
      if (kept.size > MAX_CACHED) {
        const oldest = kept.keys().next().value;
        if (oldest !== undefined) kept.delete(oldest);
      }
    });
    return result;
  };
}

/**
 * Answers the joined stylesheet for `name` (what follows PAGE_STYLESHEET_PREFIX), compressed once, or null
 * when a part is not one of the build's stylesheets or the name is not a list of parts.
 */
export function pageStylesheets(webDistDir: string): (name: string) => Promise<EncodedBody | null> {
  return cachedByName(async (name) => {
    const css = await joinParts(webDistDir, name);
    return css ? encodeBody(css) : null;
  });
}

/** A page with its stylesheet written in, and the CSP sources that allow that `<style>` (none if unchanged). */
export interface InlinedPage {
  html: string;
  styleSources: string[];
}

/**
 * Writes a rendered page's stylesheet into the page: the link to its joined stylesheet becomes a `<style>`
 * element with the same CSS, allowed by its hash (the page's Content-Security-Policy names it). The first
 * paint then waits for the HTML alone: on a slow network a stylesheet request is a round trip more, and it
 * would share the bandwidth with the font. A page whose stylesheet is not the build's keeps its link.
 */
export function pageStylesheetInliner(webDistDir: string): (html: string) => Promise<InlinedPage> {
  const stylesheet = cachedByName(async (name) => {
    const css = (await joinParts(webDistDir, name))?.toString('utf8');
    // CSS cannot close the element it is written in, and a build's never tries; if it did, it stays linked.
    if (css === undefined || /<\/style/i.test(css)) return null;
    return { css, source: cspHashSource(css) };
  });
  return async (html) => {
    const link = PAGE_STYLESHEET_LINK.exec(html);
    const inline = link?.[1] ? await stylesheet(link[1]) : null;
    if (!link || !inline) return { html, styleSources: [] };
    return {
      html: html.replace(link[0], () => `<style>${inline.css}</style>`),
      styleSources: [inline.source],
    };
  };
}
