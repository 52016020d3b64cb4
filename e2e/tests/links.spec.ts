import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

/** Marks this page load: a full page load starts a new window object and loses the mark. */
async function markPageLoad(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { ojaPageLoad?: string }).ojaPageLoad = 'first';
  });
}

async function samePageLoad(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { ojaPageLoad?: string }).ojaPageLoad === 'first');
}

test('a product card and a footer link navigate inside the app, without loading a page', async ({ page }) => {
  await page.goto('/');
  // The first card of home's 'New products' (which product that is, the API says).
  const card = page.getByRole('region', { name: 'New products' }).getByRole('article').first();
  const link = card.getByRole('link').first();
  await expect(link).toBeVisible();
  const path = (await link.getAttribute('href')) ?? '';
  // A name over 50 characters is cut on the card (spec), whole on its page.
  const name = ((await card.getByRole('heading').textContent()) ?? '').replace(/…$/, '');
  await markPageLoad(page);

  await link.click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
  expect(new URL(page.url()).pathname).toBe(path);
  expect(await samePageLoad(page)).toBe(true);

  // The footer is in the server's page; once hydrated, its links route in the page too.
  const help = page.getByRole('contentinfo').getByRole('navigation', { name: 'Help' });
  await help.getByRole('link', { name: 'Help center' }).click();
  await expect(page).toHaveURL(/\/help-center$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Help centre' })).toBeVisible();
  expect(await samePageLoad(page)).toBe(true);
});

test('an unknown path next to a static page is still the 404', async ({ page }) => {
  const response = await page.goto('/terms-of-uses');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page).toHaveTitle('Page Not Found · Oja');
});
