import { products } from '@oja/catalogue';
import { expect, test } from '../support/test';

/** An instalment product in stock, with its page path. */
const product = products.find((p) => p.inStock && p.minimumDownPaymentPercentage !== 100);
if (!product) throw new Error('the seed has no instalment product in stock');
const productPath = `/${product.parentCategorySlug}/${product.subcategorySlug}/${product.productID}/${product.slug}`;

// On a slow network the first answer can arrive after the second: the later tap must still win, on the
// screen and on the server. The first update's answer is held back for a second and a half.
test('two quick quantity changes leave the later one on screen and on the server', async ({ page }) => {
  await page.goto(productPath);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Item added to cart', { exact: true })).toBeVisible();
  await page.goto('/cart-items');
  const line = page.getByRole('listitem').filter({ hasText: product.productName });
  await expect(line).toContainText('× 1');

  let updates = 0;
  await page.route('**/api/v1/cart/update-cart-item', async (route) => {
    const first = ++updates === 1;
    const answer = await route.fetch();
    if (first) await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.fulfill({ response: answer });
  });
  const increase = line.getByRole('button', { name: 'Increase quantity' });
  await increase.click();
  // The second tap comes while the first is still on its way (the control stays live).
  await increase.click({ timeout: 500 });
  await expect(line).toContainText('× 3');
  await expect.poll(() => updates).toBe(2);
  // Both answers are in: the screen still shows the later change.
  await page.waitForLoadState('networkidle');
  await expect(line).toContainText('× 3');
  await expect(page.getByRole('button', { name: 'Cart, 3 items' })).toBeVisible();

  await page.unroute('**/api/v1/cart/update-cart-item');
  await page.reload();
  await expect(page.getByRole('listitem').filter({ hasText: product.productName })).toContainText('× 3');
});
