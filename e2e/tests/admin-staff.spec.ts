import { expect, test } from '@playwright/test';
import { freshCode, SANDBOX_OWNER, setupLinkFor, signInToConsole, wrongCode } from '../support/staff';

/**
 * The operator console's staff (issue 29): the sandbox's owner signs in with the documented password and a
 * code of the documented TOTP secret, invites a support member, who sets up their account from the emailed
 * link, adds the key to an authenticator app (the test computes its codes) and signs in; support has no
 * Staff screen.
 */
test('an owner invites a support member, who sets up their account and signs in without Staff', async ({
  page,
  browser,
}) => {
  test.slow(); // a code works once: a second sign-in may wait for the next 30-second step
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/sign-in$/);
  await signInToConsole(page, SANDBOX_OWNER, await freshCode(SANDBOX_OWNER.totpSecret));

  // Every member lands on the overview; an owner's menu has Staff.
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await expect(page.getByRole('list', { name: "Today's figures" })).toBeVisible();
  await page.getByRole('link', { name: 'Staff' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  const staffTable = page.getByRole('table', { name: 'Staff accounts' });
  await expect(staffTable.getByRole('row').filter({ hasText: SANDBOX_OWNER.email })).toContainText('Active');

  const email = `support-${Date.now()}@oja.test`;
  await page.getByRole('button', { name: 'Invite a staff member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a staff member' });
  await dialog.getByLabel('Name').fill('Tunde Support');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Role').selectOption('support');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Invitation sent' })).toBeVisible();
  const invited = staffTable.getByRole('row').filter({ hasText: email });
  await expect(invited).toContainText('Invited');

  // The invited member, in a browser of their own, opens the emailed link.
  const theirs = await browser.newContext();
  const member = await theirs.newPage();
  await member.goto(await setupLinkFor(page, email));
  // The token is taken out of the address bar once read.
  await expect(member).toHaveURL(/\/admin\/setup$/);
  const password = 'Support-pass-2026!';
  await member.getByLabel('New password').fill(password);
  await member.getByLabel('Confirm password').fill(password);
  await member.getByRole('button', { name: 'Set password' }).click();
  await expect(member.getByRole('heading', { name: 'Add Oja to your authenticator app' })).toBeVisible();
  const secret = ((await member.getByTestId('totp-secret').textContent()) ?? '').replaceAll(' ', '');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await expect(member.getByRole('link', { name: 'Open in authenticator app' })).toHaveAttribute(
    'href',
    new RegExp(`^otpauth://totp/.*secret=${secret}`),
  );

  await member.getByRole('link', { name: 'Go to sign in' }).click();
  await signInToConsole(member, { email, password }, await freshCode(secret));
  // Support has no Staff: it lands on the overview, and the navigation has no Staff entry.
  await expect(member.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  const navigation = member.getByRole('navigation', { name: 'Console' });
  await expect(navigation.getByRole('link', { name: 'Overview' })).toBeVisible();
  await expect(navigation.getByRole('link', { name: 'Staff' })).toHaveCount(0);
  await expect(member.getByText('Tunde Support')).toBeVisible();
  // Asking for Staff by its address leads back to the overview.
  await member.goto('/admin/staff');
  await expect(member.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await expect(member).toHaveURL(/\/admin$/);
  await theirs.close();

  // The owner's list shows the member set up.
  await page.reload();
  await expect(staffTable.getByRole('row').filter({ hasText: email })).toContainText('Active');

  // Signed out, a console page asks to sign in first, and names itself to come back to.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/admin\/sign-in$/);
  await page.goto('/admin/staff');
  await expect(page).toHaveURL(/\/admin\/sign-in\?next=%2Fadmin%2Fstaff$/);
  await expect(page.getByRole('heading', { name: 'Sign in to the console' })).toBeVisible();
});

test('a wrong code is refused with the one message for every wrong credential', async ({ page }) => {
  await page.goto('/admin/sign-in');
  await signInToConsole(page, SANDBOX_OWNER, wrongCode(SANDBOX_OWNER.totpSecret));
  await expect(page.getByRole('alert')).toHaveText('Invalid email, password or code');
  await expect(page.getByLabel('6-digit code')).toHaveValue('');
  await expect(page).toHaveURL(/\/admin\/sign-in$/);
});
