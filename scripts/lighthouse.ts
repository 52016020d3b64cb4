/**
 * `npm run lighthouse`: builds the shop, serves the production build with the API, and runs Lighthouse with
 * its mobile defaults (simulated slow 4G, mid-range phone) in Debian's Chromium against the home page and a
 * product page (or the paths given as arguments). Prints the performance score and the paint timings.
 */

import { execFileSync } from 'node:child_process';
import { newestProducts } from '@oja/catalogue';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROME_PATH, CHROMIUM_ARGS } from './chromium.ts';
import { startShop } from './serve-for-measurement.ts';

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3200);

/** The newest product: the first card on the home page, so its page is the one shoppers reach most. */
const product = newestProducts()[0];
if (!product) throw new Error('the seed catalogue is empty');
const PAGES =
  process.argv.length > 2
    ? process.argv.slice(2)
    : ['/', `/${product.parentCategorySlug}/${product.subcategorySlug}/${product.productID}/${product.slug}`];

execFileSync(
  'npx',
  ['turbo', 'run', 'build', '--filter=@oja/web', '--filter=@oja/api...', '--output-logs=errors-only'],
  {
    stdio: 'inherit',
  },
);
const shop = await startShop(PORT);
const chrome = await chromeLauncher.launch({
  chromePath: CHROME_PATH,
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
});
try {
  for (const path of PAGES) {
    const result = await lighthouse(`${shop.url.replace(/\/$/, '')}${path}`, {
      port: chrome.port,
      onlyCategories: ['performance'],
      output: 'json',
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { categories, audits } = result.lhr;
    const score = Math.round((categories.performance?.score ?? 0) * 100);
    console.log(`Lighthouse (mobile defaults) on ${path}`);
    console.log(`  performance score: ${score}`);
    console.log(`  LCP: ${audits['largest-contentful-paint']?.displayValue}`);
    console.log(`  FCP: ${audits['first-contentful-paint']?.displayValue}`);
    console.log(`  TBT: ${audits['total-blocking-time']?.displayValue}`);
    console.log(`  CLS: ${audits['cumulative-layout-shift']?.displayValue}`);
  }
} finally {
  chrome.kill();
  await shop.stop();
}
