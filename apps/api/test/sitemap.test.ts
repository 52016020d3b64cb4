import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { categories, products } from '../src/db/schema.ts';
import { WEB_DIST_DIR, WEB_RENDERER_FILE } from '../src/paths.ts';
import { sitemapRoutes } from '../src/sitemap/sitemap-routes.ts';
import { cachedRenderer, loadWebRenderer } from '../src/web-ssr.ts';
import { createTestDatabase } from './test-database.ts';

/**
 * /robots.txt and /sitemap.xml (issue 43) as a crawler reads them: the shop with the web app's real server
 * renderer (its route manifest gives the fixed pages and the page patterns) on a real port, its catalogue
 * seeded, one product unpublished. Every document is checked against the sitemap protocol's rules
 * (sitemaps.org's schema): well-formed XML in its namespace, a urlset of url/loc or a sitemapindex of
 * sitemap/loc, absolute URLs on the public origin, at most 50,000 per file.
 */
const PUBLIC_URL = 'https://oja.example';
/** A seeded product the operator unpublishes: Binatone standing fan (packages/catalogue). */
const UNPUBLISHED = 'OJA-HAP-005';
const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
const servers: ReturnType<typeof createAdaptorServer>[] = [];
/** The shop's origin, and that of the same sitemap split into files of 10 URLs (the index, without 50,000 rows). */
let shop = '';
let smallFiles = '';
/** The shop's own addresses of every published product and every category, spelled here as the spec does. */
const publishedProductUrls: string[] = [];
let unpublishedProductUrl = '';
let categoryUrls: string[] = [];

async function serve(fetch: (request: Request) => Response | Promise<Response>): Promise<string> {
  const server = createAdaptorServer({ fetch });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  database = await createTestDatabase({ catalogue: true });
  const { db } = database;
  await db.update(products).set({ published: false }).where(eq(products.productId, UNPUBLISHED));
  const renderer = await loadWebRenderer(WEB_RENDERER_FILE, WEB_DIST_DIR);
  if (!renderer?.sitemap) {
    throw new Error(`No web build in ${WEB_DIST_DIR}: run npx turbo run build --filter=@oja/web first.`);
  }
  const app = createApp({
    db,
    imagesDir: database.dataDir,
    webDistDir: WEB_DIST_DIR,
    webRenderer: cachedRenderer(renderer),
    publicUrl: PUBLIC_URL,
  });
  shop = await serve(app.fetch);
  const split = new Hono().route(
    '/',
    sitemapRoutes({ db, publicUrl: PUBLIC_URL, manifest: renderer.sitemap, disallowed: [], perFile: 10 }),
  );
  smallFiles = await serve(split.fetch);

  const byId = new Map((await db.select().from(categories)).map((category) => [category.id, category]));
  categoryUrls = [...byId.values()].map((category) => {
    const parent = category.parentId === null ? undefined : byId.get(category.parentId);
    return parent ? `${PUBLIC_URL}/${parent.slug}/${category.slug}` : `${PUBLIC_URL}/${category.slug}`;
  });
  for (const product of await db.select().from(products)) {
    const sub = byId.get(product.categoryId);
    const parent = sub?.parentId ? byId.get(sub.parentId) : undefined;
    const url = `${PUBLIC_URL}/${parent?.slug}/${sub?.slug}/${product.productId}/${product.slug}`;
    if (product.published) publishedProductUrls.push(url);
    else unpublishedProductUrl = url;
  }
});

afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  await database?.dispose();
});

const parser = new XMLParser({
  ignoreAttributes: false,
  isArray: (name) => name === 'url' || name === 'sitemap',
});

/**
 * A sitemap document read as a crawler must: its answer, then the protocol's rules; the locations it lists.
 * `kind` is the root the document must have: 'urlset' (pages) or 'sitemapindex' (files).
 */
