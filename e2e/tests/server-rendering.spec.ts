import { products, type SeedProduct } from '@oja/catalogue';
import { formatKobo, kobo, lagosCalendarDate } from '@oja/domain';
import type { Page, Route } from '@playwright/test';
import { expect, startAppIfWaitingForUse, test, waitForApp } from '../support/test';

/** An instalment product in stock, and its page's address (category, subcategory, id, slug). */
const product = products.find((p) => p.inStock && p.minimumDownPaymentPercentage !== 100);
if (!product) throw new Error('the seed has no product in stock');
const productPath = (p: SeedProduct) =>
  `/${p.parentCategorySlug}/${p.subcategorySlug}/${p.productID}/${p.slug}`;
const price = formatKobo(kobo(product.priceKobo));

// One viewport (the 'desktop' project): without JavaScript the tests read the HTML, the same at any width.
test.describe('without JavaScript', { tag: '@one-viewport' }, () => {
  test.use({ javaScriptEnabled: false });

  test("a product page's HTML holds its name and naira price before any script runs", async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      requested.push(`${request.resourceType()} ${new URL(request.url()).pathname}`);
    });
    const response = await page.goto(productPath(product));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: product.productName })).toBeVisible();
    await expect(page.getByText(price).first()).toBeVisible();
    // Styled without its script, and without a stylesheet request: the page carries its CSS, the route's too
    // (the breadcrumb is one row), the browser allowing it by its hash; and it asks only for the font and the
    // product's pictures, in whichever order the browser needs them (the fonts are not preloaded: the text is
    // drawn in them only if they are at hand; the naira sign's own subset is asked for because a price shows
    // it). On a slow network each request is a round trip before the first paint.
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('list')).toHaveCSS(
      'display',
      'flex',
    );
    await expect(page.locator('link[rel=stylesheet]:not([disabled])')).toHaveCount(0);
    await expect(page.locator('head style')).toHaveCount(1);
    const asked = requested.filter((request) => !request.startsWith('document '));
    expect(asked).toHaveLength(6);
    expect(asked).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^font \/assets\/inter-latin-wght-[\w-]+\.woff2$/),
        expect.stringMatching(/^font \/assets\/inter-naira-wght-[\w-]+\.woff2$/),
        // The large picture at one width (AVIF, the browser's pick from its srcset) and the three thumbnails'.
        expect.stringMatching(new RegExp(`^image /media/products/${product.productID}/\\w+/1-\\d+\\.avif$`)),
        ...[1, 2, 3].map((view) =>
          expect.stringMatching(
            new RegExp(`^image /media/products/${product.productID}/\\w+/${view}-160\\.avif$`),
          ),
        ),
      ]),
    );
    // The page names the product for a shared link: title, canonical address, Open Graph, schema.org.
    await expect(page).toHaveTitle(`${product.productName} · Oja`);
    await expect(page.locator('link[rel=canonical]')).toHaveAttribute(
      'href',
      new RegExp(`${productPath(product)}$`),
    );
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'product');
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    );
    expect(jsonLd).toMatchObject({
      '@type': 'Product',
      name: product.productName,
      offers: { priceCurrency: 'NGN', price: (product.priceKobo / 100).toFixed(2) },
    });
  });

  test('home, a listing and a product show their products and prices, and their links work', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'New products' })).toBeVisible();
    await expectCardsWithPrices(page);
    // Plain links: the browser asks the server for the next page.
    await page.getByRole('main').getByRole('link', { name: 'Electronics', exact: true }).click();
    await expect(page).toHaveURL(/\/electronics$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Electronics' })).toBeVisible();
    const card = await expectCardsWithPrices(page);
    const name = (await card.getByRole('heading').textContent()) ?? '';
    await card.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/electronics\/[^/]+\/OJA-[^/]+\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(
      page
        .getByRole('main')
        .getByText(/^₦[\d,]+/)
        .first(),
    ).toBeVisible();
  });

  test('a path that does not exist, or a product that does not, answers 404 with the 404 page', async ({
    page,
  }) => {
    for (const path of [
      '/no-such-category',
      '/electronics/no-such-subcategory',
      '/electronics/phones/OJA-NONE-999/x',
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    }
  });
});

