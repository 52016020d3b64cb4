import { addDays, lagosCalendarDate } from '@oja/domain';
import { expect, test } from '@playwright/test';
import { asShopper, productInStock, seedCart, signedInShopper, TEST_CARDS } from '../support/checkout';
import { deliveryAddress } from '../support/credit';
import { consolePageFor, SANDBOX_OWNER } from '../support/staff';

const ORDERS = 20;

/**
 * Issue 45: fulfilment at volume. A shopper's 20 paid orders (made through the API, not by clicking) are
 * selected on the console's orders list, packed at once, then shipped at once with a tracking number each
 * pasted in; every order ships once: twenty 'has shipped' emails, one per order.
 */
test('a bulk ship of 20 orders ships each once @one-viewport', async ({ page, browser }) => {
  test.slow(); // twenty card payments in setup, and a console sign-in that may wait for the next code
  const shopper = await signedInShopper(page, 'bulk');
  const addressId = await deliveryAddress(page);
  const numbers: string[] = [];
  for (let i = 0; i < ORDERS; i++) {
    await seedCart(page, productInStock(200_000, i % 5), 'full');
    const placed = await asShopper(page, 'POST', '/orders/create-paystack-order', {
      deliveryAddressId: addressId,
      shippingOption: 'standard',
    });
    const reference = placed.data.paystack_config.reference as string;
    const paid = await page.request.post(`/sandbox/card/${encodeURIComponent(reference)}`, {
      form: { cardNumber: TEST_CARDS.success, expiry: '12/30', cvv: '123' },
      maxRedirects: 0,
    });
    expect(paid.status()).toBe(303);
    await asShopper(page, 'POST', '/orders/validate-paystack-payment', { reference });
    numbers.push(placed.data.order.orderNumber as string);
  }

  const console = await consolePageFor(browser, SANDBOX_OWNER);
  await console.goto('/admin/orders');
  await console.getByLabel('Search', { exact: true }).fill(shopper.email);
  await console.getByRole('button', { name: 'Apply' }).click();
  await expect(console.getByRole('table', { name: 'Orders' }).getByRole('row')).toHaveCount(ORDERS + 1);

  await console.getByRole('checkbox', { name: 'Select all on this page' }).check();
  const bar = console.getByRole('toolbar', { name: 'Selected orders' });
  await expect(bar).toContainText(`${ORDERS} orders selected`);
  await bar.getByRole('button', { name: 'Pack' }).click();
  await expect(console.getByRole('status').filter({ hasText: `${ORDERS} orders packed.` })).toBeVisible();

  await console.getByRole('checkbox', { name: 'Select all on this page' }).check();
  await bar.getByRole('button', { name: 'Ship…' }).click();
  const dialog = console.getByRole('dialog', { name: `Ship ${ORDERS} orders` });
  await dialog.getByLabel('Carrier').fill('GIG Logistics');
  await dialog.getByLabel('Expected delivery').fill(addDays(lagosCalendarDate(Date.now()), 3));
  // Pasted from the carrier's sheet: order number, tab, tracking number.
  await dialog
    .getByLabel('Tracking numbers')
    .fill(numbers.map((n, i) => `${n}\tGIG-BULK-${String(i).padStart(3, '0')}`).join('\n'));
  await dialog.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(console.getByRole('status').filter({ hasText: `${ORDERS} orders shipped.` })).toBeVisible();
  await expect(console.getByRole('table', { name: 'Orders' }).getByText('Shipped')).toHaveCount(ORDERS);

  // Each order shipped once: one email each, no more.
  const outbox = await page.request.get(`/api/v1/dev/outbox?email=${encodeURIComponent(shopper.email)}`);
  const { data } = (await outbox.json()) as { data: { messages: Array<{ subject: string }> } };
  const shipped = data.messages.filter((m) => m.subject.endsWith('has shipped')).map((m) => m.subject);
  expect(shipped.sort()).toEqual(numbers.map((n) => `Your Oja order ${n} has shipped`).sort());

  // The shopper follows a parcel on the carrier's own site: the first shipped order in My purchases (paid in
  // full, so under Completed) links to the tracking number pasted for that order.
  await page.goto('/user-dashboard/purchases');
  await page.getByRole('tab', { name: `Completed (${ORDERS})` }).click();
  const tracking = page.getByRole('link', { name: /Track your parcel/ });
  const card = page.getByRole('article').filter({ has: tracking }).first();
  const link = card.getByRole('link', { name: /Track your parcel/ });
  await expect(link).toBeVisible();
  const text = (await card.textContent()) ?? '';
  const index = numbers.findIndex((n) => text.includes(n));
  expect(index).toBeGreaterThanOrEqual(0);
  await expect(link).toHaveAttribute(
    'href',
    `https://giglogistics.com/track?waybill=GIG-BULK-${String(index).padStart(3, '0')}`,
  );
});
