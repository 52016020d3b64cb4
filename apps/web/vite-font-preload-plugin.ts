import type { Plugin } from 'vite';

/**
 * Preloads the shop's text font: index.html gets a `<link rel="preload">` for each .woff2 the build emits
 * (the Inter subset the CSS names), so the browser fetches it with the HTML instead of after the CSS has
 * arrived and the first text been laid out: the text subset and the naira sign's 1.3 KB (prices). A page the
 * server renders drops these preloads (apps/api's page-stylesheets.ts): its text never waits for a font.
 */
export function fontPreloadPlugin(): Plugin {
  return {
    name: 'oja-font-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const fonts = Object.values(context.bundle ?? {}).filter((file) => file.fileName.endsWith('.woff2'));
        return fonts.map((font) => ({
          tag: 'link',
          attrs: {
            rel: 'preload',
            href: `/${font.fileName}`,
            as: 'font',
            type: 'font/woff2',
            crossorigin: '',
          },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
