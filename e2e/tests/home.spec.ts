import { products } from '@oja/catalogue';
import { formatKobo } from '@oja/domain';
import { expect, test } from '@playwright/test';

/** The newest product of the seed is the first the home page lists. */
const newest = [...products].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
if (!newest) throw new Error('the seed catalogue is empty');

test('the home page lists the newest products from the API with their naira prices', async ({ page }) => {
  await page.goto('/');
  const newProducts = page.getByRole('region', { name: 'New products' });
  const card = newProducts
    .getByRole('article')
    .filter({ hasText: formatKobo(newest.priceKobo) })
    .first();
  await expect(card).toBeVisible();
  await expect(card).toContainText(formatKobo(newest.priceKobo));
  await expect(newProducts.getByRole('article')).toHaveCount(50);
});

test('when the API is down the home page says so and Retry loads the products', async ({ page }) => {
  await page.route('**/api/v1/products/get-products**', (route) => route.abort('connectionrefused'));
  await page.goto('/');
  const retry = page.getByRole('button', { name: 'Retry' });
  await expect(retry).toBeVisible({ timeout: 15_000 });
  await page.unroute('**/api/v1/products/get-products**');
  await retry.click();
  await expect(page.getByText(formatKobo(newest.priceKobo)).first()).toBeVisible();
});

test('a shopper reaches the search box by keyboard', async ({ page }) => {
  await page.goto('/');
  const search = page.getByRole('searchbox', { name: /search/i });
  await expect(search).toHaveAttribute('placeholder', 'Search for anything');
  for (let i = 0; i < 10 && !(await search.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(search).toBeFocused();
});
