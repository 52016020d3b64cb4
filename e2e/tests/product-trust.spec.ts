import { products } from '@oja/catalogue';
import { expect, test } from '../support/test';

// Issue 27, point 4: the product page agrees with itself and answers a careful buyer before Add to cart.
const phone = products.find((p) => p.productID === 'OJA-PHN-001');
if (!phone) throw new Error('the seed has no OJA-PHN-001 (Tecno Spark 20 Pro)');
const phonePath = `/${phone.parentCategorySlug}/${phone.subcategorySlug}/${phone.productID}/${phone.slug}`;
/** 'Tue 1 Dec – Thu 3 Dec' or 'Fri 27 Nov': a delivery day or range as the page writes it. */
const day = String.raw`(Mon|Tue|Wed|Thu|Fri) \d{1,2} [A-Z][a-z]{2}`;

test('the product page shows one review figure, the seller, delivery dates, warranty, returns, payment and specifications', async ({
  page,
  request,
}) => {
  // Server-rendered: the answers are in the page before any script runs.
  // (React separates adjacent texts with empty comments.)
  const html = (await (await request.get(phonePath)).text()).replaceAll('<!-- -->', '');
  expect(html).toContain(`Sold by ${phone.vendorBrandName}`);
  expect(html).toContain('Specifications');
  expect(html).not.toContain('spread the cost');

  await page.goto(phonePath);
  await expect(page.getByRole('heading', { level: 1, name: phone.productName })).toBeVisible();

  // Nobody has reviewed it in a fresh shop: both places say so, with no invented rating.
  await expect(page.getByText('No reviews yet', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Reviews (0)' })).toContainText('No reviews yet.');
  await expect(page.getByText(/out of 5/)).toHaveCount(0);

  // Beside Add to cart.
  const trust = page.getByRole('region', { name: 'Seller, delivery and returns' });
  await expect(trust).toContainText(`Sold by ${phone.vendorBrandName}`);
  await expect(trust).toContainText(new RegExp(`Standard delivery: ${day} – ${day} \\(₦2,500\\)`));
  await expect(trust).toContainText(new RegExp(`Express delivery: ${day} \\(₦5,000\\)`));
  await expect(trust).toContainText('We deliver in Lagos only for now.');
  await expect(trust).toContainText('12-month warranty');
  await expect(trust).toContainText('7-day buyer protection');
  await expect(trust).toContainText('within 24 hours of delivery');
  await expect(trust).toContainText('Oja never sees your card number');

  // What it is: the description and the table, read from its row.
  await expect(page.getByRole('region', { name: 'Description' })).toContainText(phone.description);
  const specifications = page.getByRole('region', { name: 'Specifications' });
  for (const spec of phone.specifications) {
    await expect(specifications.getByRole('row', { name: `${spec.name} ${spec.value}` })).toBeVisible();
  }
});
