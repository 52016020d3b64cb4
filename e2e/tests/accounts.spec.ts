import { products, type SeedProduct } from '@oja/catalogue';
import { latestCode, logIn, newShopper, PASSWORD, pasteInto, signUpAndVerify } from '../support/accounts';
import { expect, test } from '../support/test';

const product = products.find(
  (p) => p.inStock && p.minimumDownPaymentPercentage !== 100 && p.priceKobo < 20_000_000,
);
if (!product) throw new Error('the seed lacks an affordable instalment product');
const productPath = (p: SeedProduct) =>
  `/${p.parentCategorySlug}/${p.subcategorySlug}/${p.productID}/${p.slug}`;
test('a guest adds an item, signs up, verifies, logs in and finds the item in the cart', async ({ page }) => {
  await page.goto(productPath(product));
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Item added to cart', { exact: true })).toBeVisible();

  const shopper = newShopper('guest');
  await signUpAndVerify(page, shopper);
  await logIn(page, shopper.email);
  await expect(page.getByText('Login successful!', { exact: true })).toBeVisible();
  await page.goto('/cart-items');
  await expect(page.getByRole('listitem').filter({ hasText: product.productName })).toBeVisible();
});

test('a wrong code shows the wrong state', async ({ page }) => {
  const shopper = newShopper('wrong');
  await page.goto('/sign-up');
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByLabel('Phone number').fill(shopper.phone);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/sign-up\/verify-email\//);
  const right = await latestCode(page, shopper.email);
  const wrong = right === '0000' ? '1111' : '0000';
  await page.getByRole('textbox', { name: 'Enter the 4-digit code' }).click();
  await page.keyboard.type(wrong);
  await expect(page.getByText('Oops.. failed, try again')).toBeVisible();
  await expect(page.getByText('Wrong otp!').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
});

test('forgot and reset: the new password works and the old one stops working', async ({ page }) => {
  const shopper = newShopper('reset');
  await signUpAndVerify(page, shopper);
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page).toHaveURL(/\/reset-password\//);
  // The whole code pasted at once, as from the email, fills every box and is checked.
  const code = page.getByRole('textbox', { name: 'Reset code' });
  await code.click();
  await pasteInto(page, `Your code: ${await latestCode(page, shopper.email)}`);
  await expect(page.getByText('Code verified')).toBeVisible();
  await expect(code).toHaveValue(/^\d{4}$/);
  await page.getByLabel('New password', { exact: true }).fill('Abuja2027!');
  await page.getByLabel('Confirm new password', { exact: true }).fill('Abuja2027!');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Password reset successful. Please login.', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await logIn(page, shopper.email, PASSWORD);
  await expect(page.getByRole('alert')).toContainText('Invalid email or password');
  await logIn(page, shopper.email, 'Abuja2027!');
  await expect(page.getByText('Login successful!', { exact: true })).toBeVisible();
});

test('a protected page visited while logged out returns there after login', async ({ page }) => {
  const shopper = newShopper('protected');
  await signUpAndVerify(page, shopper);
  await page.goto('/user-dashboard/account-profile');
  await expect(page).toHaveURL(/\/login\?from=/);
  await logIn(page, shopper.email);
  await expect(page).toHaveURL(/\/user-dashboard\/account-profile/);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile summary' })).toBeVisible();
});

test('a session that ended on the server is cleared without an error, and logging in again says only that', async ({
  page,
}) => {
  const shopper = newShopper('stale');
  await signUpAndVerify(page, shopper);
  // A week later: the token the device kept no longer names a session.
  await page.evaluate(() =>
    localStorage.setItem(
      'oja.auth',
      JSON.stringify({
        token: 'a'.repeat(43),
        isAuthenticated: true,
        loading: false,
        error: null,
        userID: null,
        requiresVerification: false,
      }),
    ),
  );
  await page.goto('/');
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('oja.auth') ?? '{}').token ?? null))
    .toBeNull();
  // The toaster loads on demand: give a toast the time to show, then check that none did.
  await page.waitForTimeout(1500);
  // Counted now, not waited for: an error toast leaves by itself after 5 s.
  expect(await page.getByText('Session expired or invalid').count()).toBe(0);
  await page.getByRole('link', { name: 'Log in', exact: true }).first().click();
  await expect(page).toHaveURL(/\/login/);
  await logIn(page, shopper.email);
  await expect(page.getByText('Login successful!', { exact: true })).toBeVisible();
  expect(await page.getByText('Session expired or invalid').count()).toBe(0);
});
