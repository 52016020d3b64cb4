import { products } from '@oja/catalogue';
import { addDays, lagosCalendarDate } from '@oja/domain';
import { expect, type Page, test } from '@playwright/test';
import { productInStock, signedInShopper, verifyForInstalments } from '../support/checkout';
import { deliveryAddress, owingInstalmentOrder } from '../support/credit';
import { consolePageFor, SANDBOX_OWNER, staffMember } from '../support/staff';

/**
 * Issue 45's collections tools on the console: a shopper in hardship is restructured from 6 to 10 monthly
 * instalments with a second member's approval, and the shopper's order page shows the new schedule; an
 * outside payment pays the oldest instalment.
 */

/** A signed-in shopper's monthly order of 6 instalments, first payment paid, direct debit active: its number. */
async function monthlyOrder(page: Page, tag: string, product = productInStock(300_000, 2)) {
  await signedInShopper(page, tag);
  await verifyForInstalments(page);
  return owingInstalmentOrder(page, product, await deliveryAddress(page), 'monthly');
}

async function collectionsOf(console: Page, orderNumber: string) {
  await console.goto(`/admin/orders/${orderNumber}`);
  await expect(console.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
  return console.getByRole('region', { name: 'Collections' });
}

test('a shopper in hardship is restructured from 6 to 10 instalments with a second approval @one-viewport', async ({
  page,
  browser,
}) => {
  test.slow(); // a code works once: a sign-in may wait for the next 30-second step
  // ₦200,000 to ₦300,000: 65% of it is owed after the first payment, ₦100,000 or more, so it waits for approval.
  const product = products.find((p) => p.inStock && p.priceKobo >= 20_000_000 && p.priceKobo <= 30_000_000);
  if (!product) throw new Error('the seed has no product between ₦200,000 and ₦300,000 in stock');
  const orderNumber = await monthlyOrder(page, 'hardship', product);
  const owner = await consolePageFor(browser, SANDBOX_OWNER);
  const finance = await staffMember(owner, 'finance', 'restructure');

  const section = await collectionsOf(owner, orderNumber);
  await section.getByRole('button', { name: 'Restructure…' }).click();
  const dialog = owner.getByRole('dialog');
  await dialog.getByLabel('Instalments in all').fill('10');
  await dialog.getByLabel('First new due date').fill(addDays(lagosCalendarDate(Date.now()), 14));
  const preview = dialog.getByRole('list', { name: 'New schedule' });
  await expect(preview.getByRole('listitem')).toHaveCount(10);
  await expect(dialog.getByText(/a second staff member must approve it/)).toBeVisible();
  await dialog.getByLabel('Reason').fill('Lost her job in November; agreed smaller instalments on a call');
  await dialog.getByRole('button', { name: 'Restructure' }).click();
  await expect(dialog).toBeHidden();
  await expect(section.getByText('Waiting for a second approval')).toBeVisible();
  // Its maker cannot approve it.
  await expect(section.getByRole('button', { name: 'Approve' })).toHaveCount(0);

  const checker = await consolePageFor(browser, finance);
  const waiting = await collectionsOf(checker, orderNumber);
  await waiting.getByRole('button', { name: 'Approve' }).click();
  await expect(waiting.getByText('Approved')).toBeVisible();
  await expect(checker.getByRole('region', { name: 'Schedule' }).getByRole('row')).toHaveCount(12);

  // The shopper's order shows the new schedule: ten instalments after the first payment.
  await page.goto(`/user-dashboard/purchases?order=${encodeURIComponent(orderNumber)}`);
  await expect(page.getByRole('list', { name: 'Instalment payments' }).getByRole('listitem')).toHaveCount(11);
});

test('an outside payment recorded pays the oldest instalment @one-viewport', async ({ page, browser }) => {
  test.slow();
  const orderNumber = await monthlyOrder(page, 'outside', productInStock(150_000, 4));
  const owner = await consolePageFor(browser, SANDBOX_OWNER);
  const section = await collectionsOf(owner, orderNumber);
  const schedule = owner.getByRole('region', { name: 'Schedule' });
  const first = schedule.getByRole('row').nth(2);
  const amount = (await first.getByRole('cell').nth(2).textContent())?.replace(/[₦,]/g, '') ?? '';

  await section.getByRole('button', { name: 'Record outside payment…' }).click();
  const dialog = owner.getByRole('dialog');
  await dialog.getByLabel('Amount (₦)').fill(amount);
  await expect(dialog.getByRole('list', { name: 'Instalments it pays' })).toHaveText(/Instalment 1 of 6/);
  await dialog.getByLabel('Reference').fill(`GTB-${Date.now()}`);
  await dialog.getByLabel('Evidence').fill('GTBank statement line seen by finance');
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(dialog).toBeHidden();
  await expect(section.getByText('Approved')).toBeVisible();
  await expect(first).toContainText('Paid');
  await expect(schedule.getByRole('row').nth(3)).not.toContainText('Paid');
});
