import { type EncodedBody, encodeBody } from './http-cache.ts';
import { readInside } from './static.ts';

/**
 * Where a server-rendered page's one stylesheet is: the CSS files it needs, joined in their order, at an address
 * that names them, `/assets/css/index-BC69NbAZ+footer-Cjb8CEDo.css` for assets/index-BC69NbAZ.css then
 * assets/footer-Cjb8CEDo.css (apps/web/src/server-document.ts writes it). One request instead of one per lazy
 * part: on a slow network every request is a round trip before the first paint. The address says what to
 * join, so any server answers it from its own build, after a restart or beside another instance; its parts
 * are content-hashed, so the joined file never changes either.
 */
export const PAGE_STYLESHEET_PREFIX = '/assets/css/';

/** A part's name: a built file's, without folder or extension. */
const PART = /^[A-Za-z0-9_-]{1,100}$/;
/** A page links its entry's CSS and a few lazy parts'; more is not a page's. */
const MAX_PARTS = 12;
/** Joined stylesheets kept in memory (a page kind each; a made-up list of real parts cannot fill it). */
const MAX_CACHED = 100;

/**
 * Answers the joined stylesheet for `name` (what follows PAGE_STYLESHEET_PREFIX), compressed once, or null
 * when a part is not one of the build's stylesheets or the name is not a list of parts.
 */
export function pageStylesheets(webDistDir: string) {
  const joined = new Map<string, Promise<EncodedBody | null>>();
  const join = async (name: string): Promise<EncodedBody | null> => {
    const parts = name.replace(/\.css$/, '').split('+');
    if (!name.endsWith('.css') || parts.length > MAX_PARTS || !parts.every((part) => PART.test(part))) {
      return null;
    }
    const files = await Promise.all(parts.map((part) => readInside(webDistDir, `assets/${part}.css`)));
    if (files.some((file) => file === null)) return null;
    return encodeBody(Buffer.concat(files.flatMap((file) => (file ? [file.body, Buffer.from('\n')] : []))));
  };
  return (name: string): Promise<EncodedBody | null> => {
    const cached = joined.get(name);
    if (cached) return cached;
    const stylesheet = join(name);
    // Only real stylesheets are kept: a made-up name must not take a place in the cache.
    void stylesheet.then((body) => {
      if (!body) return;
      joined.set(name, stylesheet);
      if (joined.size > MAX_CACHED) {
        const oldest = joined.keys().next().value;
        if (oldest !== undefined) joined.delete(oldest);
      }
    });
    return stylesheet;
  };
}
