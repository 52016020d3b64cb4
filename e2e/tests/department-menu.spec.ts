import { expect, test } from '../support/test';

// The desktop header's Department menu lists every category with its subcategories, from the API.
// Desktop only (playwright.config.ts): phones reach categories through the menu drawer.
test('the Department menu lists subcategories and leads to their listing', async ({ page }) => {
  await page.goto('/');
  // A <details> (it opens before the app starts and without JavaScript): its summary is the button.
  await page.locator('summary', { hasText: 'Department' }).click();
  const link = page.getByRole('link', { name: 'Home Appliances', exact: true });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/\/electronics\/home-appliances$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Home Appliances' })).toBeVisible();
});