/** The page's first product card, after checking that it shows a naira price. */
async function expectCardsWithPrices(page: Page) {
  const card = page.getByRole('main').getByRole('article').first();
  await expect(card.getByRole('link').first()).toBeVisible();
  await expect(card.getByText(/^₦[\d,]+$/).first()).toBeVisible();
  return card;
}

/**
 * Console errors and failed page scripts while `path` loads and hydrates, and what it asked for that it had: the
 * API's answers, or a stylesheet other than the page's whole one (which the boot script links as the app starts:
 * the page carries the CSS of its HTML alone), such as the CSS of the parts the page was rendered with.
 */
async function problemsWhileHydrating(page: Page, path: string) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const requests: { path: string; stylesheet: boolean }[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/products') || request.resourceType() === 'stylesheet') {
      requests.push({
        path: new URL(request.url()).pathname,
        stylesheet: request.resourceType() === 'stylesheet',
      });
    }
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  const whole = await page.locator('meta[name=oja-page-stylesheet]').getAttribute('content');
  const asked = requests
    .filter((request) => !request.stylesheet || request.path !== whole)
    .map((r) => r.path);
  return { problems, asked, whole };
}

test('hydrating the server-rendered pages logs no error and asks nothing the page already has', {
  tag: '@both-viewports',
}, async ({ page }) => {
  for (const path of [
    '/',
    '/electronics',
    `/${product.parentCategorySlug}/${product.subcategorySlug}`,
    productPath(product),
    '/sales-offers',
    '/new-products',
    '/search-results?q=phone',
    '/cart-items',
  ]) {
    const { problems, asked, whole } = await problemsWhileHydrating(page, path);
    expect(problems, path).toEqual([]);
    expect(asked, path).toEqual([]);
    // The page's whole stylesheet is in once the app runs (less the fonts, which the page's own style declares).
    expect(whole, path).toMatch(/^\/assets\/css\/index-[\w-]+(\+[\w-]+)*\.without-fonts\.css$/);
    await expect(page.locator(`link[rel=stylesheet][href="${whole}"]`), path).toHaveCount(1);
  }
  // With a cart and recently viewed products on the device, the server's page (a guest's, with neither) still
  // hydrates cleanly, and the browser then fills them in.
  await page.goto(productPath(product));
  await page.getByRole('button', { name: /add to cart/i }).click();
  await expect(page.getByRole('button', { name: /^Cart, 1 item/ })).toBeVisible();
  for (const path of ['/cart-items', '/', productPath(product)]) {
    const { problems } = await problemsWhileHydrating(page, path);
    expect(problems, path).toEqual([]);
    await expect(page.getByRole('button', { name: /^Cart, 1 item/ })).toBeVisible();
  }
  await page.goto('/cart-items');
  await expect(page.getByRole('main').getByText(product.productName).first()).toBeVisible();
});

test("a page the server rendered on one day and a phone hydrates on another hydrates cleanly, then shows the phone's day", async ({
  page,
}) => {
  // The calculator's last payment and the footer's year as the server renders them today (in Lagos).
  const served = await (await page.request.get('/welcome')).text();
  const servedLastPayment = /Last payment<\/dt><dd>([^<]+)<\/dd>/.exec(served)?.[1];
  expect(servedLastPayment, 'the server renders the calculator with a last payment').toBeTruthy();
  // A phone whose clock is a year and a day on: as a page rendered before midnight (or kept in a cache) and
  // hydrated after it, or a phone with a wrong clock. It hydrates the server's dates, then moves to its own.
  const phoneNow = Date.now() + 366 * 24 * 60 * 60 * 1000;
  await page.clock.setFixedTime(phoneNow);
  const { problems } = await problemsWhileHydrating(page, '/welcome');
  expect(problems).toEqual([]);
  await expect(page.locator('dt:text-is("Last payment") + dd')).not.toHaveText(servedLastPayment ?? '');
  await expect(page.getByRole('contentinfo')).toContainText(
    `© ${lagosCalendarDate(phoneNow).slice(0, 4)} Oja.`,
  );
});

