import type { Plugin } from 'vite';

/** What apps/api sets on <html data-oja-mode> (apps/api/src/web-shell.ts); the app shows a marker in sandbox. */
export type OjaMode = 'sandbox' | 'production';

/** The server's rule: sandbox unless OJA_MODE says production. */
function ojaModeFromEnv(env: NodeJS.ProcessEnv = process.env): OjaMode {
  return env.OJA_MODE === 'production' ? 'production' : 'sandbox';
}

/**
 * In development Vite serves index.html, so this plugin does what apps/api does for the built app: it sets
 * `data-oja-mode` on the `<html>` tag. It does not run in `vite build`: dist/index.html carries no mode and
 * the server adds it when it serves the page (a page without the attribute shows no marker).
 */
export function ojaModePlugin(mode: OjaMode = ojaModeFromEnv()): Plugin {
  return {
    name: 'oja-mode',
    apply: 'serve',
    transformIndexHtml: (html) => html.replace(/<html(?=[\s>])/i, `<html data-oja-mode="${mode}"`),
  };
}
