import type { PageHead } from '../shared/page-head';
import type { PageNotice } from './contract';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Home's first hero slide's picture (packages/ui's home.css draws it from 640 px up), asked for with the page so
 * the largest paint of a wide screen does not wait for the layout to find it. AVIF only (a browser without it
 * skips the hint and takes the WebP of the CSS); phones show no picture, so the media query spares their bytes.
 */
const HOME_HERO_PRELOAD = [
  '<link rel="preload" as="image" type="image/avif" fetchpriority="high" media="(min-width: 640px)"',
  'href="/media/products/OJA-PHN-005/p1/2-320.avif"',
  'imagesrcset="/media/products/OJA-PHN-005/p1/2-320.avif 1x, /media/products/OJA-PHN-005/p1/2-480.avif 2x" />',
].join(' ');

/**
 * No frame is drawn until the page's main content (app.tsx's `<main id="main">`) is parsed, so the first frame is
 * the first view whole. Without it Chromium drew a frame with nothing in it when its parser first paused, then laid
 * the whole page out again for the next: work a slow phone does twice, and what Lighthouse counted as blocking
 * time (docs/run/measuring.md). The page's HTML up to there arrives in a connection's first round trip (e2e's
 * server-rendering journeys), so it waits for no network. Only the server's pages: the one the browser fills has
 * no #main while it is parsed (Chromium would wait for its end, and say so in the console).
 */
const FIRST_FRAME_WAITS_FOR_MAIN = '<link rel="expect" href="#main" blocking="render" />';

/** The head's tags for a page; the template's own title and description are replaced by the page's. */
function headTags(head: PageHead, origin: string, dataSaver: boolean): string {
  const tags: string[] = [FIRST_FRAME_WAITS_FOR_MAIN];
  const meta = (property: string, content: string | undefined, key = 'property') => {
    if (content) tags.push(`<meta ${key}="${property}" content="${escapeHtml(content)}" />`);
  };
  if (head.title) tags.push(`<title>${escapeHtml(head.title)}</title>`);
  meta('description', head.description, 'name');
  const url = head.canonicalPath ? `${origin}${head.canonicalPath}` : undefined;
  // A 404 page has no address of its own to claim.
  if (url && head.status !== 404) tags.push(`<link rel="canonical" href="${escapeHtml(url)}" />`);
  // The data saver fetches nothing ahead: the picture loads if and when the layout shows it.
  if (head.canonicalPath === '/' && head.status !== 404 && !dataSaver) tags.push(HOME_HERO_PRELOAD);
  meta('og:site_name', 'Oja');
  meta('og:type', head.ogType ?? 'website');
  meta('og:title', head.title);
  meta('og:description', head.description);
  if (head.status !== 404) meta('og:url', url);
  meta('og:image', head.image);
  meta('twitter:card', head.image ? 'summary_large_image' : 'summary', 'name');
  if (head.jsonLd) {
    // A data block, never run (the CSP allows no inline script); '<' escaped so it cannot close the tag.
    const json = JSON.stringify(head.jsonLd).replace(/</g, '\\u003c');
    tags.push(`<script type="application/ld+json">${json}</script>`);
  }
  return tags.join('\n    ');
}

/**
 * A form's answer as the page after it shows it (the app's toast, without the app): a status (an alert for a
 * refusal) with 'View cart' (or 'View favourites'). Outside #root, so hydration leaves it alone.
 */
function noticeHtml(
  notice: PageNotice | undefined,
  links: { cart?: string | undefined; favourites?: string | undefined },
): string {
  if (!notice) return '';
  const role = notice.error ? 'alert' : 'status';
  const [href, label] =
    notice.view === 'favourites' ? [links.favourites, 'View favourites'] : [links.cart, 'View cart'];
  const link = href ? ` <a href="${escapeHtml(href)}">${label}</a>` : '';
  return `<div class="oja-page-notice" data-variant="${notice.error ? 'error' : 'success'}" role="${role}"><p>${escapeHtml(notice.message)}${link}</p></div>`;
}

/** The marker index.html has where the server puts the rendered app (inside `<div id="root">`). */
const APP_MARKER = '<!--app-html-->';
/** The marker after #root where the query cache goes. */
const STATE_MARKER = '<!--app-state-->';
/** The marker index.html has at the end of its head, where the page's head tags go. */
const HEAD_MARKER = '<!--app-head-->';

/**
 * The built index.html with the rendered page in it: the page's head tags (replacing the template's title and
 * description when the page has its own), the app's HTML in #root, the query cache after it.
 */
export function pageDocument(
  template: string,
  page: {
    head: PageHead;
    origin: string;
    body: string;
    state: string;
    stylesheets: readonly string[];
    /**
     * The built boot script's code (src/boot.ts), which starts the app after the first paint: written into the
     * page, so it costs no request of its own (the server allows it by its hash). None in development.
     */
    bootCode?: string | undefined;
    /** The built src/vendor.ts (React), which the boot script runs before the app. */
    vendorScript?: string | undefined;
    /** The message a form post left, shown once (outside the app's HTML, so React never touches it). */
    notice?: PageNotice | undefined;
    /**
     * The guest cart of a page rendered for one shopper: the app adopts it (shared/cart/cart-session.ts); null
     * on the cart page of a guest without one (named empty).
     */
    cartSessionID?: string | null | undefined;
    /** Where the notice's 'View cart' goes. */
    cartHref?: string | undefined;
    /** Where a favourite notice's 'View favourites' goes. */
    favouritesHref?: string | undefined;
    /**
     * The request asks for less data (contract.ts): marked on <html> (`data-save-data="on"`) for the boot
     * script, which then starts the app on the shopper's first touch, and for the hero, which stays still.
     */
    dataSaver?: boolean | undefined;
  },
): string {
  let html = template;
  if (page.bootCode) html = startAppAfterFirstPaint(html, { code: page.bootCode, vendor: page.vendorScript });
  let stylesheets = page.stylesheets;
  const joined = withOnePageStylesheet(html, stylesheets);
  if (joined !== html) {
    html = joined;
    stylesheets = [];
  }
  if (page.head.title) html = html.replace(/<title>[^<]*<\/title>/, '');
  if (page.dataSaver) html = html.replace(/<html\b/, '<html data-save-data="on"');
  if (page.head.description) html = html.replace(/<meta\s+name="description"[^>]*>/, '');
  return (
    html
      // A rendered page works without JavaScript: the 'needs JavaScript' notice is for the empty page only.
      .replace(/<noscript>[\s\S]*?<\/noscript>/, '')
      .replace(HEAD_MARKER, () =>
        [
          headTags(page.head, page.origin, page.dataSaver ?? false),
          ...(page.cartSessionID !== undefined
            ? [`<meta name="oja-cart" content="${escapeHtml(page.cartSessionID ?? '')}" />`]
            : []),
        ].join('\n    '),
      )
      .replace(APP_MARKER, () => page.body)
      .replace(
        STATE_MARKER,
        () =>
          `${noticeHtml(page.notice, { cart: page.cartHref, favourites: page.favouritesHref })}${page.state}`,
      )
      .replace('</head>', () => [...stylesheetLinks(stylesheets), '</head>'].join('\n    '))
  );
}

/** The entry's stylesheet as Vite writes it in index.html. */
const ENTRY_STYLESHEET = /<link rel="stylesheet" crossorigin href="\/assets\/([\w-]+)\.css">/;
/** The address of the joined stylesheet of several built ones (apps/api/src/page-stylesheets.ts serves it). */
const PAGE_STYLESHEET_PREFIX = '/assets/css/';

/**
 * The page's CSS at one address: the entry's stylesheet and those of the lazy parts on the page (in that
 * order, so the cascade is the same as when the browser adds them with the code) joined. The API's server
 * writes the part of that CSS the page's HTML uses into the page and names the whole for the boot script, which
 * links it when it starts the app (apps/api/src/page-stylesheets.ts), so the first paint waits for no stylesheet
 * request.
 */
function withOnePageStylesheet(html: string, stylesheets: readonly string[]): string {
  const parts = stylesheets.map((file) => /^assets\/([\w-]+)\.css$/.exec(file)?.[1]);
  if (parts.some((part) => part === undefined) || !ENTRY_STYLESHEET.test(html)) return html;
  return html.replace(ENTRY_STYLESHEET, (_, entry: string) =>
    [
      `<link rel="stylesheet" crossorigin href="${PAGE_STYLESHEET_PREFIX}${[entry, ...parts].join('+')}.css">`,
      // The lazy parts' own stylesheets, named but not loaded: the boot script links them disabled before the
      // app starts, so the app's code, when it loads one of these parts again on a later page, sees its CSS
      // linked and does not fetch it a second time. Not as <link disabled> in the HTML: Chromium's preload
      // scanner fetches those anyway, six requests a page without JavaScript never uses.
      ...(stylesheets.length > 0
        ? [`<meta name="oja-lazy-styles" content="${stylesheets.map((file) => `/${file}`).join(' ')}">`]
        : []),
    ].join('\n    '),
  );
}

/** The lazy parts' stylesheets, linked one by one when the page could not have them joined (development). */
function stylesheetLinks(stylesheets: readonly string[]): string[] {
  return stylesheets.map((file) => `<link rel="stylesheet" href="/${escapeHtml(file)}">`);
}

/**
 * The page carries the boot script instead of naming the app's entry, and the entry's address moves to the
 * boot script's `data-app-src` (src/boot.ts loads it once the page is on screen): the browser does not ask for
 * the app's JavaScript while it still needs the network and the processor for the first view. The boot script
 * is written into the page rather than linked: a request of its own would be one more thing the first paint
 * waits for on a slow network.
 */
function startAppAfterFirstPaint(html: string, boot: { code: string; vendor?: string | undefined }): string {
  // Built code never closes its own element, but a page must not break if it ever did.
  if (/<\/script/i.test(boot.code)) throw new Error('the boot script cannot be written into the page');
  // The entry's own imports, which Vite has the browser fetch at once: the boot script asks for them instead.
  const preloads: string[] = [];
  const withoutPreloads = html.replace(
    /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g,
    (_, href) => {
      preloads.push(href);
      return '';
    },
  );
  const vendor = boot.vendor ? ` data-vendor-src="/${escapeHtml(boot.vendor)}"` : '';
  return withoutPreloads.replace(
    /<script type="module" crossorigin src="([^"]+)"><\/script>/,
    (_, entry: string) =>
      `<script type="module" data-app-src="${entry}" data-app-preload="${escapeHtml(preloads.join(' '))}"${vendor}>${boot.code}</script>`,
  );
}
