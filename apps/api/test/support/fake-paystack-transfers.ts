import type { IncomingMessage } from 'node:http';
import { signWebhook } from '../../src/payments/card-payments.ts';
import { FAKE_SECRET_KEY } from './fake-paystack.ts';
import { type FakeAnswer, startJsonFake } from './json-fake-server.ts';

/**
 * How the next call goes wrong (`failNext`): 'lost-answer' does what was asked and never answers (the
 * account exists, the client gave up waiting); 'none' answers as usual (to fail a later call of a sequence).
 */
type Failure = 'server-error' | 'timeout' | 'not-json' | 'malformed' | 'refused' | 'lost-answer' | 'none';

interface FakeCustomer {
  id: number;
  customer_code: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  dedicated_account: Record<string, unknown> | null;
}

/** Paystack's USSD types (`ussd.type`): GTBank, UBA, Sterling, Zenith. */
const USSD_TYPES = new Set(['737', '919', '822', '966']);
const PREFERRED_BANKS: Record<string, { name: string; id: number }> = {
  'wema-bank': { name: 'Wema Bank', id: 20 },
  'titan-paystack': { name: 'Paystack-Titan', id: 67 },
  'test-bank': { name: 'Test Bank', id: 24 },
};

/**
 * A local stand-in for Paystack's transfer and USSD APIs as its documentation describes them (no network),
 * beside the card and direct-debit fake (fake-paystack.ts), with the same secret key: bearer secret key on
 * every call (401 'Invalid key' otherwise). POST /charge with `bank_transfer` ({ account_expires_at }, an
 * ISO time; 30 minutes when absent) answers 'pending_bank_transfer' with account_number, account_name,
 * bank { slug, name, id } and account_expires_at; with `ussd` ({ type: '737' | '919' | '822' | '966' })
 * 'pay_offline' and a ussd_code; a reference used twice is refused ('Duplicate Transaction Reference'), as
 * is an amount that is not a positive whole number of kobo. POST /customer (email, first_name, last_name,
 * phone) makes a customer, or answers the one an email already has; GET /customer/:code answers it with its
 * `dedicated_account` (null until assigned; 404 'Customer not found'); POST /dedicated_account (customer: a
 * code, preferred_bank) assigns one. The test plays the bank with `notice` (a signed `charge.success`
 * webhook of a transfer) and makes the next calls fail with `failNext`.
 */
