import { products, type SeedProduct } from '@oja/catalogue';
import {
  instalmentQuote,
  keyFactsStatement,
  lagosCalendarDate,
  nairaToKobo,
  type PaymentPlanType,
  parsePaymentOptions,
  shippingOption,
} from '@oja/domain';
import { expect, type Page } from '@playwright/test';
import { logIn, newShopper, signUpAndVerify } from './accounts';

/** The card sandbox's test cards (docs/api/payments.md): any future expiry and any CVV. */
export const TEST_CARDS = { success: '4084084084084081', declined: '4000000000000002' } as const;

/** The bank consent sandbox's test account that the bank approves at once (docs/api/payments.md). */
export const APPROVED_AT_ONCE = '0000000001';

/** The sandbox credit bureau's approving BVN (docs/api/verification.md). */
/** The sandbox approves any 11 digits but 33333333333, and one BVN approves one account: a BVN per run. */
const approvedBvn = () => `4${String(Date.now() * 1000 + Math.floor(Math.random() * 1000)).slice(-10)}`;

/** An instalment product in stock under `maxNaira`, the nth such (so tests can take different ones). */
export function productInStock(maxNaira: number, nth = 0): SeedProduct {
  const found = products.filter(
    (p) => p.inStock && p.minimumDownPaymentPercentage !== 100 && p.priceKobo <= maxNaira * 100,
  )[nth];
  if (!found) throw new Error(`the seed has no product in stock under ₦${maxNaira}`);
  return found;
}

/** A fresh shopper, signed up, email verified and logged in. */
export async function signedInShopper(page: Page, tag: string) {
  const shopper = newShopper(tag);
  await signUpAndVerify(page, shopper);
  await logIn(page, shopper.email);
  await expect(page.getByText('Login successful!', { exact: true })).toBeVisible();
  return shopper;
}

/**
 * Calls the API as the signed-in shopper, for a test's setup only (what the journey is about goes through
 * the screens): the bearer token is the one the web app stored.
 */
export async function asShopper(page: Page, method: 'POST' | 'PATCH', path: string, data: unknown) {
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('oja.auth') ?? '{}').token);
  if (!token) throw new Error('not signed in');
  const answer = await page.request.fetch(`/api/v1${path}`, {
    method,
    data,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.ok(), `${method} ${path}: ${await answer.text()}`).toBe(true);
  return answer.json();
}

/**
 * The shop's own time (the sandbox clock, which a journey may have moved days ahead). Checkout dates the
 * schedule, and so the key facts, by the device's day; a browser on a day other than the shop's would be
 * shown a statement the server refuses, as a phone whose clock is wrong would be.
 */
async function shopNow(page: Page): Promise<Date> {
  const answer = await page.request.get('/api/v1/dev/clock');
  return new Date(answer.ok() ? ((await answer.json()).data.now as string) : Date.now());
}

/** The browser's clock set to the shop's (see shopNow), before a checkout page is opened. */
export async function browserOnShopTime(page: Page) {
  const now = await shopNow(page);
  // Only when the sandbox clock was moved: a page on the real time needs no fake clock.
  if (Math.abs(now.getTime() - Date.now()) > 60_000) await page.clock.setSystemTime(now);
}

/**
 * The key facts statement checkout shows for the signed-in shopper's cart, accepted as ticking the box does:
 * built as the checkout page builds it (the cart the API answers, the domain's instalmentQuote on the shop's
 * day, keyFactsStatement), for setups that place an instalment order through HTTP.
 */
export async function keyFactsAccepted(page: Page, shipping = 'standard') {
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('oja.auth') ?? '{}').token);
  const answer = await page.request.get('/api/v1/cart/view-cart', {
    headers: { authorization: `Bearer ${token}` },
  });
  const items = (await answer.json()).data.cart.items as Array<{
    totalPrice: number;
    selectedPaymentPlan: PaymentPlanType;
    linePaymentOptions: unknown;
    available?: boolean;
  }>;
  const option = shippingOption(shipping);
  if (!option) throw new Error(`no shipping option ${shipping}`);
  const today = (await shopNow(page)).getTime();
  const quoted = instalmentQuote(
    items
      .filter((item) => item.available !== false)
      .map((item) => ({
        lineTotal: nairaToKobo(item.totalPrice) ?? (0 as never),
        plan: item.selectedPaymentPlan,
        options: parsePaymentOptions(item.linePaymentOptions).options,
      })),
    option,
    lagosCalendarDate(today),
  );
  if (!quoted.ok) throw new Error(quoted.error);
  const statement = keyFactsStatement(quoted.quote);
  return { version: statement.version, hash: statement.hash };
}

