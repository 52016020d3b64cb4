import type { Locator, Page } from '@playwright/test';
import { logIn } from '../support/accounts';
import {
  APPROVED_AT_ONCE,
  addAddressAtCheckout,
  authoriseOnBankPage,
  browserOnShopTime,
  orderOf,
  payDownPayment,
  productInStock,
  seedCart,
  signedInShopper,
  verifyForInstalments,
} from '../support/checkout';
import { expect, test } from '../support/test';

// Issue 44: paying by bank transfer and USSD, the shopper's side. The sandbox bank's page plays the shopper's
// banking app (in a second tab, as a phone's banking app is another app); its notices reach the shop's webhook.

/** A figure of a details list (the transfer panel's, the standing account's), by its term. */
function detail(region: Locator, term: string): Locator {
  return region.locator(`dt:text-is("${term}") + dd`);
}

/** The sandbox bank sends `amount` (as shown: '₦64,750') to `account`, in a tab of its own. */
async function sendFromBank(page: Page, account: string, amount: string) {
  const bank = await page.context().newPage();
  await bank.goto('/sandbox/bank');
  await bank.getByLabel('Account number').fill(account);
  await bank.getByLabel('Amount (₦)').fill(amount.replace(/[₦,]/g, ''));
  await bank.getByRole('button', { name: 'Send transfer' }).click();
  await expect(bank.getByRole('status')).toContainText(`sent to ${account}`);
  await bank.close();
}

/** The sandbox bank's USSD simulator dials `code` and pays its charge. */
async function dialFromPhone(page: Page, code: string) {
  const phone = await page.context().newPage();
  await phone.goto('/sandbox/bank');
  await phone.getByLabel('Code to dial').fill(code);
  await phone.getByRole('button', { name: 'Dial and enter PIN' }).click();
  await expect(phone.getByRole('status')).toContainText(`by ${code}`);
  await phone.close();
}

async function moveSandboxClock(page: Page, days: number) {
  const answer = await page.request.post('/api/v1/dev/clock', { data: { days, toContactHours: true } });
  expect(answer.ok(), await answer.text()).toBe(true);
}

async function outboxSubjects(page: Page, email: string): Promise<string[]> {
  const answer = await page.request.get(`/api/v1/dev/outbox?email=${encodeURIComponent(email)}`);
  const { data } = (await answer.json()) as { data: { messages: Array<{ subject: string }> } };
  return data.messages.map((m) => m.subject);
}

/** A weekly order, its down payment by card and its direct debit on `account`. */
async function weeklyOrder(page: Page, tag: string, nth: number, street: string, account: string) {
  const shopper = await signedInShopper(page, tag);
  await verifyForInstalments(page);
  await seedCart(page, productInStock(200_000, nth), 'weekly');
  await payDownPayment(page, street);
  const orderId = new URL(page.url()).searchParams.get('orderId') ?? '';
  await page.getByRole('button', { name: 'Set up Direct Debit' }).click();
  await authoriseOnBankPage(page, account);
  await expect(page.getByRole('heading', { name: 'Your direct debit is set up' })).toBeVisible({
    timeout: 15_000,
  });
  return { shopper, order: await orderOf(page, orderId) };
}

