import { products } from '@oja/catalogue';
import { logIn, newShopper, signUpAndVerify } from '../support/accounts';
import { expect, test } from '../support/test';

// Above ₦500,000 a cart needs a Tier 2 account; a new shopper is Tier 1.
const dear = products.find((p) => p.inStock && p.priceKobo > 500_000 * 100);
if (!dear) throw new Error('the seed has no product above ₦500,000 in stock');

test('a Tier 1 shopper with a cart above ₦500,000 asks for Tier 2 from the cart', async ({ page }) => {
  const shopper = newShopper('tier2');
  await signUpAndVerify(page, shopper);
  await logIn(page, shopper.email);
  await expect(page.getByText('Login successful!', { exact: true })).toBeVisible();
  await page.goto(`/${dear.parentCategorySlug}/${dear.subcategorySlug}/${dear.productID}/${dear.slug}`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('button', { name: /^Cart, 1 item/ })).toBeVisible();

  await page.goto('/cart-items');
  await expect(page.getByText('Carts above ₦500,000 need a Tier 2 account.')).toBeVisible();
  // The dialog's code loads on this first request for it (the cart does not load it up front).
  await page.getByRole('button', { name: 'Upgrade now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upgrade to Tier 2' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Request' }).click();
  await expect(page.getByRole('dialog', { name: 'Request Submitted' })).toContainText(
    'We will contact you via email with the next steps.',
  );
});
