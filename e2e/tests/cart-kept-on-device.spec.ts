import { products } from '@oja/catalogue';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

const product = products.find((p) => p.inStock && p.minimumDownPaymentPercentage !== 100);
if (!product) throw new Error('the seed has no instalment product in stock');
const productPath = `/${product.parentCategorySlug}/${product.subcategorySlug}/${product.productID}/${product.slug}`;

/** Only the browser's reads of the cart; the server itself stays real. */
const VIEW_CART = /\/api\/v1\/cart\/view-cart/;

/** A guest puts one item in the cart, and the device has kept its copy of that cart. */
async function guestWithOneItem(page: Page) {
  await page.goto(productPath);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Item added to cart', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  // The copy is written at most once a second: wait until it holds the item before reloading.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('oja.cartQuery') ?? ''))
    .toContain(product?.productID);
}

test('after a reload the cart count shows at once while the cart is still on its way', async ({ page }) => {
  await guestWithOneItem(page);
  // A very slow network: the cart's answer never arrives during this test.
  const held: unknown[] = [];
  await page.route(VIEW_CART, (route) => void held.push(route));
  const asked = page.waitForRequest(VIEW_CART);
  await page.reload();
  await asked;
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  expect(held.length).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Cart, 1 item' }).click();
  await expect(page.getByRole('dialog', { name: /Cart Summary|Shopping Cart/ })).toContainText(
    'You have 1 item(s) in your cart.',
  );
});

test('after a reload the cart count stays when reading the cart fails', async ({ page }) => {
  await guestWithOneItem(page);
  let refused = 0;
  await page.route(VIEW_CART, (route) => {
    refused++;
    return route.fulfill({ status: 503, json: { success: false, message: 'Service unavailable' } });
  });
  await page.reload();
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  // The read and its one retry are refused: the kept cart is still what the shopper sees.
  await expect.poll(() => refused).toBeGreaterThanOrEqual(2);
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
});