/** The first view of home on a phone (HTML, CSS, JavaScript, fonts, pictures above the fold), issue 13. */
const FIRST_VIEW_BUDGET_BYTES = 170 * 1000;

// One viewport: the test opens its own 360 px phone whatever the project.
test("home's first view on a 360 px phone is at most 170 KB over the wire", { tag: '@one-viewport' }, async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 800 }, isMobile: true });
  const page = await context.newPage();
  await page.goto('/', { waitUntil: 'networkidle' });
  await waitForApp(page);
  // What the browser fetched, compressed as it came (Resource Timing's transferSize counts headers and body).
  const fetched = await page.evaluate(() =>
    [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')].map(
      (entry) => {
        const timing = entry as PerformanceResourceTiming;
        return { name: timing.name, type: timing.initiatorType, bytes: timing.transferSize };
      },
    ),
  );
  const total = fetched.reduce((sum, entry) => sum + entry.bytes, 0);
  const scripts = fetched
    .filter((entry) => entry.name.endsWith('.js'))
    .reduce((sum, entry) => sum + entry.bytes, 0);
  test.info().annotations.push({
    type: 'first view',
    description: `${total} B in ${fetched.length} requests, of which JavaScript ${scripts} B`,
  });
  expect(
    fetched.every((entry) => entry.bytes > 0 || entry.type === 'navigation'),
    'every size is known',
  ).toBe(true);
  expect(total).toBeLessThanOrEqual(FIRST_VIEW_BUDGET_BYTES);
  await context.close();
});

/** The shop's font faces (ui's fonts.css): Inter's text subset and the naira sign's. */
const FONT_FILES = [
  /^\/assets\/inter-latin-wght-[\w-]+\.woff2$/,
  /^\/assets\/inter-naira-wght-[\w-]+\.woff2$/,
];

/** The shop's font faces this page has loaded (document.fonts), once the fonts it asked for are in. */
const loadedInterFaces = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts]
      .filter((face) => face.family.replace(/"/g, '') === 'Inter Variable')
      .filter((face) => face.status === 'loaded').length;
  });

// A device's first visit draws in the phone's font: Inter would share the slow network with the first view and
// arrive too late to be drawn (font-display: optional). One viewport: the test opens its own phone.
test("a device's first page asks for no font until the shopper uses it, then keeps Inter for its next pages", {
  tag: '@one-viewport',
}, async ({ browser, baseURL }) => {
  // No service worker: the next page's fonts are to come from the browser's cache, which the prefetch filled (a
  // worker, registered once the app runs, may or may not have taken the page over by then).
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 360, height: 800 },
    isMobile: true,
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  await page.goto(`/${product.parentCategorySlug}`);
  await expect(page.locator('html')).toHaveAttribute('data-web-font', 'later');
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).not.toContain(
    'Inter Variable',
  );
  // Loaded, and left alone, the page asks for no font.
  await page.waitForLoadState('networkidle');
  expect(
    await page.evaluate(
      () => performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.woff2')).length,
    ),
  ).toBe(0);
  // Once the shopper uses it (its app starts), both faces are fetched for the next page, and the device marked.
  await waitForApp(page);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('oja.webFont'))).toBe('1');
  const fetched = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.woff2'))
      .map((entry) => ({
        path: new URL(entry.name).pathname,
        afterLoad: entry.startTime >= (navigation?.loadEventEnd ?? 0),
      }));
  });
  expect(fetched).toHaveLength(2);
  for (const file of FONT_FILES) {
    expect(fetched).toContainEqual({ path: expect.stringMatching(file), afterLoad: true });
  }
  expect(await loadedInterFaces(page), 'nothing on this page is drawn in Inter').toBe(0);

  // The app takes Inter at its first navigation: the whole screen changes then.
  const card = page.locator('.oja-product-card__link').first();
  const href = await card.getAttribute('href');
  await card.click();
  await expect(page).toHaveURL(href ?? 'a product page');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-web-font');
  await expect.poll(() => loadedInterFaces(page)).toBe(2);

  // The next page loaded draws in Inter from the first frame, from the browser's cache: no font crosses the
  // network again.
  await page.goto('/');
  await expect(page.locator('html')).not.toHaveAttribute('data-web-font');
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"Inter Variable"/);
  await expect.poll(() => loadedInterFaces(page)).toBe(2);
  const fontBytes = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.woff2'))
      .map((entry) => (entry as PerformanceResourceTiming).transferSize),
  );
  expect(fontBytes).toEqual([0, 0]);
  await context.close();
});

