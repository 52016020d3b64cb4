import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

/**
 * Facets with counts on a search (issue 30): the filter panel says how many results each choice leaves, and
 * choosing one narrows the results to exactly that many, with the app and without JavaScript (a GET form the
 * server answers).
 */

const BRAND = 'Tecno';

/** The brand's option ('Tecno (7)') and its count, as the panel shows it. */
async function brandOption(page: Page): Promise<{ label: string; count: number }> {
  const labels = await page.getByRole('combobox', { name: 'Brand' }).locator('option').allTextContents();
  const label = labels.find((l) => l.startsWith(`${BRAND} (`));
  const count = Number(label?.match(/\((\d[\d,]*)\)$/)?.[1]?.replace(/,/g, ''));
  if (!label || !(count > 0)) throw new Error(`no ${BRAND} option with a count among ${labels.join(' | ')}`);
  return { label, count };
}

/** Every card of the results page shows the brand. */
async function expectOnlyBrand(page: Page, count: number) {
  const cards = page.getByRole('region', { name: 'Search results' }).getByRole('article');
  await expect(cards).toHaveCount(Math.min(count, 10));
  for (const card of await cards.all()) await expect(card).toContainText(BRAND);
}

test('a shopper narrows a search to a brand, and sees as many results as its count said', {
  tag: '@both-viewports',
}, async ({ page }) => {
  await page.goto('/search-results?q=phone');
  const panel = page.getByRole('group', { name: 'Filters' });
  await expect(panel).toBeVisible();
  const allText = await page.getByText(/^\d+ items?$/).textContent();
  const { label, count } = await brandOption(page);
  expect(count).toBeLessThan(Number(allText?.split(' ')[0]));

  await page.getByRole('combobox', { name: 'Brand' }).selectOption({ label });
  await expect(page).toHaveURL(/[?&]brand=Tecno(&|$)/);
  await expect(page.getByText(`${count} ${count === 1 ? 'item' : 'items'}`, { exact: true })).toBeVisible();
  await expectOnlyBrand(page, count);
  // The brand facet still offers the other brands (it counts without its own choice), and the address keeps it.
  await expect(page.getByRole('combobox', { name: 'Brand' })).toHaveValue(BRAND);
  await page.reload();
  await expectOnlyBrand(page, count);

  await page.getByRole('link', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/search-results\?q=phone$/);
  await expect(page.getByText(allText ?? '', { exact: true })).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the filter panel is a form the server answers: a brand with its count narrows the search', async ({
    page,
  }) => {
    await page.goto('/search-results?q=phone');
    const { label, count } = await brandOption(page);
    await page.getByRole('combobox', { name: 'Brand' }).selectOption({ label });
    await page.getByRole('checkbox', { name: /In stock only/ }).check();
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/[?&]q=phone&brand=Tecno&.*inStock=true/);
    // The server's page: the brand chosen, its count kept (the in-stock choice does not count against its own
    // facet, but it narrows the brand's), the results all the brand's.
    await expect(page.getByRole('combobox', { name: 'Brand' })).toHaveValue(BRAND);
    await expect(page.getByRole('checkbox', { name: /In stock only/ })).toBeChecked();
    const inStock = await page
      .getByRole('checkbox', { name: /In stock only/ })
      .evaluate((box) => box.closest('label')?.textContent ?? '');
    const inStockCount = Number(inStock.match(/\((\d+)\)/)?.[1]);
    expect(inStockCount).toBeLessThanOrEqual(count);
    await expectOnlyBrand(page, inStockCount);
    await expect(page.getByRole('link', { name: 'Clear filters' })).toHaveAttribute(
      'href',
      '/search-results?q=phone',
    );
  });
});

test('a category listing counts its products in stock, and choosing in stock shows that many', async ({
  page,
}) => {
  await page.goto('/electronics/phones');
  const box = page.getByRole('checkbox', { name: /In stock only/ });
  const label = await box.evaluate((b) => b.closest('label')?.textContent ?? '');
  const inStock = Number(label.match(/\((\d+)\)/)?.[1]);
  expect(inStock).toBeGreaterThan(0);
  await box.check();
  await expect(page).toHaveURL(/[?&]inStock=true/);
  await expect(page.getByText(`${inStock} items`, { exact: true })).toBeVisible();
  await expect(page.getByText('Out of stock')).toHaveCount(0);
});
