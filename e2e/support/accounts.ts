import { expect, type Page } from '@playwright/test';

export const PASSWORD = 'Lagos2026!';

/** A fresh shopper per test: the email and phone differ each run, so tests never collide. */
export function newShopper(tag: string) {
  const n = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-8);
  return { email: `${tag}.${n}@example.com`, phone: `080${n}` };
}

/** The latest 4-digit code the sandbox email adapter sent to `email`. */
export async function latestCode(page: Page, email: string): Promise<string> {
  const answer = await page.request.get(`/api/v1/dev/outbox?email=${encodeURIComponent(email)}`);
  expect(answer.ok()).toBe(true);
  const { data } = (await answer.json()) as { data: { messages: Array<{ text: string }> } };
  const code = data.messages[0]?.text.match(/\b(\d{4})\b/)?.[1];
  if (!code) throw new Error(`no code in the outbox for ${email}`);
  return code;
}

/**
 * A client address of its own for each shopper, as real shoppers have: the server limits sign-ups to 30 an
 * hour per address, which the whole suite from one machine would pass. The e2e server trusts
 * X-Forwarded-For (TRUST_PROXY=1 in playwright.config.ts), as it does behind a load balancer.
 */
let shoppersSoFar = 0;
export function ownClientAddress(): string {
  shoppersSoFar += 1;
  const n = (process.pid % 200) * 65_536 + shoppersSoFar;
  return `10.${Math.floor(n / 65_536) % 256}.${Math.floor(n / 256) % 256}.${n % 256}`;
}

/** Signs up and verifies the email, then leaves the session that started and ends on /login, signed out. */
/** Fills the sign-up form for `shopper` and sends it: the code page comes next. */
export async function sendSignUp(page: Page, shopper: { email: string; phone: string }) {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': ownClientAddress() });
  await page.goto('/sign-up');
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByLabel('Phone number').fill(shopper.phone);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
}

export async function signUpAndVerify(page: Page, shopper: { email: string; phone: string }) {
  await sendSignUp(page, shopper);
  await expect(page.getByText('Please verify your email.', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/sign-up\/verify-email\//);
  await page.getByRole('textbox', { name: 'Enter the 4-digit code' }).click();
  await page.keyboard.type(await latestCode(page, shopper.email));
  await expect(page.getByText('Your account is verified!')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  // Verifying signed the shopper in; the callers log in as a returning shopper does, so this session is left
  // (as on another device) and the login page opened.
  await expect(page).toHaveURL(/\/$/);
  await page.evaluate(() => localStorage.removeItem('oja.auth'));
  await page.goto('/login');
}

/**
 * Pastes `text` into the focused field the way a shopper does (Ctrl+V from the clipboard), so the page's own
 * paste handling runs.
 */
export async function pasteInto(page: Page, text: string) {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await page.keyboard.press('ControlOrMeta+V');
}

export async function logIn(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}
