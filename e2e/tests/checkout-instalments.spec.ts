import { formatKobo, kobo, nairaToKobo } from '@oja/domain';
import type { Page } from '@playwright/test';
import {
  APPROVED_AT_ONCE,
  authoriseOnBankPage,
  orderOf,
  payDownPayment,
  productInStock,
  seedCart,
  signedInShopper,
  verifyForInstalments,
} from '../support/checkout';
import { expect, test } from '../support/test';

// Desktop only (playwright.config.ts): direct debits set up and refused; checkout at 360 px is in checkout.spec.ts.

/** The bank consent sandbox's test account that the bank refuses. */
const REFUSED_BY_BANK = '0000000003';

/** The subjects of the emails the sandbox outbox holds for `email`. */
async function outboxSubjects(page: Page, email: string): Promise<string[]> {
  const answer = await page.request.get(`/api/v1/dev/outbox?email=${encodeURIComponent(email)}`);
  expect(answer.ok()).toBe(true);
  const { data } = (await answer.json()) as { data: { messages: Array<{ subject: string }> } };
  return data.messages.map((m) => m.subject);
}

test('a verified shopper on the weekly plan pays the down payment, sets up a direct debit and sees the order placed', async ({
  page,
}) => {
  await signedInShopper(page, 'weekly');
  await verifyForInstalments(page);
  await seedCart(page, productInStock(200_000, 4), 'weekly');

  // Back from the card page: the payment is checked, then the direct-debit step can act.
  await payDownPayment(page, '21 Awolowo Road, Ikoyi');
  await expect(page).toHaveTitle('Complete your payment setup · Oja');
  await expect(page.getByText('Payment Successful')).toBeVisible();
  const orderId = new URL(page.url()).searchParams.get('orderId') ?? '';
  const order = await orderOf(page, orderId);
  expect(order.status).toBe('paid');
  await expect(
    page.getByText(formatKobo(nairaToKobo(order.paymentSummary.total_amount_paid) ?? kobo(0))).first(),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cancel' })).toBeHidden();
  // The provider's own terms sit beside Oja's, and open outside the shop.
  const policy = page.getByRole('link', { name: 'Paystack end-user policy (opens in a new tab)' });
  await expect(policy).toHaveAttribute('href', 'https://paystack.com/terms');
  await expect(policy).toHaveAttribute('target', '_blank');

  // The back button is blocked: the page stays, and still answers the keyboard.
  await page.goBack();
  await expect(page).toHaveURL(/\/mandate\/create\//);
  await expect(
    page.getByText('Finish setting up your direct debit before leaving this page.', { exact: true }),
  ).toBeVisible();
  const setUp = page.getByRole('button', { name: 'Set up Direct Debit' });
  await setUp.focus();
  await page.keyboard.press('Enter');

  // The bank's consent page (the sandbox), with the account the bank approves at once.
  await authoriseOnBankPage(page, APPROVED_AT_ONCE);

  await expect(page).toHaveURL(/\/cart-items\/checkout\/direct-debit\/success\?orderid=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Order Placed Successfully!' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: /^OJA-/ })).toHaveText(order.orderNumber);
  // The bank's answer reaches the server by webhook; the page turns to 'active' once it has.
  await expect(page.getByRole('heading', { name: 'Your direct debit is set up' })).toBeVisible({
    timeout: 15_000,
  });

  // Back home, the shop says the direct debit is set up, and leads to the purchases.
  await page.getByRole('link', { name: 'Continue shopping' }).click();
  const notice = page.getByRole('status', { name: 'Direct debit setup notification' });
  await expect(notice).toContainText('Order Confirmed!');
  await notice.getByRole('button', { name: 'Goto purchases' }).click();
  await expect(page).toHaveURL(/\/user-dashboard\/purchases$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My purchases' })).toBeVisible();
});

test('a shopper with a linked bank account continues with it and the direct debit is active at once', async ({
  page,
}) => {
  await signedInShopper(page, 'linked');
  await verifyForInstalments(page);
  // The first order links the account through the bank's page.
  await seedCart(page, productInStock(200_000, 5), 'weekly');
  await payDownPayment(page, '4 Adeola Odeku Street, Victoria Island');
  await page.getByRole('button', { name: 'Set up Direct Debit' }).click();
  await authoriseOnBankPage(page, APPROVED_AT_ONCE);
  await expect(page.getByRole('heading', { name: 'Your direct debit is set up' })).toBeVisible({
    timeout: 15_000,
  });

  // The second order: the linked account is offered, and Continue needs it chosen.
  await seedCart(page, productInStock(200_000, 6), 'weekly');
  await payDownPayment(page);
  const picker = page.getByRole('group', { name: 'Select your linked bank account to continue' });
  const next = page.getByRole('button', { name: 'Continue' });
  await expect(next).toBeDisabled();
  await picker.getByRole('radio').first().check();
  await next.click();

  // No bank page this time: the mandate is active, and the success page says so straight away.
  await expect(page).toHaveURL(/\/cart-items\/checkout\/direct-debit\/success\?orderid=/);
  const orderId = new URL(page.url()).searchParams.get('orderid') ?? '';
  const order = await orderOf(page, orderId);
  await expect(page.getByRole('heading', { level: 1, name: 'Order Placed Successfully!' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: /^OJA-/ })).toHaveText(order.orderNumber);
  await expect(page.getByRole('heading', { name: 'Your direct debit is set up' })).toBeVisible();
});

test('a bank that refuses the mandate is said plainly, the shopper is emailed, and a second account is approved', async ({
  page,
}) => {
  const shopper = await signedInShopper(page, 'refused');
  await verifyForInstalments(page);
  await seedCart(page, productInStock(200_000, 7), 'weekly');
  await payDownPayment(page, '9 Broad Street, Lagos Island');
  await page.getByRole('button', { name: 'Set up Direct Debit' }).click();
  await authoriseOnBankPage(page, REFUSED_BY_BANK);
  // The bank says no; back on the shop, the page says what it means and what to do, without a pending badge.
  await expect(page).toHaveURL(/\/cart-items\/checkout\/direct-debit\/success\?orderid=/);
  const refused = page.getByRole('status', { name: 'Your bank did not approve the direct debit' });
  await expect(refused).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Pending bank approval')).toBeHidden();
  await expect
    .poll(async () => (await outboxSubjects(page, shopper.email)).some((s) => /did not approve/.test(s)))
    .toBe(true);

  // Set up again: the mandate page says the last try was refused and offers the choice again.
  await refused.getByRole('link', { name: 'Set up direct debit again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Complete your payment setup' })).toBeVisible();
  await expect(
    page.getByRole('status', { name: 'Your bank did not approve the direct debit' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Set up Direct Debit' }).click();
  await authoriseOnBankPage(page, APPROVED_AT_ONCE);
  await expect(page.getByRole('heading', { name: 'Your direct debit is set up' })).toBeVisible({
    timeout: 15_000,
  });
  await expect
    .poll(async () => (await outboxSubjects(page, shopper.email)).some((s) => /is active$/.test(s)))
    .toBe(true);
});