/** Both verifications instalment buying needs: a residential address in Lagos and an approved BVN. */
export async function verifyForInstalments(page: Page) {
  await asShopper(page, 'PATCH', '/user/add-resindential-address', {
    residentialAddress: '12 Admiralty Way',
    residentialCity: 'Eti-Osa',
    residentialState: 'Lagos',
    // The name a field agent asks for at the door (sign-up asks none).
    firstName: 'Ada',
    lastName: 'Okafor',
  });
  await asShopper(page, 'POST', '/validate-bvn-and-get-credit-summary', {
    bvn: approvedBvn(),
    consent: true,
  });
}

/** Puts a product in the signed-in shopper's cart on a plan. */
export async function seedCart(page: Page, product: SeedProduct, plan: PaymentPlanType, quantity = 1) {
  await asShopper(page, 'POST', '/cart/add-to-cart', {
    productID: product.productID,
    quantity,
    selectedPaymentPlan: plan,
  });
}

/** The shopper's order as the API has it (to check what the screens cannot show: nothing was paid). */
export async function orderOf(page: Page, orderId: string) {
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('oja.auth') ?? '{}').token);
  const answer = await page.request.get(`/api/v1/orders/get-single-order/${encodeURIComponent(orderId)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.ok()).toBe(true);
  const { data } = (await answer.json()) as {
    data: {
      id: string;
      orderNumber: string;
      buyingPlan: string;
      status: string;
      purchaseTab: string | null;
      totalAmount: number;
      paymentSummary: { total_amount_paid: number };
      items: Array<{ productName: string }>;
      keyFacts?: { text: string; version: string; hash: string; acceptedAt: string } | null;
    };
  };
  return data;
}

/** At checkout with no address yet: the inline form adds one, which becomes the chosen address. */
export async function addAddressAtCheckout(page: Page, street: string) {
  const form = page.getByRole('form', { name: 'Add a delivery address' });
  await form.getByLabel('State').selectOption('Lagos state');
  await form.getByLabel('Street address').fill(street);
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByRole('radio', { name: new RegExp(street) })).toBeChecked();
}

/** On the card sandbox's hosted page: pays with a test card (any future expiry, any CVV). */
export async function payWithCard(page: Page, card: string) {
  await expect(page).toHaveURL(/\/sandbox\/card\//);
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('CVV').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
}

/**
 * From checkout (the address already chosen, or added) through the card page, back on the mandate page, whose
 * address has lost the card payment's reference once it was validated.
 */
export async function payDownPayment(page: Page, street?: string) {
  await browserOnShopTime(page);
  await page.goto('/cart-items/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  if (street) await addAddressAtCheckout(page, street);
  // The key facts before credit (issue 42): read, then accepted.
  await expect(page.getByRole('heading', { name: 'Key facts' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'I have read the key facts' }).check();
  await page.getByRole('button', { name: 'Continue to payment setup' }).click();
  await expect(page).toHaveURL(/\/sandbox\/card\//);
  await payWithCard(page, TEST_CARDS.success);
  await expect(page).toHaveURL(/\/cart-items\/checkout\/mandate\/create\/[\d.]+\?orderId=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Complete your payment setup' })).toBeVisible();
  // The card page's reference was validated, then left the address: a reload does not ask again.
  await expect(page).toHaveURL(/\/cart-items\/checkout\/mandate\/create\/[\d.]+\?orderId=[^&]+$/);
}

/** On the bank consent sandbox's page: authorises the mandate with a test account. */
export async function authoriseOnBankPage(page: Page, accountNumber: string) {
  await expect(page).toHaveURL(/\/sandbox\/mandate\//);
  await page.getByLabel('Account number').fill(accountNumber);
  await page.getByRole('button', { name: 'Authorise mandate' }).click();
}
