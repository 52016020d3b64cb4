/**
 * The only script a server-rendered page names in its HTML (server-document.ts puts it in place of the app's
 * entry, whose address it carries as `data-app-src`). It starts the app once the page is on screen with its
 * images: until then the app's ~100 KB of JavaScript would share a slow network with the HTML, CSS, font and
 * images the first view needs, and its parsing would hold up a slow phone's first paint. Everything on the
 * page works before it as plain HTML (links, menus as <details>, forms the server answers); the app then
 * hydrates it and takes the same elements over. A device's first page, and every page of the data saver,
 * starts it only at the shopper's first use instead (`onFirstUse`, below). The page's own style holds only
 * the CSS its HTML uses (the server's apps/api/src/page-stylesheets.ts): the whole stylesheet is linked here
 * too, and the app runs once it is in, so what the app draws that the HTML did not have (dialogs, toasts, the
 * next screens) is styled.
 *
 * It imports nothing and stays a few hundred bytes.
 */
const entry = document.querySelector<HTMLScriptElement>('script[data-app-src]');

function addScript(src: string) {
  const script = document.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = src;
  document.head.append(script);
}

/**
 * The stylesheets of the lazy parts the server rendered (their CSS is in the page's own style): linked
 * disabled, so the app's loader, which looks for a part's link before it fetches its CSS, fetches none of them.
 */
function linkRenderedStyles() {
  const files = document.querySelector<HTMLMetaElement>('meta[name=oja-lazy-styles]')?.content.split(' ');
  for (const file of files ?? []) {
    if (!file) continue;
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.disabled = true;
    link.setAttribute('href', file);
    document.head.append(link);
  }
}

/**
 * A page the server rendered for a signed-in shopper (the cart, checkout, My purchases, Direct debits) names
 * them (ssr/signed-in-page.ts); the app may take it over only if this device's stored session is that
 * shopper's. Otherwise (signed out here, another shopper since) the server's HTML and answers go as the app
 * starts, and the app draws the page as on any page left to the browser (a guest is sent to log in, or sees
 * the device's own cart). Checked here, not
 * in the app, so the app's first load pays nothing for it; after the first paint, which an emptied page would
 * never have. The storage key and shape are the app's (api-client's AUTH_STORAGE_KEY,
 * shared/auth.ts), the ids the server's (ssr/*).
 */
function dropAnotherShoppersPage() {
  const servedFor = document.getElementById('oja-signed-in-as')?.textContent;
  if (!servedFor) return;
  let mine = false;
  try {
    const auth = JSON.parse(localStorage.getItem('oja.auth') ?? 'null') as {
      token?: unknown;
      userID?: unknown;
    };
    mine = Boolean(auth?.token) && JSON.stringify(auth.userID) === servedFor;
  } catch {
    // An unreadable stored session is nobody's.
  }
  if (!mine) dropServedPage();
}

/** The server's page goes before the app starts: the app draws it again as on a page left to the browser. */
function dropServedPage() {
  document.getElementById('root')?.replaceChildren();
  for (const id of ['oja-query-state', 'oja-rendered-modules']) document.getElementById(id)?.remove();
}

/**
 * Whether this device's storage holds something under one of `keys` (a cart, a session: the app's keys,
 * written as JSON, `null` when emptied). Storage that cannot be read counts as holding something.
 */
function storedAs(...keys: string[]): boolean {
  try {
    return keys.some((key) => {
      const value = localStorage.getItem(key);
      return value !== null && value !== 'null' && !/"token":null/.test(value);
    });
  } catch {
    return true;
  }
}

/**
 * The page's whole stylesheet, which the server names where it wrote in the part of it the HTML uses: linked,
 * it adds rules for elements the page does not have, so what is on screen does not move. Resolves once it is in
 * (or failed: the app then runs as it would have), at once when the page names none (all of its CSS is in it).
 */
function linkPageStylesheet(): Promise<unknown> {
  const href = document.querySelector<HTMLMetaElement>('meta[name=oja-page-stylesheet]')?.content;
  if (!href) return Promise.resolve();
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  const loaded = new Promise((done) => {
    link.addEventListener('load', done, { once: true });
    link.addEventListener('error', done, { once: true });
  });
  document.head.append(link);
  return loaded;
}

