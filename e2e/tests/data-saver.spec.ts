import type { Browser } from '@playwright/test';
import { expect, test } from '../support/test';

/**
 * Every byte a visit to `path` transfers (bodies and headers), at a phone's width, by a shopper whose phone has
 * been here before (the shop's `oja_visited` cookie: a device's very first page loads no app until it is used,
 * data saver or not, apps/web/src/boot.ts) but keeps nothing of it: no service worker (its precache is a later
 * visit's saving, not this page's) and an empty HTTP cache.
 */
async function bytesOfVisit(browser: Browser, baseURL: string, path: string, saveData: boolean) {
  const context = await browser.newContext({
    baseURL,
    serviceWorkers: 'block',
    viewport: { width: 360, height: 780 },
    extraHTTPHeaders: saveData ? { 'Save-Data': 'on' } : {},
  });
  await context.addCookies([{ name: 'oja_visited', value: '1', url: baseURL }]);
  const page = await context.newPage();
  const sizes: Promise<number>[] = [];
  let fonts = 0;
  page.on('requestfinished', (request) => {
    if (request.url().endsWith('.woff2')) fonts += 1;
    sizes.push(request.sizes().then((size) => size.responseBodySize + size.responseHeadersSize));
  });
  await page.goto(path);
  // The visit is whole once the page is live, or says it waits for the shopper's first use (the data saver's
  // way). Network idle alone ended it too soon when headless Chromium held the first frame past the load
  // event: the app starts after the first paint, so the visit without the saver was measured without its app.
  await page.waitForFunction(() => {
    const root = document.documentElement;
    return root.dataset.hydrated === 'true' || root.hasAttribute('data-starts-on-use');
  });
  // Without the saver, the page fetches the shop's font once it has loaded, for the device's next pages.
  if (!saveData) await page.waitForFunction(() => localStorage.getItem('oja.webFont') === '1');
  await page.waitForLoadState('networkidle');
  const bytes = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
  const html = await page.evaluate(() => document.documentElement.outerHTML);
  const appStarted = await page.evaluate(() => document.documentElement.dataset.hydrated === 'true');
  await context.close();
  return { bytes, html, appStarted, fonts };
}

test('with Save-Data: on, home and a listing transfer at least 40% fewer bytes, and the server marks the page @one-viewport', async ({
  browser,
  baseURL,
}) => {
  for (const path of ['/', '/electronics/phones']) {
    const full = await bytesOfVisit(browser, baseURL as string, path, false);
    const saved = await bytesOfVisit(browser, baseURL as string, path, true);
    const figure = `${path}: ${full.bytes} B, with Save-Data ${saved.bytes} B`;
    test.info().annotations.push({ type: 'visit', description: figure });
    console.log(`visit ${figure}`);
    // Without the saver a known device's page starts its app after the first paint; with it, at first use.
    expect(full.appStarted, path).toBe(true);
    expect(saved.appStarted, path).toBe(false);
    expect(saved.bytes).toBeLessThanOrEqual(full.bytes * 0.6);
    // The saver never fetches the shop's font: the page stays in the phone's own.
    expect(full.fonts, path).toBe(2);
    expect(saved.fonts, path).toBe(0);
    // The server marked the page, and home's hero picture (wide screens only) is not fetched ahead.
    expect(saved.html).toContain('data-save-data="on"');
    expect(saved.html).not.toContain('<link rel="preload" as="image" type="image/avif"');
  }
});
