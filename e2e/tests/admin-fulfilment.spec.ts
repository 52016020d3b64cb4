import { addDays, lagosCalendarDate } from '@oja/domain';
import { expect, test } from '@playwright/test';
import { asShopper, productInStock, seedCart, signedInShopper, TEST_CARDS } from '../support/checkout';
import { deliveryAddress } from '../support/credit';
import { consolePageFor, SANDBOX_OWNER } from '../support/staff';

/**
 * Issue 29's first journey: an operator in the console finds a paid order by its number,
 * packs and ships it with a tracking number; the shopper's purchases page says 'Shipped' with the tracking
 * number, and the shipping email is in the outbox, once.
 */
test('an operator ships a paid order and the shopper sees it shipped with its tracking number', async ({
  page,
  browser,
}) => {
  test.slow(); // a code works once: a sign-in may wait for the next 30-second step
  // Setup through HTTP: a shopper's order paid in full on the card sandbox's page.
  const shopper = await signedInShopper(page, 'ship');
  const addressId = await deliveryAddress(page);
  await seedCart(page, productInStock(100_000, 4), 'full');
  const placed = await asShopper(page, 'POST', '/orders/create-paystack-order', {
    deliveryAddressId: addressId,
    shippingOption: 'standard',
  });
  const reference = placed.data.paystack_config.reference as string;
  const orderNumber = placed.data.order.orderNumber as string;
  const paid = await page.request.post(`/sandbox/card/${encodeURIComponent(reference)}`, {
    form: { cardNumber: TEST_CARDS.success, expiry: '12/30', cvv: '123' },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
  await asShopper(page, 'POST', '/orders/validate-paystack-payment', { reference });

  // The operator, in a browser of their own.
  const console = await consolePageFor(browser, SANDBOX_OWNER);
  await console.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Orders' }).click();
  await console.getByLabel('Search', { exact: true }).fill(orderNumber);
  await console.getByRole('button', { name: 'Apply' }).click();
  await console.getByRole('link', { name: orderNumber }).click();
  await expect(console.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeVisible();

  await console.getByRole('button', { name: 'Pack' }).click();
  await console.getByRole('button', { name: 'Ship…' }).click();
  const dialog = console.getByRole('dialog');
  await dialog.getByLabel('Carrier').fill('GIG Logistics');
  await dialog.getByLabel('Tracking number').fill('gig-e2e-1001');
  const expected = addDays(lagosCalendarDate(Date.now()), 3);
  await dialog.getByLabel('Expected delivery').fill(expected);
  await dialog.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(dialog).toBeHidden();
  await expect(console.getByText('GIG-E2E-1001').first()).toBeVisible();

  // The shopper's purchases page says so, with the tracking number as carriers print it.
  await page.goto(`/user-dashboard/purchases?order=${encodeURIComponent(orderNumber)}`);
  await expect(
    page.getByText(/Shipped · GIG Logistics · Tracking number GIG-E2E-1001/).first(),
  ).toBeVisible();

  // And the email, once.
  const outbox = await page.request.get(`/api/v1/dev/outbox?email=${encodeURIComponent(shopper.email)}`);
  const { data } = (await outbox.json()) as { data: { messages: Array<{ subject: string; text: string }> } };
  const shipped = data.messages.filter((m) => m.subject === `Your Oja order ${orderNumber} has shipped`);
  expect(shipped).toHaveLength(1);
  expect(shipped[0]?.text).toContain('GIG-E2E-1001');
});
