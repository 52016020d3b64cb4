import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { productPictureCount, products as seedProducts } from '@oja/catalogue';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogueApp } from './catalogue-app.ts';

let env: Awaited<ReturnType<typeof createCatalogueApp>>;
beforeAll(async () => {
  env = await createCatalogueApp();
});
afterAll(() => env.dispose());

const phone = seedProducts.find((p) => p.productID === 'OJA-PHN-001');
if (!phone) throw new Error('the seed has OJA-PHN-001');

interface WireImage {
  url: string;
  width: number;
  height: number;
}

async function productPage(productID: string): Promise<{ images: WireImage[] }> {
  const { status, body, check } = await env.call(`/products/get-single-product/${productID}`);
  expect(status).toBe(200);
  expect(check.valid, JSON.stringify(check.errors)).toBe(true);
  return body.data.product;
}

describe('product pictures', () => {
  it('lists every picture on the product page and the cover alone in listings', async () => {
    const product = await productPage(phone.productID);
    expect(product.images).toHaveLength(productPictureCount);
    expect(product.images[0]).toEqual({
      url: expect.stringMatching(/^\/media\/products\/OJA-PHN-001\/\w+\/1$/),
      width: 960,
      height: 960,
    });
    const { body, check } = await env.call('/products/get-products?type=new&limit=5');
    expect(check.valid, JSON.stringify(check.errors)).toBe(true);
    for (const listed of body.data.products) expect(listed.images).toHaveLength(1);
  });

  it.each([
    ['webp', 'image/webp', 320],
    ['avif', 'image/avif', 480],
    ['webp', 'image/webp', 160],
  ] as const)('serves a picture as %s at its width, cached for a year', async (format, type, width) => {
    const [, second] = (await productPage(phone.productID)).images;
    const response = await env.app.request(`${second?.url}-${width}.${format}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(type);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(metadata.format).toBe(format === 'avif' ? 'heif' : 'webp');
    expect([metadata.width, metadata.height]).toEqual([width, width]);
  });

  it('answers a data saver (Save-Data: on) with the picture at 320 px, a fraction of the bytes', async () => {
    const [cover] = (await productPage(phone.productID)).images;
    const wide = await env.app.request(`${cover?.url}-960.webp`);
    const saved = await env.app.request(`${cover?.url}-960.webp`, { headers: { 'Save-Data': 'on' } });
    expect(saved.status).toBe(200);
    expect(saved.headers.get('vary')).toBe('Save-Data');
    const savedBytes = Buffer.from(await saved.arrayBuffer());
    const wideBytes = Buffer.from(await wide.arrayBuffer());
    expect((await sharp(savedBytes).metadata()).width).toBe(320);
    expect((await sharp(wideBytes).metadata()).width).toBe(960);
    expect(savedBytes.byteLength).toBeLessThan(wideBytes.byteLength * 0.6);
    // Pictures already small, and 'off', are answered as asked.
    const small = await env.app.request(`${cover?.url}-160.webp`, { headers: { 'Save-Data': 'on' } });
    expect((await sharp(Buffer.from(await small.arrayBuffer())).metadata()).width).toBe(160);
    const off = await env.app.request(`${cover?.url}-480.webp`, { headers: { 'Save-Data': 'off' } });
    expect((await sharp(Buffer.from(await off.arrayBuffer())).metadata()).width).toBe(480);
  });

  it("answers the data saver switch's cookie with the picture at 320 px, for this browser alone", async () => {
    const [cover] = (await productPage(phone.productID)).images;
    const saved = await env.app.request(`${cover?.url}-960.webp`, {
      headers: { cookie: 'oja_data_saver=on' },
    });
    expect(saved.status).toBe(200);
    expect((await sharp(Buffer.from(await saved.arrayBuffer())).metadata()).width).toBe(320);
    // Keyed by the cookie and never kept by a shared cache: the switch is one device's choice.
    expect(saved.headers.get('vary')).toBe('Save-Data, Cookie');
    expect(saved.headers.get('cache-control')).toBe('private, max-age=86400');
    const off = await env.app.request(`${cover?.url}-960.webp`, {
      headers: { cookie: 'oja_data_saver=off' },
    });
    expect((await sharp(Buffer.from(await off.arrayBuffer())).metadata()).width).toBe(960);
  });

  it('encodes a picture once, at its first request, and keeps it on disk', async () => {
    const [cover] = (await productPage('OJA-TVS-002')).images;
    const file = join(env.database.dataDir, 'media', 'products', 'pictures');
    const url = `${cover?.url}-640.webp`;
    const first = Buffer.from(await (await env.app.request(url)).arrayBuffer());
    const kept = `${file}/${url.split('/')[4]}/OJA-TVS-002-1-640.webp`;
    expect(existsSync(kept)).toBe(true);
    const again = Buffer.from(await (await env.app.request(url)).arrayBuffer());
    expect(again.equals(first)).toBe(true);
  });

  it('draws two products differently (their own shape and brand colour)', async () => {
    const [phoneCover] = (await productPage(phone.productID)).images;
    const [fanCover] = (await productPage('OJA-HAP-005')).images;
    const pixels = async (url: string | undefined) =>
      await sharp(Buffer.from(await (await env.app.request(`${url}-160.webp`)).arrayBuffer()))
        .raw()
        .toBuffer();
    expect((await pixels(phoneCover?.url)).equals(await pixels(fanCover?.url))).toBe(false);
  });

  it.each([
    '/media/products/OJA-NOPE-999/p1/1-320.webp',
    '/media/products/OJA-PHN-001/p0/1-320.webp',
    '/media/products/OJA-PHN-001/p1/4-320.webp',
    '/media/products/OJA-PHN-001/p1/0-320.webp',
    '/media/products/OJA-PHN-001/p1/1-321.webp',
    '/media/products/OJA-PHN-001/p1/1-2000.webp',
    '/media/products/OJA-PHN-001/p1/1-320.png',
    '/media/products/OJA-PHN-001/p1/1-320.webp.part',
    '/media/products/..%2F..%2Fpglite/p1/1-320.webp',
  ])('answers 404 for %s', async (path) => {
    const response = await env.app.request(path);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('Picture not found');
  });

  it('still serves the SVG cover image at its old URL', async () => {
    const response = await env.app.request(`/media/products/${phone.imageFileName}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
  });
});
