import { products } from '@oja/catalogue';
import { expect, test } from '../support/test';

// Runs on both projects: the 'mobile' one is the 360 px phone.

const samsung = products.filter((p) => p.brand === 'Samsung');
if (samsung.length === 0) throw new Error('the seed has no Samsung product');

test('a search with no results offers close matches, keeps the query and the categories', async ({
  page,
}) => {
  await page.goto('/search-results?q=samsung%20zzqx');
  await expect(page.getByText('No products found for samsung zzqx.')).toBeVisible();
  // A word of the query on its own finds something.
  const matches = page.getByRole('region', { name: 'Close matches' });
  await expect(matches.getByRole('listitem').first()).toBeVisible();
  await expect(matches).toContainText('Samsung');

  const again = page.getByRole('search', { name: 'Try another search' });
  const box = again.getByRole('searchbox', { name: 'Search for anything' });
  await expect(box).toHaveValue('samsung zzqx');
  await box.fill('samsung');
  await again.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/search-results\?q=samsung$/);
  await expect(page.getByText('No products found for')).toHaveCount(0);

  await page.goBack();
  const categories = page.getByRole('navigation', { name: 'Browse categories' });
  await expect(categories.getByRole('link').first()).toBeVisible();
  await categories.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/Results for/);
});

test('the 404 page offers a search box and the main categories', async ({ page }) => {
  const answer = await page.goto('/no-such-page-here');
  expect(answer?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Browse categories' }).getByRole('link').first(),
  ).toBeVisible();
  const search = page.getByRole('search', { name: 'Search the shop' });
  await search.getByRole('searchbox', { name: 'Search for anything' }).fill('Samsung');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/search-results\?q=samsung$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('samsung');
});
