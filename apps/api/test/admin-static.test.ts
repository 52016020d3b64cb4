import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import type { Database } from '../src/db/connect.ts';

/** Two builds as Vite writes them: the shop's (apps/web) and the console's (apps/admin, base /admin/). */
function build(files: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'oja-dist-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return dir;
}
const CONSOLE_PAGE =
  '<!doctype html><title>Oja console</title><script type="module" src="/admin/assets/index-c0ffee.js"></script>';
const web = build({ 'index.html': '<!doctype html><title>Oja</title>', 'assets/index-abc123.js': 'shop()' });
const admin = build({
  'index.html': CONSOLE_PAGE,
  'assets/index-c0ffee.js': 'console()',
  'assets/index-c0ffee.js.map': '{"version":3}',
});
afterAll(() => {
  rmSync(web, { recursive: true, force: true });
  rmSync(admin, { recursive: true, force: true });
});

describe('the operator console served under /admin', () => {
  // Static paths never reach the database.
  const app = createApp({ db: {} as Database, imagesDir: web, webDistDir: web, adminDistDir: admin });

  it.each(['/admin', '/admin/', '/admin/staff', '/admin/sign-in?next=%2Fadmin%2Fstaff', '/admin/setup'])(
    'answers %s with the console page, never cached, under the shop’s security headers',
    async (path) => {
      const response = await app.request(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await response.text()).toBe(CONSOLE_PAGE);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const csp = response.headers.get('content-security-policy') ?? '';
      // The console's bundle is a script and a stylesheet of this origin: 'self' allows them, nothing else.
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-frame-options')).toBe('DENY');
    },
  );

  it('serves its hashed assets for a year, as the shop’s', async () => {
    const response = await app.request('/admin/assets/index-c0ffee.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(await response.text()).toBe('console()');
  });

  it.each(['/admin/assets/index-c0ffee.js.map', '/admin/assets/missing.js', '/admin/..%2F..%2Fetc/passwd'])(
    'answers %s with 404 or the page, never the file outside or the map',
    async (path) => {
      const response = await app.request(path);
      const body = await response.text();
      expect(body).not.toContain('"version":3');
      expect(body).not.toContain('root:');
      if (path.startsWith('/admin/assets/')) expect(response.status).toBe(404);
    },
  );

  it('leaves the shop’s pages and the admin API alone', async () => {
    const shop = await app.request('/assets/index-abc123.js');
    expect(await shop.text()).toBe('shop()');
    const api = await app.request('/api/v1/admin/session');
    expect(api.headers.get('content-type')).toContain('application/json');
  });
});

describe('without a console build', () => {
  const app = createApp({ db: {} as Database, imagesDir: web, webDistDir: web });

  it('has no /admin page of its own: the shop’s pages never show the console', async () => {
    const response = await app.request('/admin/staff');
    expect(await response.text()).not.toContain('Oja console');
  });
});
