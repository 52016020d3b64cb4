import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { products } from '@oja/catalogue';
import { expect, test } from '../support/test';

const product = products.find((p) => p.inStock);
if (!product) throw new Error('the seed has no product in stock');

// The bearer token lives in localStorage, so the pages run under a strict Content Security Policy: these
// journeys must work with it, without a single violation (an inline script or style, a foreign origin).
test('the shop works under its Content Security Policy, with no violation', {
  tag: '@both-viewports',
}, async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  const home = await page.goto('/');
  expect(home?.headers()['content-security-policy']).toMatch(/script-src 'self'/);
  expect(home?.headers()['x-frame-options']).toBe('DENY');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.goto(
    `/${product.parentCategorySlug}/${product.subcategorySlug}/${product.productID}/${product.slug}`,
  );
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.goto('/sign-up');
  await expect(page.getByRole('textbox').first()).toBeVisible();
  expect(violations).toEqual([]);
});

test('source maps and the build manifest are not served', async ({ request }) => {
  // The build writes them (scripts/budget.ts reads the manifest); the server must not hand them out.
  const dist = fileURLToPath(new URL('../../apps/web/dist/', import.meta.url));
  const map = readdirSync(join(dist, 'assets')).find((file) => file.endsWith('.js.map'));
  expect(map).toBeDefined();
  expect(existsSync(join(dist, '.vite', 'manifest.json'))).toBe(true);
  for (const path of ['/.vite/manifest.json', `/assets/${map}`]) {
    const answer = await request.get(path);
    expect(await answer.text()).not.toMatch(/"sources"|"file":/);
  }
});