function startApp() {
  const src = entry?.dataset.appSrc;
  if (!src) return;
  dropAnotherShoppersPage();
  const styled = linkPageStylesheet();
  linkRenderedStyles();
  // Every file the app needs starts downloading now, in parallel, without running.
  for (const file of [...(entry?.dataset.appPreload?.split(' ') ?? []), src]) {
    if (!file) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = file;
    document.head.append(link);
  }
  // React first (src/vendor.ts), then, in a task of its own and once the page's stylesheet is in, the app:
  // two shorter tasks instead of one long one, so a tap between them is answered.
  const vendor = entry?.dataset.vendorSrc;
  const react = vendor ? import(/* @vite-ignore */ vendor).catch(() => undefined) : undefined;
  Promise.all([react, styled]).then(() => setTimeout(() => addScript(src), 0));
}

/** Runs `then` once the browser has reported the page's first contentful paint. */
function afterFirstContentfulPaint(then: () => void) {
  const paintsObserved =
    typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint');
  // A background tab paints nothing to wait for; an older browser cannot say when it painted.
  if (document.visibilityState === 'hidden' || !paintsObserved) {
    setTimeout(then, 0);
    return;
  }
  const observer = new PerformanceObserver((paints) => {
    if (paints.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    setTimeout(then, 0);
  });
  // Buffered: the paint has usually happened before the page's load event.
  observer.observe({ type: 'paint', buffered: true });
}

/**
 * A page rendered for one guest (after a cart form the server answered, and the cart page) names their cart:
 * the server keeps its id in a cookie no script reads, so the app adopts it from here, in its own storage,
 * before it starts (shared/cart/cart-session.ts reads it there). The device's copy of the cart is older than
 * the page's, so it goes. The cart page of a guest whose browser sent no cart cookie names none (an empty
 * `content`) and shows an empty cart: a device that holds a cart or a session all the same (its cookie gone)
 * drops that page, and the app draws the device's own cart.
 */
const servedCartMeta = document.querySelector<HTMLMetaElement>('meta[name=oja-cart]');
const servedCart = servedCartMeta?.content;
if (servedCart) {
  try {
    localStorage.setItem('oja.cartSessionID', JSON.stringify(servedCart));
    localStorage.removeItem('oja.cartQuery');
  } catch {
    // Storage refused: the app then starts with the device's cart.
  }
} else if (servedCartMeta && storedAs('oja.cartSessionID', 'oja.auth')) dropServedPage();

/**
 * Chrome offers to install the shop (public/manifest.webmanifest) with this event, often before the app runs:
 * it is kept for home's 'Install the app' (features/catalogue/install-prompt.ts), which shows once it is here.
 */
addEventListener('beforeinstallprompt', (event) => {
  event.preventDefault();
  (window as { ojaInstallPrompt?: Event }).ojaInstallPrompt = event;
  dispatchEvent(new Event('oja-installable'));
});

/** Runs `then` when the browser is idle, within 5 s (a second later where it cannot say). */
function whenIdle(then: () => void) {
  if ('requestIdleCallback' in window) requestIdleCallback(then, { timeout: 5000 });
  else setTimeout(then, 1000);
}

/**
 * The service worker (service-worker/sw.ts), once the app has taken the page over (`<html data-hydrated>`,
 * shared/hydration.tsx) and the browser is idle. Its install downloads and stores the release's files
 * (~440 KB): begun with the app, on a first visit it shared the slow network and the phone's processor with
 * the app's own code and hydration, and doubled the page's blocking time (Lighthouse TBT, home and cart).
 */
function registerServiceWorkerOnceLive() {
  if (!navigator.serviceWorker) return;
  const register = () => {
    whenIdle(() => void navigator.serviceWorker.register('/sw.js').catch(() => undefined));
  };
  const html = document.documentElement;
  if (html.dataset.hydrated) return register();
  const observer = new MutationObserver(() => {
    if (!html.dataset.hydrated) return;
    observer.disconnect();
    register();
  });
  observer.observe(html, { attributes: true, attributeFilter: ['data-hydrated'] });
}

/**
 * Whether the shopper asks for less data: the server marks the page (`Save-Data: on`, or the account area's
 * 'Data saver' switch, whose cookie is @oja/domain's DATA_SAVER_COOKIE), or the switch's cookie is here on a
 * page a shared cache answered.
 */
function savesData(cookies: string[]) {
  const html = document.documentElement;
  // Marked for the app too: the hero does not move by itself (ui's hero-slider.tsx).
  if (cookies.includes('oja_data_saver=on')) html.dataset.saveData = 'on';
  return html.dataset.saveData === 'on';
}

/**
 * Runs `then` at the shopper's first touch, key, focus or (`scrolls`) scroll on the page, except on a link that
 * leaves it: the page works as plain HTML (links, forms the server answers, menus as <details>), and a link to
 * another page is a plain page load either way. A link within the page (the hero's Previous and Next) is a use.
 */
function onFirstUse(then: () => void, { scrolls }: { scrolls: boolean }) {
  const events = ['pointerdown', 'keydown', 'focusin', ...(scrolls ? ['scroll'] : [])];
  const start = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (link instanceof HTMLAnchorElement && link.href.split('#')[0] !== location.href.split('#')[0]) return;
    for (const name of events) removeEventListener(name, start, true);
    delete document.documentElement.dataset.startsOnUse;
    then();
  };
  for (const name of events) addEventListener(name, start, { capture: true, passive: true });
  // For tests and tools: the app waits for a use (e2e/support/test.ts's waitForApp gives it one).
  document.documentElement.dataset.startsOnUse = '';
}

