import { describe, expect, it } from 'vitest';
import { cachedRenderer, matchesEtag, pageEtag } from '../src/web-ssr.ts';

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
    expect(await first).toEqual({ status: 200, html: '<p>home</p>' });
    expect(await second).toEqual({ status: 200, html: '<p>home</p>' });
    clock = 4_999;
    await cache.render(request('/'));
    expect(slow.renders).toBe(1);
    clock = 5_000;
    const later = cache.render(request('/'));
    slow.finish('<p>home, later</p>');
    expect(await later).toEqual({ status: 200, html: '<p>home, later</p>' });
    expect(slow.renders).toBe(2);
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
    expect(await cache.render(request('/a'))).toEqual({ status: 200, html: 'https://oja.test/a' });
    expect(await cache.render({ ...request('/a'), origin: 'http://localhost:3000' })).toEqual({
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

describe("a page's ETag", () => {
  it('is the same for the same HTML, another for other HTML, and matches If-None-Match weakly or in a list', () => {
    const etag = pageEtag('<p>home</p>');
    expect(pageEtag('<p>home</p>')).toBe(etag);
    expect(pageEtag('<p>home!</p>')).not.toBe(etag);
    expect(matchesEtag(etag, etag)).toBe(true);
    expect(matchesEtag(etag.replace(/^W\//, ''), etag)).toBe(true);
    expect(matchesEtag(`"other", ${etag}`, etag)).toBe(true);
    expect(matchesEtag('"other"', etag)).toBe(false);
    expect(matchesEtag(undefined, etag)).toBe(false);
  });
});