/** A weekly order's checkout, paid by bank transfer: on the transfer page, its panel. */
async function toTransferPage(page: Page, tag: string, nth: number, street: string) {
  await signedInShopper(page, tag);
  await verifyForInstalments(page);
  await seedCart(page, productInStock(200_000, nth), 'weekly');
  await browserOnShopTime(page);
  await page.goto('/cart-items/checkout');
  await addAddressAtCheckout(page, street);
  await page.getByRole('checkbox', { name: 'I have read the key facts' }).check();
  await page.getByRole('radio', { name: 'Bank transfer' }).check();
  await page.getByRole('button', { name: 'Continue to payment setup' }).click();
  await expect(page).toHaveURL(/\/cart-items\/checkout\/transfer\//);
  return page.getByRole('region', { name: 'Pay by bank transfer' });
}

test('a weekly plan: the down payment by bank transfer, sent from the sandbox bank', {
  tag: '@one-viewport',
}, async ({ page }) => {
  const panel = await toTransferPage(page, 'xfer-down', 14, '3 Allen Avenue, Ikeja');
  const account = (await detail(panel, 'Account number').textContent()) ?? '';
  const amount = (await detail(panel, 'Amount').textContent()) ?? '';
  await sendFromBank(page, account, amount);
  // The page waits for the bank's notice and moves on by itself, to the direct debit of the instalments.
  await expect(page).toHaveURL(/\/cart-items\/checkout\/mandate\/create\//, { timeout: 20_000 });
  const orderId = new URL(page.url()).searchParams.get('orderId') ?? '';
  const order = await orderOf(page, orderId);
  expect(order.status).toBe('paid');
  expect(order.buyingPlan).toBe('weekly');
});

/** The bank sandbox's account whose first debit of each instalment fails ('Insufficient Funds'). */
const FIRST_DEBIT_FAILS = '0000000004';

test('after a failed debit, the instalment is paid by transfer to the standing account on the order', {
  tag: '@one-viewport',
}, async ({ page }) => {
  const { shopper, order } = await weeklyOrder(
    page,
    'xfer-standing',
    15,
    '7 Ogui Road, Enugu',
    FIRST_DEBIT_FAILS,
  );
  const failed = async () =>
    (await outboxSubjects(page, shopper.email)).some((s) => s.startsWith('We could not collect'));
  for (let day = 0; day < 12 && !(await failed()); day++) await moveSandboxClock(page, 1);
  expect(await failed()).toBe(true);

  await page.goto(`/user-dashboard/purchases?order=${order.orderNumber}`);
  const login = page.getByRole('heading', { level: 1, name: 'Log in' });
  const dots = page.getByRole('list', { name: 'Instalment payments' });
  await expect(login.or(dots)).toBeVisible();
  if (await login.isVisible()) await logIn(page, shopper.email);
  await expect(dots.getByRole('img', { name: /^Payment 2 of \d+.*: Payment failed$/ })).toBeVisible();
  const standing = page.getByRole('region', { name: 'Pay by bank transfer' });
  const account = (await detail(standing, 'Account number').textContent()) ?? '';
  const due = (await detail(standing, 'Due next').textContent()) ?? '';
  await sendFromBank(page, account, due.split(' on ')[0] ?? '');

  // The bank's notice reaches the shop in the background: the shopper looks again until the dot has turned.
  await expect(async () => {
    await page.reload();
    await expect(dots.getByRole('img', { name: /^Payment 2 of \d+.*: Paid$/ })).toBeVisible({
      timeout: 3_000,
    });
  }).toPass({ timeout: 30_000 });
});

test('paying off by USSD: the code dialled on the sandbox phone, the order moves to Completed', {
  tag: '@one-viewport',
}, async ({ page }) => {
  const { order } = await weeklyOrder(page, 'xfer-ussd', 16, '12 Aba Road, Port Harcourt', APPROVED_AT_ONCE);
  await page.goto(`/user-dashboard/purchases?order=${order.orderNumber}`);
  await page.getByRole('button', { name: 'Pay off' }).click();
  await page.getByRole('radio', { name: 'USSD' }).check();
  await page.getByRole('radio', { name: /Guaranty Trust Bank/ }).check();
  await page.getByRole('button', { name: /^Pay ₦/ }).click();

  await expect(page).toHaveURL(/\/cart-items\/checkout\/transfer\//);
  const code =
    (await detail(page.getByRole('region', { name: /^Pay by USSD/ }), 'Code to dial').textContent()) ?? '';
  await dialFromPhone(page, code);
  // Paid: the page goes back to the order by itself, now under Completed.
  await expect(page).toHaveURL(/\/user-dashboard\/purchases/, { timeout: 20_000 });
  const tabs = page.getByRole('tablist', { name: 'Orders by status' });
  await expect(tabs.getByRole('tab', { name: 'Completed (1)' })).toBeVisible();
  const paid = await orderOf(page, order.id);
  expect(paid.paymentSummary.total_amount_paid).toBe(paid.totalAmount);
});

test('an overpaid down payment: the surplus is refunded, said on the payment page and shown on the order', {
  tag: '@one-viewport',
}, async ({ page }) => {
  const panel = await toTransferPage(page, 'xfer-over', 17, '21 Ahmadu Bello Way, Kaduna');
  const account = (await detail(panel, 'Account number').textContent()) ?? '';
  const amount = Number(((await detail(panel, 'Amount').textContent()) ?? '').replace(/[₦,]/g, ''));
  // The shopper types ₦5,000 too much in the banking app.
  await sendFromBank(page, account, String(amount + 5_000));
  await expect(panel.getByRole('status')).toContainText(
    'You sent more than needed: ₦5,000 is being refunded to your account.',
    { timeout: 20_000 },
  );
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/cart-items\/checkout\/mandate\/create\//);
  const order = await orderOf(page, new URL(page.url()).searchParams.get('orderId') ?? '');
  expect(order.paymentSummary.total_amount_paid).toBe(amount);

  // The order keeps the refund: its amount, why, and the reference the bank statement will carry.
  await page.goto(`/user-dashboard/purchases?order=${order.orderNumber}`);
  const refunds = page.getByRole('region', { name: 'Refunds', exact: true });
  await expect(refunds.getByText('₦5,000')).toBeVisible();
  await expect(refunds.getByText(/You paid more than was due/)).toBeVisible();
  await expect(refunds.getByText(/^RF-/)).toBeVisible();
});
