import { expect, test } from '@playwright/test';
import { signedInShopper } from '../support/checkout';
import { freshCode, SANDBOX_OWNER, signInToConsole } from '../support/staff';

const RESOLUTION_CENTRE = '/user-dashboard/account-profile/resolution-centre';

/**
 * Issue 42's complaints desk, both sides: a shopper raises a complaint from the account's Resolution Centre
 * and gets a reference; in the console it waits in the queue with its 48-hour clock, an operator replies and
 * resolves it; the shopper reads the reply and the resolution, and was emailed both.
 */
test('a complaint raised by a shopper is answered and resolved in the console', {
  tag: '@one-viewport',
}, async ({ page, browser }) => {
  test.slow(); // a code works once: a sign-in may wait for the next 30-second step
  const shopper = await signedInShopper(page, 'complaint');
  // The sandbox's clock a day ahead of the device's: the 48-hour clocks must count from the server's time.
  const moved = await page.request.post('/api/v1/dev/clock', { data: { days: 1 } });
  expect(moved.ok(), await moved.text()).toBe(true);
  await page.goto(RESOLUTION_CENTRE);
  await page.getByRole('combobox', { name: 'What is it about?' }).selectOption({ label: 'My account' });
  await page.getByRole('textbox', { name: 'What happened?' }).fill('My phone number shows the wrong digits.');
  await page.getByRole('button', { name: 'Send complaint' }).click();
  const confirmation = page.getByRole('status').filter({ hasText: /^Complaint CMP-/ });
  await expect(confirmation).toContainText('We will resolve it within 48 hours.');
  const reference = (await confirmation.textContent())?.match(/CMP-[A-Z0-9]{8}/)?.[0];
  if (!reference) throw new Error('no reference in the confirmation');
  await expect(page.getByText(reference, { exact: true })).toBeVisible();
  await expect(page.getByRole('group').filter({ hasText: reference })).toContainText(/47 h 5\d min left/);

  const console = await (await browser.newContext()).newPage();
  await console.goto('/admin/complaints');
  await signInToConsole(console, SANDBOX_OWNER, await freshCode(SANDBOX_OWNER.totpSecret));
  await expect(console.getByRole('heading', { level: 1, name: 'Complaints' })).toBeVisible();
  const card = console.getByRole('article', { name: reference });
  // Time left on the 48-hour promise, counted from the server's time (the device's is a day behind it).
  await expect(card).toContainText(/47 h 5\d min left/);
  await card.getByRole('textbox', { name: `Reply to ${reference}` }).fill('We have corrected your number.');
  await card.getByRole('button', { name: 'Send reply' }).click();
  await expect(card.getByText('We have corrected your number.')).toBeVisible();
  await card
    .getByRole('textbox', { name: `How ${reference} was resolved` })
    .fill('Your phone number is now correct on your account.');
  await card.getByRole('button', { name: 'Resolve' }).click();
  await expect(console.getByRole('article', { name: reference })).toHaveCount(0);

  await page.goto(`${RESOLUTION_CENTRE}?complaint=${reference}`);
  const mine = page.getByRole('group').filter({ hasText: reference });
  await expect(mine.getByText('Resolved', { exact: true })).toBeVisible();
  await expect(mine.getByText('We have corrected your number.')).toBeVisible();
  await expect(mine.getByText('Your phone number is now correct on your account.')).toBeVisible();
  const outbox = await page.request.get(`/api/v1/dev/outbox?email=${encodeURIComponent(shopper.email)}`);
  const { data } = (await outbox.json()) as { data: { messages: Array<{ subject: string }> } };
  const subjects = data.messages.map((message) => message.subject);
  expect(subjects).toContain(`A reply to your complaint ${reference}`);
  expect(subjects).toContain(`Your complaint ${reference} is resolved`);
});
