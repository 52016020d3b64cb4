import { expect, test } from '@playwright/test';
import {
  asShopper,
  keyFactsAccepted,
  productInStock,
  seedCart,
  signedInShopper,
  verifyForInstalments,
} from '../support/checkout';
import { deliveryAddress } from '../support/credit';
import { freshCode, SANDBOX_OWNER, signInToConsole } from '../support/staff';

/**
 * Issue 29: a Tier 2 request is approved in the console, and that shopper can then check out ₦800,000 on
 * instalments, which Tier 1 refused; the shopper is emailed the decision.
 */
test('an approved Tier 2 request lets the shopper check out ₦800,000 on instalments', async ({
  page,
  browser,
}) => {
  test.slow(); // a code works once: a sign-in may wait for the next 30-second step
  const shopper = await signedInShopper(page, 'tier2');
  await verifyForInstalments(page);
  const addressId = await deliveryAddress(page);
  // Three of a ₦265,000-odd product on a monthly plan: about ₦800,000 with VAT and delivery.
  const product = productInStock(300_000, 0);
  const quantity = Math.ceil(800_000_00 / product.priceKobo);
  await seedCart(page, product, 'monthly', quantity);
  const checkout = { deliveryAddressId: addressId, shippingOption: 'standard' };
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('oja.auth') ?? '{}').token);
  const refused = await page.request.post('/api/v1/orders/create-paystack-order', {
    data: checkout,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).message).toMatch(/Tier 2/);
  await asShopper(page, 'POST', '/auth/send-verification-email', {});

  const console = await (await browser.newContext()).newPage();
  await console.goto('/admin/tier-2');
  await signInToConsole(console, SANDBOX_OWNER, await freshCode(SANDBOX_OWNER.totpSecret));
  await expect(console.getByRole('heading', { level: 1, name: 'Tier 2 requests' })).toBeVisible();
  const card = console.getByRole('article').filter({ hasText: shopper.email });
  await card.getByRole('button', { name: /^Approve/ }).click();
  const ask = console.getByRole('alertdialog', { name: /^Approve Tier 2 for/ });
  await ask.getByRole('button', { name: 'Approve' }).click();
  await expect(ask).toBeHidden();
  await expect(console.getByRole('article').filter({ hasText: shopper.email })).toHaveCount(0);

  const placed = await asShopper(page, 'POST', '/orders/create-paystack-order', {
    ...checkout,
    keyFactsAccepted: await keyFactsAccepted(page),
  });
  expect(placed.data.order.orderNumber).toMatch(/^OJA-/);
  const outbox = await page.request.get(`/api/v1/dev/outbox?email=${encodeURIComponent(shopper.email)}`);
  const { data } = (await outbox.json()) as { data: { messages: Array<{ subject: string }> } };
  expect(data.messages.filter((m) => m.subject === 'Your Oja account is now Tier 2')).toHaveLength(1);
});
