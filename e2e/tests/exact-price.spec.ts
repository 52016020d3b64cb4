import { products } from '@oja/catalogue';
import {
  CHEAPEST_SHIPPING_OPTION,
  cartLinePaymentOptions,
  formatKobo,
  kobo,
  quotedPaymentOptions,
} from '@oja/domain';
import { signedInShopper, verifyForInstalments } from '../support/checkout';
import { expect, test } from '../support/test';

// Issue 27: the instalment shown before checkout is the one checkout takes.
const tablet = products.find((p) => p.productID === 'OJA-PHN-010');
if (!tablet) throw new Error('the seed has no OJA-PHN-010 (Samsung Galaxy Tab A9)');
const tabletPath = `/${tablet.parentCategorySlug}/${tablet.subcategorySlug}/${tablet.productID}/${tablet.slug}`;
const lineOptions = cartLinePaymentOptions({
  unitPrice: kobo(tablet.priceKobo),
  quantity: 1,
  minimumDownPaymentPercentage: tablet.minimumDownPaymentPercentage,
});
/** What the monthly plan costs as checkout takes it: ₦30,229.17 after ₦106,000, ₦287,375 in all. */
const monthly = quotedPaymentOptions(lineOptions, CHEAPEST_SHIPPING_OPTION, '2026-01-01').find(
  (o) => o.type === 'monthly',
);
if (!monthly) throw new Error('the tablet has a monthly plan');

// @one-viewport: the same kobo on three pages; each page at 360 px is in storefront.spec.ts and checkout.spec.ts.
test("the tablet's monthly instalment on the product page is the one the cart and checkout take", {
  tag: '@one-viewport',
}, async ({ page }) => {
  await signedInShopper(page, 'exact-price');
  await verifyForInstalments(page);

  // The product page: the instalment with VAT and standard delivery, said in words; not the bare price's.
  await page.goto(tabletPath);
  const picker = page.getByRole('group', { name: 'Payment plan' });
  await expect(picker.getByRole('radio', { name: /Monthly/ })).toBeChecked();
  await expect(picker).toContainText('VAT and standard delivery included');
  await expect(picker).toContainText(`${formatKobo(monthly.amount)} / month`);
  await expect(picker).toContainText(
    `${formatKobo(monthly.downPayment)} down payment, then 6 monthly payments`,
  );
  const bare = lineOptions.find((o) => o.type === 'monthly');
  await expect(picker).not.toContainText(`${formatKobo(bare?.amount)} / month`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Item added to cart', { exact: true })).toBeVisible();

  // The cart: the same instalment, and what is due today.
  await page.goto('/cart-items');
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  await expect(summary).toContainText(`Due today${formatKobo(monthly.downPayment)}`);
  await expect(summary).toContainText(`Then 6 monthly payments of${formatKobo(monthly.amount)}`);
  await expect(summary).toContainText(`Total${formatKobo(monthly.totalPrice)}`);

  // Checkout, with standard delivery: the same first payment, instalment and total.
  await page.getByRole('link', { name: 'Check Out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(
    page.getByText(`7 payments: ${formatKobo(monthly.downPayment)} today, then 6 monthly instalments.`),
  ).toBeVisible();
  const schedule = page.getByRole('table', { name: /Payment schedule/ });
  await expect(
    schedule.getByRole('cell', { name: formatKobo(monthly.amount), exact: true }).first(),
  ).toBeVisible();
  await expect(page.getByText(formatKobo(monthly.totalPrice)).first()).toBeVisible();
});
