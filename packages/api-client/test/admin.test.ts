import { afterEach, describe, expect, it } from 'vitest';
import {
  ApiError,
  adminCancelOrder,
  adminDecideRefund,
  adminEndStaffSessions,
  adminInviteStaff,
  adminQueryKeys,
  adminRecordReturn,
  adminRefundOrder,
  adminRefundsQueryOptions,
  adminSessionQueryOptions,
  adminSignIn,
  adminSignOut,
  adminStaffQueryOptions,
  adminStaffSetup,
  adminUpdateStaff,
  createAdminApiClient,
} from '../src/index';
import { json, startServer } from './echo-server';

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (closers.length) await closers.pop()?.();
});

interface Seen {
  method: string;
  url: string;
  auth: string | undefined;
  csrf: string | undefined;
  credentials: RequestCredentials | undefined;
  body: unknown;
}

/** A loopback server that records each request (and the credentials mode the client asked for). */
async function serving(status: number, answer: unknown) {
  const seen: Seen[] = [];
  const credentials: RequestCredentials[] = [];
  const s = await startServer((req, res) => {
    let text = '';
    req.on('data', (chunk) => {
      text += chunk;
    });
    req.on('end', () => {
      seen.push({
        method: req.method ?? '',
        url: req.url ?? '',
        auth: req.headers.authorization,
        csrf: req.headers['x-csrf-token'] as string | undefined,
        credentials: credentials.at(-1),
        body: text ? JSON.parse(text) : undefined,
      });
      json(res, status, answer);
    });
  });
  closers.push(s.close);
  const client = createAdminApiClient({
    baseUrl: s.baseUrl,
    fetch: (input, init) => {
      credentials.push((input as Request).credentials);
      return globalThis.fetch(input, init);
    },
  });
  return { client, seen };
}

const ok = (message: string, data?: unknown) => ({ success: true, message, ...(data ? { data } : {}) });
const member = {
  staffId: 's1',
  email: 'ada@oja.test',
  name: 'Ada',
  role: 'owner',
  active: true,
  setUp: true,
};
const session = { staff: member, permissions: ['staff:manage'], csrfToken: 'csrf-1' };

describe('the console’s client', () => {
  it('signs in with the staff cookie on same-origin calls only, and never a shopper’s token', async () => {
    const { client, seen } = await serving(200, ok('Signed in', session));
    const body = { email: 'ada@oja.test', password: 'pw', code: '123456' };
    expect(await adminSignIn(client, body)).toEqual(session);
    expect(seen).toEqual([
      {
        method: 'POST',
        url: '/api/v1/admin/session',
        auth: undefined,
        csrf: undefined,
        credentials: 'same-origin',
        body,
      },
    ]);
  });

  it('sends the session’s CSRF token with every write', async () => {
    const { client, seen } = await serving(200, ok('done', member));
    await adminSignOut(client, 'csrf-1');
    await adminInviteStaff(client, 'csrf-1', { email: 'bo@oja.test', name: 'Bo', role: 'support' });
    await adminUpdateStaff(client, 'csrf-1', 's 2', { active: false });
    await adminEndStaffSessions(client, 'csrf-1', 's2');
    expect(seen.map(({ method, url, csrf }) => [method, url, csrf])).toEqual([
      ['DELETE', '/api/v1/admin/session', 'csrf-1'],
      ['POST', '/api/v1/admin/staff', 'csrf-1'],
      ['PATCH', '/api/v1/admin/staff/s%202', 'csrf-1'],
      ['DELETE', '/api/v1/admin/staff/s2/sessions', 'csrf-1'],
    ]);
  });

  it('returns, refunds, cancels and decides with the CSRF token, answering the server’s message and the order', async () => {
    const order = { orderNumber: 'OJA-AB12CD34' };
    const { client, seen } = await serving(201, ok('Refund of ₦5,000 queued', order));
    const refunded = await adminRefundOrder(client, 'csrf-1', 'OJA-AB12CD34', {
      amountKobo: 500_000,
      reason: 'The remote was missing',
      returnId: '7',
    });
    expect(refunded).toEqual({ message: 'Refund of ₦5,000 queued', order });
    await adminRecordReturn(client, 'csrf-1', 'OJA-AB12CD34', { reason: 'damaged', note: '' });
    await adminCancelOrder(client, 'csrf-1', 'OJA-AB12CD34', 'The shopper asked to cancel');
    await adminDecideRefund(client, 'csrf-1', '12', 'approve');
    expect(seen.map(({ method, url, csrf, body }) => [method, url, csrf, body])).toEqual([
      [
        'POST',
        '/api/v1/admin/orders/OJA-AB12CD34/refunds',
        'csrf-1',
        { amountKobo: 500_000, reason: 'The remote was missing', returnId: '7' },
      ],
      ['POST', '/api/v1/admin/orders/OJA-AB12CD34/returns', 'csrf-1', { reason: 'damaged', note: '' }],
      [
        'POST',
        '/api/v1/admin/orders/OJA-AB12CD34/cancel',
        'csrf-1',
        { reason: 'The shopper asked to cancel' },
      ],
      ['POST', '/api/v1/admin/refunds/12/decision', 'csrf-1', { decision: 'approve' }],
    ]);
  });

  it('asks for a page of refunds by its filters under the registry’s key; a refusal is an ApiError', async () => {
    const page = { awaiting: [], refunds: [], total: 0, page: 2, pageSize: 25 };
    const { client, seen } = await serving(200, ok('Refunds', page));
    const options = adminRefundsQueryOptions(client, { status: 'failed', page: 2 });
    expect(options.queryKey).toEqual(adminQueryKeys.refunds({ status: 'failed', page: 2 }));
    expect(await options.queryFn?.({ signal: new AbortController().signal } as never)).toEqual(page);
    expect(seen[0]?.url).toBe('/api/v1/admin/refunds?status=failed&page=2');
    const refused = await serving(409, { success: false, message: 'This refund is already approved.' });
    const decided = adminDecideRefund(refused.client, 'csrf-1', '12', 'approve');
    await expect(decided).rejects.toBeInstanceOf(ApiError);
    await expect(decided).rejects.toMatchObject({ message: 'This refund is already approved.' });
    expect(refused.seen).toHaveLength(1);
  });

  it('asks for the session and the staff under the registry’s keys; a 401 is an ApiError, not retried', async () => {
    const { client } = await serving(401, { success: false, message: 'Session expired or invalid' });
    const options = adminSessionQueryOptions(client);
    expect(options.queryKey).toEqual(adminQueryKeys.session);
    expect(options.retry).toBe(false);
    expect(adminStaffQueryOptions(client).queryKey).toEqual(adminQueryKeys.staff);
    const signal = new AbortController().signal;
    const failure = await (options.queryFn as (c: { signal: AbortSignal }) => Promise<unknown>)({
      signal,
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 401, message: 'Session expired or invalid' });
  });

  it('sets up an invited account and answers the secret once', async () => {
    const data = { staff: member, totpSecret: 'ABCD', totpUri: 'otpauth://totp/x?secret=ABCD' };
    const { client, seen } = await serving(200, ok('Account set up', data));
    expect(await adminStaffSetup(client, { token: 't', password: 'P4ss-word!' })).toEqual(data);
    expect(seen[0]?.body).toEqual({ token: 't', password: 'P4ss-word!' });
  });
});
