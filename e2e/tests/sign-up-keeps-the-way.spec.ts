import { expect as baseExpect, type Locator, type Page } from '@playwright/test';
import { latestCode, newShopper, ownClientAddress, PASSWORD } from '../support/accounts';
import { productInStock } from '../support/checkout';
import { expect, test } from '../support/test';

// The 360 px phone only (the 'mobile' project; playwright.config.ts's PHONE_ONLY_SPECS): where the toasts sat
// over the verify page's Continue button.

/** The boxes of two elements overlap (on screen, in CSS pixels). */
async function overlaps(a: Locator, b: Locator): Promise<boolean> {
  const [x, y] = [await a.boundingBox(), await b.boundingBox()];
  if (!x || !y) return false;
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
}

/** No toast on screen covers `action`. */
async function expectNoToastOver(page: Page, action: Locator) {
  for (const toast of await page.locator('[data-slot="toast"]').all()) {
    baseExpect(await overlaps(toast, action), `a toast covers the button: ${await toast.textContent()}`).toBe(
      false,
    );
  }
}

test('a guest checking out signs up, verifies and is back at checkout, signed in', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': ownClientAddress() });
  const product = productInStock(200_000, 4);
  await page.goto(
    `/${product.parentCategorySlug}/${product.subcategorySlug}/${product.productID}/${product.slug}`,
  );
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Item added to cart', { exact: true })).toBeVisible();
  await page.goto('/cart-items');
  await page.getByRole('link', { name: 'Check Out' }).click();
  await expect(page).toHaveURL(/\/login\?from=%2Fcart-items%2Fcheckout$/);

  // 'Create an account' keeps the way back.
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/sign-up\?from=%2Fcart-items%2Fcheckout$/);
  const shopper = newShopper('way');
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByLabel('Phone number').fill(shopper.phone);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/sign-up\/verify-email\/[^?]+\?from=%2Fcart-items%2Fcheckout$/);
  await expect(page.getByText('Please verify your email.', { exact: true })).toBeVisible();

  // The phone's keyboard is open while the code is typed: about 420 px of the screen are left.
  await page.setViewportSize({ width: 360, height: 420 });
  await page.getByRole('textbox', { name: 'Enter the 4-digit code' }).click();
  await page.keyboard.type(await latestCode(page, shopper.email));
  await expect(page.getByText('Your account is verified!')).toBeVisible();
  const next = page.getByRole('button', { name: 'Continue' });
  await expect(next).toBeEnabled();
  // Wherever the shopper scrolls to reach it (just into view at the bottom, or up to the top), no toast is over it.
  for (const block of ['end', 'start'] as const) {
    await next.evaluate((button, at) => button.scrollIntoView({ block: at }), block);
    await expectNoToastOver(page, next);
  }

  // Verified is signed in: Continue goes back to checkout, with the cart the guest filled.
  await page.setViewportSize({ width: 360, height: 780 });
  await next.click();
  await expect(page).toHaveURL(/\/cart-items\/checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Items in your order' })).toContainText(product.productName);
});

test('a way back to another site is not followed', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': ownClientAddress() });
  await page.goto('/login?from=//evil.example/cart');
  await page.getByRole('link', { name: 'Create an account' }).click();
  // The crafted way back is dropped, not carried on.
  await expect(page).toHaveURL(/\/sign-up$/);
});