/**
 * A device's first page on the shop, rendered by the server, starts the app at the shopper's first use (a
 * scroll included) rather than after its first paint: a first visit, often from a search on a slow phone, then
 * spends neither the network nor the processor on ~100 KB of JavaScript the shopper may not need (its parsing
 * alone is a long task on a slow phone), and everything on it works as plain HTML meanwhile. The next pages
 * start the app at once, so they navigate in the page, and the service worker (registered once the app runs)
 * keeps the release for later visits. The device is known by a cookie of its own, `oja_visited` (nothing but
 * that it has been here), read with the data saver's. A page rendered for a signed-in shopper always starts at
 * once (its screens are inert until then).
 */
function isFirstPageOfDevice(cookies: string[]): boolean {
  if (!document.getElementById('root')?.firstElementChild) return false;
  if (document.getElementById('oja-signed-in-as')) return false;
  if (cookies.includes('oja_visited=1')) return false;
  markDeviceVisited();
  return true;
}

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;
/** The Cookie Store API, where the browser has it (Chromium, Safari 18.4, Firefox 140; a secure page only). */
const asyncCookies = 'cookieStore' in window ? window.cookieStore : undefined;

/** Sets `oja_visited=1` for a year: this device has been here (isFirstPageOfDevice). */
function markDeviceVisited() {
  if (asyncCookies) {
    const expires = Date.now() + YEAR_MS;
    // A cookie the API sets is always Secure: a secure page is the API's only place (localhost counts).
    void asyncCookies
      .set({ name: 'oja_visited', value: '1', expires, path: '/', sameSite: 'lax' })
      .catch(() => {});
    return;
  }
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the fallback of a browser without the Cookie Store API.
  document.cookie = `oja_visited=1; Max-Age=${YEAR_MS / 1000}; Path=/; SameSite=Lax${secure}`;
}

/**
 * The page's cookies as `name=value` pairs, read without holding up the page. `document.cookie` is a
 * synchronous call to the browser's network process, which is busy with the page's pictures as the page
 * loads: measured on home's first load, 8 to 12 ms in 4 loads of 5 (a long task at 4x CPU slowdown, and
 * Lighthouse's blocking time with it). The Cookie Store API answers the same asynchronously; a browser without
 * it reads `document.cookie` in a task of its own, after the page's parsing.
 */
