import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROME_PATH, CHROMIUM_ARGS } from '../scripts/chromium.ts';

/** The production build and the API, served by one process of apps/api, on a fresh PGlite folder. */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const dataDir = mkdtempSync(join(tmpdir(), 'oja-e2e-'));

const chromiumLaunchOptions = { executablePath: CHROME_PATH, args: CHROMIUM_ARGS };

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
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
      // The desktop header's Department menu is not on a phone (the menu drawer is).
      testIgnore: /department-menu\.spec\.ts/,
    },
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions } },
  ],
  webServer: {
    command: 'npm run serve -w @oja/api',
    cwd: '..',
    url: `http://localhost:${PORT}/api/v1/products/categories`,
    // TRUST_PROXY: each test shopper signs up from an address of its own (support/accounts.ts). HOST empty: on
    // this machine's loopback addresses only (127.0.0.1 and ::1, which `localhost` reaches), whatever the shell has.
    env: { PORT: String(PORT), OJA_DATA_DIR: dataDir, NODE_ENV: 'production', TRUST_PROXY: '1', HOST: '' },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
  },
});
