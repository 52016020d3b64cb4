import { addDays, lagosCalendarDate } from '@oja/domain';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect,
  type Page,
} from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { ownClientAddress } from './accounts';

/** The sandbox's owner (docs/api/sandbox.md; apps/api/src/staff/sandbox-owner.ts). */
export const SANDBOX_OWNER = {
  email: 'owner@oja.test',
  password: 'Oja-sandbox-owner-2026',
  totpSecret: 'OJASANDBOXOWNERTOTPSECRET2345672',
} as const;

const totpOf = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });

/** The 30-second step of each secret whose code this run already used: the server takes each code once. */
const usedSteps = new Map<string, number>();
const stepNow = () => Math.floor(Date.now() / 30_000);

/**
 * A code of the authenticator app that the server has not seen yet: the current step's, or, if this run used
 * that step already for this secret, the next step's (waiting for it, up to 30 s).
 */
export async function freshCode(secret: string): Promise<string> {
  const used = usedSteps.get(secret);
  if (used !== undefined && stepNow() <= used) {
    await new Promise((resolve) => setTimeout(resolve, (used + 1) * 30_000 - Date.now() + 50));
  }
  const step = stepNow();
  usedSteps.set(secret, step);
  return totpOf(secret).generate({ timestamp: step * 30_000 });
}

/** A 6-digit code that is none of the codes the server would accept now (the steps before, now and after). */
export function wrongCode(secret: string): string {
  const totp = totpOf(secret);
  const near = new Set(
    [-1, 0, 1].map((offset) => totp.generate({ timestamp: Date.now() + offset * 30_000 })),
  );
  let code = 123_456;
  while (near.has(String(code).padStart(6, '0'))) code += 1;
  return String(code).padStart(6, '0');
}

/** Fills the console's sign-in form and sends it. */
export async function signInToConsole(page: Page, member: { email: string; password: string }, code: string) {
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByLabel('6-digit code').fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The setup link of the latest invitation sent to `email`, as a path (from the sandbox's outbox). */
export async function setupLinkFor(page: Page, email: string): Promise<string> {
  const answer = await page.request.get(`/api/v1/dev/outbox?email=${encodeURIComponent(email)}`);
  expect(answer.ok()).toBe(true);
  const { data } = (await answer.json()) as { data: { messages: Array<{ text: string }> } };
  const link = data.messages[0]?.text.match(/https?:\/\/\S+(\/admin\/setup#token=\S+)/)?.[1];
  if (!link) throw new Error(`no setup link in the outbox for ${email}`);
  return link;
}

/** A console member of `role`, invited by the signed-in owner of `ownerPage` and set up, through the API. */
export async function staffMember(
  ownerPage: Page,
  role: 'owner' | 'operations' | 'finance' | 'support',
  tag: string,
) {
  const session = await ownerPage.request.get('/api/v1/admin/session');
  expect(session.ok()).toBe(true);
  const csrf = ((await session.json()) as { data: { csrfToken: string } }).data.csrfToken;
  const email = `${tag}.${Date.now()}@oja.test`;
  const invited = await ownerPage.request.post('/api/v1/admin/staff', {
    headers: { 'X-CSRF-Token': csrf },
    data: { email, name: `${role[0]?.toUpperCase()}${role.slice(1)} ${tag}`, role },
  });
  expect(invited.ok(), await invited.text()).toBe(true);
  const token = (await setupLinkFor(ownerPage, email)).split('#token=')[1];
  const password = `${role}-Pass-2026!`;
  const setUp = await ownerPage.request.post('/api/v1/admin/staff/setup', { data: { token, password } });
  expect(setUp.ok(), await setUp.text()).toBe(true);
  const { totpSecret } = ((await setUp.json()) as { data: { totpSecret: string } }).data;
  return { email, password, totpSecret };
}

/** The owner's console session for API calls, kept for this worker's later journeys (see consolePageFor). */
let ownerApiSession: { cookie: string; csrfToken: string } | undefined;

/** The sandbox owner's console session for API calls: the one this worker has, while it lives, else a new one. */
async function ownerSession(request: APIRequestContext) {
  if (ownerApiSession) {
    const alive = await request.get('/api/v1/admin/session', { headers: { cookie: ownerApiSession.cookie } });
    if (alive.ok()) return ownerApiSession;
  }
  const signIn = await request.post('/api/v1/admin/session', {
    data: {
      email: SANDBOX_OWNER.email,
      password: SANDBOX_OWNER.password,
      code: await freshCode(SANDBOX_OWNER.totpSecret),
    },
    headers: { 'x-forwarded-for': ownClientAddress() },
  });
  expect(signIn.ok(), `signing in to the console: ${await signIn.text()}`).toBe(true);
  const cookie = (signIn.headers()['set-cookie'] ?? '').split(';')[0] ?? '';
  const { data } = (await signIn.json()) as { data: { csrfToken: string } };
  ownerApiSession = { cookie, csrfToken: data.csrfToken };
  return ownerApiSession;
}

/**
 * Packs, ships and delivers a paid order as the sandbox's owner does in the console, through the admin API (the
 * console's screens for it are in admin-fulfilment.spec.ts): for journeys that need an order delivered. The
 * sign-in comes from an address of its own, so the suite's sign-ins stay under the per-address limit.
 */
export async function deliverOrder(request: APIRequestContext, orderNumber: string) {
  const { cookie, csrfToken } = await ownerSession(request);
  const shipment = {
    carrier: 'GIG Logistics',
    trackingNumber: `GIG-${orderNumber}`,
    expectedDelivery: addDays(lagosCalendarDate(Date.now()), 2),
  };
  for (const body of [{ action: 'pack' }, { action: 'ship', ...shipment }, { action: 'deliver' }]) {
    const moved = await request.post(`/api/v1/admin/orders/${encodeURIComponent(orderNumber)}/fulfilment`, {
      data: body,
      headers: { cookie, 'x-csrf-token': csrfToken },
    });
    expect(moved.ok(), `${body.action} ${orderNumber}: ${await moved.text()}`).toBe(true);
  }
}

/**
 * Each member's signed-in browser state (the console's session cookie), kept for this worker's later journeys.
 * The server takes each authenticator code once, so a second sign-in in the same 30-second step waits for the
 * next one: signing in once per member per worker saved the suite about half a minute per console journey. The
 * sign-in form itself is walked by admin-staff.spec.ts and admin-tier2.spec.ts.
 */
const signedInStates = new Map<string, Awaited<ReturnType<BrowserContext['storageState']>>>();

/**
 * A console member in a browser of their own, on the overview: with the session this worker already has for
 * them while it lives (the shop's clock may have moved past its 8 idle hours, or a journey signed out), else
 * signed in with a fresh code.
 */
export async function consolePageFor(
  browser: Browser,
  member: { email: string; password: string; totpSecret: string },
): Promise<Page> {
  const overviewOf = (page: Page) => page.getByRole('heading', { level: 1, name: 'Overview' });
  const saved = signedInStates.get(member.email);
  if (saved) {
    const context = await browser.newContext({ storageState: saved });
    const page = await context.newPage();
    await page.goto('/admin');
    const signInButton = page.getByRole('button', { name: 'Sign in' });
    await expect(overviewOf(page).or(signInButton)).toBeVisible();
    if (await overviewOf(page).isVisible()) return page;
    await context.close();
  }
  const page = await (await browser.newContext()).newPage();
  await page.goto('/admin');
  await signInToConsole(page, member, await freshCode(member.totpSecret));
  await expect(overviewOf(page)).toBeVisible();
  signedInStates.set(member.email, await page.context().storageState());
  return page;
}
