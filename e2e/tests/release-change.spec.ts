import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test, waitForApp } from '../support/test';
import { makeTwoReleases, startShop, stopShop } from '../support/two-releases';

/**
 * A new release while a shopper's page is open (issue 46): the shop is stopped and started again with another
 * build, as a deploy does, on the same address. This spec serves its own shop (support/two-releases.ts).
 */
async function freePort() {
  const server = createServer().listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  const address = server.address();
  server.close();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** The hashed build files (`/assets/…`) a page's HTML names. */
async function assetsNamedIn(page: Page) {
  const html = await page.evaluate(() => document.documentElement.outerHTML);
  return new Set([...html.matchAll(/\/assets\/([\w.-]+\.(?:js|css|woff2))/g)].map((match) => match[1]));
}

/**
 * The build files a loaded asset path is: a page's whole stylesheet is its parts joined at one address
 * (`css/index-a+footer-b.css`, or `css/index-a+footer-b.without-fonts.css` less its fonts: apps/api's
 * page-stylesheets.ts), which no build holds by that name.
 */
function buildFilesOf(path: string): string[] {
  if (!path.startsWith('css/')) return [path];
  return path
    .slice('css/'.length)
    .replace(/(?:\.without-fonts)?\.css$/, '')
    .split('+')
    .map((part) => `${part}.css`);
}

let shop: ChildProcess | undefined;
test.afterAll(async () => {
  if (shop) await stopShop(shop);
});

test('a release change: the open page keeps working, the next navigation is all the new release @one-viewport', async ({
  page,
}) => {
  test.setTimeout(420_000);
  // Inside the repository (test-results/, not committed): the server build imports react and the rest from
  // the repository's node_modules, found by walking up from each release's folder.
  const releases = makeTwoReleases(test.info().outputPath('releases'));
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'oja-release-change-'));
  shop = await startShop({ port, dataDir, webBuildDir: releases.first.folder });

  // Release 1: home, controlled by its service worker.
  await page.goto(`${origin}/`);
  await waitForApp(page);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  for (const name of await assetsNamedIn(page)) expect(releases.first.files).toContain(name);

  // The deploy: the first release's shop stops, the second's starts on the same address. Its server has
  // none of the first release's files.
  await stopShop(shop);
  shop = await startShop({ port, dataDir, webBuildDir: releases.second.folder });

  // The open page still works: a link followed inside the app needs a part the first release's server had
  // (the static pages' code) and the second's has not; the page loads again, and shows it, from the second.
  const loaded: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/assets/')) loaded.push(path.slice('/assets/'.length));
  });
  await page.getByRole('contentinfo').getByRole('link', { name: 'About us' }).click();
  // A failed download, then a page load: longer than one step's 5 s on a loaded machine.
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/about-us$/);

  // The next navigation: the second release's HTML, which names only its own files, and only they load.
  loaded.length = 0;
  await page.goto(`${origin}/`);
  await waitForApp(page);
  const named = await assetsNamedIn(page);
  expect(named.size).toBeGreaterThan(0);
  for (const name of named) expect(releases.second.files).toContain(name);
  expect(loaded.length).toBeGreaterThan(0);
  for (const name of loaded.flatMap(buildFilesOf)) expect(releases.second.files).toContain(name);
});
