import { products, type SeedProduct } from '@oja/catalogue';
import {
  CHEAPEST_SHIPPING_OPTION,
  cartLinePaymentOptions,
  formatKobo,
  kobo,
  quotedPaymentOptions,
} from '@oja/domain';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

/** A subcategory's products in the API's order: newest first, ties by insertion. */
function listed(subcategory: string): SeedProduct[] {
  return products
    .map((p, index) => ({ p, index }))
    .filter(({ p }) => p.subcategorySlug === subcategory)
    .sort((a, b) => b.p.createdAt.localeCompare(a.p.createdAt) || a.index - b.index)
    .map(({ p }) => p);
}

const buyable = (p: SeedProduct) => p.inStock && p.minimumDownPaymentPercentage !== 100;
/** The first product on page 1 of Home Appliances that can be bought in instalments. */
const fridge = listed('home-appliances').slice(0, 10).find(buyable);
/** A second instalment product, from another subcategory, cheap enough that a guest may check it out. */
const phone = listed('phones').find((p) => buyable(p) && p.priceKobo < 200_000 * 100);
if (!fridge || !phone) throw new Error('the seed lacks the products this journey needs');

const productPath = (p: SeedProduct) =>
  `/${p.parentCategorySlug}/${p.subcategorySlug}/${p.productID}/${p.slug}`;

async function openCartPanel(page: Page) {
  await page.getByRole('button', { name: /^Cart, / }).click();
  return page.getByRole('dialog', { name: /Cart Summary|Shopping Cart/ });
}

test('a guest browses to a fridge, buys it weekly, and manages the cart', { tag: '@both-viewports' }, async ({
  page,
}) => {
  await page.goto('/');
  await page
    .getByRole('region', { name: 'Popular categories' })
    .getByRole('link', { name: 'Electronics' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Electronics' })).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Subcategories' })
    .getByRole('link', { name: 'Home Appliances' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Home Appliances' })).toBeVisible();
  await expect(page.getByText(/^\d+ items?$/)).toBeVisible();

  await page.getByRole('link', { name: fridge.productName, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: fridge.productName })).toBeVisible();
  await page.getByRole('radio', { name: /Weekly/ }).check();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Item added to cart', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();

  const panel = await openCartPanel(page);
  await expect(panel).toContainText('You have 1 item(s) in your cart.');
  await panel.getByRole('link', { name: 'View cart' }).click();
  await expect(page).toHaveURL(/\/cart-items$/);

  const fridgeLine = page.getByRole('listitem').filter({ hasText: fridge.productName });
  await fridgeLine.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(page.getByText('Item quantity updated in cart', { exact: true })).toBeVisible();
  await expect(fridgeLine).toContainText('× 2');
  // The line's weekly plan is the server's, computed on the line total (not one fridge's amounts × 2), and
  // shown as checkout will take it: VAT and standard delivery spread over the instalments.
  const lineWeekly = quotedPaymentOptions(
    cartLinePaymentOptions({
      unitPrice: kobo(fridge.priceKobo),
      quantity: 2,
      minimumDownPaymentPercentage: fridge.minimumDownPaymentPercentage,
    }),
    CHEAPEST_SHIPPING_OPTION,
    '2026-01-01',
  ).find((o) => o.type === 'weekly');
  await expect(fridgeLine).toContainText(`${formatKobo(lineWeekly?.amount)} / week`);
  await expect(fridgeLine).toContainText(`${formatKobo(lineWeekly?.downPayment)} down payment`);
  await expect(fridgeLine).toContainText('VAT and standard delivery included');
  await expect(page.getByRole('button', { name: 'Cart, 2 items' })).toBeVisible();

  // A monthly item beside a weekly one breaks the mixing rule.
  await page.goto(productPath(phone));
  await expect(page.getByRole('radio', { name: /Monthly/ })).toBeChecked();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Item added to cart', { exact: true })).toBeVisible();
  await page.goto('/cart-items');
  await expect(page.getByText('All items should have the same payment plan')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Check Out' })).toBeDisabled();

  await page.getByRole('button', { name: `Remove ${fridge.productName}` }).click();
  await expect(page.getByRole('listitem').filter({ hasText: fridge.productName })).toHaveCount(0);
  await expect(page.getByText('All items should have the same payment plan')).toBeHidden();
  await expect(page.getByRole('link', { name: 'Check Out' })).toBeVisible();

  // The cart lives on the server: a reload shows the same single line.
  await page.reload();
  await expect(page.getByRole('listitem').filter({ hasText: phone.productName })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
});

test('adding an item already in the cart warns instead of adding it twice', async ({ page }) => {
  await page.goto(productPath(phone));
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Item added to cart', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Item already in cart', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
});

test('each listing offers the filters that fit it: brands but no Size on phones, pack sizes on household essentials', async ({
  page,
}) => {
  const phones = listed('phones');
  await page.goto('/electronics/phones');
  await expect(page.getByText(`${phones.length} items`)).toBeVisible();
  const brand = page.getByRole('combobox', { name: 'Brand' });
  // Every brand of the subcategory, and 'All brands'.
  await expect(brand.getByRole('option')).toHaveCount(new Set(phones.map((p) => p.brand)).size + 1);
  await expect(page.getByRole('combobox', { name: 'Size' })).toHaveCount(0);

  const essentials = listed('household-essentials');
  const fiveKilos = essentials.filter((p) => p.productWeight === '5 kg');
  expect(fiveKilos.length).toBeGreaterThan(1);
  await page.goto('/lifestyle-consumer-goods/household-essentials');
  await page.getByRole('combobox', { name: 'Size' }).selectOption('5 kg');
  await expect(page.getByText(`${fiveKilos.length} items`)).toBeVisible();
  await expect(page.getByRole('link', { name: fiveKilos[0]?.productName, exact: true })).toBeVisible();
});

test('search finds a brand and says so when nothing matches', async ({ page }) => {
  const samsung = products.filter((p) => p.brand === 'Samsung');
  await page.goto('/search-results?q=Samsung');
  await expect(page.getByText(`${samsung.length} items`)).toBeVisible();
  const cards = page.getByRole('region', { name: 'Search results' }).getByRole('article');
  await expect(cards).toHaveCount(Math.min(samsung.length, 10));

  await page.goto('/search-results?q=zzqxv');
  await expect(page.getByText('No products found for zzqxv.')).toBeVisible();
});

test('HTML in a search is shown as text, never run', async ({ page }) => {
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs++;
    void dialog.dismiss();
  });
  // No digit in it: a digit alone is a search word, and alert(1) would find the Nike Air Force 1.
  const query = '<img src=x onerror=alert(document.domain)>';
  await page.goto(`/search-results?q=${encodeURIComponent(query)}`);
  await expect(page.getByText(`No products found for ${query}.`)).toBeVisible();
  expect(dialogs).toBe(0);
});

test('an empty search goes back home', async ({ page }) => {
  await page.goto('/search-results?q=%20%20');
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown subcategory shows the 404 page', async ({ page }) => {
  await page.goto('/electronics/flying-cars');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
});
