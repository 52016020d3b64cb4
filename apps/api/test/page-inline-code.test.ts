import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import type { Database } from '../src/db/connect.ts';
import { cachedRenderer, loadWebRenderer } from '../src/web-ssr.ts';

/**
 * A web build as `npm run build -w @oja/web` writes it, reduced to what the server reads: the page template,
 * the manifest naming the boot script, the boot script, two stylesheets, and a server renderer that writes
 * pages as apps/web/src/server-document.ts does (the boot script inline, the joined stylesheet linked).
 */
const root = mkdtempSync(join(tmpdir(), 'oja-inline-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const dist = join(root, 'dist');
const bootCode = 'addEventListener(`load`,()=>console.log(`boot`));';
/** The template's own inline script, as apps/web's index.html carries one in its head (the page's font). */
const headCode = 'document.documentElement.dataset.webFont="later"';
const files: Record<string, string> = {
  'dist/index.html': `<!doctype html><html lang="en"><head><script>${headCode}</script></head><body><div id="root"></div></body></html>`,
  'dist/.vite/manifest.json': JSON.stringify({ 'src/boot.ts': { file: 'assets/boot-b0075.js' } }),
  'dist/assets/boot-b0075.js': bootCode,
  'dist/assets/index-abc123.css': '.oja-page{min-height:100vh}',
  'dist/assets/footer-def456.css': '.oja-footer{color:green}',
  'dist/assets/closer-999999.css': '.x::after{content:"</style><script>alert(1)</script>"}',
  'dist-ssr/entry-server.js': `
    export async function render({ url, bootCode }) {
      if (url === '/left') return null;
      const stylesheet = url === '/odd' ? 'index-abc123+closer-999999' : url === '/gone' ? 'index-abc123+gone-000000' : 'index-abc123+footer-def456';
      return { status: 200, html: '<!doctype html><html lang="en"><head>'
        + '<script type="module" data-app-src="/assets/index-1.js">' + bootCode + '</script>'
        + '<link rel="stylesheet" crossorigin href="/assets/css/' + stylesheet + '.css">'
        + '<meta name="oja-lazy-styles" content="/assets/footer-def456.css">'
        + '</head><body><main class="oja-page">' + '<p>Oja, pay small small</p>'.repeat(60) + '</main></body></html>' };
    }
    export const rendersForSession = () => false;
    export const routeNameAt = () => 'home';
    export const sitemapManifest = { pages: ['/'], taken: ['/'], product: '/:p/:s/:id/:slug', category: '/:p/:s?' };`,
  // A build of another shape (an older web app, a wrong file): it has a render function and nothing else.
  'old-ssr/entry-server.js': 'export async function render() { return null; }',
};
for (const [path, content] of Object.entries(files)) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), content);
}

/** What a browser checks an inline element's text against: its SHA-256, base64. */
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
/** A CSP directive's sources. */
const sources = (policy: string | null, directive: string) =>
  (policy ?? '')
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === directive)
    ?.slice(1) ?? [];

it('refuses, at start-up, a server entry that does not keep the contract, naming what it lacks', async () => {
  await expect(loadWebRenderer(join(root, 'old-ssr/entry-server.js'), dist)).rejects.toThrow(
    'it lacks rendersForSession (function), routeNameAt (function), sitemapManifest (object). Rebuild apps/web.',
  );
});

describe('a rendered page carries its stylesheet and boot script, allowed by their hashes alone', async () => {
  const renderer = await loadWebRenderer(join(root, 'dist-ssr/entry-server.js'), dist);
  if (!renderer) throw new Error('the renderer did not load');
  const app = createApp({
    db: {} as Database,
    imagesDir: dist,
    webDistDir: dist,
    webRenderer: cachedRenderer(renderer),
  });

  it('writes the CSS of the classes on the page into it, and its CSP allows exactly that style and that script', async () => {
    const page = await app.request('/');
    const html = await page.text();
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1];
    // The page has no footer: its rule is in the whole stylesheet, which the page names for the boot script.
    expect(style).toBe('.oja-page{min-height:100vh}\n');
    expect(html).toContain(
      '<meta name="oja-page-stylesheet" content="/assets/css/index-abc123+footer-def456.without-fonts.css">',
    );
    expect(html).not.toContain('<link rel="stylesheet"');
    // The parts stay named, not loaded, for the app's own loader.
    expect(html).toContain('<meta name="oja-lazy-styles" content="/assets/footer-def456.css">');
    const script = /<script type="module" data-app-src="[^"]+">([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(script).toBe(bootCode);

    const policy = page.headers.get('content-security-policy');
    expect(sources(policy, 'style-src')).toEqual(["'self'", sha256(style ?? '')]);
    expect(sources(policy, 'script-src')).toEqual(["'self'", sha256(bootCode), sha256(headCode)]);
    expect(sources(policy, 'frame-ancestors')).toEqual(["'none'"]);
  });

  it("allows no inline style on other answers, and the pages' own scripts alone as inline scripts", async () => {
    const other = await app.request('/assets/css/index-abc123+footer-def456.css');
    expect(other.status).toBe(200);
    const policy = other.headers.get('content-security-policy');
    expect(sources(policy, 'style-src')).toEqual(["'self'"]);
    expect(sources(policy, 'script-src')).toEqual(["'self'", sha256(bootCode), sha256(headCode)]);
  });

  it("allows the template's own script on a page left to the browser, with or without a renderer", async () => {
    const left = await app.request('/left');
    expect(await left.text()).toContain(`<script>${headCode}</script>`);
    expect(sources(left.headers.get('content-security-policy'), 'script-src')).toEqual([
      "'self'",
      sha256(bootCode),
      sha256(headCode),
    ]);
    const withoutRenderer = createApp({ db: {} as Database, imagesDir: dist, webDistDir: dist });
    const page = await withoutRenderer.request('/electronics');
    expect(page.status).toBe(200);
    expect(sources(page.headers.get('content-security-policy'), 'script-src')).toEqual([
      "'self'",
      sha256(headCode),
    ]);
  });

  it.each([
    ['/odd', 'CSS that could close its element'],
    ['/gone', 'a part that is not in the build'],
  ])('keeps the stylesheet linked for %s (%s), and allows no inline style', async (path) => {
    const page = await app.request(path);
    const html = await page.text();
    expect(html).not.toContain('<style>');
    expect(html).not.toContain('oja-page-stylesheet');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/css/');
    expect(sources(page.headers.get('content-security-policy'), 'style-src')).toEqual(["'self'"]);
  });
});
