import { expect, test } from '../support/test';

// The e2e server runs in sandbox mode (no OJA_MODE), so apps/api marks every page it serves as a sandbox.
test('a sandbox shop says so on the home page, above the header', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-oja-mode', 'sandbox');
  const marker = page.getByRole('region', { name: 'Sandbox' });
  await expect(marker).toBeVisible();
  await expect(marker).toContainText('Test shop: no real payments or deliveries.');
  // It listens on this machine only (no HOST), so the marker warns of no exposure.
  await expect(page.locator('html')).not.toHaveAttribute('data-oja-exposed');
  await expect(marker).not.toContainText('Open to other machines');
  const markerBox = await marker.boundingBox();
  const headerBox = await page.getByRole('banner').boundingBox();
  expect(markerBox && headerBox && markerBox.y + markerBox.height <= headerBox.y).toBe(true);
});

test('the marker stays on other pages of a sandbox shop', async ({ page }) => {
  await page.goto('/no-such-department/anything');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Sandbox' })).toBeVisible();
});
