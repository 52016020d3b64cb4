import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '../src/app.ts';
import type { Database } from '../src/db/connect.ts';
import { matchesIfNoneMatch } from '../src/http-cache.ts';
import { cachedRenderer, PAGE_CACHE_CONTROL, type PageRenderer } from '../src/web-ssr.ts';

/** A renderer that counts its renders and answers when told to. */
function slowRenderer() {
  let renders = 0;
  const pending: Array<(html: string) => void> = [];
  return {
    get renders() {
      return renders;
    },
    finish: (html: string) => pending.shift()?.(html),
    renderer: {
      render: () => {
        renders++;
        return new Promise<{ status: number; html: string }>((resolve) =>
          pending.push((html) => resolve({ status: 200, html })),
        );
      },
    },
  };
}

/** A cached page as its status and HTML (the plain bytes it sends), or what else the renderer answered. */
async function htmlOf(page: ReturnType<PageRenderer['render']>) {
  const answer = await page;
  if (!answer || !('body' in answer)) return answer;
  return { status: answer.status, html: Buffer.from(answer.body.identity).toString('utf8') };
}

const request = (url: string) => ({
  url,
  origin: 'https://oja.test',
  mode: 'sandbox',
  template: '<html></html>',
  fetchApi: () => Promise.reject(new Error('not asked')),
});

describe('the rendered-page cache', () => {
  it('renders a page once for requests that arrive while it renders, and reuses it until it expires', async () => {
    let clock = 0;
    const slow = slowRenderer();
    const cache = cachedRenderer(slow.renderer, { ttlMs: 5_000, now: () => clock });
    const first = cache.render(request('/'));
    const second = cache.render(request('/'));
    slow.finish('<p>home</p>');
    expect(await htmlOf(first)).toEqual({ status: 200, html: '<p>home</p>' });
    expect(await htmlOf(second)).toEqual({ status: 200, html: '<p>home</p>' });
    clock = 4_999;
    await cache.render(request('/'));
    expect(slow.renders).toBe(1);
  });

  it('answers an expired page at once while one new render replaces it, and waits once it is too old', async () => {
    let clock = 0;
    const slow = slowRenderer();
    const cache = cachedRenderer(slow.renderer, { ttlMs: 5_000, staleMs: 60_000, now: () => clock });
    const first = cache.render(request('/'));
    slow.finish('<p>home</p>');
    await first;
    clock = 5_000;
    // Expired: the old page now, without waiting, and one render in the background for everybody.
    expect(await htmlOf(cache.render(request('/')))).toEqual({ status: 200, html: '<p>home</p>' });
    expect(await htmlOf(cache.render(request('/')))).toEqual({ status: 200, html: '<p>home</p>' });
    expect(slow.renders).toBe(2);
    slow.finish('<p>home, later</p>');
    await vi.waitFor(async () =>
      expect(await htmlOf(cache.render(request('/')))).toEqual({ status: 200, html: '<p>home, later</p>' }),
    );
    expect(slow.renders).toBe(2);
    // Not asked for in over a minute after it expired: the next request waits for a fresh render.
    clock = 5_000 + 5_000 + 60_000;
    const fresh = cache.render(request('/'));
    expect(slow.renders).toBe(3);
    slow.finish('<p>home, fresh</p>');
    expect(await htmlOf(fresh)).toEqual({ status: 200, html: '<p>home, fresh</p>' });
  });

  it('keeps answering an expired page when its new render fails, and tries again on the next request', async () => {
    let clock = 0;
    let fail = false;
    let renders = 0;
    const cache = cachedRenderer(
      {
        render: async () => {
          renders++;
          if (fail) throw new Error('the database is away');
          return { status: 200, html: `<p>render ${renders}</p>` };
        },
      },
      { ttlMs: 5_000, now: () => clock },
    );
    await cache.render(request('/'));
    clock = 5_000;
    fail = true;
    expect(await htmlOf(cache.render(request('/')))).toEqual({ status: 200, html: '<p>render 1</p>' });
    await vi.waitFor(() => expect(renders).toBe(2));
    fail = false;
    expect(await htmlOf(cache.render(request('/')))).toEqual({ status: 200, html: '<p>render 1</p>' });
    await vi.waitFor(async () =>
      expect(await htmlOf(cache.render(request('/')))).toEqual({ status: 200, html: '<p>render 3</p>' }),
    );
  });

  it('keeps pages apart by address and origin, and keeps no failed render', async () => {
    let fail = true;
    let renders = 0;
    const cache = cachedRenderer({
      render: async (r) => {
        renders++;
        if (fail) throw new Error('the database is away');
        return { status: 200, html: `${r.origin}${r.url}` };
      },
    });
    await expect(cache.render(request('/a'))).rejects.toThrow('the database is away');
    fail = false;
    expect(await htmlOf(cache.render(request('/a')))).toEqual({ status: 200, html: 'https://oja.test/a' });
    expect(await htmlOf(cache.render({ ...request('/a'), origin: 'http://localhost:3000' }))).toEqual({
      status: 200,
      html: 'http://localhost:3000/a',
    });
    expect(renders).toBe(3);
  });

  it('holds at most its number of pages, dropping the oldest', async () => {
    let renders = 0;
    const cache = cachedRenderer(
      {
        render: async (r) => {
          renders++;
          return { status: 200, html: r.url };
        },
      },
      { maxEntries: 2 },
    );
    for (const url of ['/1', '/2', '/3', '/3', '/2']) await cache.render(request(url));
    expect(renders).toBe(3);
    await cache.render(request('/1'));
    expect(renders).toBe(4);
  });
});

