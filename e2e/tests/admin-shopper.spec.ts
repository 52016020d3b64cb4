import { expect, test } from '@playwright/test';
import { productInStock, signedInShopper, verifyForInstalments } from '../support/checkout';
import { deliveryAddress, owingInstalmentOrder } from '../support/credit';
import { consolePageFor, SANDBOX_OWNER } from '../support/staff';

/**
 * Issue 45: the console's shopper page. The owner finds a shopper by email, opens their page, sees the order
 * they placed with its schedule, adds a staff note and sees it listed.
 */
test('the owner finds a shopper by email, sees their order and adds a note @one-viewport', async ({
  page,
  browser,
}) => {
  test.slow(); // a code works once: a sign-in may wait for the next 30-second step
  const shopper = await signedInShopper(page, 'shopperpage');
  await verifyForInstalments(page);
  await owingInstalmentOrder(page, productInStock(300_000, 1), await deliveryAddress(page));

  const console = await consolePageFor(browser, SANDBOX_OWNER);
  await console.getByRole('link', { name: 'Shoppers' }).click();
  await expect(console.getByRole('heading', { level: 1, name: 'Shoppers' })).toBeVisible();
  await console.getByRole('searchbox', { name: 'Search' }).fill(shopper.email);
  await console.getByRole('button', { name: 'Search' }).click();
  await expect(console.getByRole('list', { name: 'Shoppers found' })).toBeVisible();
  expect(decodeURIComponent(console.url()), 'the email stays out of the address').not.toContain(
    shopper.email,
  );
  await console
    .getByRole('list', { name: 'Shoppers found' })
    .getByRole('listitem')
    .filter({ hasText: shopper.email })
    .getByRole('link')
    .click();

  await expect(console.getByText(shopper.email, { exact: true })).toBeVisible();
  await expect(console.getByRole('heading', { level: 2, name: 'Orders (1)' })).toBeVisible();
  const order = console.getByRole('article', { name: /^Order OJA-/ });
  await expect(order.getByRole('link', { name: /^OJA-/ })).toBeVisible();
  await expect(order.getByRole('table').getByText('Paid').first()).toBeVisible();

  const note = 'Called the shopper: the second instalment is fine.';
  await console.getByRole('textbox', { name: 'Add note' }).fill(note);
  await console.getByRole('button', { name: 'Add note' }).click();
  await expect(console.getByRole('list', { name: 'Notes' }).getByText(note)).toBeVisible();
  await expect(console.getByRole('textbox', { name: 'Add note' })).toHaveValue('');
});
