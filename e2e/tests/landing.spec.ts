import { products } from '@oja/catalogue';
import { expect, test } from '../support/test';

// Runs on both projects: the 'mobile' one is the 360 px phone.

/** An instalment product in stock with a 35% down payment (the calculator offers 35% and 50%). */
const product = products.find((p) => p.inStock && p.minimumDownPaymentPercentage === 35);
if (!product) throw new Error('the seed has no 35% product in stock');
const productPath = `/${product.parentCategorySlug}/${product.subcategorySlug}/${product.productID}/${product.slug}`;

test('the landing page, from the footer, works its calculator by keyboard to the same first payment as the product page', async ({
  page,
}) => {
  // What the product page says a monthly plan's down payment is.
  await page.goto(productPath);
  const monthly = page.getByRole('radio', { name: 'Monthly' });
  await expect(monthly).toBeVisible();
  // Described by its amounts, then by what they include (VAT and standard delivery).
  const [detailId] = ((await monthly.getAttribute('aria-describedby')) ?? '').split(' ');
  const detail = await page.locator(`[id="${detailId}"]`).textContent();
  const downPayment = /^(₦[\d,.]+) down payment, then 6 monthly payments$/.exec(detail ?? '')?.[1];
  expect(downPayment, detail ?? '').toBeTruthy();

  // The footer's 'Pay in instalments' leads to the landing page.
  await page
    .getByRole('contentinfo')
    .getByRole('navigation', { name: 'Oja' })
    .getByRole('link', { name: 'Pay in instalments' })
    .click();
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/sign-up');

  // The calculator by keyboard: the price typed, 35% down and the Monthly plan (the defaults) kept.
  const price = page.getByLabel('Price of the item (₦)');
  await price.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(String(product.priceKobo / 100));
  await expect(page.getByRole('radio', { name: '35%' })).toBeChecked();
  await expect(page.getByRole('tab', { name: 'Monthly', selected: true })).toBeVisible();
  await expect(page.getByTestId('first-payment')).toHaveText(downPayment ?? '');

  // Arrow keys move between the plans; the first payment is the same on every plan.
  await page.getByRole('tab', { name: 'Monthly' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Weekly', selected: true })).toBeFocused();
  await expect(page.getByTestId('first-payment')).toHaveText(downPayment ?? '');
});
