import { products } from '@oja/catalogue';
import type { Page, Route } from '@playwright/test';
import { logIn, newShopper, signUpAndVerify } from '../support/accounts';
import { expect, test } from '../support/test';

const product = products.find((p) => p.inStock);
if (!product) throw new Error('the seed has no product in stock');
const productPath = `/${product.parentCategorySlug}/${product.subcategorySlug}/${product.productID}/${product.slug}`;

async function signedIn(page: Page, tag: string) {
  const shopper = newShopper(tag);
  await signUpAndVerify(page, shopper);
  await logIn(page, shopper.email);
  await expect(page.getByText('Login successful!', { exact: true })).toBeVisible();
}

/**
 * Holds the browser's next request to `path` until `refuse` is called, which answers it with a server
 * error. The change is then on screen before the server has said anything.
 */
async function holdThenRefuse(page: Page, path: RegExp) {
  let held: Route | undefined;
  await page.route(path, (route) => {
    held = route;
  });
  return async () => {
    await expect.poll(() => held !== undefined).toBe(true);
    await held?.fulfill({ status: 500, json: { success: false } });
  };
}

test('a favourite the server refuses flips back and the shopper is told', async ({ page }) => {
  await signedIn(page, 'favourite');
  await page.goto(productPath);
  const refuse = await holdThenRefuse(page, /\/api\/v1\/products\/toggle-favorite/);
  await page.getByRole('button', { name: 'Add to favourites' }).click();
  // Shown at once, before the answer.
  await expect(page.getByRole('button', { name: 'Saved to favourites' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await refuse();
  await expect(page.getByText('Something went wrong.', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to favourites' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});

test('a delivery address the server refuses disappears and the shopper is told', async ({ page }) => {
  await signedIn(page, 'refused-address');
  await page.goto('/user-dashboard/account-profile/delivery-address');
  await expect(page.getByText('No delivery addresses found')).toBeVisible();
  const refuse = await holdThenRefuse(page, /\/api\/v1\/user\/add-delivery-address/);
  await page.getByRole('button', { name: /Add (a|another) delivery address/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a delivery address' });
  await dialog.getByLabel('State').selectOption('Lagos state');
  await dialog.getByLabel('Street address').fill('9 Awolowo Road, Ikoyi');
  await dialog.getByRole('button', { name: 'Save' }).click();
  const address = page.getByRole('radio', { name: '9 Awolowo Road, Ikoyi, Lagos state' });
  await expect(address).toBeVisible();
  await refuse();
  await expect(page.getByText('Failed to add address', { exact: true })).toBeVisible();
  await expect(address).toHaveCount(0);
  await expect(page.getByText('No delivery addresses found')).toBeVisible();
});
