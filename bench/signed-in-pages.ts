/**
 * `npm run bench:pages`: how long a cheap phone waits for the pages where money moves (issue 27, point 12).
 * A shopper is signed up and in through the shop's own screens (the e2e helpers), with an order paid down, a
 * direct debit set up and a product in the cart; then, in Debian's Chromium on a 360 px phone with its CPU
 * slowed 4x (CDP Emulation.setCPUThrottlingRate) and its network throttled by CDP
 * (Network.emulateNetworkConditions), each page is opened cold (a fresh browser context, the shopper's
 * storage and cookies restored) and timed from navigation start to the first frame painted with its main
 * content: its h1 and its first data row (a product's name, the order's number). Home is measured in the
 * same run, as the reference.
 *
 * It builds nothing: run the build first (`npx turbo run build --filter=@oja/api... --filter=@oja/web`). The
 * shop runs as `npm start` runs it (sandbox mode, a throw-away PGlite folder, a free port). Options:
 *   --runs=N        runs of every page on every profile, interleaved (default 5); the median is reported
 *   --profiles=a,b  slow4g, 2g (default both)
 *   --out=FILE      the JSON report (default bench/results/signed-in-pages.json)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, expect, type Page } from '@playwright/test';
import { CHROME_PATH, CHROMIUM_ARGS } from '../scripts/chromium.ts';
import { provenance, readOptions, startShop } from './shop.ts';

// The e2e helpers import each other without an extension, as Playwright's loader allows; Node needs `.ts`.
registerHooks({
  resolve(specifier, context, nextResolve) {
    try {
      return nextResolve(specifier, context);
    } catch (error) {
      if (!specifier.startsWith('.')) throw error;
      return nextResolve(`${specifier}.ts`, context);
    }
  },
});
const {
  APPROVED_AT_ONCE,
  authoriseOnBankPage,
  payDownPayment,
  productInStock,
  seedCart,
  signedInShopper,
  verifyForInstalments,
} = await import('../e2e/support/checkout.ts');
const { waitForApp } = await import('../e2e/support/test.ts');

/** The network profiles of the issue: Lighthouse's slow 4G and a cheap phone's 2G. */
const PROFILES = {
  slow4g: { rttMs: 150, downKbps: 1600, upKbps: 750 },
  '2g': { rttMs: 400, downKbps: 400, upKbps: 400 },
} as const;
type ProfileName = keyof typeof PROFILES;
const CPU_SLOWDOWN = 4;
const PHONE = { width: 360, height: 740 };

const options = readOptions(process.argv.slice(2), ['runs', 'profiles', 'out']);
const runs = Number(options.get('runs') ?? 5);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number from 1');
const profileNames = (options.get('profiles') ?? 'slow4g,2g').split(',') as ProfileName[];
for (const name of profileNames) if (!(name in PROFILES)) throw new Error(`unknown profile ${name}`);
const BENCH_DIR = fileURLToPath(new URL('.', import.meta.url));
const outFile = resolve(options.get('out') ?? join(BENCH_DIR, 'results', 'signed-in-pages.json'));

/** A page to time: its address, and what must show (its h1, and a text of its first data row). */
interface Target {
  name: string;
  path: string;
  heading: string;
  text: string;
}

/**
 * Installed before any of the page's own code: from the first DOM change on, watches for the h1 and the text
 * to be in the document and laid out, and records the time of the next frame (the one that paints them).
 */
function watchForContent({ heading, text }: { heading: string; text: string }) {
  const visible = (element: Element | null) => {
    if (!element) return false;
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
  };
  const shown = () => {
    const h1 = [...document.querySelectorAll('h1')].find(
      (element) => element.textContent?.trim() === heading && visible(element),
    );
    if (!h1) return false;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.textContent?.includes(text) && visible(node.parentElement)) return true;
    }
    return false;
  };
  const state = window as unknown as { __ojaShownAt?: number };
  let checking = false;
  const check = () => {
    if (checking || state.__ojaShownAt !== undefined) return;
    checking = true;
    requestAnimationFrame(() => {
      checking = false;
      if (state.__ojaShownAt === undefined && shown()) state.__ojaShownAt = performance.now();
    });
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
  document.addEventListener('readystatechange', check);
  window.addEventListener('load', check);
}

