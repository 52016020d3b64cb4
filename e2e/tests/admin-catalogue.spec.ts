import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import {
  APPROVED_AT_ONCE,
  asShopper,
  authoriseOnBankPage,
  orderOf,
  payDownPayment,
  signedInShopper,
  TEST_CARDS,
  verifyForInstalments,
} from '../support/checkout';
import { deliveryAddress } from '../support/credit';
import { consolePageFor, SANDBOX_OWNER } from '../support/staff';

/**
 * Issue 30's catalogue in the console: an operator adds a product with two pictures and shoppers find it, with
 * those pictures, in its listing and in search within 10 seconds, and one buys it on the weekly plan; a price change leaves an order placed before it as it was; a CSV import with two
 * bad rows reports both and imports the rest.
 */

/** A name no seed product has, so the listing and search find this run's product alone. */
const uniqueName = (what: string) => `Zorvex ${what} ${Date.now().toString(36)}`;

/** Polls the shop's page until `name` shows (the shop keeps its answers a few seconds), for up to 10 s. */
async function appearsWithin10s(page: Page, path: string, name: string) {
  await expect(async () => {
    await page.goto(path);
    await expect(page.getByText(name).first()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 10_000, intervals: [500, 1_000] });
}

/** Adds a product through the console's editor; answers its productID (from the product page's address). */
async function addProduct(console: Page, name: string, price: string) {
  await console.goto('/admin/catalogue');
  await console.getByRole('link', { name: 'Add product' }).click();
  await expect(console.getByRole('heading', { level: 1, name: 'Add a product' })).toBeVisible();
  await console.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await console.getByRole('textbox', { name: 'Brand', exact: true }).fill('Zorvex');
  await console.getByRole('textbox', { name: /^Seller/ }).fill('Zorvex Nigeria Ltd');
  // Gadgets: a shelf no other journey counts (the suite shares one shop, and these products stay in it).
  await console.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Electronics › Gadgets' });
  await console.getByRole('textbox', { name: 'Price (₦)' }).fill(price);
  await console.getByRole('textbox', { name: /^Minimum down payment/ }).fill('30');
  await console.getByRole('textbox', { name: 'Stock', exact: true }).fill('10');
  await console.getByRole('textbox', { name: 'Specification 1 name' }).fill('Storage');
  await console.getByRole('textbox', { name: 'Specification 1 value' }).fill('128GB');
  await console.getByRole('button', { name: 'Add product' }).click();
  await expect(console.getByRole('heading', { level: 1, name })).toBeVisible();
  const productID = decodeURIComponent(new URL(console.url()).pathname.split('/').at(-1) ?? '');
  expect(productID).toMatch(/^OJA-P\d{6}$/);
  return productID;
}

/** A small PNG photo stand-in in one colour, made by sharp (each colour is a different picture). */
const pngPicture = async (name: string, background: string) => ({
  name,
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 640, height: 640, channels: 3, background } })
    .png()
    .toBuffer(),
});

/** The `/media/uploads/{id}` base addresses of the pictures the console shows for the product, in order. */
async function uploadedPictureBases(console: Page) {
  const list = console.getByRole('list', { name: "Pictures in the shop's order" });
  const sources = await list
    .getByRole('img')
    .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).getAttribute('src') ?? ''));
  return sources.map((src) => src.replace(/-320\.webp$/, ''));
}

