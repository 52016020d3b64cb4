import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentProviderError } from '../src/payments/card-payments.ts';
import { PaystackSettlementReports } from '../src/payments/paystack-settlements.ts';
import { adminCalls } from './admin-app.ts';
import { createCheckoutApp } from './checkout-app.ts';
import { type FakeAnswer, startJsonFake } from './support/json-fake-server.ts';

/**
 * The Paystack settlement report against a local fake written from Paystack's documentation: `GET
 * /settlement` (from, to, perPage, page; `meta.pageCount`) lists the settlements paid out, `GET
 * /settlement/:id/transactions` the transactions each holds (reference, amount in kobo, paid_at), every call
 * with the secret key as a bearer token. The report of a day is the transactions paid on it (Lagos time),
 * whichever settlement holds them; failures are the provider's: no answer, an error, a list that is not one.
 */
const KEY = 'sk_test_settlements';
/** How the next call goes wrong; 'none' answers as usual (to fail a later call of a sequence). */
type Failure = 'none' | 'server-error' | 'not-json' | 'refused' | 'malformed' | 'timeout';

const SETTLEMENTS = [
  { id: 501, settlement_date: '2030-01-02T09:00:00.000Z', status: 'success' },
  { id: 502, settlement_date: '2030-01-03T09:00:00.000Z', status: 'success' },
];
const TRANSACTIONS: Record<string, Array<Record<string, unknown>>> = {
  // 1 January in Lagos runs from 31 December 23:00 UTC to 1 January 23:00 UTC.
  '501': [
    { reference: 'EARLY', amount: 100, paid_at: '2029-12-31T22:30:00.000Z' },
    { reference: 'MIDNIGHT', amount: 200, paid_at: '2029-12-31T23:30:00.000Z' },
    ...Array.from({ length: 150 }, (_, n) => ({
      reference: `BULK-${n}`,
      amount: 1000 + n,
      paid_at: '2030-01-01T12:00:00.000Z',
    })),
  ],
  '502': [
    { reference: 'LATE', amount: 300, paidAt: '2030-01-01T22:59:00.000Z' },
    { reference: 'NEXT-DAY', amount: 400, paid_at: '2030-01-01T23:10:00.000Z' },
  ],
};

const failures: Failure[] = [];
const requests: string[] = [];
let fake: Awaited<ReturnType<typeof startJsonFake>>;

function page<T>(items: T[], url: URL) {
  const perPage = Number(url.searchParams.get('perPage') ?? 50);
  const at = Number(url.searchParams.get('page') ?? 1);
  return {
    status: true,
    message: 'Settlements retrieved',
    data: items.slice((at - 1) * perPage, at * perPage),
    meta: {
      total: items.length,
      perPage,
      page: at,
      pageCount: Math.max(1, Math.ceil(items.length / perPage)),
    },
  };
}

async function answer(request: IncomingMessage): Promise<FakeAnswer> {
  const url = new URL(request.url ?? '/', 'http://fake');
  requests.push(`${url.pathname}${url.search}`);
  const json = (status: number, body: unknown) => ({ status, body: JSON.stringify(body) });
  if (request.headers.authorization !== `Bearer ${KEY}`)
    return json(401, { status: false, message: 'Invalid key' });
  const failure = failures.shift();
  if (failure === 'timeout') return { status: 0, body: '' };
  if (failure === 'server-error') return json(500, { status: false, message: 'Internal error' });
  if (failure === 'not-json') return { status: 502, body: '<html>Bad gateway</html>' };
  if (failure === 'refused') return json(400, { status: false, message: 'Invalid date' });
  if (failure === 'malformed')
    return json(200, { status: true, data: [{ reference: 'X', amount: 'a lot' }] });
  if (url.pathname === '/settlement') {
    const from = Date.parse(url.searchParams.get('from') ?? '');
    const to = Date.parse(url.searchParams.get('to') ?? '');
    const within = SETTLEMENTS.filter((s) => {
      const at = Date.parse(s.settlement_date);
      return at >= from && at < to;
    });
    return json(200, page(within, url));
  }
  const match = /^\/settlement\/(\d+)\/transactions$/.exec(url.pathname);
  const transactions = match ? TRANSACTIONS[match[1] ?? ''] : undefined;
  if (!transactions) return json(404, { status: false, message: 'Settlement not found' });
  return json(200, page(transactions, url));
}

beforeAll(async () => {
  fake = await startJsonFake(answer);
});
afterAll(async () => fake?.stop());

const reports = (timeoutMs = 2000) =>
  new PaystackSettlementReports({ secretKey: KEY, baseUrl: fake.url, timeoutMs });

describe('Paystack’s settlement report of a day', () => {
  it('is every settled transaction paid on the Lagos day, page after page, in kobo', async () => {
    requests.length = 0;
    const lines = await reports().paidOn('2030-01-01');
    expect(lines.map((line) => line.reference)).toEqual([
      'MIDNIGHT',
      ...Array.from({ length: 150 }, (_, n) => `BULK-${n}`),
      'LATE',
    ]);
    expect(lines[0]).toEqual({ reference: 'MIDNIGHT', amountKobo: 200, paidAt: '2029-12-31T23:30:00.000Z' });
    // Settlements of the day and the days after (T+1, weekends); each list read 100 at a time.
    expect(requests[0]).toMatch(/^\/settlement\?from=2029-12-31T23:00:00.000Z&to=.*&perPage=100&page=1$/);
    expect(requests).toContain('/settlement/501/transactions?perPage=100&page=2');
    expect(requests).not.toContain('/settlement/501/transactions?perPage=100&page=3');
  });

  it.each<Failure>(['server-error', 'not-json', 'refused', 'malformed', 'timeout'])(
    'is a PaymentProviderError when Paystack answers %s',
    async (failure) => {
      failures.push(failure);
      await expect(reports(300).paidOn('2030-01-01')).rejects.toBeInstanceOf(PaymentProviderError);
      failures.length = 0;
    },
  );

  it('refuses a settled transaction without a reference, a whole amount or a date', async () => {
    failures.push('none', 'malformed');
    await expect(reports().paidOn('2030-01-01')).rejects.toThrow(
      'Paystack listed a settled transaction without a reference, amount or date',
    );
    failures.length = 0;
  });
});

describe('the console when Paystack does not answer', () => {
  it('is a 503 and nothing is imported', async () => {
    const shop = await createCheckoutApp({ settlementReports: reports(5000) });
    try {
      const admin = adminCalls(shop);
      const owner = await admin.signIn(await admin.newStaff('owner'));
      failures.push('server-error');
      const answer = await admin.call('POST', '/admin/reconciliations/2030-01-01', {
        cookie: owner.cookie,
        csrf: owner.csrf,
        body: { source: 'provider' },
      });
      expect([answer.status, answer.body.message]).toEqual([
        503,
        'The payment provider did not answer. Try again in a few minutes.',
      ]);
      const read = await admin.call('GET', '/admin/reconciliations/2030-01-01', { cookie: owner.cookie });
      expect(read.status).toBe(404);
      // Paystack back: the same import works.
      const again = await admin.call('POST', '/admin/reconciliations/2030-01-01', {
        cookie: owner.cookie,
        csrf: owner.csrf,
        body: { source: 'provider' },
      });
      expect(again.status).toBe(200);
      expect((again.body.data as { counts: Record<string, number> }).counts['provider-only']).toBe(152);
    } finally {
      await shop.dispose();
    }
  });
});
