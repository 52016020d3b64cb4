import { products } from '@oja/catalogue';
import { addDays, formatKobo, kobo, lagosCalendarDate } from '@oja/domain';
import { expect, type Page, test } from '@playwright/test';
import { asShopper, productInStock, seedCart, signedInShopper, TEST_CARDS } from '../support/checkout';
import { deliveryAddress } from '../support/credit';
import { consolePageFor, SANDBOX_OWNER, staffMember } from '../support/staff';

/**
 * Issue 29's returns and refunds: a returned item is refunded in part and the shopper sees the refund on the
 * order; a refund of ₦150,000 waits for a second staff member, who approves it from Returns & refunds; a
 * support account has no Refund button, and the API answers it 403.
 */

/** A shopper's order of `product`, paid in full on the card sandbox's page: its number. */
async function paidOrder(page: Page, tag: string, product: (typeof products)[number]) {
  const shopper = await signedInShopper(page, tag);
  const addressId = await deliveryAddress(page);
  await seedCart(page, product, 'full');
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
  return { shopper, orderNumber: placed.data.order.orderNumber as string, reference };
}

async function openOrder(console: Page, orderNumber: string) {
  await console.goto(`/admin/orders/${orderNumber}`);
  await expect(console.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
}

test('a returned item is refunded in part, and the shopper sees the refund on the order', async ({
  page,
  browser,
}) => {
  test.slow(); // a code works once: a sign-in may wait for the next 30-second step
  const { orderNumber, reference } = await paidOrder(page, 'return', productInStock(100_000, 5));

  const console = await consolePageFor(browser, SANDBOX_OWNER);
  await openOrder(console, orderNumber);
  await console.getByRole('button', { name: 'Pack' }).click();
  await console.getByRole('button', { name: 'Ship…' }).click();
  const ship = console.getByRole('dialog');
  await ship.getByLabel('Carrier').fill('GIG Logistics');
  await ship.getByLabel('Tracking number').fill('gig-e2e-2001');
  await ship.getByLabel('Expected delivery').fill(addDays(lagosCalendarDate(Date.now()), 2));
  await ship.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(ship).toBeHidden();
  await console.getByRole('button', { name: 'Mark delivered' }).click();

  // The shopper sends the item back: the return is recorded, and the order's collection waits while it is open.
  await console.getByRole('button', { name: 'Record a return' }).click();
  const returned = console.getByRole('dialog');
  await returned.getByRole('radio', { name: 'Damaged' }).click();
  await returned.getByLabel('Note (optional)').fill('Box crushed, one corner cracked');
  await returned.getByRole('button', { name: 'Record return' }).click();
  await expect(returned).toBeHidden();
  const section = console.getByRole('region', { name: 'Returns and refunds' });
  await expect(section.getByText(/Open/).first()).toBeVisible();

  // ₦5,000 back for the damage, for that return.
  await section.getByRole('button', { name: 'Refund' }).click();
  const refund = console.getByRole('dialog');
  await refund.getByLabel('Amount (₦)').fill('5000');
  await refund.getByLabel('Reason').fill('Corner cracked in transit; the shopper keeps it');
  await refund.getByRole('button', { name: 'Confirm refund' }).click();
  await expect(refund).toBeHidden();
  await expect(section.getByText('Approved').first()).toBeVisible();
  const rf = new RegExp(`RF-${reference}-S\\d+`);
  await expect(console.getByRole('region', { name: 'Ledger' }).getByText(rf)).toBeVisible();

  // The shopper's order shows the refund: the amount and its reference.
  await page.goto(`/user-dashboard/purchases?order=${encodeURIComponent(orderNumber)}`);
  const refunds = page.getByRole('region', { name: 'Refunds', exact: true });
  await expect(refunds.getByText('₦5,000')).toBeVisible();
  await expect(refunds.getByText(rf)).toBeVisible();
});

test('a refund of ₦150,000 waits for a second staff member; support cannot refund', async ({
  page,
  browser,
}) => {
  test.slow();
  const phone = products.find((p) => p.inStock && p.priceKobo >= 16_000_000 && p.priceKobo <= 30_000_000);
  if (!phone) throw new Error('the seed has no product between ₦160,000 and ₦300,000 in stock');
  const { orderNumber } = await paidOrder(page, 'maker', phone);

  const owner = await consolePageFor(browser, SANDBOX_OWNER);
  const finance = await staffMember(owner, 'finance', 'checker');
  const support = await staffMember(owner, 'support', 'helpdesk');

  await openOrder(owner, orderNumber);
  const section = owner.getByRole('region', { name: 'Returns and refunds' });
  await section.getByRole('button', { name: 'Refund' }).click();
  const refund = owner.getByRole('dialog');
  await refund.getByLabel('Amount (₦)').fill('150000');
  await expect(
    refund.getByText("A refund of ₦100,000 or more waits for a second staff member's approval."),
  ).toBeVisible();
  await refund.getByLabel('Reason').fill('The phone would not charge; the seller agreed to take it back');
  await refund.getByRole('button', { name: 'Confirm refund' }).click();
  await expect(refund).toBeHidden();
  await expect(section.getByText('Waiting for a second approval')).toBeVisible();
  // Its maker cannot approve it, and nothing goes to the provider yet.
  await expect(section.getByRole('button', { name: 'Approve refund' })).toHaveCount(0);
  await expect(owner.getByRole('region', { name: 'Ledger' }).getByText(/^RF-/)).toHaveCount(0);

  // Support: the order, but no Refund button; and the API refuses it.
  const helpdesk = await consolePageFor(browser, support);
  await openOrder(helpdesk, orderNumber);
  await expect(
    helpdesk.getByRole('region', { name: 'Returns and refunds' }).getByText('Waiting for a second approval'),
  ).toBeVisible();
  await expect(helpdesk.getByRole('button', { name: 'Refund' })).toHaveCount(0);
  const session = await helpdesk.request.get('/api/v1/admin/session');
  const csrf = ((await session.json()) as { data: { csrfToken: string } }).data.csrfToken;
  const refused = await helpdesk.request.post(`/api/v1/admin/orders/${orderNumber}/refunds`, {
    headers: { 'X-CSRF-Token': csrf },
    data: { amountKobo: 100_000, reason: 'Trying a refund from support' },
  });
  expect(refused.status()).toBe(403);

  // The second member approves it from Returns & refunds: it is paid through the settlement core.
  const checker = await consolePageFor(browser, finance);
  await checker
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Returns & refunds' })
    .click();
  // The page reached by a link announces itself: focus is on its heading.
  await expect(checker.getByRole('heading', { level: 1, name: 'Returns & refunds' })).toBeFocused();
  const waiting = checker.getByRole('region', { name: 'Waiting for approval' });
  await expect(waiting.getByText(formatKobo(kobo(15_000_000)))).toBeVisible();
  await waiting.getByRole('button', { name: new RegExp(`Approve.*${orderNumber}`) }).click();
  await expect(waiting.getByText('No refund waits for approval.')).toBeVisible();
  await expect(
    checker
      .getByRole('region', { name: 'Refunds', exact: true })
      .getByRole('link', { name: orderNumber })
      .first(),
  ).toBeVisible();
});

test('an operator cancels a packed order: the shopper finds it under Cancelled with everything paid back', async ({
  page,
  browser,
}) => {
  test.slow();
  const product = productInStock(60_000, 7);
  const { orderNumber, reference } = await paidOrder(page, 'cancel', product);

  const console = await consolePageFor(browser, SANDBOX_OWNER);
  await openOrder(console, orderNumber);
  await console.getByRole('button', { name: 'Pack' }).click();
  await console.getByRole('button', { name: 'Cancel order…' }).click();
  const dialog = console.getByRole('dialog', { name: `Cancel ${orderNumber}?` });
  await expect(
    dialog.getByText(/The shopper is refunded ₦[\d,.]+, everything they have paid\./),
  ).toBeVisible();
  await dialog.getByLabel('Why is it cancelled?').fill('Out of stock at the seller after all');
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(dialog).toBeHidden();
  await expect(console.getByText('Fulfilment: Cancelled')).toBeVisible();
  await expect(
    console.getByRole('region', { name: 'Ledger' }).getByText(`RF-${reference}-S`, { exact: false }),
  ).toBeVisible();

  await page.goto('/user-dashboard/purchases');
  await page
    .getByRole('tablist', { name: 'Orders by status' })
    .getByRole('tab', { name: /Cancelled/ })
    .click();
  await page.getByRole('button', { name: new RegExp(orderNumber) }).click();
  const refunds = page.getByRole('region', { name: 'Refunds', exact: true });
  await expect(refunds.getByText(`RF-${reference}-S`, { exact: false })).toBeVisible();
});
