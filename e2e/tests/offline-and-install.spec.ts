import type { Page } from '@playwright/test';
import { CHROME_PATH, CHROMIUM_ARGS } from '../../scripts/chromium.ts';
import { productInStock, signedInShopper, verifyForInstalments } from '../support/checkout';
import { deliveryAddress, owingInstalmentOrder } from '../support/credit';
import { expect, test, waitForApp } from '../support/test';

// Chrome offers to install a site only after the visitor has engaged with it for a while; the flag skips the
// wait, so the test sees the offer the manifest and service worker earn.
test.use({
  launchOptions: {
    executablePath: CHROME_PATH,
    args: [...CHROMIUM_ARGS, '--bypass-app-banner-engagement-checks'],
  },
});

/** Waits until the service worker (apps/web/service-worker/sw.ts) controls the page, after a reload if need be. */
async function controlledByServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** Every address held in Cache Storage, by cache. */
function cachedAddresses(page: Page) {
  return page.evaluate(async () => {
    const held: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      held[name] = (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname);
    }
    return held;
  });
}

test('the shop is installable: Chrome offers it, and home says Install the app @one-viewport', async ({
  page,
}) => {
  const manifest = await page.request.get('/manifest.webmanifest');
  expect(manifest.headers()['content-type']).toBe('application/manifest+json');
  await page.goto('/');
  const cdp = await page.context().newCDPSession(page);
  console.log(JSON.stringify(await cdp.send('Page.getInstallabilityErrors')));
  await page.waitForTimeout(3000);
  console.log(JSON.stringify(await cdp.send('Page.getInstallabilityErrors')));
  await expect.poll(() => page.evaluate(() => 'ojaInstallPrompt' in window), { timeout: 15_000 }).toBe(true);
  await expect(page.getByRole('button', { name: 'Install the app' })).toBeVisible();
  // The QR code's address is served: it leads home.
  await page.goto('/app');
  await expect(page).toHaveURL(/\/$/);
});

test('offline, My purchases shows the order as last seen, another page is our offline page, and sign-out leaves nothing of the shopper in Cache Storage @one-viewport', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await signedInShopper(page, 'offline');
  await verifyForInstalments(page);
  await owingInstalmentOrder(page, productInStock(200_000, 3), await deliveryAddress(page));
  await page.goto('/user-dashboard/purchases');
  await controlledByServiceWorker(page);
  await page.reload();
  const order = page.getByText(/^Order #?\w+/).first();
  await expect(order).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(order).toBeVisible();
  await page.goto('/sales-offers');
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Search' })).toBeDisabled();

  await context.setOffline(false);
  await page.goto('/user-dashboard/purchases');
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page
    .getByRole('button', { name: 'Log out' })
    .or(page.getByRole('menuitem', { name: 'Log out' }))
    .click();
  // Logout empties the caches, then goes home.
  await page.waitForURL((url) => url.pathname === '/');
  const held = Object.entries(await cachedAddresses(page)).flatMap(([name, paths]) =>
    paths.map((path) => `${name} ${path}`),
  );
  expect(held.filter((entry) => /user-dashboard|\/api\/|cart-items/.test(entry))).toEqual([]);
});
