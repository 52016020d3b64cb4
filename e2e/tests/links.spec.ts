import { products } from '@oja/catalogue';
import { expect, type Page, test } from '@playwright/test';

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

  // The footer loads once the browser is idle after the page.
  const help = page.getByRole('contentinfo').getByRole('navigation', { name: 'Help' });
  await help.getByRole('link', { name: 'Help center' }).click();
  await expect(page).toHaveURL(/\/help-center$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Help center' })).toBeVisible();
  expect(await samePageLoad(page)).toBe(true);
});

test("the footer's Help center, not built yet, says so under its own name instead of 'does not exist'", async ({
  page,
}) => {
  await page.goto('/');
  await page
    .getByRole('contentinfo')
    .getByRole('navigation', { name: 'Help' })
    .getByRole('link', { name: 'Help center' })
    .click();

  const heading = page.getByRole('heading', { level: 1, name: 'Help center' });
  await expect(heading).toBeVisible();
  await expect(page.getByText('This page is not written yet.', { exact: false })).toBeVisible();
  await expect(page.getByText(/does not exist/)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toHaveCount(0);
  await expect(page).toHaveTitle('Help center (not written yet) · Oja');
  // As after any click to another page, focus moves to the new page's heading.
  await expect(heading).toBeFocused();

  await page.getByRole('link', { name: 'Back to the shop' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('region', { name: 'New products' })).toBeVisible();
});

test('a planned page loaded directly says it is not written yet; an unknown path is still the 404', async ({
  page,
}) => {
  await page.goto('/terms-of-use');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeVisible();
  await expect(page).toHaveTitle('Terms of use (not written yet) · Oja');

  await page.goto('/terms-of-uses');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page).toHaveTitle('Page Not Found · Oja');
});
