import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * Waits until the app has taken over the page. A server-rendered page is on screen, and its links work, before
 * its JavaScript starts (apps/web/src/boot.ts starts it after the first paint); a click on one of the app's
 * buttons before then would do nothing. The app marks `<html data-hydrated>` once it has rendered
 * (apps/web/src/hydration.tsx). Pages that are not the app's (the card sandbox's, an API answer) have no #root.
 */
export async function waitForApp(page: Page) {
  // The boot script decides, once it has read the cookies (asynchronously), whether the app starts now or at the
  // shopper's first use (a device's first page, src/boot.ts): then a key no control answers is that use.
  await page.waitForFunction(() => {
    const html = document.documentElement;
    return (
      !document.getElementById('root') || html.dataset.hydrated === 'true' || 'startsOnUse' in html.dataset
    );
  });
  await startAppIfWaitingForUse(page);
  await page.waitForFunction(
    () => !document.getElementById('root') || document.documentElement.dataset.hydrated === 'true',
  );
}

/** A device's first page waits for the shopper's first use to start the app: a key no control answers. */
export async function startAppIfWaitingForUse(page: Page) {
  if (await page.locator('html[data-starts-on-use]').count()) await page.keyboard.press('Shift');
}

/**
 * Playwright's `test` whose page waits for the app after each navigation it starts itself (goto, reload, back,
 * forward), as a shopper waits for a page to be ready: every journey acts on a live page.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const navigations = ['goto', 'reload', 'goBack', 'goForward'] as const;
      for (const name of navigations) {
        const navigate = page[name].bind(page) as (...args: unknown[]) => ReturnType<Page['goto']>;
        Object.assign(page, {
          [name]: async (...args: unknown[]) => {
            const response = await navigate(...args);
            const isPage = response?.headers()['content-type']?.startsWith('text/html') ?? true;
            if (isPage) await waitForApp(page);
            return response;
          },
        });
      }
    }
    await use(page);
  },
});
