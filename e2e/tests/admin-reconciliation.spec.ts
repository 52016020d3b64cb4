import { expect, type Page, test } from '@playwright/test';
import { asShopper, productInStock, seedCart, signedInShopper, TEST_CARDS } from '../support/checkout';
import { deliveryAddress } from '../support/credit';
import { consolePageFor, SANDBOX_OWNER } from '../support/staff';

/**
 * Issue 45's reconciliation: the provider's settlement report of the day, uploaded as its CSV file with one
 * payment missing and another's amount changed, shows both differences on the console's reconciliation page,
 * and one is resolved with a reason.
 */

/** A card payment of a fan, paid on the card sandbox's page: its provider reference. */
async function cardPayment(page: Page, nth: number) {
  await seedCart(page, productInStock(60_000, nth), 'full');
  const placed = await asShopper(page, 'POST', '/orders/create-paystack-order', {
    deliveryAddressId: await deliveryAddress(page),
    shippingOption: 'standard',
  });
  const reference = placed.data.paystack_config.reference as string;
  const paid = await page.request.post(`/sandbox/card/${encodeURIComponent(reference)}`, {
    form: { cardNumber: TEST_CARDS.success, expiry: '12/30', cvv: '123' },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
  await asShopper(page, 'POST', '/orders/validate-paystack-payment', { reference });
  return reference;
}

test('a report with a missing and a mismatched line shows both, and one is resolved', {
  tag: '@one-viewport',
}, async ({ page, browser }) => {
  test.slow(); // a code works once: a sign-in may wait for the next 30-second step
  await signedInShopper(page, 'reconcile');
  const missing = await cardPayment(page, 1);
  const changed = await cardPayment(page, 2);
  const today = (await (await page.request.get('/api/v1/dev/clock')).json()).data.today as string;
  // The provider's file as finance downloads it, with one payment left out and one amount ₦1 short.
  const report = await page.request.get(
    `/api/v1/dev/settlement-report?day=${today}&drop=${missing}&amount=${changed}:100`,
  );
  expect(report.ok()).toBe(true);

  const console = await consolePageFor(browser, SANDBOX_OWNER);
  await console.goto(`/admin/reconciliation?day=${today}`);
  await expect(console.getByRole('heading', { level: 1, name: 'Reconciliation' })).toBeVisible();
  await console.getByLabel('Or upload its CSV file').setInputFiles({
    name: 'settlement.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(await report.text()),
  });
  await console.getByRole('button', { name: 'Upload', exact: true }).click();

  const differences = console.getByRole('table', { name: 'Differences' });
  const rowOf = (reference: string) => differences.getByRole('row').filter({ hasText: reference });
  await expect(rowOf(missing)).toContainText('Only in Oja');
  await expect(rowOf(missing)).toContainText('Not in the provider’s report');
  await expect(rowOf(changed)).toContainText('Amounts differ');
  await expect(rowOf(changed)).toContainText('₦1');

  await rowOf(missing)
    .getByLabel(`Reason for ${missing}`)
    .fill('Paid after the report was cut; in tomorrow’s');
  await rowOf(missing).getByRole('button', { name: 'Resolve' }).click();
  await expect(rowOf(missing)).toContainText('Paid after the report was cut; in tomorrow’s');
  await expect(rowOf(missing).getByRole('button', { name: 'Resolve' })).toHaveCount(0);
  // The other stays open.
  await expect(rowOf(changed).getByRole('button', { name: 'Resolve' })).toBeVisible();
});
