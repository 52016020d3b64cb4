import type { Plugin } from 'vite';

/** Where index.html's head line lists the font's files (valid script as it is: none, in development). */
const FONT_FILES_PLACEHOLDER = '[/*web-font-files*/]';

/**
 * Writes the shop's font files (the Inter subset the CSS names, and the naira sign's 1.3 KB) into index.html's
 * head line, which preloads them on a device that keeps the font and whose service worker answers the page (the
 * files are then in its precache): the browser has them before its first layout, which otherwise ran with the
 * phone's font and ran again when Inter arrived from the worker a few milliseconds later (home's second visit:
 * a whole second layout, 24 ms of the 150 ms its first paint's tasks took in a kept Lighthouse trace).
 * No preload for any other device: a font from the network would hold the first frame (apps/api's
 * page-stylesheets.ts says why), and a device new to the shop does not fetch it at all (ui's tokens.css).
 */
export function fontPreloadPlugin(): Plugin {
  return {
    name: 'oja-font-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!html.includes(FONT_FILES_PLACEHOLDER)) {
          throw new Error(
            `index.html's head line no longer lists the font's files (${FONT_FILES_PLACEHOLDER})`,
          );
        }
        const fonts = Object.values(context.bundle ?? {})
          .filter((file) => file.fileName.endsWith('.woff2'))
          .map((file) => `/${file.fileName}`)
          .sort();
        return html.replace(FONT_FILES_PLACEHOLDER, () => JSON.stringify(fonts));
      },
    },
  };
}
