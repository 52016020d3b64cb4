import { formatKobo, INSTALMENT_VERIFICATION_MESSAGE, kobo, orderTotal, SHIPPING_OPTIONS } from '@oja/domain';
import type { Page } from '@playwright/test';
import { logIn, newShopper, signUpAndVerify } from '../support/accounts';
import {
  addAddressAtCheckout,
  orderOf,
  payWithCard,
  productInStock,
  seedCart,
  signedInShopper,
  TEST_CARDS,
  verifyForInstalments,
} from '../support/checkout';
import { expect, test } from '../support/test';

// Every journey runs on both projects: the 'mobile' one is the 360 px phone.

/** What a cart of one product costs with standard delivery: item + 7.5% VAT + ₦2,500. */
function totalOf(priceKobo: number) {
  const standard = SHIPPING_OPTIONS.find((o) => o.id === 'standard');
  if (!standard) throw new Error('no standard delivery');
  return orderTotal(kobo(priceKobo), standard.amount).total;
}

/** From the cart page to checkout, where the shopper adds an address inline and presses Pay. */
async function checkOutInFull(page: Page, street: string, total: string) {
  await page.goto('/cart-items');
  await page.getByRole('link', { name: 'Check Out' }).click();
  await expect(page).toHaveURL(/\/cart-items\/checkout$/);
  // A client-side change of page: the title names it and focus moves to its heading.
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeFocused();
  await expect(page).toHaveTitle('Checkout · Oja');
  await addAddressAtCheckout(page, street);
  await expect(page.getByRole('radio', { name: /Standard delivery/ })).toBeChecked();
  await page.getByRole('button', { name: `Pay ${total}` }).click();
}

test('a verified shopper pays in full by card and sees the order placed; the cart is then empty', {
  tag: '@both-viewports',
}, async ({ page }) => {
  await signedInShopper(page, 'paid');
  await verifyForInstalments(page);
  const product = productInStock(200_000, 0);
  await seedCart(page, product, 'full');
  const total = formatKobo(totalOf(product.priceKobo));

  await checkOutInFull(page, '3 Allen Avenue, Ikeja', total);
  // The card provider's hosted page (the sandbox) asks for the whole total.
  await expect(page).toHaveURL(/\/sandbox\/card\//);
  await expect(page.getByText(total, { exact: true })).toBeVisible();
  const validations: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/orders/validate-paystack-payment')) validations.push(request.url());
  });
  await payWithCard(page, TEST_CARDS.success);

  await expect(page).toHaveURL(/\/cart-items\/checkout\/payment-success\/[^/?]+/);
  await expect(page.getByRole('heading', { level: 1, name: 'Order Placed Successfully!' })).toBeVisible();
  // The reference the card page sent back was validated, then left the address.
  await expect(page).toHaveURL(/\/cart-items\/checkout\/payment-success\/[^/?]+$/);
  await expect(page).toHaveTitle('Order placed · Oja');
  const orderId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
  const order = await orderOf(page, orderId);
  expect(order.status).toBe('paid');
  const details = page.getByRole('definition');
  await expect(details.filter({ hasText: /^OJA-/ })).toHaveText(order.orderNumber);
  await expect(details.filter({ hasText: total })).toBeVisible();
  await expect(page.getByText('Amount paid')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Items in your order' })).toContainText(
    product.productName.slice(0, 50),
  );
  // The reference was validated once; a reload shows the paid order without asking again.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Order Placed Successfully!' })).toBeVisible();
  expect(validations).toHaveLength(1);

  // The paid order has left the cart: the badge and the cart page say so.
  await expect(page.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
  await page.goto('/cart-items');
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
});

