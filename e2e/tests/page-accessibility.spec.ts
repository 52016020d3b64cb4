import { products } from '@oja/catalogue';
import { expect, test } from '../support/test';

/** Any product of the seed that is on sale, for its page's title. */
const product = products.find((p) => p.subcategorySlug === 'phones') ?? products[0];
if (!product) throw new Error('the seed catalogue is empty');
const productPath = `/${product.parentCategorySlug}/${product.subcategorySlug}/${product.productID}/${product.slug}`;

test('a click to a category names the new page in the title and moves focus to its heading', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Oja: buy now, pay small small');
  // The home page's heading says what its title says (a screen reader hears both).
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oja: buy now, pay small small');
  // The first load leaves focus where the browser puts it: nothing is moved before the shopper acts.
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('BODY');

  await page
    .getByRole('region', { name: 'Popular categories' })
    .getByRole('link', { name: 'Electronics' })
    .click();
  const heading = page.getByRole('heading', { level: 1, name: 'Electronics' });
  await expect(heading).toBeVisible();
  await expect(page).toHaveTitle('Electronics · Oja');
  await expect(heading).toBeFocused();
  // Focusable by script only: the heading adds no Tab stop.
  await expect(heading).toHaveAttribute('tabindex', '-1');
  // The page still starts at the top.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

for (const { name, path, title } of [
  { name: 'home', path: '/', title: 'Oja: buy now, pay small small' },
  { name: 'a category', path: '/electronics', title: 'Electronics · Oja' },
  { name: 'a product page', path: productPath, title: `${product.productName} · Oja` },
  { name: 'the cart', path: '/cart-items', title: 'Cart · Oja' },
  { name: 'the 404 page', path: '/no/such/page', title: 'Page Not Found · Oja' },
  { name: 'an unknown category', path: '/no-such-department', title: 'Page Not Found · Oja' },
]) {
  test(`${name} has its own title`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
  });
}
