import type { Locator } from '@playwright/test';
import { latestCode, newShopper, sendSignUp } from '../support/accounts';
import { expect, test } from '../support/test';

/** Each link of the summary points at its field's id, and following it puts the cursor in that field. */
async function expectLinksToFields(summary: Locator, fields: Array<[string, Locator]>) {
  for (const [message, field] of fields) {
    const link = summary.getByRole('link', { name: message, exact: true });
    const id = await field.getAttribute('id');
    await expect(link).toHaveAttribute('href', `#${id}`);
    await link.click();
    await expect(field).toBeFocused();
  }
}

test('a sign-up with errors shows a summary that takes focus and leads to each invalid field', {
  tag: '@both-viewports',
}, async ({ page }) => {
  await page.goto('/sign-up');
  const email = page.getByLabel('Email');
  const phone = page.getByLabel('Phone number');
  const password = page.getByLabel('Password', { exact: true });

  // Empty: Enter in the first field submits, the summary takes focus and names every field.
  await email.press('Enter');
  const summary = page.getByRole('alert', { name: 'There is a problem' });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveText([
    'Email is required',
    'Phone number is required',
    'Password is required',
  ]);
  await expectLinksToFields(summary, [
    ['Email is required', email],
    ['Phone number is required', phone],
    ['Password is required', password],
  ]);
  // The inline messages stay, read with their fields.
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('Email is required');

  // Wrong values: a new submit moves focus to the summary again, with the new messages.
  await email.fill('ada');
  await phone.fill('0803abc');
  await password.fill('lagos');
  await password.press('Enter');
  await expect(summary).toBeFocused();
  const passwordRule =
    'Password must be at least 8 characters long and include uppercase, lowercase letters, and a number.';
  await expectLinksToFields(summary, [
    ['Invalid email address', email],
    ['Invalid phone number', phone],
    [passwordRule, password],
  ]);

  // Fixing a field takes its problem off the list; no account is made until all are fixed.
  await email.fill('ada@example.com');
  await expect(summary.getByRole('link', { name: 'Invalid email address' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/sign-up$/);
});

test('a login with a blank field points at it from the summary', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByRole('button', { name: 'Log in' }).click();
  const summary = page.getByRole('alert', { name: 'There is a problem' });
  await expect(summary).toBeFocused();
  await expectLinksToFields(summary, [
    ['Please fill in all fields', page.getByLabel('Password', { exact: true })],
  ]);
});

// The code boxes are drawn by a library that would add an inline <style>: the page's Content Security
// Policy refuses that, so the boxes must work without one and without a single violation.
test('the code entry works under the Content Security Policy, with no violation', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await page.goto(`/sign-up/verify-email/${encodeURIComponent('nobody@example.com')}`);
  const code = page.getByRole('textbox', { name: 'Enter the 4-digit code' });
  await expect(code).toBeFocused();
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await page.keyboard.type('12a');
  await expect(code).toHaveValue('12');
  expect(violations).toEqual([]);
});

test('a shopper who types the code before the page has moved focus to its heading keeps every digit', async ({
  page,
}) => {
  // On a slow phone the code that moves focus to a new page's heading (ui's heading-focus) arrives late:
  // here a second after the shopper is on the code page and typing.
  let served!: () => void;
  const watcherServed = new Promise<void>((resolve) => {
    served = resolve;
  });
  await page.route(/\/assets\/heading-focus-[\w-]+\.js$/, async (route) => {
    await new Promise((wait) => setTimeout(wait, 1_000));
    await route.continue();
    served();
  });
  const shopper = newShopper('late-focus');
  await sendSignUp(page, shopper);
  const code = page.getByRole('textbox', { name: 'Enter the 4-digit code' });
  await code.click();
  const digits = await latestCode(page, shopper.email);
  await page.keyboard.type(digits.slice(0, 2));
  // The watcher arrives mid-code; what the shopper types next still goes into the field.
  await watcherServed;
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 50))));
  await page.keyboard.type(digits.slice(2));
  await expect(page.getByText('Your account is verified!')).toBeVisible();
});
