import type { Page } from '@playwright/test';
import {
  APPROVED_AT_ONCE,
  asShopper,
  authoriseOnBankPage,
  orderOf,
  payDownPayment,
  productInStock,
  seedCart,
  signedInShopper,
  verifyForInstalments,
} from '../support/checkout';
import { expect, test } from '../support/test';

/**
 * The pages where money moves (checkout, My purchases, Direct debits) are rendered by the server for the
 * signed-in shopper, from the HttpOnly session cookie the login sets beside the bearer token
 * (apps/api/src/auth/session-cookie.ts): on a slow phone they show before the app has started, and without
 * JavaScript. The browser's app hydrates them only when its own stored session is that shopper's.
 */

/** Console errors and page errors while `path` loads and hydrates. */
async function problemsOn(page: Page, path: string) {
  const problems: string[] = [];
  const record = (text: string) => problems.push(text);
  page.on('console', (message) => {
    if (message.type() === 'error') record(message.text());
  });
  page.on('pageerror', (error) => record(error.message));
  const answer = await page.goto(path, { waitUntil: 'networkidle' });
  return { problems, html: (await answer?.text()) ?? '', headers: answer?.headers() ?? {} };
}

test('a signed-in shopper’s checkout, purchases and direct debits come from the server, and hydrate cleanly', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signedInShopper(page, 'rendered');
  await verifyForInstalments(page);
  await seedCart(page, productInStock(200_000, 2), 'weekly');
  await payDownPayment(page, '7 Adeola Odeku Street, Victoria Island');
  const order = await orderOf(page, new URL(page.url()).searchParams.get('orderId') ?? '');
  // Its direct debit set up: the order is ongoing (My purchases' first tab) and has a debit to list.
  await page.getByRole('button', { name: 'Set up Direct Debit' }).click();
  await authoriseOnBankPage(page, APPROVED_AT_ONCE);
  await expect(page.getByRole('heading', { name: 'Your direct debit is set up' })).toBeVisible({
    timeout: 15_000,
  });
  const inCart = productInStock(200_000, 3);
  await seedCart(page, inCart, 'weekly');

  const cookies = await page.context().cookies();
  const session = cookies.find((cookie) => cookie.name === 'oja_session');
  expect(session?.httpOnly).toBe(true);
  expect(session?.sameSite).toBe('Strict');

  // Without JavaScript: the server's HTML alone shows the order, the cart's product at checkout.
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    baseURL: test.info().project.use.baseURL,
  });
  await noScript.addCookies(cookies);
  const plain = await noScript.newPage();
  await plain.goto('/user-dashboard/purchases');
  await expect(plain.getByRole('heading', { level: 1, name: 'My purchases' })).toBeVisible();
  await expect(plain.getByText(order.orderNumber).first()).toBeVisible();
  await plain.goto('/cart-items/checkout');
  await expect(plain.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(plain.getByText(inCart.productName).first()).toBeVisible();
  await plain.goto('/user-dashboard/direct-debit');
  await expect(plain.getByRole('heading', { level: 1, name: 'Direct debits' })).toBeVisible();
  await expect(plain.getByText(order.orderNumber).first()).toBeVisible();

  // With it: the same pages hydrate without an error, the order in the server's HTML already.
  for (const path of ['/user-dashboard/purchases', '/cart-items/checkout', '/user-dashboard/direct-debit']) {
    const { problems, html } = await problemsOn(page, path);
    expect(problems, path).toEqual([]);
    expect(html, path).toContain('<h1');
  }
  const purchases = await problemsOn(page, '/user-dashboard/purchases');
  expect(purchases.html).toContain(order.orderNumber);
  // For this shopper alone, kept by no cache, with the shop's security headers; the token is not in it.
  expect(purchases.headers['cache-control']).toBe('private, no-store');
  expect(purchases.headers.vary).toMatch(/cookie/i);
  expect(purchases.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
  expect(purchases.headers['x-frame-options']).toBe('DENY');
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('oja.auth') ?? '{}').token);
  expect(token).toBeTruthy();
  expect(purchases.html).not.toContain(token);
  await expect(page.getByText(order.orderNumber).first()).toBeVisible();
  // The page is live: its tabs answer.
  await page.getByRole('tab', { name: /Pending/ }).click();
  await expect(page.getByRole('tab', { name: /Pending/ })).toHaveAttribute('aria-selected', 'true');

  // A device whose stored session is gone (cleared storage) but whose cookie is not: the app does not take
  // the server's page over; it starts afresh, and the guest is sent to log in.
  const noToken = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await noToken.addCookies(cookies);
  const fresh = await noToken.newPage();
  const { problems } = await problemsOn(fresh, '/user-dashboard/purchases');
  await expect(fresh).toHaveURL(/\/login\?from=/);
  expect(problems).toEqual([]);
  await noToken.close();

  // Logout ends the session and clears the cookie; a copy of the cookie kept anyway renders no order.
  await asShopper(page, 'POST', '/auth/logout', {});
  expect((await page.context().cookies()).some((cookie) => cookie.name === 'oja_session')).toBe(false);
  await plain.goto('/user-dashboard/purchases');
  expect(await plain.content()).not.toContain(order.orderNumber);
  await expect(plain.getByRole('heading', { level: 1, name: 'My purchases' })).toHaveCount(0);
  await noScript.close();
});