describe('a cached page', () => {
  it('carries its ETag and its compressed bytes, made once for every request within the TTL', async () => {
    let clock = 0;
    let html = '<p>home</p>';
    // No stale answers here: each render after the TTL is waited for.
    const cache = cachedRenderer(
      { render: async () => ({ status: 200, html }) },
      { now: () => clock, staleMs: 0 },
    );
    const first = await cache.render(request('/'));
    const again = await cache.render(request('/'));
    if (!first || !('body' in first) || !again || !('body' in again)) throw new Error('no page');
    // The same bytes, not bytes made again: the page was compressed once.
    expect(again.body).toBe(first.body);
    expect(first.body.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(gunzipSync(first.body.gzip).toString('utf8')).toBe(html);
    expect(brotliDecompressSync(first.body.br).toString('utf8')).toBe(html);

    // Rendered again after the TTL: the same HTML has the same ETag, other HTML another.
    clock = 5_000;
    const same = await cache.render(request('/'));
    html = '<p>home!</p>';
    clock = 10_000;
    const changed = await cache.render(request('/'));
    if (!same || !('body' in same) || !changed || !('body' in changed)) throw new Error('no page');
    expect(same.body).not.toBe(first.body);
    expect(same.body.etag).toBe(first.body.etag);
    expect(changed.body.etag).not.toBe(first.body.etag);
    expect(matchesIfNoneMatch(first.body.etag.replace(/^W\//, ''), first.body.etag)).toBe(true);
  });

  it('keeps its compressed bytes when it is rendered again unchanged after it expired', async () => {
    let clock = 0;
    let html = '<p>home</p>';
    let renders = 0;
    const cache = cachedRenderer(
      {
        render: async () => {
          renders++;
          return { status: 200, html };
        },
      },
      { ttlMs: 5_000, now: () => clock },
    );
    const first = await cache.render(request('/'));
    if (!first || !('body' in first)) throw new Error('no page');
    clock = 5_000;
    await cache.render(request('/'));
    await vi.waitFor(() => expect(renders).toBe(2));
    // The new render is kept once compared (no compressing): a moment later.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const unchanged = await cache.render(request('/'));
    if (!unchanged || !('body' in unchanged)) throw new Error('no page');
    expect(unchanged.body).toBe(first.body);
    html = '<p>home, new price</p>';
    clock = 10_000;
    await cache.render(request('/'));
    await vi.waitFor(async () => {
      const changed = await cache.render(request('/'));
      if (!changed || !('body' in changed)) throw new Error('no page');
      expect(brotliDecompressSync(changed.body.br).toString('utf8')).toBe(html);
    });
  });

  it('passes redirects and paths left to the browser through', async () => {
    const cache = cachedRenderer({
      render: async (r) => (r.url === '/old' ? { status: 302, redirect: '/new' } : null),
    });
    expect(await cache.render(request('/old'))).toEqual({ status: 302, redirect: '/new' });
    expect(await cache.render(request('/account'))).toBeNull();
  });
});

describe('a rendered page served by the app', () => {
  const dist = mkdtempSync(join(tmpdir(), 'oja-ssr-'));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html lang="en"><body><div id="root"></div></body></html>',
  );
  // Larger than the compress middleware's 1 KB threshold, as every real page is.
  const home = `<!doctype html><html lang="en"><body>${'<p>Oja, pay small small</p>'.repeat(200)}</body></html>`;
  // The page the data saver gets (the renderer marks it; web's server-document.ts).
  const lighterHome = home.replace('<html lang="en">', '<html lang="en" data-save-data="on">');
  const missing = `<!doctype html><html lang="en"><body>${'<p>Page not found</p>'.repeat(100)}</body></html>`;
  let renders = 0;
  const app = createApp({
    // Pages never reach the database: the renderer here asks nothing of the API.
    db: {} as Database,
    imagesDir: dist,
    webDistDir: dist,
    webRenderer: cachedRenderer({
      render: async ({ url, dataSaver }) => {
        renders++;
        if (url !== '/') return { status: 404, html: missing };
        return { status: 200, html: dataSaver ? lighterHome : home };
      },
    }),
  });
  const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });

  /** Counts the CompressionStreams made (the compress middleware makes one per answer it compresses). */
  let compressionStreams = 0;
  const Original = globalThis.CompressionStream;
  vi.stubGlobal(
    'CompressionStream',
    class extends Original {
      constructor(format: CompressionFormat) {
        super(format);
        compressionStreams++;
      }
    },
  );
  afterAll(() => vi.unstubAllGlobals());
  afterEach(() => {
    compressionStreams = 0;
  });

  it('renders and compresses a page once: brotli, gzip and plain answers are the same HTML', async () => {
    renders = 0;
    const br = await get('/', { 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await get('/', { 'accept-encoding': 'gzip, deflate' });
    const plain = await get('/');
    expect(renders).toBe(1);
    expect(compressionStreams).toBe(0);

    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString('utf8')).toBe(home);
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString('utf8')).toBe(home);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(home);

    const etag = br.headers.get('etag');
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    for (const answer of [br, gzip, plain]) {
      expect(answer.headers.get('etag')).toBe(etag);
      expect(answer.headers.get('cache-control')).toBe(PAGE_CACHE_CONTROL);
      // A browser keeps no stale page to show after a deploy; only a CDN may serve one while it refetches.
      expect(answer.headers.get('cache-control')).not.toMatch(/stale-while-revalidate/);
      expect(answer.headers.get('cdn-cache-control')).toMatch(/stale-while-revalidate=300/);
      expect(answer.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
      // The security headers are on pages as on everything else.
      expect(answer.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
    }
  });

  it('answers 304 with no body to an If-None-Match that names its ETag', async () => {
    const etag = (await get('/')).headers.get('etag') as string;
    for (const ifNoneMatch of [etag, etag.replace(/^W\//, ''), `"other", ${etag}`, '*']) {
      const revalidated = await get('/', { 'if-none-match': ifNoneMatch, 'accept-encoding': 'gzip, br' });
      expect(revalidated.status).toBe(304);
      expect(await revalidated.text()).toBe('');
      expect(revalidated.headers.get('etag')).toBe(etag);
      expect(revalidated.headers.get('cache-control')).toBe(PAGE_CACHE_CONTROL);
      expect(revalidated.headers.get('content-encoding')).toBeNull();
    }
    const other = await get('/', { 'if-none-match': 'W/"another-page"' });
    expect(other.status).toBe(200);
    expect(await other.text()).toBe(home);
    expect(compressionStreams).toBe(0);
  });

  it('keeps a 404 page 404, compressed the same way', async () => {
    const gzip = await get('/no-such-page', { 'accept-encoding': 'gzip' });
    expect(gzip.status).toBe(404);
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gzip.headers.get('cache-control')).toBe(PAGE_CACHE_CONTROL);
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString('utf8')).toBe(missing);
    const br = await get('/no-such-page', { 'accept-encoding': 'br' });
    expect(br.status).toBe(404);
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString('utf8')).toBe(missing);
    expect(compressionStreams).toBe(0);
  });

  it("renders the data saver's page for Save-Data: on (shared caches key it by the header) and for the switch's cookie (this browser's alone)", async () => {
    renders = 0;
    const plain = await get('/');
    expect(await plain.text()).toBe(home);
    expect(plain.headers.get('vary')).toMatch(/save-data/i);
    expect(plain.headers.get('vary')).not.toMatch(/cookie/i);

    const byHeader = await get('/', { 'save-data': 'on' });
    expect(await byHeader.text()).toBe(lighterHome);
    expect(byHeader.headers.get('cache-control')).toBe(PAGE_CACHE_CONTROL);
    expect(byHeader.headers.get('vary')).toMatch(/save-data/i);
    expect(byHeader.headers.get('etag')).not.toBe(plain.headers.get('etag'));

    const bySwitch = await get('/', { cookie: 'oja_data_saver=on' });
    expect(await bySwitch.text()).toBe(lighterHome);
    expect(bySwitch.headers.get('cache-control')).toBe('private, max-age=0');
    expect(bySwitch.headers.get('vary')).toMatch(/cookie/i);

    // The switch off, or another value: the ordinary page. Both pages are kept: the ordinary one since the
    // tests above, the data saver's rendered once for the header and the switch.
    expect(await (await get('/', { cookie: 'oja_data_saver=off' })).text()).toBe(home);
    expect(renders).toBe(1);
  });
});