export async function startFakePaystackTransfers() {
  const charges = new Map<string, Record<string, unknown>>();
  const customers: FakeCustomer[] = [];
  const requests: Array<{ method: string; path: string; body: unknown }> = [];
  const failures: Failure[] = [];
  let nextAccount = 1_260_257_500;
  let nextId = 3_104_021_987;

  const json = (status: number, payload: unknown): FakeAnswer => ({ status, body: JSON.stringify(payload) });
  const newAccountNumber = () => String(++nextAccount);

  async function answer(request: IncomingMessage): Promise<FakeAnswer> {
    const body = await readJson(request);
    const method = request.method ?? '';
    const path = request.url ?? '/';
    requests.push({ method, path, body });
    const failure = failures.shift();
    if (failure === 'timeout') return { status: 0, body: '' };
    if (failure === 'server-error') return json(500, { status: false, message: 'An error occurred' });
    if (failure === 'refused') return json(400, { status: false, message: 'Charge attempt failed' });
    if (failure === 'malformed') return json(200, { status: true, message: 'Charge attempted', data: {} });
    if (failure === 'not-json') return { status: 502, body: '<html><body>502 Bad Gateway</body></html>' };
    if (request.headers.authorization !== `Bearer ${FAKE_SECRET_KEY}`) {
      return json(401, { status: false, message: 'Invalid key' });
    }
    const done = handle(method, path, body);
    return failure === 'lost-answer' ? { status: 0, body: '' } : done;
  }

  function handle(method: string, path: string, body: unknown): FakeAnswer {
    const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;

    if (method === 'POST' && path === '/charge') {
      const amount = Number(fields.amount);
      const reference = fields.reference;
      if (typeof fields.email !== 'string' || !Number.isSafeInteger(amount) || amount <= 0) {
        return json(400, { status: false, message: 'Invalid request' });
      }
      if (typeof reference !== 'string' || charges.has(reference)) {
        return json(400, { status: false, message: 'Duplicate Transaction Reference' });
      }
      const transfer = fields.bank_transfer as { account_expires_at?: unknown } | undefined;
      const ussd = fields.ussd as { type?: unknown } | undefined;
      if (transfer) {
        const expiresAt =
          typeof transfer.account_expires_at === 'string'
            ? transfer.account_expires_at
            : new Date(Date.now() + 30 * 60_000).toISOString();
        const data = {
          reference,
          status: 'pending_bank_transfer',
          display_text: 'Please make a transfer to the account specified',
          account_name: 'PAYSTACK CHECKOUT',
          account_number: newAccountNumber(),
          bank: { slug: 'test-bank', name: 'Test Bank', id: 24 },
          account_expires_at: expiresAt,
        };
        charges.set(reference, { ...data, amount, email: fields.email });
        return json(200, { status: true, message: 'Charge attempted', data });
      }
      if (ussd) {
        if (typeof ussd.type !== 'string' || !USSD_TYPES.has(ussd.type)) {
          return json(400, { status: false, message: 'Invalid USSD type' });
        }
        const code = `*${ussd.type}*${charges.size + 10}*${String(amount).slice(0, 4)}#`;
        const data = {
          reference,
          status: 'pay_offline',
          display_text: `Please dial ${code} on your mobile phone to complete the transaction`,
          ussd_code: code,
        };
        charges.set(reference, { ...data, amount, email: fields.email });
        return json(200, { status: true, message: 'Charge attempted', data });
      }
      return json(400, { status: false, message: 'No payment channel given' });
    }

    if (method === 'POST' && path === '/customer') {
      if (typeof fields.email !== 'string') return json(400, { status: false, message: 'Email is required' });
      let customer = customers.find((each) => each.email === fields.email);
      if (!customer) {
        customer = {
          id: 138_496_675 + customers.length,
          customer_code: `CUS_fake${customers.length + 1}`,
          email: fields.email,
          first_name: typeof fields.first_name === 'string' ? fields.first_name : null,
          last_name: typeof fields.last_name === 'string' ? fields.last_name : null,
          phone: typeof fields.phone === 'string' ? fields.phone : null,
          dedicated_account: null,
        };
        customers.push(customer);
      }
      return json(200, { status: true, message: 'Customer created', data: customerData(customer) });
    }

    const fetchCustomer = /^\/customer\/([^/?]+)$/.exec(path);
    if (method === 'GET' && fetchCustomer) {
      const code = decodeURIComponent(fetchCustomer[1] ?? '');
      const customer = customers.find((each) => each.customer_code === code || each.email === code);
      if (!customer) return json(404, { status: false, message: 'Customer not found' });
      return json(200, {
        status: true,
        message: 'Customer retrieved',
        data: { ...customerData(customer), dedicated_account: customer.dedicated_account },
      });
    }

    if (method === 'POST' && path === '/dedicated_account') {
      const customer = customers.find((each) => each.customer_code === fields.customer);
      if (!customer) return json(404, { status: false, message: 'Customer not found' });
      const bank = PREFERRED_BANKS[String(fields.preferred_bank)];
      if (!bank) return json(400, { status: false, message: 'Invalid preferred bank' });
      if (customer.dedicated_account) {
        return json(400, { status: false, message: 'Customer already has an active dedicated account' });
      }
      customer.dedicated_account = {
        id: nextId++,
        account_name: `OJA/${customer.first_name ?? ''} ${customer.last_name ?? ''}`.trim().toUpperCase(),
        account_number: newAccountNumber(),
        assigned: true,
        currency: 'NGN',
        active: true,
        bank: { ...bank, slug: String(fields.preferred_bank) },
      };
      return json(200, {
        status: true,
        message: 'NUBAN successfully created',
        data: { ...customer.dedicated_account, customer: customerData(customer) },
      });
    }
    return json(404, { status: false, message: 'Not found' });
  }

  const server = await startJsonFake(answer);

  return {
    baseUrl: server.url,
    requests,
    charges,
    customers,
    /**
     * A `charge.success` webhook of one transfer, as Paystack sends it: to a one-time account or a USSD charge
     * (`reference`) or to a standing account (`accountNumber`, channel dedicated_nuban); signed with the secret
     * key unless another is given. `id` is Paystack's id of the transfer (a new one unless given).
     */
    notice({
      reference,
      accountNumber,
      amount,
      paidAt = new Date(),
      channel = accountNumber ? 'dedicated_nuban' : 'bank_transfer',
      id = nextId++,
      secretKey = FAKE_SECRET_KEY,
    }: {
      reference?: string;
      accountNumber?: string;
      amount: number;
      paidAt?: Date;
      channel?: string;
      id?: number;
      secretKey?: string;
    }) {
      const rawBody = JSON.stringify({
        event: 'charge.success',
        data: {
          id,
          domain: 'test',
          status: 'success',
          reference: reference ?? `dva-${id}`,
          amount,
          gateway_response: 'Approved',
          paid_at: paidAt.toISOString(),
          channel,
          currency: 'NGN',
          authorization: {
            channel,
            card_type: 'transfer',
            brand: 'Managed Account',
            sender_bank_account_number: 'XXXXXXX553',
            ...(accountNumber
              ? { receiver_bank_account_number: accountNumber, receiver_bank: 'Test Bank' }
              : {}),
          },
          customer: { email: 'ada@example.com', customer_code: 'CUS_fake1' },
          metadata: accountNumber
            ? { receiver_account_number: accountNumber, receiver_bank: 'Test Bank' }
            : '',
        },
      });
      return { rawBody, signature: signWebhook(secretKey, rawBody), id };
    },
    /** The next calls (one per failure given) fail that way, whatever they ask. */
    failNext(...how: Failure[]) {
      failures.push(...how);
    },
    close: server.stop,
  };
}

function customerData(customer: FakeCustomer) {
  const { dedicated_account: _, ...data } = customer;
  return { ...data, integration: 412829, domain: 'test' };
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export type FakePaystackTransfers = Awaited<ReturnType<typeof startFakePaystackTransfers>>;