// @one-viewport: the card sandbox's refusal; checkout at 360 px is in the journeys around it.
test('a declined card lands on the failure page, nothing is paid, and Try again goes back to checkout', {
  tag: '@one-viewport',
}, async ({ page }) => {
  await signedInShopper(page, 'declined');
  const product = productInStock(200_000, 1);
  await seedCart(page, product, 'full');
  const total = formatKobo(totalOf(product.priceKobo));

  await checkOutInFull(page, '7 Bode Thomas Street, Surulere', total);
  await payWithCard(page, TEST_CARDS.declined);

  await expect(page).toHaveURL(/\/cart-items\/checkout\/payment-failed\/[^/?]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment failed' })).toBeFocused();
  await expect(page).toHaveTitle('Payment failed · Oja');
  const orderId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
  const order = await orderOf(page, orderId);
  expect(order.status).toBe('awaiting_payment');
  expect(order.paymentSummary.total_amount_paid).toBe(0);
  await expect(page.getByText(/did not go through/)).toContainText(/OJA-/);

  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Items in your order' })).toContainText(product.productName);
  await expect(page.getByRole('button', { name: `Pay ${total}` })).toBeEnabled();
});

// @one-viewport: where the app sends a guest; the log-in form at 360 px is in sign-in-forms.spec.ts.
test('a guest at checkout is sent to log in and comes back to checkout with the cart', {
  tag: '@one-viewport',
}, async ({ page }) => {
  const shopper = newShopper('guest');
  await signUpAndVerify(page, shopper);
  const product = productInStock(200_000, 2);
  await page.goto(
    `/${product.parentCategorySlug}/${product.subcategorySlug}/${product.productID}/${product.slug}`,
  );
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Item added to cart', { exact: true })).toBeVisible();

  await page.goto('/cart-items/checkout');
  await expect(page).toHaveURL(/\/login\?from=%2Fcart-items%2Fcheckout$/);
  await logIn(page, shopper.email);
  await expect(page).toHaveURL(/\/cart-items\/checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Items in your order' })).toContainText(product.productName);
});

test('an unverified shopper on instalments is shown the verification gate, verifies, and comes back', async ({
  page,
}) => {
  await signedInShopper(page, 'unverified');
  await seedCart(page, productInStock(200_000, 3), 'weekly');
  await page.goto('/cart-items/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByText(INSTALMENT_VERIFICATION_MESSAGE)).toBeVisible();
  await expect(page.getByText('Residential address: Not verified')).toBeVisible();
  await expect(page.getByText('Debt profile: Not verified')).toBeVisible();
  const setUp = page.getByRole('button', { name: 'Continue to payment setup' });
  await expect(setUp).toBeDisabled();
  await expect(setUp).toHaveAccessibleDescription(new RegExp(INSTALMENT_VERIFICATION_MESSAGE));

  await page.getByRole('link', { name: 'Verify my details' }).click();
  await expect(page).toHaveURL(/\/account-profile\/account-verification\?fromCheckout=true$/);
  await page.getByRole('button', { name: 'Verify now: Residential address' }).click();
  const address = page.getByRole('dialog', { name: 'Verify your residential address' });
  await address.getByLabel('First name').fill('Ada');
  await address.getByLabel('Last name').fill('Okafor');
  await address.getByLabel('Street name').fill('12 Admiralty Way');
  await address.getByLabel('State').selectOption('Lagos');
  await address.getByLabel('Local Government / LCDA').selectOption('Eti-Osa');
  await address.getByRole('button', { name: 'Verify address' }).click();
  await expect(address).toBeHidden();
  // One of two done: the shopper stays on the verification tab.
  await expect(page).toHaveURL(/account-verification/);
  await page.getByRole('button', { name: 'Verify now: Debt profile' }).click();
  const bvn = page.getByRole('dialog', { name: 'Verify your debt profile' });
  // One BVN approves one account (the sandbox approves any 11 digits but its documented three): one of this run's own.
  await bvn.getByLabel('BVN', { exact: true }).fill(`5${String(Date.now()).slice(-10)}`);
  await bvn.getByRole('checkbox', { name: /I agree that Oja may check my BVN/ }).check();
  await bvn.getByRole('button', { name: 'Verify BVN' }).click();

  // Both done: back to checkout, where the gate has gone.
  await expect(page).toHaveURL(/\/cart-items\/checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByText(INSTALMENT_VERIFICATION_MESSAGE)).toBeHidden();
  await expect(page.getByText(/^25 payments:/)).toBeVisible();
});
