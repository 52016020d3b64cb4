import { products } from '@oja/catalogue';
import { expect, test } from '../support/test';

// Issue 27, point 3: every product has its own pictures, and the gallery moves between them by keyboard.
const phone = products.find((p) => p.productID === 'OJA-PHN-005');
if (!phone) throw new Error('the seed has no OJA-PHN-005 (Samsung Galaxy S24 Ultra)');
const phonePath = `/${phone.parentCategorySlug}/${phone.subcategorySlug}/${phone.productID}/${phone.slug}`;

test('the product page shows its pictures as AVIF or WebP and the arrow keys move between them', async ({
  page,
}) => {
  await page.goto(phonePath);
  const gallery = page.getByRole('group', { name: `Pictures of ${phone.productName}` });
  const main = gallery.locator('[data-slot="product-gallery-main"]');
  const shown = main.locator('img');
  await expect(shown).toHaveAttribute('alt', phone.productName);
  // A responsive picture: AVIF where the browser takes it, else WebP, at the width the layout asks for.
  await expect(main.locator('source[type="image/avif"]')).toHaveAttribute('srcset', /-960\.avif 960w/);
  await expect(shown).toHaveAttribute('srcset', /-160\.webp 160w/);
  // The browser loaded one of the drawn files, and it is a real picture.
  await expect
    .poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThanOrEqual(320);
  const first = await shown.evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(first).toMatch(/\/media\/products\/OJA-PHN-005\/\w+\/1-\d+\.(avif|webp)$/);

  // The keyboard: focus the picture, Right shows the second, End the last, Home the first again.
  await main.focus();
  await page.keyboard.press('ArrowRight');
  await expect(shown).toHaveAttribute('alt', `${phone.productName}, at an angle`);
  // The thumbnails are links (to ?picture=N, for a page whose app has not started); the app shows in place.
  await expect(gallery.getByRole('link', { name: 'Show picture 2 of 3' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(page).toHaveURL(new RegExp(`${phonePath}$`));
  await expect(gallery.getByText('Picture 2 of 3')).toBeAttached();
  await expect
    .poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc))
    .toMatch(/\/2-\d+\.(avif|webp)$/);
  await page.keyboard.press('End');
  await expect(shown).toHaveAttribute('alt', `${phone.productName}, close up`);
  await page.keyboard.press('Home');
  await expect(shown).toHaveAttribute('alt', phone.productName);
});

test('product cards show their drawn cover as WebP, lazily, with width and height', async ({ page }) => {
  // Found by its name: the phones' listing (80 of them, newest first) may show it on a later page.
  await page.goto(`/search-results?q=${encodeURIComponent(phone.productName)}`);
  const card = page.locator('[data-slot="product-card"]', {
    has: page.locator(`a[href*="${phone.productID}"]`),
  });
  const image = card.locator('img');
  await expect(image).toHaveAttribute('srcset', /OJA-PHN-005\/\w+\/1-320\.webp, \S+-480\.webp 2x$/);
  await expect(image).toHaveAttribute('width', '600');
  await expect(image).toHaveAttribute('height', '600');
  await image.scrollIntoViewIfNeeded();
  // The browser took one of the drawn WebP files (not the SVG fallback) and it loaded.
  await expect
    .poll(() =>
      image.evaluate((img: HTMLImageElement) => (img.complete && img.naturalWidth > 0 ? img.currentSrc : '')),
    )
    .toMatch(/\/media\/products\/OJA-PHN-005\/\w+\/1-(320|480)\.webp$/);
});