/** Signs a shopper up and in, pays an order down, sets its direct debit up and fills the cart again. */
async function prepareShopper(browser: Browser, origin: string) {
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  // As the e2e tests' page does (support/test.ts): each navigation waits for the app before the next step.
  const goto = page.goto.bind(page);
  page.goto = async (...args) => {
    const answer = await goto(...args);
    await waitForApp(page);
    return answer;
  };
  await signedInShopper(page, 'bench');
  await verifyForInstalments(page);
  const ordered = productInStock(200_000, 0);
  await seedCart(page, ordered, 'weekly');
  await payDownPayment(page, '1 Adeola Odeku Street, Victoria Island');
  const orderId = new URL(page.url()).searchParams.get('orderId') ?? '';
  await page.getByRole('button', { name: 'Set up Direct Debit' }).click();
  await authoriseOnBankPage(page, APPROVED_AT_ONCE);
  await expect(page.getByRole('heading', { name: 'Your direct debit is set up' })).toBeVisible({
    timeout: 15_000,
  });
  const orderNumber = await page.getByRole('definition').filter({ hasText: /^OJA-/ }).first().innerText();
  const inCart = productInStock(200_000, 1);
  await seedCart(page, inCart, 'weekly');
  const storage = await context.storageState();
  await context.close();
  return { storage, orderId, orderNumber, ordered, inCart };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

async function timePage(
  browser: Browser,
  storage: Awaited<ReturnType<typeof prepareShopper>>['storage'],
  origin: string,
  target: Target,
  profile: (typeof PROFILES)[ProfileName],
): Promise<number> {
  const context = await browser.newContext({
    baseURL: origin,
    storageState: storage,
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  });
  try {
    const page: Page = await context.newPage();
    await page.addInitScript(watchForContent, { heading: target.heading, text: target.text });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: profile.rttMs,
      downloadThroughput: (profile.downKbps * 1000) / 8,
      uploadThroughput: (profile.upKbps * 1000) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(target.path, { waitUntil: 'commit' });
    const handle = await page
      .waitForFunction(() => (window as unknown as { __ojaShownAt?: number }).__ojaShownAt, undefined, {
        timeout: 60_000,
        polling: 100,
      })
      .catch(async (error: unknown) => {
        const shown = await page
          .locator('body')
          .innerText()
          .catch(() => '');
        throw new Error(
          `${target.name} (${page.url()}): no h1 "${target.heading}" with "${target.text}" within 60 s; ` +
            `the page shows: ${shown.slice(0, 600)}`,
          { cause: error },
        );
      });
    return Math.round((await handle.jsonValue()) as number);
  } finally {
    await context.close();
  }
}

const shop = await startShop({ env: { TRUST_PROXY: '1' } });
const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_ARGS });
try {
  const shopper = await prepareShopper(browser, shop.origin);
  const home = (await fetch(`${shop.origin}/api/v1/products/get-products?type=new&limit=1`).then((r) =>
    r.json(),
  )) as { data: { products: Array<{ productName: string }> } };
  const homeText = home.data.products[0]?.productName ?? '';
  const targets: Target[] = [
    { name: 'home', path: '/', heading: 'Oja: buy now, pay small small', text: homeText },
    { name: 'cart', path: '/cart-items', heading: 'Your cart', text: shopper.inCart.productName },
    { name: 'checkout', path: '/cart-items/checkout', heading: 'Checkout', text: shopper.inCart.productName },
    {
      name: 'my purchases',
      path: '/user-dashboard/purchases',
      heading: 'My purchases',
      text: shopper.orderNumber,
    },
    {
      name: 'direct debits',
      path: '/user-dashboard/direct-debit',
      heading: 'Direct debits',
      text: shopper.orderNumber,
    },
  ];
  const results: Record<string, Record<string, { medianMs: number; runsMs: number[] }>> = {};
  for (const profileName of profileNames) {
    const times = new Map<string, number[]>(targets.map((t) => [t.name, []]));
    for (let run = 0; run < runs; run += 1) {
      for (const target of targets) {
        const ms = await timePage(browser, shopper.storage, shop.origin, target, PROFILES[profileName]);
        times.get(target.name)?.push(ms);
      }
    }
    results[profileName] = Object.fromEntries(
      [...times].map(([name, runsMs]) => [name, { medianMs: median(runsMs), runsMs }]),
    );
  }
  console.log(`\nTime until the main content shows (median of ${runs}; 360 px, CPU x${CPU_SLOWDOWN}):`);
  console.log(['page'.padEnd(16), ...profileNames.map((p) => p.padStart(10))].join(''));
  for (const target of targets) {
    const cells = profileNames.map((p) =>
      `${((results[p]?.[target.name]?.medianMs ?? 0) / 1000).toFixed(2)} s`.padStart(10),
    );
    console.log([target.name.padEnd(16), ...cells].join(''));
  }
  mkdirSync(dirname(outFile), { recursive: true });
  writeFileSync(
    outFile,
    `${JSON.stringify({ ...provenance(), cpuSlowdown: CPU_SLOWDOWN, phone: PHONE, profiles: PROFILES, results }, null, 2)}\n`,
  );
  console.log(`\nReport: ${outFile}`);
} finally {
  await browser.close();
  await shop.stop();
}
