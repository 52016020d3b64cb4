import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { createSession } from '../src/auth/sessions.ts';
import { orders, users } from '../src/db/schema.ts';
import { deliverMessages } from '../src/messages/deliver.ts';
import { OutboxEmailSender } from '../src/messages/outbox.ts';
import { SandboxEmailTransport } from '../src/messages/transport.ts';
import { WEB_DIST_DIR, WEB_RENDERER_FILE } from '../src/paths.ts';
import { SIGNATURE_HEADER } from '../src/payments/card-payments.ts';
import { SandboxCardPayments } from '../src/payments/sandbox.ts';
import { httpWebhookDelivery } from '../src/payments/sandbox-webhooks.ts';
import { SandboxCreditBureau } from '../src/verification/credit-bureau.ts';
import { cachedRenderer, loadWebRenderer } from '../src/web-ssr.ts';
import { parsePrometheusText, type Sample, sampleValue } from './support/prometheus-text.ts';
import { createTestDatabase } from './test-database.ts';

/** A seeded product sold for full payment only (packages/catalogue): Binatone standing fan. */
const FAN = 'OJA-HAP-005';
/** The card sandbox's card that is approved at once. */
const SUCCESS_CARD = '4084084084084081';

/**
 * The shop as it runs: the API with the web app's real server renderer (its build: the route manifest's
 * names), emails through the outbox and the message worker, and the card sandbox delivering its webhooks over
 * HTTP to the shop's own endpoint, all served on a real port and spoken to over HTTP.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let server: ReturnType<typeof createAdaptorServer>;
let origin = '';
let clock = Date.parse('2030-01-01T09:00:00Z');
const now = () => clock;
let cardPayments: SandboxCardPayments;

beforeAll(async () => {
  database = await createTestDatabase({ catalogue: true });
  const renderer = await loadWebRenderer(WEB_RENDERER_FILE, WEB_DIST_DIR);
  if (!renderer) {
    throw new Error(`No web build in ${WEB_DIST_DIR}: run npx turbo run build --filter=@oja/web first.`);
  }
  cardPayments = new SandboxCardPayments({
    db: database.db,
    now,
    lateDeliveryMs: 40,
    retryDelaysMs: [10, 20, 40],
    log: () => undefined,
    deliver: (body, headers) =>
      httpWebhookDelivery(`${origin}/api/v1/payment/paystack-webhook`)(body, headers),
  });
  const app = createApp({
    db: database.db,
    imagesDir: database.dataDir,
    webDistDir: WEB_DIST_DIR,
    webRenderer: cachedRenderer(renderer),
    now,
    email: new OutboxEmailSender(database.db, 'sandbox', now),
    cardPayments,
    creditBureau: new SandboxCreditBureau(() => undefined),
  });
  server = createAdaptorServer({ fetch: app.fetch });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await cardPayments?.idle();
  await new Promise((resolve) => server?.close(resolve));
  await database?.dispose();
});

async function scrape(): Promise<Sample[]> {
  const answer = await fetch(`${origin}/metrics`);
  expect(answer.status).toBe(200);
  return parsePrometheusText(await answer.text()).samples;
}

async function api(method: 'GET' | 'POST' | 'PATCH', path: string, token: string, body?: unknown) {
  const answer = await fetch(`${origin}/api/v1${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await answer.json();
  if (answer.status >= 300) throw new Error(`${method} ${path} answered ${answer.status}: ${json.message}`);
  return json;
}

/** A shopper with a live session (signing up is tested elsewhere) and a Lagos delivery address. */
async function shopper() {
  const [user] = await database.db
    .insert(users)
    .values({
      userId: randomUUID(),
      email: 'metrics.buyer@example.com',
      phoneNumber: '+2348031234567',
      firstName: 'Ada',
      passwordHash: 'not-used',
      isEmailVerified: true,
      createdAt: new Date(clock),
    })
    .returning();
  if (!user) throw new Error('no user');
  const token = await createSession(database.db, user.id, clock);
  const added = await api('POST', '/user/add-delivery-address', token, {
    streetAddress: '5 Bode Thomas Street, Surulere',
    state: 'Lagos state',
  });
  return { token, addressId: added.data.addressData.id as string };
}

