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
 * The cart and the pages where money moves (checkout, My purchases, Direct debits) are rendered by the server
 * for the signed-in shopper, from the HttpOnly session cookie the login sets beside the bearer token
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

test('a signed-in shopper’s cart page comes from the server with their cart: its forms work at once, and it hydrates cleanly', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await signedInShopper(page, 'rendered-cart');
  const inCart = productInStock(100_000, 4);
  await seedCart(page, inCart, 'weekly');
  const quantityOf = (on: Page) => on.getByRole('group', { name: `Quantity of ${inCart.productName}` });
  const baseURL = test.info().project.use.baseURL;

  // Without JavaScript: the server's HTML alone shows the cart's product and its Check Out, and its − and +
  // change this shopper's own cart (the server answers the form for the session's shopper).
  const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL });
  await noScript.addCookies(await page.context().cookies());
  const plain = await noScript.newPage();
  await plain.goto('/cart-items');
  await expect(plain.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
  await expect(plain.getByRole('link', { name: inCart.productName })).toBeVisible();
  await expect(plain.getByRole('link', { name: 'Check Out' })).toHaveAttribute(
    'href',
    '/cart-items/checkout',
  );
  await quantityOf(plain).getByRole('button', { name: 'Increase quantity' }).click();
  await expect(plain).toHaveURL(/\/cart-items$/);
  await expect(plain.getByRole('status').filter({ hasText: 'Item quantity updated in cart' })).toBeVisible();
  await expect(quantityOf(plain)).toContainText('2');
  // Check Out is a link: without JavaScript it reaches checkout, which the server renders for them too.
  await plain.getByRole('link', { name: 'Check Out' }).click();
  await expect(plain).toHaveURL(/\/cart-items\/checkout$/);
  await expect(plain.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(plain.getByText(inCart.productName).first()).toBeVisible();
  await noScript.close();

  // With it, on the same shopper's device: the cart is in the server's HTML, and a tap on + right after the
  // page loads (before or after the app has started, whichever comes) changes the quantity.
  const device = await browser.newContext({ baseURL, storageState: await page.context().storageState() });
  const fresh = await device.newPage();
  const problems: string[] = [];
  fresh.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  fresh.on('pageerror', (error) => problems.push(error.message));
  const answer = await fresh.goto('/cart-items');
  const html = (await answer?.text()) ?? '';
  expect(html).toContain(`value="${inCart.productID}"`);
  expect(answer?.headers()['cache-control']).toBe('private, no-store');
  await quantityOf(fresh).getByRole('button', { name: 'Increase quantity' }).click();
  await expect(quantityOf(fresh)).toContainText('3');
  await fresh.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await fresh.waitForLoadState('networkidle');
  await expect(quantityOf(fresh)).toContainText('3');
  // The app has taken the page over: the next + is the app's, and the page stays where it is.
  await quantityOf(fresh).getByRole('button', { name: 'Increase quantity' }).click();
  await expect(quantityOf(fresh)).toContainText('4');
  await expect(fresh).toHaveURL(/\/cart-items$/);
  await expect(fresh.getByRole('link', { name: 'Check Out' })).toBeVisible();
  expect(problems).toEqual([]);
  await device.close();

  // The cart as the API has it: every tap reached this shopper's cart.
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('oja.auth') ?? '{}').token);
  const cart = await page.request.get('/api/v1/cart/view-cart', {
    headers: { authorization: `Bearer ${token}` },
  });
  const { data } = (await cart.json()) as {
    data: { cart: { items: { productID: string; quantity: number }[] } };
  };
  expect(data.cart.items).toEqual([expect.objectContaining({ productID: inCart.productID, quantity: 4 })]);

  // A device whose stored session is gone but whose cookie is not: the app drops the server's page (someone
  // else's cart, as far as this device knows) and shows the device's own cart, here none.
  const noToken = await browser.newContext({ baseURL });
  await noToken.addCookies(await page.context().cookies());
  const other = await noToken.newPage();
  const { problems: otherProblems } = await problemsOn(other, '/cart-items');
  await expect(other.getByText('Your cart is empty.')).toBeVisible();
  await expect(other.getByRole('link', { name: inCart.productName })).toHaveCount(0);
  expect(otherProblems).toEqual([]);
  await noToken.close();
});
