import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import type { Database } from '../src/db/connect.ts';
import { isPrivatePath, readInside } from '../src/static.ts';

/** A web build as Vite writes it: hashed assets with their (hidden) maps, and the manifest in .vite/. */
const dist = mkdtempSync(join(tmpdir(), 'oja-dist-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));
const files: Record<string, string> = {
  'index.html': '<!doctype html><html lang="en"><body><div id="root"></div></body></html>',
  'assets/index-abc123.js': 'console.log("shop");',
  'assets/index-abc123.js.map': '{"version":3,"sources":["../src/secret-route.tsx"]}',
  'assets/index-abc123.css.map': '{"version":3,"sources":["../src/styles.css"]}',
  'assets/index-abc123.css':
    '@font-face{font-family:Inter;src:url(/assets/inter.woff2)format("woff2")}.oja-page{min-height:100vh}',
  'assets/footer-def456.css': '.oja-footer{color:green}',
  '.vite/manifest.json': '{"index.html":{"file":"assets/index-abc123.js","isEntry":true}}',
  '.well-known/assetlinks.json': '[]',
  '.env': 'SECRET=1',
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
};
for (const [path, content] of Object.entries(files)) {
  mkdirSync(dirname(join(dist, path)), { recursive: true });
  writeFileSync(join(dist, path), content);
}

describe('readInside', () => {
  it('reads the build’s public files', async () => {
    expect((await readInside(dist, '/assets/index-abc123.js'))?.body.toString()).toBe(
      files['assets/index-abc123.js'],
    );
    expect((await readInside(dist, '/favicon.svg'))?.type).toBe('image/svg+xml');
    expect((await readInside(dist, '/.well-known/assetlinks.json'))?.body.toString()).toBe('[]');
  });

  it.each([
    '/assets/index-abc123.js.map',
    '/assets/index-abc123.css.map',
    '/assets/index-abc123.js%2Emap',
    '/assets/index-abc123.js%2emap',
    '/assets/INDEX-abc123.js.MAP',
    '/.vite/manifest.json',
    '/%2Evite/manifest.json',
    '/assets/../.vite/manifest.json',
    '/assets/%2E%2E/.vite/manifest.json',
    '.vite/manifest.json',
    '/.vite/',
    '/.env',
  ])('refuses %s', async (path) => {
    expect(await readInside(dist, path)).toBeNull();
  });

  it('tells private paths from public ones', () => {
    expect(isPrivatePath('assets/index.js.map')).toBe(true);
    expect(isPrivatePath('.vite/manifest.json')).toBe(true);
    expect(isPrivatePath('assets/.hidden/x.js')).toBe(true);
    expect(isPrivatePath('assets/index.js')).toBe(false);
    expect(isPrivatePath('assets/map.js')).toBe(false);
    expect(isPrivatePath('.well-known/security.txt')).toBe(false);
  });
});

describe('the production web build served by the app', () => {
  // Static paths never reach the database.
  const app = createApp({ db: {} as Database, imagesDir: dist, webDistDir: dist });

  it('serves a hashed asset for a year', async () => {
    const response = await app.request('/assets/index-abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(await response.text()).toBe(files['assets/index-abc123.js']);
  });

  it.each(['/assets/index-abc123.js.map', '/.vite/manifest.json', '/%2Evite/manifest.json'])(
    'answers %s with 404, neither the file nor the app shell',
    async (path) => {
      const response = await app.request(path);
      const body = await response.text();
      expect(response.status).toBe(404);
      expect(body).not.toContain('"version":3');
      expect(body).not.toContain('isEntry');
      expect(response.headers.get('content-type')).not.toContain('json');
    },
  );
});

describe("a server-rendered page's one stylesheet (apps/web/src/server-document.ts names it)", () => {
  const app = createApp({ db: {} as Database, imagesDir: dist, webDistDir: dist });

  it('joins the named stylesheets in their order and is cached for a year', async () => {
    const response = await app.request('/assets/css/index-abc123+footer-def456.css');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(response.headers.get('cache-control')).toContain('immutable');
    const css = await response.text();
    expect(css).toContain('.oja-page{min-height:100vh}');
    expect(css.indexOf('.oja-page')).toBeLessThan(css.indexOf('.oja-footer'));
  });

  it('is sent compressed as the browser accepts, made once', async () => {
    const response = await app.request('/assets/css/index-abc123+footer-def456.css', {
      headers: { 'Accept-Encoding': 'gzip, br' },
    });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    const css = brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString();
    expect(css).toContain('.oja-footer{color:green}');
  });

  it('serves the same stylesheet less its @font-face rules, which a page whose own style declares them links', async () => {
    const whole = await (await app.request('/assets/css/index-abc123+footer-def456.css')).text();
    const response = await app.request('/assets/css/index-abc123+footer-def456.without-fonts.css');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('immutable');
    const css = await response.text();
    expect(whole).toContain('@font-face');
    expect(css).not.toContain('@font-face');
    expect(css).toContain('.oja-page{min-height:100vh}');
    expect(css).toContain('.oja-footer{color:green}');
  });

  it.each([
    '/assets/css/index-abc123+missing-000000.css',
    '/assets/css/index-abc123+missing-000000.without-fonts.css',
    '/assets/css/index-abc123+footer-def456.without-fonts.js',
    '/assets/css/index-abc123+footer-def456.js',
    '/assets/css/index-abc123+..%2F.env.css',
    '/assets/css/index-abc123.css.map+footer-def456.css',
    `/assets/css/${Array.from({ length: 13 }, () => 'index-abc123').join('+')}.css`,
  ])('answers %s with 404 (a part that is not one of the build’s stylesheets)', async (path) => {
    const response = await app.request(path);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('SECRET');
  });
});