describe('GET /metrics after a card purchase in the sandbox', () => {
  it('shows the payment started and settled by the webhook, the webhooks by verdict, the settlement decision, the email queued then sent, and the pages by their manifest names', async () => {
    const before = await scrape();
    const moved = (after: Sample[], name: string, labels: Record<string, string>) =>
      sampleValue(after, name, labels) - sampleValue(before, name, labels);

    // The shopper looks at the product's page (rendered by the server), then buys it with a card.
    const { token, addressId } = await shopper();
    const { data } = await api('GET', `/products/get-single-product/${FAN}`, token);
    const product = data.product;
    const productPage = `/${product.produtCategory.parent_category.slug}/${product.produtCategory.slug}/${FAN}/${product.slug}`;
    const page = await fetch(`${origin}${productPage}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(product.productName);
    expect((await fetch(`${origin}/no/such/page/in/the/shop`)).status).toBe(404);
    const asset = /(?:src|href)="(\/assets\/[^"]+)"/.exec(await (await fetch(`${origin}/`)).text())?.[1];
    expect(asset).toBeDefined();
    expect((await fetch(`${origin}${asset}`)).status).toBe(200);

    await api('POST', '/cart/add-to-cart', token, {
      productID: FAN,
      quantity: 1,
      selectedPaymentPlan: 'full',
    });
    const placed = await api('POST', '/orders/create-paystack-order', token, {
      deliveryAddressId: addressId,
      shippingOption: 'standard',
    });
    const reference = placed.data.paystack_config.reference as string;
    const paid = await fetch(`${origin}/sandbox/card/${encodeURIComponent(reference)}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ cardNumber: SUCCESS_CARD, expiry: '12/30', cvv: '408' }).toString(),
    });
    expect(paid.status).toBe(303);
    // The shopper never comes back to the shop: the provider's webhook (a first copy, a duplicate and a late
    // copy, over HTTP) settles the payment.
    await cardPayments.idle();
    const [order] = await database.db.select().from(orders).where(eq(orders.publicId, placed.data.order.id));
    expect(order?.status).toBe('paid');
    // Someone posts a forged event: refused, and counted as such.
    const forged = await fetch(`${origin}/api/v1/payment/paystack-webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: 'f'.repeat(128) },
      body: JSON.stringify({ event: 'charge.success', data: { reference } }),
    });
    expect(forged.status).toBe(401);

    // The confirmation email waits in the outbox until the message worker delivers it.
    clock += 5 * 60_000;
    const waiting = await scrape();
    expect(moved(waiting, 'oja_card_payments_started_total', { provider: 'sandbox' })).toBe(1);
    expect(
      moved(waiting, 'oja_card_payments_settled_total', { purpose: 'first-payment', outcome: 'paid' }),
    ).toBe(1);
    expect(moved(waiting, 'oja_webhooks_total', { webhook: 'card-charge', verdict: 'accepted' })).toBe(1);
    expect(
      moved(waiting, 'oja_webhooks_total', { webhook: 'card-charge', verdict: 'duplicate' }),
    ).toBeGreaterThanOrEqual(1);
    expect(moved(waiting, 'oja_webhooks_total', { webhook: 'card', verdict: 'bad-signature' })).toBe(1);
    // Judged at least once: on PostgreSQL the first copy and its duplicate may both ask the provider and
    // both be judged 'pay' at once; the payment is still settled once (above).
    expect(
      moved(waiting, 'oja_settlement_decisions_total', { purpose: 'first-payment', decision: 'pay' }),
    ).toBeGreaterThanOrEqual(1);
    expect(moved(waiting, 'oja_emails_total', { outcome: 'queued' })).toBeGreaterThanOrEqual(1);
    expect(moved(waiting, 'oja_emails_total', { outcome: 'sent' })).toBe(0);
    expect(sampleValue(waiting, 'oja_outbox_messages', { channel: 'email' })).toBeGreaterThanOrEqual(1);
    expect(
      sampleValue(waiting, 'oja_outbox_oldest_message_age_seconds', { channel: 'email' }),
    ).toBeGreaterThanOrEqual(300);

    const delivered = await deliverMessages({
      db: database.db,
      email: new SandboxEmailTransport(database.db, now, () => undefined),
      now,
    });
    expect(delivered.sent).toBeGreaterThanOrEqual(1);
    const after = await scrape();
    expect(moved(after, 'oja_emails_total', { outcome: 'sent' })).toBe(delivered.sent);
    expect(sampleValue(after, 'oja_outbox_messages', { channel: 'email' })).toBe(0);
    expect(sampleValue(after, 'oja_outbox_oldest_message_age_seconds', { channel: 'email' })).toBe(0);
    expect(sampleValue(after, 'oja_ready')).toBe(1);

    // Pages are counted by their route manifest's name, files as 'static'; never by a path.
    const request = (route: string, status: string) =>
      moved(after, 'oja_http_requests_total', { method: 'GET', route, status });
    expect(request('page:product', '200')).toBe(1);
    expect(request('page:home', '200')).toBe(1);
    expect(request('page:not-found', '404')).toBe(1);
    expect(request('static', '200')).toBeGreaterThanOrEqual(1);
    const routes = after.flatMap((s) => (s.labels.route ? [s.labels.route] : []));
    expect(routes.filter((route) => route.includes(FAN) || route.includes('no/such'))).toEqual([]);
    expect(sampleValue(after, 'oja_http_requests_total', { route: 'unmatched', status: '200' })).toBe(0);
  });
});
