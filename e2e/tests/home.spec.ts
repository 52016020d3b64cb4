import { expect, test } from '../support/test';

/** A price as the spec shows it: the naira sign, thousands separators, kobo as two digits, no trailing .00. */
const NAIRA_PRICE = /^₦\d{1,3}(,\d{3})*(\.\d{2})?$/;

// Which products are newest is the API's to say (api tests): the console's journeys publish products of their
// own, and a page the server keeps for a few seconds may show the list from before one of them.
test('the home page lists the 10 newest products with their naira prices, and links to all 50', {
  tag: '@both-viewports',
}, async ({ page }) => {
  await page.goto('/');
  const newProducts = page.getByRole('region', { name: 'New products' });
  await expect(newProducts.getByRole('article')).toHaveCount(10);
  await expect(newProducts.getByRole('article').first().getByText(NAIRA_PRICE)).toBeVisible();
  // The new products page (spec §9: new products limit 50).
  await newProducts.getByRole('link', { name: 'See all new products' }).click();
  await expect(page).toHaveURL(/\/new-products$/);
  await expect(page.getByRole('heading', { level: 1, name: 'New products' })).toBeVisible();
  const all = page.getByRole('main').getByRole('article');
  await expect(all).toHaveCount(50);
  await expect(all.last().getByText(NAIRA_PRICE)).toBeVisible();
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
  const newProducts = page.getByRole('region', { name: 'New products' });
  await expect(newProducts.getByRole('article')).toHaveCount(10);
  await expect(newProducts.getByRole('article').first().getByText(NAIRA_PRICE)).toBeVisible();
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

test('a jump past the new products holds the link it lands on still while the cards above it are drawn', async ({
  page,
}) => {
  await page.goto('/');
  const learn = page.getByRole('link', { name: 'See how instalments work' });
  // The grid's last cards are drawn only near the screen (ui's product-grid.css); a jump (a find in the page, a
  // link scrolled into view) lands below them before they are.
  const moved = await learn.evaluate(async (link) => {
    // New products: the page's first grid (recently viewed, after the link, is on a device that viewed some).
    const cards = document.querySelector('[data-slot="product-grid"]')?.querySelectorAll('li') ?? [];
    const last = cards[cards.length - 1];
    // A card not drawn yet: the content of its cell is skipped.
    if (!last?.firstElementChild || last.firstElementChild.checkVisibility({ contentVisibilityAuto: true })) {
      return 'the last card was drawn already';
    }
    const drawn = new Promise<void>((resolve) => {
      last.addEventListener('contentvisibilityautostatechange', () => resolve(), { once: true });
      setTimeout(resolve, 2_000);
    });
    link.scrollIntoView({ block: 'center' });
    const landedAt = link.getBoundingClientRect().top;
    await drawn;
    await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
    return link.getBoundingClientRect().top - landedAt;
  });
  expect(moved).toBe(0);
  // Home's instalment block leads to the landing page (landing.spec.ts works its calculator).
  await learn.click();
  await expect(page).toHaveURL(/\/welcome$/);
});
