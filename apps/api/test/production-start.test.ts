import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEB_DIST_DIR } from '../src/paths.ts';
import { signWebhook } from '../src/payments/card-payments.ts';
import { SANDBOX_MANDATE_PATH } from '../src/payments/direct-debit-sandbox.ts';
import { SANDBOX_CARD_PATH, SANDBOX_SECRET_KEY } from '../src/payments/sandbox.ts';
import { METRICS_TOKEN, productionProviders } from './process/production-env.ts';
import { type RunningServer, startServer } from './process/server.ts';

/**
 * `OJA_MODE=production` with every setting an operator gives it, each provider pointing at its local fake: it
 * starts, serves the shop and its readiness, and nothing of the sandbox answers (no /dev routes, no sandbox
 * pages, no webhook signed with the sandbox's key). The web build must exist (turbo builds it before the API's
 * tests; alone: `npx turbo run build --filter=@oja/web`).
 */
let server: RunningServer;
let dataDir: string;
let providers: Awaited<ReturnType<typeof productionProviders>>;

beforeAll(async () => {
  if (!existsSync(join(WEB_DIST_DIR, 'index.html'))) {
    throw new Error(`No web build in ${WEB_DIST_DIR}: run npx turbo run build --filter=@oja/web first.`);
  }
  providers = await productionProviders();
  dataDir = mkdtempSync(join(tmpdir(), 'oja-production-'));
  server = await startServer({ ...providers.env, OJA_DATA_DIR: dataDir });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await providers?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const origin = () => `http://127.0.0.1:${server.port}`;

describe('production mode with every provider set', () => {
  it('starts with the real adapters, and says so', () => {
    const log = server.output();
    expect(log).toContain('Address verification: QoreID');
    expect(log).toContain('Credit bureau: Prembly');
    expect(log).toContain('SMS: Termii');
    expect(log).not.toMatch(/: sandbox/);
  });

  it('is ready (database, migrations, workers) and serves the shop', async () => {
    const ready = await fetch(`${origin()}/readyz`);
    expect(ready.status).toBe(200);
    const home = await fetch(`${origin()}/`);
    expect(home.status).toBe(200);
    const html = await home.text();
    expect(html).toContain('<html');
    // Rendered on the server, with the departments in it (no demo product: production seeds none), and no sandbox marker.
    expect(html).toMatch(/Phones|Electronics|Groceries/);
    expect(html).not.toContain('data-oja-exposed');
    const products = await fetch(`${server.api}/products/categories`);
    expect(products.status).toBe(200);
  });

  it('answers nothing of the sandbox: no /dev routes, no sandbox pages, no webhook signed with its key', async () => {
    for (const path of ['/api/v1/dev/outbox', '/api/v1/dev/clock', '/api/v1/dev/sms-outbox?phone=x']) {
      expect((await fetch(`${origin()}${path}`)).status, path).toBe(404);
    }
    expect((await fetch(`${origin()}/api/v1/dev/clock`, { method: 'POST' })).status).toBe(404);
    // The card sandbox's page (and its form's POST) and the bank's consent page are not there.
    for (const path of [`${SANDBOX_CARD_PATH}oja-ref-1`, `${SANDBOX_MANDATE_PATH}oja-ref-1`]) {
      const page = await fetch(`${origin()}${path}`);
      expect(await page.text(), path).not.toMatch(/sandbox/i);
      const post = await fetch(`${origin()}${path}`, { method: 'POST' });
      expect(post.status, path).toBeGreaterThanOrEqual(400);
    }
    const event = JSON.stringify({ event: 'charge.success', data: { reference: 'oja-ref-1' } });
    const forged = await fetch(`${server.api}/payment/paystack-webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-paystack-signature': signWebhook(SANDBOX_SECRET_KEY, event),
      },
      body: event,
    });
    expect(forged.status).toBe(401);
  });

  it('keeps /metrics behind its token', async () => {
    expect((await fetch(`${origin()}/metrics`)).status).toBe(401);
    const metrics = await fetch(`${origin()}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(metrics.status).toBe(200);
  });
});
