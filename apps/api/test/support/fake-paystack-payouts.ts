import type { IncomingMessage } from 'node:http';
import { FAKE_SECRET_KEY } from './fake-paystack.ts';
import { type FakeAnswer, startJsonFake } from './json-fake-server.ts';

/** How the next call goes wrong: 'lost-answer' does what was asked and never answers. */
type Failure = 'server-error' | 'timeout' | 'not-json' | 'malformed' | 'lost-answer' | 'none';

/** The fake's bank accounts: account number → holder (any bank code of three to six digits holds them). */
const ACCOUNTS: Record<string, string> = {
  '0123456789': 'JUMOKE ADEBAYO',
  '2000000001': 'EMEKA EZE',
};

/**
 * A local stand-in for Paystack's Transfers API as its documentation describes it (no network), with the card
 * fake's secret key (401 'Invalid key' otherwise):
 * - GET /bank/resolve?account_number&bank_code: the holder's account_name, or 422 'Could not resolve account
 *   name. Check parameters or try again.';
 * - POST /transferrecipient { type: 'nuban', name, account_number, bank_code, currency }: a recipient_code
 *   (the same one for an account it has), 400 for another type or an account no bank holds;
 * - POST /transfer { source: 'balance', amount, recipient, reference, reason, currency }: 'pending' with a
 *   transfer_code; 400 'Duplicate Transfer Reference' for a reference it has, 400 for an unknown recipient,
 *   a reference outside lowercase letters, digits, - and _ (16 to 50), or an amount that is not whole kobo;
 * - GET /transfer/verify/:reference: the transfer, or 404 'Transfer not found'.
 * The test plays the bank with `settle` (success, failed with a reason, or reversed) and breaks the next
 * calls with `failNext`.
 */
export async function startFakePaystackPayouts() {
  const recipients = new Map<string, { code: string; accountNumber: string; name: string }>();
  const transfers = new Map<string, Record<string, unknown>>();
  const requests: Array<{ method: string; path: string; body: unknown }> = [];
  const failures: Failure[] = [];
  let nextId = 1;

  const json = (status: number, payload: unknown): FakeAnswer => ({ status, body: JSON.stringify(payload) });

  async function answer(request: IncomingMessage): Promise<FakeAnswer> {
    const body = await readJson(request);
    const method = request.method ?? '';
    const path = request.url ?? '/';
    requests.push({ method, path, body });
    const failure = failures.shift();
    if (failure === 'timeout') return { status: 0, body: '' };
    if (failure === 'server-error') return json(500, { status: false, message: 'An error occurred' });
    if (failure === 'malformed')
      return json(200, { status: true, message: 'Transfer has been queued', data: {} });
    if (failure === 'not-json') return { status: 502, body: '<html><body>502 Bad Gateway</body></html>' };
    if (request.headers.authorization !== `Bearer ${FAKE_SECRET_KEY}`) {
      return json(401, { status: false, message: 'Invalid key' });
    }
    const done = handle(method, new URL(path, 'http://fake'), body);
    return failure === 'lost-answer' ? { status: 0, body: '' } : done;
  }

  function handle(method: string, url: URL, body: unknown): FakeAnswer {
    const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
    if (method === 'GET' && url.pathname === '/bank/resolve') {
      const accountNumber = url.searchParams.get('account_number') ?? '';
      const name = ACCOUNTS[accountNumber];
      if (!name || !/^\d{3,6}$/.test(url.searchParams.get('bank_code') ?? '')) {
        return json(422, {
          status: false,
          message: 'Could not resolve account name. Check parameters or try again.',
        });
      }
      return json(200, {
        status: true,
        message: 'Account number resolved',
        data: { account_number: accountNumber, account_name: name, bank_id: 9 },
      });
    }
    if (method === 'POST' && url.pathname === '/transferrecipient') {
      const accountNumber = String(fields.account_number ?? '');
      if (fields.type !== 'nuban' || !ACCOUNTS[accountNumber] || typeof fields.name !== 'string') {
        return json(400, { status: false, message: 'Cannot resolve account' });
      }
      const known = recipients.get(accountNumber) ?? {
        code: `RCP_${(nextId++).toString(36).padStart(12, '0')}`,
        accountNumber,
        name: fields.name,
      };
      recipients.set(accountNumber, known);
      return json(201, {
        status: true,
        message: 'Transfer recipient created successfully',
        data: { active: true, recipient_code: known.code, type: 'nuban', name: known.name, currency: 'NGN' },
      });
    }
    if (method === 'POST' && url.pathname === '/transfer') {
      const reference = String(fields.reference ?? '');
      const amount = fields.amount;
      if (!/^[a-z0-9_-]{16,50}$/.test(reference)) {
        return json(400, { status: false, message: 'Invalid transfer reference' });
      }
      if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0) {
        return json(400, { status: false, message: 'Invalid amount' });
      }
      if (transfers.has(reference))
        return json(400, { status: false, message: 'Duplicate Transfer Reference' });
      if (![...recipients.values()].some((r) => r.code === fields.recipient)) {
        return json(400, { status: false, message: 'Recipient specified is invalid' });
      }
      const transfer = {
        reference,
        amount,
        currency: 'NGN',
        source: 'balance',
        reason: fields.reason,
        recipient: fields.recipient,
        status: 'pending',
        transfer_code: `TRF_${(nextId++).toString(36).padStart(10, '0')}`,
      };
      transfers.set(reference, transfer);
      return json(200, { status: true, message: 'Transfer has been queued', data: transfer });
    }
    const verify = /^\/transfer\/verify\/(.+)$/.exec(url.pathname);
    if (method === 'GET' && verify) {
      const transfer = transfers.get(decodeURIComponent(verify[1] ?? ''));
      if (!transfer) return json(404, { status: false, message: 'Transfer not found' });
      return json(200, { status: true, message: 'Transfer retrieved', data: transfer });
    }
    return json(404, { status: false, message: 'Not found' });
  }

  const server = await startJsonFake(answer);
  return {
    baseUrl: server.url,
    requests,
    /** The receiving bank's word on a transfer: paid, failed (with its reason), or paid and returned. */
    settle(reference: string, status: 'success' | 'failed' | 'reversed', reason?: string) {
      const transfer = transfers.get(reference);
      if (!transfer) throw new Error(`no transfer ${reference}`);
      transfer.status = status;
      if (reason) transfer.gateway_response = reason;
    },
    failNext(...next: Failure[]) {
      failures.push(...next);
    },
    close: server.stop,
  };
}

export type FakePaystackPayouts = Awaited<ReturnType<typeof startFakePaystackPayouts>>;

async function readJson(request: IncomingMessage): Promise<unknown> {
  let text = '';
  for await (const chunk of request) text += chunk;
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
