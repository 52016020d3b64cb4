import postcss, { type Container, type Root } from 'postcss';
import { type EncodedBody, encodeBody } from './http-cache.ts';
import { cspHashSource } from './security-headers.ts';
import { readInside } from './static.ts';

/**
 * Where a server-rendered page's one stylesheet is: the CSS files it needs, joined in their order, at an address
 * that names them, `/assets/css/index-BC69NbAZ+footer-Cjb8CEDo.css` for assets/index-BC69NbAZ.css then
 * assets/footer-Cjb8CEDo.css (apps/web/src/server-document.ts writes it). The server writes the part of that
 * CSS the page's HTML can use into the page itself (`pageStylesheetInliner`), so the first paint waits for no
 * stylesheet request; the address is still served, for the boot script, which links the whole stylesheet when
 * the app starts, for a page that links it, and for a cached page from before. It says what to join, so any
 * server answers it from its own build, after a restart or beside another instance; its parts are
 * content-hashed, so the joined file never changes either.
 */
export const PAGE_STYLESHEET_PREFIX = '/assets/css/';

/**
 * The same stylesheet less its @font-face rules (`index-BC69NbAZ+footer-Cjb8CEDo.without-fonts.css`): what the
 * boot script links on a page whose own style already declares the fonts. Declared twice, the fonts change the
 * document's font set, and the browser styles and lays out every element again: measured on home at 4x CPU
 * slowdown, a 120 ms task where the rest of the stylesheet alone costs 25 to 45 ms.
 */
const WITHOUT_FONTS = '.without-fonts.css';

/** A part's name: a built file's, without folder or extension. */
const PART = /^[A-Za-z0-9_-]{1,100}$/;
/** A page links its entry's CSS and a few lazy parts'; more is not a page's. */
const MAX_PARTS = 12;
/** Joined stylesheets kept in memory (a page kind each; a made-up list of real parts cannot fill it). */
const MAX_CACHED = 100;
/** A page's critical CSS kept in memory, by stylesheet and class set (product pages share one). */
const MAX_CACHED_CRITICAL = 200;
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
    if (!name.endsWith(WITHOUT_FONTS)) {
      const css = await joinParts(webDistDir, name);
      return css ? encodeBody(css) : null;
    }
    const css = await joinParts(webDistDir, `${name.slice(0, -WITHOUT_FONTS.length)}.css`);
    return css ? encodeBody(Buffer.from(withoutFontFaces(css.toString('utf8')))) : null;
  });
}

/** The CSS with its @font-face rules taken out; as it is if postcss cannot read it. */
function withoutFontFaces(css: string): string {
  try {
    const root = postcss.parse(css);
    root.walkAtRules(/^font-face$/i, (rule) => {
      rule.remove();
    });
    return root.toString();
  } catch {
    return css;
  }
}

/**
 * A page's text is drawn at once in the phone's own sans-serif unless the shop's font is at hand within
 * ~100 ms (from an earlier page, the service worker's precache): its @font-face rules say `font-display:
 * optional`, and the page preloads the font only where the service worker answers it from its precache (a
 * device that has not kept the font yet does not even ask for it: apps/web's index.html marks its pages
 * `data-web-font="later"`). A font preloaded from the network holds Chromium's first frame until it has
 * arrived, 15 KB after the HTML on a slow network (home's largest paint, its offers' title, waited for it: 1.2
 * to 1.35 s against the static page's 0.9 in `npm run lighthouse`), and `swap` would move the text when it
 * arrives. The design system's stylesheet keeps `swap` (Storybook, the pages the browser draws).
 */
function drawnWithoutWaitingForFonts(root: Root): void {
  root.walkAtRules(/^font-face$/i, (rule) => {
    rule.walkDecls(/^font-display$/i, (declaration) => {
      declaration.value = 'optional';
    });
  });
}

/** A page with its stylesheet written in, and the CSP sources that allow that `<style>` (none if unchanged). */
export interface InlinedPage {
  html: string;
  styleSources: string[];
}

/** Where the page names its whole joined stylesheet for the boot script (apps/web/src/boot.ts links it). */
const PAGE_STYLESHEET_META = 'oja-page-stylesheet';

/** A class attribute's value (React writes them double-quoted). */
const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/gi;
/** The entities React writes in an attribute's value. */
const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#x27;': "'",
  '&lt;': '<',
  '&gt;': '>',
};

