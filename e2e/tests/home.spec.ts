import { products } from '@oja/catalogue';
import { formatKobo, kobo } from '@oja/domain';
import { expect, test } from '../support/test';

/** The newest product of the seed is the first the home page lists. */
const newest = [...products].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
if (!newest) throw new Error('the seed catalogue is empty');
const newestPrice = formatKobo(kobo(newest.priceKobo));

test('the home page lists the 10 newest products with their naira prices, and links to all 50', {
  tag: '@both-viewports',
}, async ({ page }) => {
  await page.goto('/');
  const newProducts = page.getByRole('region', { name: 'New products' });
  const card = newProducts.getByRole('article').filter({ hasText: newestPrice }).first();
  await expect(card).toBeVisible();
  await expect(card).toContainText(newestPrice);
  // Naira as the spec shows it: the sign, thousands separators, kobo as two digits, no trailing .00.
  expect(newestPrice).toMatch(/^₦\d{1,3}(,\d{3})*(\.\d{2})?$/);
  await expect(newProducts.getByRole('article')).toHaveCount(10);
  // The new products page (spec §9: new products limit 50), newest first.
  await newProducts.getByRole('link', { name: 'See all new products' }).click();
  await expect(page).toHaveURL(/\/new-products$/);
  await expect(page.getByRole('heading', { level: 1, name: 'New products' })).toBeVisible();
  const all = page.getByRole('article');
  await expect(all).toHaveCount(50);
  await expect(all.first()).toContainText(newestPrice);
});

test('when the API is down the home page says so and Retry loads the products', async ({ page }) => {
  // The server renders home with its products; the browser asks for them itself when a shopper comes to home
  // from another page. Here that request fails.
  await page.goto('/cart-items');
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
  await page.route('**/api/v1/products/get-products**', (route) => route.abort('connectionrefused'));
  await page.getByRole('link', { name: 'Oja home' }).click();
  const retry = page.getByRole('button', { name: 'Retry' });
  await expect(retry).toBeVisible({ timeout: 15_000 });
  await page.unroute('**/api/v1/products/get-products**');
  await retry.click();
  await expect(page.getByText(newestPrice).first()).toBeVisible();
});

test('a shopper reaches the search box by keyboard and searches with Enter', async ({ page }) => {
  await page.goto('/');
  const search = page.getByRole('searchbox', { name: 'Search products' });
  await expect(search).toHaveAttribute('placeholder', 'Search for anything');
  for (let i = 0; i < 10 && !(await search.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(search).toBeFocused();
  await page.keyboard.type('  Tecno Spark ');
  await page.keyboard.press('Enter');
  // The query is trimmed and lowercased (spec §5).
  await expect(page).toHaveURL(/\/search-results\?q=tecno%20spark$/);
});

test('an unknown path shows the 404 page, answered with status 404', async ({ page }) => {
  const response = await page.goto('/no-such-department/anything');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(
    page.getByText('Oops! The page you are looking for does not exist or has been moved.'),
  ).toBeVisible();
});

test('the offers move by themselves, and Next shows the slide after the one on screen', async ({ page }) => {
  await page.goto('/');
  const offers = page.getByRole('region', { name: 'Offers' });
  // Moved by the page's CSS, which the app lets run until the shopper moves the offers.
  await expect(offers.getByRole('group', { name: '2 of 3' })).toBeVisible({ timeout: 5_000 });
  await offers.getByRole('button', { name: 'Next slide' }).click();
  await expect(offers.getByRole('group', { name: '3 of 3' })).toBeVisible();
  await expect(offers.locator('[aria-roledescription="slide"]').filter({ visible: true })).toHaveCount(1);
  // From then on the app's own timer moves them.
  await page.mouse.move(0, 0);
  await page.getByRole('searchbox', { name: 'Search products' }).focus();
  await expect(offers.getByRole('group', { name: '1 of 3' })).toBeVisible({ timeout: 5_000 });
});
