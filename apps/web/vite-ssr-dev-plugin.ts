import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';
import type { WebServerEntry } from './src/ssr/contract';

/** Paths Vite or the API answers itself: never a page. */
const NOT_A_PAGE = /^\/(api|media|sandbox|@|src\/|node_modules\/|__)/;

/**
 * `npm run dev` renders pages on the server as `npm start` does: each page request loads src/entry-server.tsx
 * through Vite (so an edit is picked up at the next request, and the browser's hot reload works as before)
 * and renders it with the API that runs beside Vite. Paths the renderer leaves to the browser fall through
 * to Vite's own index.html.
 */
export function ojaSsrDevPlugin(apiOrigin: string): Plugin {
  return {
    name: 'oja-ssr-dev',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(async (request, response, next) => {
        const url = request.originalUrl ?? '/';
        const wantsPage = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
        if (!wantsPage || NOT_A_PAGE.test(url)) return next();
        try {
          const indexHtml = await readFile(new URL('./index.html', import.meta.url), 'utf8');
          const template = await server.transformIndexHtml(url, indexHtml);
          // The contract's entry (src/ssr/contract.ts), as the API process loads its build.
          const { render } = (await server.ssrLoadModule('/src/entry-server.tsx')) as WebServerEntry;
          const page = await render({
            url,
            origin: `http://${request.headers.host ?? 'localhost:3000'}`,
            mode: /data-oja-mode="([^"]*)"/.exec(template)?.[1] ?? 'sandbox',
            template,
            fetchApi: (apiRequest) => {
              const target = new URL(apiRequest.url);
              return fetch(new Request(new URL(`${target.pathname}${target.search}`, apiOrigin), apiRequest));
            },
          });
          if (!page) return next();
          if ('redirect' in page) {
            response.writeHead(302, { Location: page.redirect }).end();
            return;
          }
          response.writeHead(page.status, { 'Content-Type': 'text/html; charset=utf-8' }).end(page.html);
        } catch (error) {
          if (error instanceof Error) server.ssrFixStacktrace(error);
          next(error);
        }
      });
    },
  };
}
