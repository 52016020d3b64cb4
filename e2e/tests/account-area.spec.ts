import type { Locator, Page } from '@playwright/test';
import { logIn, newShopper, signUpAndVerify } from '../support/accounts';
import { expect, test } from '../support/test';

/** Sandbox credit bureau test data (docs/api/verification.md). */
/** The sandbox approves any 11 digits but its documented three, and one BVN approves one account: a BVN per run. */
const approvedBvn = () => `4${String(Date.now() * 1000 + Math.floor(Math.random() * 1000)).slice(-10)}`;
const REFUSED_BVN = '33333333333';

async function signedInAt(page: Page, path: string, tag: string) {
  const shopper = newShopper(tag);
  await signUpAndVerify(page, shopper);
  await logIn(page, shopper.email);
  await expect(page.getByText('Login successful!', { exact: true })).toBeVisible();
  await page.goto(path);
  return shopper;
}

async function verifyBvn(page: Page, bvn: string) {
  await signedInAt(page, '/user-dashboard/account-profile/account-verification', 'bvn');
  await page.getByRole('button', { name: 'Verify now: Debt profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Verify your debt profile' });
  await dialog.getByLabel('BVN', { exact: true }).fill(bvn);
  // No bureau is asked without the shopper's agreement to the credit check.
  await dialog.getByRole('checkbox', { name: /I agree that Oja may check my BVN/ }).check();
  await dialog.getByRole('button', { name: 'Verify BVN' }).click();
  return dialog;
}

test('an approved BVN verifies the debt profile', async ({ page }) => {
  await verifyBvn(page, approvedBvn());
  await expect(page.getByText('Your BVN is on file.')).toBeVisible();
});

// @one-viewport: the bureau's refusal in the dialog the approved BVN's journey opens at 360 px.
test('a refused BVN shows the failure notice and Try again', { tag: '@one-viewport' }, async ({ page }) => {
  const dialog = await verifyBvn(page, REFUSED_BVN);
  await expect(dialog.getByRole('alert')).toContainText('active debt or loan');
});

test('a residential address in Lagos is verified', async ({ page }) => {
  await signedInAt(page, '/user-dashboard/account-profile/account-verification', 'address');
  await page.getByRole('button', { name: 'Verify now: Residential address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Verify your residential address' });
  await fillAddressCheck(dialog, '12 Admiralty Way');
  await expect(page.getByText('12 Admiralty Way, Eti-Osa, Lagos')).toBeVisible();
});

// @one-viewport: the check's waiting state is data, in the dialog the journey above opens at 360 px.
test('an address a field agent must visit says so, then turns verified with one email', {
  tag: '@one-viewport',
}, async ({ page }) => {
  const shopper = await signedInAt(page, '/user-dashboard/account-profile/account-verification', 'visit');
  await page.getByRole('button', { name: 'Verify now: Residential address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Verify your residential address' });
  // The sandbox's documented street that waits a minute for its 'field agent' (docs/api/verification.md).
  await fillAddressCheck(dialog, '5 Pending Close');
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Being checked')).toBeVisible();
  await expect(page.getByText('We are checking your address.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Verify now: Residential address' })).toBeHidden();

  // A day later (the sandbox clock; every process agrees on it) the visit has reported.
  const moved = await page.request.post('/api/v1/dev/clock', { data: { days: 1 } });
  expect(moved.ok(), await moved.text()).toBe(true);
  await page.reload();
  await expect(page.getByText('5 Pending Close, Eti-Osa, Lagos')).toBeVisible();
  const outbox = await page.request.get(`/api/v1/dev/outbox?email=${encodeURIComponent(shopper.email)}`);
  const { data } = (await outbox.json()) as { data: { messages: Array<{ subject: string }> } };
  expect(data.messages.filter((m) => m.subject === 'Your address is verified')).toHaveLength(1);
});

/** Fills the address-check dialog (the name a field agent asks for, a street in Eti-Osa) and sends it. */
async function fillAddressCheck(dialog: Locator, street: string) {
  await dialog.getByLabel('First name').fill('Ada');
  await dialog.getByLabel('Last name').fill('Okafor');
  await dialog.getByLabel('Street name').fill(street);
  await dialog.getByLabel('State').selectOption('Lagos');
  await dialog.getByLabel('Local Government / LCDA').selectOption('Eti-Osa');
  await dialog.getByRole('button', { name: 'Verify address' }).click();
}

test('a delivery address is added, edited, selected and deleted', { tag: '@both-viewports' }, async ({
  page,
}) => {
  await signedInAt(page, '/user-dashboard/account-profile/delivery-address', 'delivery');
  await expect(page.getByText('No delivery addresses found')).toBeVisible();

  const add = async (street: string) => {
    await page.getByRole('button', { name: /Add (a|another) delivery address/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a delivery address' });
    await dialog.getByLabel('State').selectOption('Lagos state');
    await dialog.getByLabel('Street address').fill(street);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Delivery address added successfully', { exact: true }).last()).toBeVisible();
  };
  await add('3 Allen Avenue, Ikeja');
  await add('7 Bode Thomas Street, Surulere');

  await page.getByRole('button', { name: 'Edit 3 Allen Avenue, Ikeja, Lagos state' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit delivery address' });
  await edit.getByLabel('Street address').fill('5 Allen Avenue, Ikeja');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Delivery address updated successfully', { exact: true })).toBeVisible();

  const allen = page.getByRole('radio', { name: '5 Allen Avenue, Ikeja, Lagos state' });
  await allen.check();
  await page.reload();
  await expect(allen).toBeChecked();

  await page.getByRole('button', { name: 'Delete 7 Bode Thomas Street, Surulere, Lagos state' }).click();
  await expect(page.getByRole('radio', { name: /Bode Thomas/ })).toHaveCount(0);
  await expect(allen).toBeVisible();
});