test('an operator adds a product with two pictures: it appears with them in its listing and in search within 10 s, and a shopper buys it on the weekly plan', async ({
  page,
  browser,
}) => {
  test.slow(); // a code works once: a sign-in may wait for the next 30-second step
  const console = await consolePageFor(browser, SANDBOX_OWNER);
  const name = uniqueName('Quanta');
  const productID = await addProduct(console, name, '150000');

  // Two pictures chosen at once; each is checked and encoded by the server, then listed in the editor.
  await console
    .getByLabel('Add pictures')
    .setInputFiles([await pngPicture('front.png', '#1d4ed8'), await pngPicture('back.png', '#b91c1c')]);
  const pictures = console.getByRole('list', { name: "Pictures in the shop's order" });
  await expect(pictures.getByRole('listitem')).toHaveCount(2, { timeout: 20_000 });
  await expect(console.getByRole('img', { name: `${name}, picture 2 of 2` })).toBeVisible();
  const [cover, second] = await uploadedPictureBases(console);
  expect(cover).toMatch(/^\/media\/uploads\/[0-9a-f]{32}$/);
  // Served content-addressed, cached for a year.
  const file = await page.request.get(`${second}-960.avif`);
  expect(file.headers()['content-type']).toBe('image/avif');
  expect(file.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

  // The shop shows the uploaded cover on its card, in the listing and in search, instead of a drawing.
  const card = page.getByRole('article', { name });
  await appearsWithin10s(page, '/electronics/gadgets', name);
  await expect(card.locator('img')).toHaveAttribute('src', `${cover}-480.webp`);
  await appearsWithin10s(page, `/search-results?q=${encodeURIComponent(name)}`, name);
  await expect(card.locator('img')).toHaveAttribute('src', `${cover}-480.webp`);

  // The console lists it, published.
  await console.goto(`/admin/catalogue?q=${encodeURIComponent(name)}`);
  const row = console.getByRole('row', { name: new RegExp(name) });
  await expect(row.getByText('Published')).toBeVisible();
  await expect(row.getByText('₦150,000')).toBeVisible();

  // A verified shopper finds it, sees both pictures in the gallery, and buys it on the weekly plan.
  await signedInShopper(page, 'catalogue-weekly');
  await verifyForInstalments(page);
  await page.goto(`/search-results?q=${encodeURIComponent(name)}`);
  await page.getByRole('link', { name }).first().click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const gallerySources = await page
    .locator('picture source[type="image/avif"]')
    .evaluateAll((sources) => sources.map((s) => s.getAttribute('srcset') ?? ''));
  expect(gallerySources.some((srcset) => srcset.includes(`${cover}-960.avif 960w`))).toBe(true);
  // The second as a thumbnail (its small widths only).
  expect(gallerySources.some((srcset) => srcset.includes(`${second}-160.avif 160w`))).toBe(true);
  await asShopper(page, 'POST', '/cart/add-to-cart', {
    productID,
    quantity: 1,
    selectedPaymentPlan: 'weekly',
  });
  await page.goto('/cart-items');
  const line = page.locator('[data-slot="cart-line"]').filter({ hasText: name });
  await expect(line.locator('img')).toHaveAttribute('src', `${cover}-480.webp`);
  await payDownPayment(page, '7 Bode Thomas Street, Surulere');
  const orderId = new URL(page.url()).searchParams.get('orderId') ?? '';
  expect((await orderOf(page, orderId)).items.map((i) => i.productName)).toEqual([name]);
  await page.getByRole('button', { name: 'Set up Direct Debit' }).click();
  await authoriseOnBankPage(page, APPROVED_AT_ONCE);
  await expect(page.getByRole('heading', { level: 1, name: 'Order Placed Successfully!' })).toBeVisible();
});

test("a price change leaves the earlier order's figures unchanged", async ({ page, browser }) => {
  test.slow();
  const console = await consolePageFor(browser, SANDBOX_OWNER);
  const name = uniqueName('Orbit');
  const productID = await addProduct(console, name, '40000');

  // A shopper buys it in full at ₦40,000.
  await signedInShopper(page, 'catalogue-price');
  const addressId = await deliveryAddress(page);
  await asShopper(page, 'POST', '/cart/add-to-cart', { productID, quantity: 1, selectedPaymentPlan: 'full' });
  const placed = await asShopper(page, 'POST', '/orders/create-paystack-order', {
    deliveryAddressId: addressId,
    shippingOption: 'standard',
  });
  const reference = placed.data.paystack_config.reference as string;
  const paid = await page.request.post(`/sandbox/card/${encodeURIComponent(reference)}`, {
    form: { cardNumber: TEST_CARDS.success, expiry: '12/30', cvv: '123' },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
  await asShopper(page, 'POST', '/orders/validate-paystack-payment', { reference });
  const orderId = placed.data.order.id as string;
  const before = await orderOf(page, orderId);
  const purchases = `/user-dashboard/purchases?order=${encodeURIComponent(placed.data.order.orderNumber as string)}`;
  await page.goto(purchases);
  const totalPaid = page.getByText(/^Total paid ₦/).first();
  const paidBefore = await totalPaid.textContent();
  expect(paidBefore).toContain('₦4'); // ₦40,000 and its delivery

  // The operator raises the price to ₦55,000.
  await console.getByRole('textbox', { name: 'Price (₦)' }).fill('55000');
  await console.getByRole('button', { name: 'Save changes' }).click();
  await expect(console.getByText(/₦55,000 now/)).toBeVisible();

  // The product page shows the new price (once the shop's few seconds of cache have passed).
  await expect(async () => {
    const answer = await page.request.get(`/api/v1/products/get-single-product/${productID}`);
    expect(
      ((await answer.json()) as { data: { product: { fairAppPrice: number } } }).data.product.fairAppPrice,
    ).toBe(55_000);
  }).toPass({ timeout: 10_000 });
  await page.goto(`/search-results?q=${encodeURIComponent(name)}`);
  await page.getByRole('link', { name }).first().click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('₦55,000').first()).toBeVisible();
  // The order placed before keeps its own figures.
  expect(await orderOf(page, orderId)).toEqual(before);
  await page.goto(purchases);
  await expect(page.getByText(/^Total paid ₦/).first()).toHaveText(paidBefore ?? '');
  await expect(page.getByText(/₦55,000/)).toHaveCount(0);
});

test('a CSV import with two bad rows reports both and imports the rest', async ({ page, browser }) => {
  test.slow();
  const console = await consolePageFor(browser, SANDBOX_OWNER);
  const tag = Date.now().toString(36);
  const csv = [
    'productID,name,brand,seller,category,price,minimumDownPaymentPercentage,stock,published,description,specifications',
    `,Kelvora Blender ${tag},Kelvora,Kelvora Ltd,kitchen-dining,45000,30,10,yes,A blender,Power: 600W`,
    `,Kelvora Kettle ${tag},Kelvora,Kelvora Ltd,no-such-shelf,45000,30,10,yes,,`,
    `,Kelvora Iron ${tag},Kelvora,Kelvora Ltd,kitchen-dining,12000,30,-3,yes,,`,
    `,Kelvora Toaster ${tag},Kelvora,Kelvora Ltd,kitchen-dining,"18,500",100,4,yes,,`,
  ].join('\n');
  await console.goto('/admin/catalogue');
  await console.getByRole('link', { name: 'Import CSV' }).click();
  await console
    .getByLabel('CSV file')
    .setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await console.getByRole('button', { name: 'Import' }).click();
  await expect(console.getByText('2 products imported')).toBeVisible();
  const refused = console.getByRole('table', { name: 'Refused rows' });
  await expect(refused.getByRole('row')).toHaveCount(3); // the header and the two refused rows
  await expect(refused.getByRole('row', { name: new RegExp(`Kelvora Kettle ${tag}`) })).toContainText(
    'No subcategory has this slug',
  );
  await expect(refused.getByRole('row', { name: new RegExp(`Kelvora Iron ${tag}`) })).toContainText(
    'Enter the stock as a whole number',
  );
  // The good rows are in the shop.
  await appearsWithin10s(
    page,
    `/search-results?q=${encodeURIComponent(`Kelvora Toaster ${tag}`)}`,
    `Kelvora Toaster ${tag}`,
  );
});
