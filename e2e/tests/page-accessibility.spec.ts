import { products } from '@oja/catalogue';
import { expect, test } from '../support/test';

/** Any product of the seed that is on sale, for its page's title. */
const product = products.find((p) => p.subcategorySlug === 'phones') ?? products[0];
if (!product) throw new Error('the seed catalogue is empty');
const productPath = `/${product.parentCategorySlug}/${product.subcategorySlug}/${product.productID}/${product.slug}`;

test('a click to a category names the new page in the title and moves focus to its heading', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Oja: buy now, pay small small');
  // The home page's heading says what its title says (a screen reader hears both).
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oja: buy now, pay small small');
  // The first load leaves focus where the browser puts it: nothing is moved before the shopper acts.
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('BODY');

  await page
    .getByRole('region', { name: 'Popular categories' })
    .getByRole('link', { name: 'Electronics' })
    .click();
  const heading = page.getByRole('heading', { level: 1, name: 'Electronics' });
  await expect(heading).toBeVisible();
  await expect(page).toHaveTitle('Electronics · Oja');
  await expect(heading).toBeFocused();
  // Focusable by script only: the heading adds no Tab stop.
  await expect(heading).toHaveAttribute('tabindex', '-1');
  // The page still starts at the top.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

for (const { name, path, title } of [
  { name: 'home', path: '/', title: 'Oja: buy now, pay small small' },
  { name: 'a category', path: '/electronics', title: 'Electronics · Oja' },
  { name: 'the new products', path: '/new-products', title: 'New products · Oja' },
  { name: 'a product page', path: productPath, title: `${product.productName} · Oja` },
  { name: 'the cart', path: '/cart-items', title: 'Cart · Oja' },
  { name: 'the 404 page', path: '/no/such/page', title: 'Page Not Found · Oja' },
  { name: 'an unknown category', path: '/no-such-department', title: 'Page Not Found · Oja' },
]) {
  test(`${name} has its own title`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
  });
}

test('a card far down home’s grid shows its whole focus ring when reached by keyboard', async ({ page }) => {
  await page.goto('/');
  const card = page.getByRole('region', { name: 'New products' }).getByRole('article').nth(9);
  // Focus comes by keyboard (the last input was a key): the ring shows, as it does for Tab.
  await card.getByRole('link').focus();
  const box = await card.boundingBox();
  if (!box) throw new Error('the card has no box');
  // The ring is drawn 2 to 5 px outside the card: a band 8 px wide around it, where only the ring is blue.
  const band = 8;
  const shot = await page.screenshot({
    clip: { x: box.x - band, y: box.y - band, width: box.width + 2 * band, height: box.height + 2 * band },
  });
  const ringBySide = await page.evaluate(
    async ({ png, band, cssWidth }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${png}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d');
      const sides = { top: 0, bottom: 0, left: 0, right: 0 };
      if (!context) return sides;
      context.drawImage(image, 0, 0);
      const { data, width, height } = context.getImageData(0, 0, image.width, image.height);
      // Device pixels per CSS pixel: a phone's screenshot is at its own density.
      const scale = width / cssWidth;
      const edge = band * scale;
      for (let y = 0; y < height; y++) {
        for (let x = 0; x < width; x++) {
          const at = (y * width + x) * 4;
          // The focus token, #1f5fa8.
          const ring = [0x1f, 0x5f, 0xa8].every(
            (value, channel) => Math.abs((data[at + channel] ?? 0) - value) < 32,
          );
          if (!ring) continue;
          if (y < edge) sides.top++;
          else if (y >= height - edge) sides.bottom++;
          else if (x < edge) sides.left++;
          else if (x >= width - edge) sides.right++;
        }
      }
      // In CSS pixels: each side's ring is ~3 px by its length.
      for (const side of ['top', 'bottom', 'left', 'right'] as const) sides[side] /= scale * scale;
      return sides;
    },
    { png: shot.toString('base64'), band, cssWidth: box.width + 2 * band },
  );
  // Each side of the 3 px ring, at least half of it (its corners are rounded): none where the ring is clipped.
  expect(ringBySide.top).toBeGreaterThan(1.5 * box.width);
  expect(ringBySide.bottom).toBeGreaterThan(1.5 * box.width);
  expect(ringBySide.left).toBeGreaterThan(1.5 * (box.height - 2 * band));
  expect(ringBySide.right).toBeGreaterThan(1.5 * (box.height - 2 * band));
});
