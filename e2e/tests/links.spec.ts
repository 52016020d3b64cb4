import { products } from '@oja/catalogue';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

/** The newest product of the seed: the first card of the home page's 'New products'. */
const newest = [...products].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
if (!newest) throw new Error('the seed catalogue is empty');
const newestPath = `/${newest.parentCategorySlug}/${newest.subcategorySlug}/${newest.productID}/${newest.slug}`;

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
  const card = page
    .getByRole('region', { name: 'New products' })
    .getByRole('link', { name: newest.productName, exact: true });
  await expect(card).toBeVisible();
  await markPageLoad(page);

  await card.click();
  await expect(page.getByRole('heading', { level: 1, name: newest.productName })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(newestPath);
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