/**
 * What a new connection's first round trip carries: 10 TCP segments of 1,460 bytes (RFC 6928's initial window,
 * which Lighthouse's simulated slow 4G uses too). A page whose answer is larger reaches a phone a whole round
 * trip later (150 ms on slow 4G, 400 ms on 2G) before its first paint.
 */
const FIRST_ROUND_TRIP_BYTES = 10 * 1460;

/**
 * The five pages `npm run lighthouse` measures against a static page: home, a category, a listing, a product and
 * the cart.
 */
const MEASURED_PAGES = [
  '/',
  `/${product.parentCategorySlug}`,
  `/${product.parentCategorySlug}/${product.subcategorySlug}`,
  productPath(product),
  '/cart-items',
];

// Home was 16.6 KB before it showed 10 of its 50 new products and the naira sign's font became a file.
test("home, a category, a listing, a product and the cart each arrive in a new connection's first round trip", {
  tag: '@one-viewport',
}, async ({ request }) => {
  const sizes: string[] = [];
  for (const path of MEASURED_PAGES) {
    const response = await request.get(path, { headers: { 'accept-encoding': 'br' } });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-encoding']).toBe('br');
    // The answer as it crosses the wire over HTTP/1.1: its status line, its headers and its compressed body.
    const headerBytes = response
      .headersArray()
      .reduce(
        (sum, { name, value }) => sum + name.length + value.length + 4,
        'HTTP/1.1 200 OK\r\n\r\n'.length,
      );
    const bodyBytes = Number(response.headers()['content-length']);
    expect(bodyBytes, `${path} says its length`).toBeGreaterThan(0);
    sizes.push(`${path}: ${headerBytes} + ${bodyBytes} B`);
    expect(headerBytes + bodyBytes, path).toBeLessThanOrEqual(FIRST_ROUND_TRIP_BYTES);
  }
  test.info().annotations.push({ type: 'answers', description: sizes.join('; ') });
});

// The first frame the browser draws of a page is its first view whole: the server's head asks it to draw nothing
// until the main content is parsed (apps/web's ssr/server-document.ts, `rel="expect"`). Without that, Chromium drew
// a frame with no content when its parser first paused (the first paint, up to 400 ms before the first contentful
// one here), then laid the whole page out again for the next: work a slow phone does twice.
test("a server-rendered page's first paint already holds its whole main content", {
  tag: '@one-viewport',
}, async ({ browser, baseURL }) => {
  for (const path of MEASURED_PAGES) {
    // A device's first visit: its app waits for the shopper's first use, so only the parser changes the page.
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    // When the parser had closed `main` (an element after it is in the page), as the page's own clock tells it.
    await page.addInitScript(() => {
      const seen = new MutationObserver(() => {
        if (!document.querySelector('#main ~ *')) return;
        (window as unknown as { ojaMainParsed?: number }).ojaMainParsed = performance.now();
        seen.disconnect();
      });
      seen.observe(document, { childList: true, subtree: true });
    });
    await page.goto(path);
    await expect(page.locator('#main')).toBeVisible();
    const { mainParsed, firstPaint, firstContentfulPaint } = await page.evaluate(() => ({
      mainParsed: (window as unknown as { ojaMainParsed?: number }).ojaMainParsed,
      firstPaint: performance.getEntriesByName('first-paint')[0]?.startTime,
      firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    }));
    expect(mainParsed, `${path} closes its main content`).toBeGreaterThan(0);
    expect(firstPaint, `${path}'s first paint comes once its main content is parsed`).toBeGreaterThanOrEqual(
      mainParsed ?? Number.POSITIVE_INFINITY,
    );
    expect(firstPaint, `${path}'s first paint is its first contentful paint`).toBe(firstContentfulPaint);
    await context.close();
  }
});

