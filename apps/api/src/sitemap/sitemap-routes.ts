import { fillPath } from '@oja/domain';
import type { SitemapManifest } from '@oja/web/ssr-contract';
import { type Context, Hono } from 'hono';
import type { Database } from '../db/connect.ts';
import {
  productRanges,
  publishedProductsExceed,
  publishedProductsInRange,
  SITEMAP_MAX_URLS,
  type SitemapCategory,
  sitemapCategories,
} from '../db/sitemap-repository.ts';
import { sitemapIndex, urlset } from './sitemap-xml.ts';

interface SitemapOptions {
  db: Database;
  /** The shop's public origin (PUBLIC_URL): every URL is on it; without it, the request's own origin. */
  publicUrl: string | undefined;
  /** What the web app's route manifest gives: its fixed pages, and the catalogue's page patterns. */
  manifest: SitemapManifest;
  /** Paths no crawler is asked to read (the API, the console). */
  disallowed: readonly string[];
  /** The most URLs in one file: the protocol's 50,000 (smaller in a test, to see the index without 50,000 rows). */
  perFile?: number;
}

/** Where the fixed pages and categories are listed once the products need files of their own. */
const PAGES_FILE = '/sitemap-pages.xml';
/** A product file's path: its number n (from 1) lists the published products of id range n - 1. */
const productsFile = (n: number) => `/sitemap-products-${n}.xml`;

/** Crawlers ask often; an hour old is fresh enough for a newly published product. */
const SITEMAP_CACHE_CONTROL = 'public, max-age=3600';

/**
 * /robots.txt and /sitemap.xml (issue 43): every fixed public page of the shop's route manifest, every
 * category's listing and every published product's page (never an unpublished one), as absolute URLs on the
 * public origin. Up to 50,000 URLs, /sitemap.xml is the one sitemap; past it, an index of a file of the fixed
 * pages and categories and one file per id range of products (db/sitemap-repository.ts), each a bounded read.
 */
export function sitemapRoutes({
  db,
  publicUrl,
  manifest,
  disallowed,
  perFile = SITEMAP_MAX_URLS,
}: SitemapOptions) {
  const app = new Hono();
  // No more id ranges than this exist: ids are PostgreSQL integers (at most 2^31 - 1).
  const lastProductFile = Math.ceil(2 ** 31 / perFile);
  const originOf = (c: Context) => (publicUrl ? new URL(publicUrl) : new URL(c.req.url)).origin;
  const xml = (c: Context, body: string) => {
    c.header('Cache-Control', SITEMAP_CACHE_CONTROL);
    return c.body(body, 200, { 'Content-Type': 'application/xml; charset=utf-8' });
  };

  // A category at a path a route claims shows that route's page (listed once, as the route's own address).
  const taken = new Set(manifest.taken);
  const categoryPath = ({ parent, sub }: SitemapCategory) => fillPath(manifest.category, { parent, sub });
  const fixedPaths = async () => [
    ...manifest.pages,
    ...(await sitemapCategories(db)).map(categoryPath).filter((path) => !taken.has(path)),
  ];
  /** The pages of one id range's published products (each under its subcategory and that one's parent). */
  const productPaths = async (range: number) => {
    const [subcategories, rows] = await Promise.all([
      sitemapCategories(db),
      publishedProductsInRange(db, range, perFile),
    ]);
    const byID = new Map(
      subcategories.flatMap((category) => (category.sub ? [[category.id, category]] : [])),
    );
    return rows.flatMap(({ productID, slug, categoryID }) => {
      const category = byID.get(categoryID);
      return category ? [fillPath(manifest.product, { ...category, productID, slug })] : [];
    });
  };

  app.get('/robots.txt', (c) => {
    const lines = ['User-agent: *', ...disallowed.map((path) => `Disallow: ${path}`)];
    lines.push(`Sitemap: ${originOf(c)}/sitemap.xml`);
    c.header('Cache-Control', SITEMAP_CACHE_CONTROL);
    return c.text(`${lines.join('\n')}\n`);
  });

  app.get('/sitemap.xml', async (c) => {
    const origin = originOf(c);
    const fixed = await fixedPaths();
    if (!(await publishedProductsExceed(db, Math.max(0, perFile - fixed.length)))) {
      // Everything fits in one file: with fewer products than a range, they are all in the first ranges.
      const ranges = await productRanges(db, perFile);
      const products = (await Promise.all(ranges.map(productPaths))).flat();
      return xml(c, urlset([...fixed, ...products].map((path) => `${origin}${path}`)));
    }
    const files = [PAGES_FILE, ...(await productRanges(db, perFile)).map((range) => productsFile(range + 1))];
    return xml(c, sitemapIndex(files.map((path) => `${origin}${path}`)));
  });

  app.get(PAGES_FILE, async (c) => {
    const origin = originOf(c);
    return xml(c, urlset((await fixedPaths()).map((path) => `${origin}${path}`)));
  });

  app.get('/:file{sitemap-products-[1-9][0-9]{0,9}\\.xml}', async (c) => {
    const n = Number(/\d+/.exec(c.req.param('file'))?.[0]);
    const paths = n <= lastProductFile ? await productPaths(n - 1) : [];
    // A range without a published product has no file: the index never names one (an empty urlset is invalid).
    if (paths.length === 0) return c.text('Not found', 404);
    const origin = originOf(c);
    return xml(c, urlset(paths.map((path) => `${origin}${path}`)));
  });

  return app;
}