async function read(url: string, kind: 'urlset' | 'sitemapindex'): Promise<string[]> {
  const answer = await fetch(url);
  expect(answer.status, url).toBe(200);
  expect(answer.headers.get('content-type')).toMatch(/^application\/xml/);
  const text = await answer.text();
  expect(XMLValidator.validate(text), url).toBe(true);
  expect(text.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  const document = parser.parse(text);
  const roots = Object.keys(document).filter((key) => key !== '?xml');
  expect(roots).toEqual([kind]);
  const root = document[kind];
  expect(root['@_xmlns']).toBe(SITEMAP_NAMESPACE);
  const entryName = kind === 'urlset' ? 'url' : 'sitemap';
  // The schema's content: only entries, each exactly one loc; at least one, at most 50,000.
  expect(Object.keys(root).filter((key) => !key.startsWith('@_'))).toEqual([entryName]);
  const entries = root[entryName] as Record<string, unknown>[];
  expect(entries.length).toBeGreaterThan(0);
  expect(entries.length).toBeLessThanOrEqual(50_000);
  const locations = entries.map((entry) => {
    expect(Object.keys(entry)).toEqual(['loc']);
    return entry.loc as string;
  });
  for (const location of locations) {
    // Absolute, on the configured public origin (never the Host the request came with), under 2,048 characters.
    expect(new URL(location).origin, location).toBe(PUBLIC_URL);
    expect(location.length).toBeLessThan(2_048);
  }
  expect(new Set(locations).size).toBe(locations.length);
  return locations;
}

describe('robots.txt', () => {
  it('points crawlers at the sitemap on the public origin, and keeps them out of the API and the console', async () => {
    const answer = await fetch(`${shop}/robots.txt`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain/);
    const lines = (await answer.text()).trim().split('\n');
    expect(lines).toEqual([
      'User-agent: *',
      'Disallow: /api/v1/',
      'Disallow: /admin',
      `Sitemap: ${PUBLIC_URL}/sitemap.xml`,
    ]);
  });
});

describe('sitemap.xml', () => {
  it('lists every published product, every category and the fixed public pages, never an unpublished product', async () => {
    const locations = await read(`${shop}/sitemap.xml`, 'urlset');
    expect(publishedProductUrls.length).toBeGreaterThan(10);
    // Real estate's subcategories are at the second spellings of its pages (the manifest's realEstate and
    // shortlet routes), which are listed by their own addresses.
    const listings = categoryUrls.filter((url) => !/\/real-estate\/(rent|shortlet)$/.test(url));
    expect(listings.length).toBeGreaterThan(10);
    expect(locations).toEqual(expect.arrayContaining([...publishedProductUrls, ...listings]));
    expect(locations).toContain(`${PUBLIC_URL}/real-estate`);
    expect(locations).not.toContain(`${PUBLIC_URL}/real-estate/rent`);
    expect(locations).not.toContain(unpublishedProductUrl);
    // The manifest's fixed pages, not the personal or browser-only ones.
    expect(locations).toEqual(
      expect.arrayContaining([`${PUBLIC_URL}/`, `${PUBLIC_URL}/sales-offers`, `${PUBLIC_URL}/about-us`]),
    );
    for (const path of ['/cart-items', '/login', '/user-dashboard', '/search-results']) {
      expect(locations).not.toContain(`${PUBLIC_URL}${path}`);
    }
    // Nothing else: each page once.
    const fixed = locations.filter(
      (url) => !publishedProductUrls.includes(url) && !categoryUrls.includes(url),
    );
    expect(fixed.every((url) => !/\/OJA-/.test(url))).toBe(true);
  });

  it('past a file of URLs, is an index of files that together list the same pages, each within the limit', async () => {
    const whole = await read(`${shop}/sitemap.xml`, 'urlset');
    const files = await read(`${smallFiles}/sitemap.xml`, 'sitemapindex');
    expect(files[0]).toBe(`${PUBLIC_URL}/sitemap-pages.xml`);
    expect(files.length).toBeGreaterThan(2);
    const listed: string[] = [];
    for (const file of files) {
      const path = new URL(file).pathname;
      const locations = await read(`${smallFiles}${path}`, 'urlset');
      // Products' files hold one id range each: at most the file size asked for.
      if (path !== '/sitemap-pages.xml') expect(locations.length).toBeLessThanOrEqual(10);
      listed.push(...locations);
    }
    expect(listed.toSorted()).toEqual(whole.toSorted());
  });

  it('answers 404 for a products file with no published product in it, and for a number past any id', async () => {
    for (const file of [
      'sitemap-products-999.xml',
      'sitemap-products-9999999999.xml',
      'sitemap-products-0.xml',
    ]) {
      expect((await fetch(`${smallFiles}/${file}`)).status, file).toBe(404);
    }
  });
});
