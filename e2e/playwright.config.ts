import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROME_PATH, CHROMIUM_ARGS } from '../scripts/chromium.ts';

/** The production build and the API, served by one process of apps/api, on a fresh PGlite folder. */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const dataDir = mkdtempSync(join(tmpdir(), 'oja-e2e-'));

const chromiumLaunchOptions = { executablePath: CHROME_PATH, args: CHROMIUM_ARGS };

/**
 * Specs that run on the 'desktop' project only. Every other spec runs on the 360 px phone ('mobile'), the shop's
 * first screen (the menu drawer, the phone's cart panel, home, listings, product pages, landing, real estate,
 * checkout, My purchases, the account area, the sign-in forms, static pages, the sandbox marker, the CSP
 * journeys). These ones test no layout: their screens are on the phone in the specs above, and what they add
 * (API-made set-ups, data kept on the device, races and refusals, emails) does not depend on the viewport.
 */
const DESKTOP_ONLY_SPECS = [
  // The desktop header's Department menu is not on a phone (the menu drawer is, in real-estate.spec.ts).
  /department-menu\.spec\.ts/,
  // Sign-up, verification, reset and return-after-login flows; the forms at 360 px are in sign-in-forms.spec.ts.
  /accounts\.spec\.ts/,
  // The device's copy of the cart and the order of two answers: data, not layout.
  /cart-kept-on-device\.spec\.ts/,
  /cart-quick-changes\.spec\.ts/,
  // Optimistic changes the server refuses, rolled back: data, not layout.
  /refused-changes\.spec\.ts/,
  // Checkouts set up through the API (orders owing, a Tier 1 cart, direct debits, a double payment): checkout
  // and My purchases at 360 px are in checkout.spec.ts, storefront.spec.ts and dashboard.spec.ts.
  /credit-limit\.spec\.ts/,
  /tier-upgrade\.spec\.ts/,
  /checkout-instalments\.spec\.ts/,
  /refunds\.spec\.ts/,
  // The operator console: desktop and tablet screens for staff, and their sign-in (no shopper's phone layout).
  /admin-staff\.spec\.ts/,
  /admin-fulfilment\.spec\.ts/,
  /admin-tier2\.spec\.ts/,
  /admin-refunds\.spec\.ts/,
  /admin-catalogue\.spec\.ts/,
  /admin-shopper\.spec\.ts/,
];

/**
 * What the 'desktop' project runs: the specs above, the tests tagged `@one-viewport` (data a second viewport
 * would only repeat), and the phone's journeys tagged `@both-viewports`: one journey for each screen whose
 * desktop layout differs (the header and Department menu, the filter panel beside a listing, checkout's two
 * columns, My purchases, the account area, the footer's static pages, hydration and the CSP). Every screen's
 * desktop layout is also in its stories (screenshots at the desktop size). Running every phone journey twice
 * took about a third of the e2e run's 29 minutes under CI's load and found nothing the phone run did not.
 */
const DESKTOP_RUNS = [...DESKTOP_ONLY_SPECS, /@one-viewport/, /@both-viewports/];

/** Specs that run on the 'mobile' project only: what they test happens on a phone's screen. */
const PHONE_ONLY_SPECS = [
  // The toasts that sat over the verify page's Continue button on a 360 px phone.
  /sign-up-keeps-the-way\.spec\.ts/,
];

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  // A whole journey may take a minute: on a 2-core machine `npm test` runs the API tests beside it, and a
  // journey through the card and bank sandboxes took up to 30 s there. Each step still waits 5 s at most.
  timeout: 60_000,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    // The narrowest phones we design for are 360 px wide (DESIGN.md).
    {
      name: 'mobile',
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 360, height: 780 },
        launchOptions: chromiumLaunchOptions,
      },
      testIgnore: DESKTOP_ONLY_SPECS,
      grepInvert: /@one-viewport/,
    },
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions },
      testIgnore: PHONE_ONLY_SPECS,
      // Playwright matches a grep against the file's path, the describe titles, the title and the tags.
      grep: DESKTOP_RUNS,
    },
  ],
  webServer: {
    command: 'npm run serve -w @oja/api',
    cwd: '..',
    url: `http://localhost:${PORT}/api/v1/products/categories`,
    // TRUST_PROXY: each test shopper signs up from an address of its own (support/accounts.ts). HOST empty: on
    // this machine's loopback addresses only (127.0.0.1 and ::1, which `localhost` reaches), whatever the shell has.
    // OJA_TEST_CHEAP_PASSWORDS: sign-ups hash at a test's cost (apps/api/src/auth/passwords.ts; sandbox mode only).
    env: {
      PORT: String(PORT),
      OJA_DATA_DIR: dataDir,
      NODE_ENV: 'production',
      TRUST_PROXY: '1',
      HOST: '',
      OJA_TEST_CHEAP_PASSWORDS: '1',
    },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
  },
});