function readCookies(): Promise<string[]> {
  const fromDocument = () => document.cookie.split(/;\s*/);
  if (!asyncCookies) return new Promise((resolve) => setTimeout(() => resolve(fromDocument()), 0));
  return asyncCookies
    .getAll()
    .then((cookies) => cookies.map(({ name, value }) => `${name}=${value}`), fromDocument);
}

/**
 * The shop's font (Inter, ui's fonts.css) is drawn only on a device that keeps it: index.html's first script
 * marks any other page `data-web-font="later"`, which draws it in the phone's own sans-serif and asks for no
 * font (ui's tokens.css). On a device's first visit the font would share a slow network with the first view's
 * HTML and pictures, and still arrive too late to draw it (its faces are `font-display: optional`). Such a page
 * fetches the font's files once its app has started (after the first paint, or at a first page's first use)
 * and the browser is idle, at the lowest priority, and marks the device (`oja.webFont`): its next pages draw in
 * Inter, from the browser's cache (shared/web-font.ts names the key). A page nobody used fetches nothing, and
 * the data saver never does.
 */
function keepWebFontForNextPages() {
  if (document.documentElement.dataset.webFont !== 'later') return;
  const files = declaredFontFiles();
  if (files.length === 0) return;
  Promise.all(files.map(fetchForLater))
    .then(() => localStorage.setItem('oja.webFont', '1'))
    .catch(() => {
      // Not kept (offline, storage refused): the next page tries again.
    });
}

/**
 * Fetches a font file into the browser's cache for the next pages: as a `<link rel="prefetch">`, the browser's
 * own lowest-priority fetch for a next page (a script's first fetch() set up the Fetch API in an 11 ms task, a
 * long one at 4x slowdown); with fetch() where the browser has no prefetch (Safari).
 */
function fetchForLater(file: string): Promise<unknown> {
  const link = document.createElement('link');
  if (!link.relList.supports('prefetch')) {
    return fetch(file, { priority: 'low' }).then((answer) => {
      if (!answer.ok) throw new Error(`${answer.status}`);
      return answer.arrayBuffer();
    });
  }
  // As the font's own request is made (CORS, same-origin credentials), so the cached answer serves it.
  Object.assign(link, {
    rel: 'prefetch',
    as: 'font',
    type: 'font/woff2',
    crossOrigin: 'anonymous',
    href: file,
  });
  const loaded = new Promise((done, failed) => {
    link.addEventListener('load', done, { once: true });
    link.addEventListener('error', failed, { once: true });
  });
  document.head.append(link);
  return loaded;
}

/**
 * The font files the page's own style declares (its @font-face rules), as addresses. Read from the style's
 * text: walking its rules through the CSSOM builds an object for every rule of the page, a 12 to 50 ms task on
 * this machine (Lighthouse's blocking time, at 4x slowdown).
 */
function declaredFontFiles(): string[] {
  const files = new Set<string>();
  for (const style of Array.from(document.querySelectorAll('style'))) {
    for (const [, url] of (style.textContent ?? '').matchAll(/url\(\s*["']?([^"')\s]+\.woff2)/g)) {
      if (url) files.add(new URL(url, location.href).href);
    }
  }
  return [...files];
}

const start = () => {
  startApp();
  registerServiceWorkerOnceLive();
};
/** The app, and then, once the browser is idle, the shop's font for the next pages (never the data saver's). */
const startKeepingWebFont = () => {
  start();
  whenIdle(keepWebFontForNextPages);
};
const startAfterFirstPaint = () => {
  if (document.readyState === 'complete') afterFirstContentfulPaint(startKeepingWebFont);
  else addEventListener('load', () => afterFirstContentfulPaint(startKeepingWebFont), { once: true });
};
// The server marked a page asked for with `Save-Data: on` or the switch's cookie: no need to read cookies.
if (document.documentElement.dataset.saveData === 'on') onFirstUse(start, { scrolls: false });
else
  void readCookies().then((cookies) => {
    if (savesData(cookies)) onFirstUse(start, { scrolls: false });
    else if (isFirstPageOfDevice(cookies)) onFirstUse(startKeepingWebFont, { scrolls: true });
    else startAfterFirstPaint();
  });
