import { expect, test } from '@playwright/test';
import {
  consolePageFor,
  freshCode,
  SANDBOX_OWNER,
  setupLinkFor,
  signInToConsole,
  staffMember,
} from '../support/staff';

/**
 * Issue 45: a member who lost their phone gets a new authenticator, asked for by one owner and approved by
 * another; the member sets up anew from the emailed link and signs in with the new key.
 */
test('a lost authenticator reset by two owners @one-viewport', async ({ browser }) => {
  test.slow(); // three console sign-ins, each may wait for the next 30-second code
  const owner = await consolePageFor(browser, SANDBOX_OWNER);
  // Setup through the API: a second owner and the member who lost their phone.
  const secondOwner = await staffMember(owner, 'owner', 'second-owner');
  const member = await staffMember(owner, 'operations', 'lost-phone');
  const name = 'Operations lost-phone';

  await owner.goto('/admin/staff');
  await owner.getByRole('button', { name: `Reset authenticator of ${name}` }).click();
  const ask = owner.getByRole('dialog', { name: `Reset ${name}'s authenticator?` });
  await ask.getByLabel('Reason').fill('Phone stolen on the bus');
  await ask.getByRole('button', { name: 'Ask for reset' }).click();
  await expect(owner.getByText('Reset asked for: another owner must approve it.')).toBeVisible();

  const approver = await consolePageFor(browser, secondOwner);
  await approver.goto('/admin/staff');
  const waiting = approver.getByRole('region', { name: 'Authenticator resets waiting for approval' });
  await waiting.getByRole('button', { name: `Approve reset of ${name}` }).click();
  await expect(
    approver.getByText(`Reset approved: ${name} has been emailed a link to set up a new authenticator.`),
  ).toBeVisible();

  // The member, on a new phone, sets up from the emailed link and signs in with the new key.
  const theirs = await (await browser.newContext()).newPage();
  await theirs.goto(await setupLinkFor(owner, member.email));
  const password = 'New-phone-pass-2026!';
  await theirs.getByLabel('New password').fill(password);
  await theirs.getByLabel('Confirm password').fill(password);
  await theirs.getByRole('button', { name: 'Set password' }).click();
  const secret = ((await theirs.getByTestId('totp-secret').textContent()) ?? '').replaceAll(' ', '');
  expect(secret).not.toBe(member.totpSecret);
  await theirs.getByRole('link', { name: 'Go to sign in' }).click();
  await signInToConsole(theirs, { email: member.email, password }, await freshCode(secret));
  await expect(theirs.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
});
