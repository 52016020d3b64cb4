import { expect, test } from '../support/test';

// Runs on both projects: the 'mobile' one is the 360 px phone.

test('rentals filtered by Abuja and 2 bedrooms are only those, kept in the address', async ({ page }) => {
  // The header's Real Estate tab leads here (Automotive and Education & Training stay 'Coming soon').
  await page.goto('/');
  // On the phone the categories ('Departments') are in the header's menu.
  const openMenu = page.getByRole('button', { name: 'Open menu' });
  const onPhone = await openMenu.isVisible();
  if (onPhone) await openMenu.click();
  const nav = onPhone
    ? page.getByRole('dialog', { name: 'Menu' })
    : page.getByRole('navigation', { name: 'Categories' });
  await nav.getByRole('link', { name: 'Real Estate' }).click();
  await expect(page).toHaveURL(/\/real-estate$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Real Estate' })).toBeVisible();
  const search = page.getByRole('search', { name: 'Rent search' });
  await search.getByLabel('Location').selectOption({ label: 'Abuja' });
  await search.getByLabel('Bedrooms').selectOption('2');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/real-estate\?location=Abuja&bed=2$/);

  const homes = page.getByRole('region', { name: 'Find your new home' }).getByRole('article');
  await expect(homes.first()).toBeVisible();
  const count = await homes.count();
  expect(count).toBeGreaterThan(1);
  for (let i = 0; i < count; i++) {
    await expect(homes.nth(i)).toContainText('Abuja');
    await expect(homes.nth(i)).toContainText('2 bedrooms');
    await expect(homes.nth(i)).toContainText(/₦[\d,]+ \/month/);
  }
  // The search survives a reload: it is the address.
  await page.reload();
  await expect(page.getByRole('search', { name: 'Rent search' }).getByLabel('Location')).toHaveValue('Abuja');
  await expect(homes).toHaveCount(count);
});

test('a short-let opened from the grid shows its price a night; unknown ones are the 404 page', async ({
  page,
}) => {
  await page.goto('/real-estate/shortlet-oja');
  await expect(page.getByRole('heading', { level: 1, name: 'Short-let stays' })).toBeVisible();
  const first = page.getByRole('article').first();
  await expect(first).toContainText(/₦[\d,]+ \/night/);
  const price =
    (
      await first
        .getByText(/₦[\d,]+/)
        .first()
        .textContent()
    )?.match(/₦[\d,]+/)?.[0] ?? '';
  await first.getByRole('link').click();
  await expect(page).toHaveURL(/\/real-estate\/shortlet\/OJA-[A-Z0-9-]+\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(`${price} /night`, { exact: false }).first()).toBeVisible();

  await page.goto('/real-estate/shortlet/OJA-NOPE-000/nothing-here');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await page.goto('/real-estate/castles');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
});