/** Every class name in the HTML's class attributes. */
export function pageClassNames(html: string): Set<string> {
  const names = new Set<string>();
  for (const [, value = ''] of html.matchAll(CLASS_ATTRIBUTE)) {
    for (const name of value
      .replace(/&(?:amp|quot|#x27|lt|gt);/g, (entity) => ENTITIES[entity] ?? entity)
      .split(/\s+/)) {
      if (name) names.add(name);
    }
  }
  return names;
}

/**
 * The classes an element must have, or an ancestor or sibling of it, for `selector` to match it: those it names
 * outside brackets and parentheses (`.a .b:hover`: a and b). One in an attribute's value, or in a pseudo-class's
 * argument (`:not(.a)`, `:is(.a, .b)`, `:has(.a)`), is not required, so such a rule is kept.
 */
export function requiredClasses(selector: string): string[] {
  const names: string[] = [];
  let depth = 0;
  let quote = '';
  for (let at = 0; at < selector.length; at++) {
    const char = selector[at];
    if (char === '\\') {
      at++;
    } else if (quote) {
      if (char === quote) quote = '';
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (char === '[' || char === '(') {
      depth++;
    } else if (char === ']' || char === ')') {
      depth = Math.max(0, depth - 1);
    } else if (char === '.' && depth === 0) {
      const name = /^(?:[-\w\u0080-\uffff]|\\(?:[0-9a-fA-F]{1,6}\s?|[^\n0-9a-fA-F]))+/.exec(
        selector.slice(at + 1),
      )?.[0];
      if (!name) continue;
      names.push(unescapeName(name));
      at += name.length;
    }
  }
  return names;
}

/** A CSS identifier as written (`md\:flex`, `\31 0`) to the name it stands for (`md:flex`, `10`). */
function unescapeName(name: string): string {
  return name.replace(/\\(?:([0-9a-fA-F]{1,6})\s?|([^\n]))/g, (_, hex?: string, char?: string) =>
    hex ? String.fromCodePoint(Number.parseInt(hex, 16) || 0xfffd) : (char ?? ''),
  );
}

/** At-rules whose rules apply where they do: kept with those of their rules that can apply, or not at all. */
const GROUPING_AT_RULES = new Set([
  'media',
  'supports',
  'layer',
  'container',
  'scope',
  'document',
  '-moz-document',
]);

/**
 * Takes out of `container` the rules that cannot apply to a page with these classes: a selector that requires a
 * class the page lacks goes, and a rule with no selector left. Rules without classes, @font-face, @keyframes,
 * @property and the like stay; a grouping at-rule keeps the rules of its that stay, or goes when none does (an
 * emptied named @layer stays as a statement, so the order of the layers is the same).
 */
function prune(container: Container, classes: ReadonlySet<string>): void {
  container.each((node) => {
    if (node.type === 'rule') {
      const selectors = node.selectors;
      const kept = selectors.filter((selector) =>
        requiredClasses(selector).every((name) => classes.has(name)),
      );
      if (kept.length === 0) node.remove();
      else if (kept.length < selectors.length) node.selectors = kept;
    } else if (node.type === 'atrule' && node.nodes && GROUPING_AT_RULES.has(node.name.toLowerCase())) {
      prune(node, classes);
      if (node.nodes.length > 0) return;
      if (node.name.toLowerCase() === 'layer' && node.params.trim()) {
        node.replaceWith(postcss.atRule({ name: node.name, params: node.params }));
      } else {
        node.remove();
      }
    }
  });
}

/** The rules of `stylesheet` that can apply to a page with these classes, as CSS (the stylesheet is not changed). */
export function criticalCss(stylesheet: Root, classes: ReadonlySet<string>): string {
  const copy = stylesheet.clone();
  prune(copy, classes);
  return copy.toString();
}

/**
 * Writes into a rendered page the part of its stylesheet its HTML can use ("critical CSS"): the link to its
 * joined stylesheet becomes a `<style>` element with the rules whose selectors name only classes the page's HTML
 * has (and those that name none: elements, :root, @font-face, @keyframes), allowed by its hash (the page's
 * Content-Security-Policy names it), and a `<meta name="oja-page-stylesheet">` with the stylesheet's address,
 * which the boot script (apps/web/src/boot.ts) links when it starts the app, for what the app draws then
 * (dialogs, toasts, the next screens). The first paint then waits for the HTML alone: on a slow network a
 * stylesheet request is a round trip more, and so is HTML over the first ~14 KB that a stylesheet written in
 * whole made it (issue 46). Without JavaScript the page needs no more: a rule is dropped only when it names a
 * class no element of the HTML has, so every rule for what is in it stays, its states (:hover, [open]) and
 * widths (@media) too, and the whole stylesheet, once it is linked, adds only rules for elements not on the
 * page. A page whose stylesheet is not the build's keeps its link.
 */
export function pageStylesheetInliner(webDistDir: string): (html: string) => Promise<InlinedPage> {
  // Parsed once per joined stylesheet: its name is content-hashed, so it never changes.
  const stylesheet = cachedByName(async (name) => {
    const css = (await joinParts(webDistDir, name))?.toString('utf8');
    // CSS cannot close the element it is written in, and a build's never tries; if it did, it stays linked.
    if (css === undefined || /<\/style/i.test(css)) return null;
    let root: Root | undefined;
    try {
      root = postcss.parse(css);
      drawnWithoutWaitingForFonts(root);
    } catch {
      // CSS postcss cannot read is written in whole, as it is.
    }
    return { css, root };
  });
  // A page's CSS depends only on its stylesheet and its class set: made once per pair, the oldest forgotten.
  const critical = new Map<string, { css: string; source: string }>();
  const criticalFor = (name: string, joined: { css: string; root: Root | undefined }, html: string) => {
    const classes = pageClassNames(html);
    const key = `${name} ${[...classes].sort().join(' ')}`;
    const kept = critical.get(key);
    if (kept) return kept;
    const css = joined.root ? criticalCss(joined.root, classes) : joined.css;
    const made = { css, source: cspHashSource(css) };
    critical.set(key, made);
    if (critical.size > MAX_CACHED_CRITICAL) {
      const oldest = critical.keys().next().value;
      if (oldest !== undefined) critical.delete(oldest);
    }
    return made;
  };
  return async (html) => {
    const link = PAGE_STYLESHEET_LINK.exec(html);
    const name = link?.[1];
    const joined = name ? await stylesheet(name) : null;
    if (!link || !name || !joined) return { html, styleSources: [] };
    const inline = criticalFor(name, joined, html);
    // A page that carries its stylesheet whole (one postcss could not read) has nothing more to link. Every
    // @font-face rule is in the page's own style (they name no class), so what is linked goes without them.
    const rest = `${PAGE_STYLESHEET_PREFIX}${name.replace(/\.css$/, WITHOUT_FONTS)}`;
    const whole = joined.root ? `<meta name="${PAGE_STYLESHEET_META}" content="${rest}">` : '';
    return {
      html: html.replace(link[0], () => `<style>${inline.css}</style>${whole}`),
      styleSources: [inline.source],
    };
  };
}