test("a server-rendered page asks for the app's JavaScript only once it is on screen", async ({ page }) => {
  await page.goto('/');
  const appScript = await page.locator('script[data-app-src]').getAttribute('data-app-src');
  expect(appScript, 'the page starts the app through its boot script').toMatch(/^\/assets\/index-.+\.js$/);
  const { firstPaint, scriptRequested } = await page.evaluate((script) => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    const request = performance.getEntriesByName(new URL(script, location.href).href)[0];
    return { firstPaint: paint?.startTime, scriptRequested: request?.startTime };
  }, appScript ?? '');
  expect(firstPaint).toBeGreaterThan(0);
  expect(scriptRequested).toBeGreaterThan(firstPaint ?? Number.POSITIVE_INFINITY);
  // And the app then takes over the page: a button of the app works.
  await page.getByRole('button', { name: /^Cart, / }).click();
  await expect(page.getByRole('dialog', { name: /Cart Summary|Shopping Cart/ })).toBeVisible();
});

/**
 * What the browser computes for every element of the page (and its ::before and ::after when it has them):
 * position, size and every CSS property, with the page's animations paused (a running one changes with time).
 * Kept in the page ('keep'); 'compare' answers the elements that differ from what was kept, with what differs.
 */
function drawnPage(page: Page, compare: 'keep' | 'compare') {
  return page.evaluate(async (compare) => {
    // Paused once the pause has taken effect: until then the animation runs on.
    await Promise.all(
      document.getAnimations().map((animation) => {
        animation.pause();
        return animation.ready;
      }),
    );
    const drawn = [...document.querySelectorAll('body *')].flatMap((element, index) =>
      [null, '::before', '::after'].flatMap((pseudo) => {
        const style = getComputedStyle(element, pseudo);
        if (pseudo && style.content === 'none') return [];
        const box = element.getBoundingClientRect();
        const values = [...style].map((name) => `${name}:${style.getPropertyValue(name)}`);
        values.push(`box:${box.x},${box.y} ${box.width}x${box.height}`);
        return [
          {
            where: `${index} <${element.localName} class="${element.getAttribute('class') ?? ''}">${pseudo ?? ''}`,
            values,
          },
        ];
      }),
    );
    const kept = window as unknown as { ojaDrawn?: typeof drawn };
    if (compare === 'keep') {
      kept.ojaDrawn = drawn;
      return [];
    }
    const before = new Map((kept.ojaDrawn ?? []).map((item) => [item.where, item.values]));
    const changed = drawn.flatMap(({ where, values }) => {
      const was = before.get(where);
      before.delete(where);
      if (!was) return [`${where} new`];
      const differs = values.filter((value, at) => value !== was[at]);
      return differs.length > 0 ? [`${where} ${differs.join('; ')}`] : [];
    });
    return [...changed, ...[...before.keys()].map((where) => `${where} gone`)];
  }, compare);
}

test("the page's whole stylesheet, linked as the app starts, changes nothing the server drew (no layout shift)", {
  tag: '@both-viewports',
}, async ({ browser }) => {
  // A page of its own (this project's viewport), which does not wait for the app: the app's code is held back,
  // so the page stays the server's HTML, and so is its whole stylesheet, until the page has been read.
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.route(/\/assets\/[^/]+\.js$/, (route) => route.abort());
  const held: Route[] = [];
  await page.route(/\/assets\/css\//, (route) => {
    held.push(route);
  });
  for (const path of [
    '/',
    '/electronics',
    `/${product.parentCategorySlug}/${product.subcategorySlug}`,
    productPath(product),
    '/cart-items',
  ]) {
    await page.goto(path);
    // The boot script links it as it starts the app: after the first paint, or (this device's first page) at
    // the shopper's first use, a key here, once it has decided which (it reads the cookies asynchronously).
    await expect
      .poll(async () => {
        await startAppIfWaitingForUse(page);
        return held.length;
      })
      .toBe(1);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await drawnPage(page, 'keep');
    await held.shift()?.continue();
    await page.waitForFunction(() => {
      const sheet = document.querySelector<HTMLLinkElement>('link[href^="/assets/css/"]')?.sheet;
      return (sheet?.cssRules.length ?? 0) > 0;
    });
    expect(await drawnPage(page, 'compare'), path).toEqual([]);
  }
  await context.close();
});
