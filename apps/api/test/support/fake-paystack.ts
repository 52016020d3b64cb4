import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signWebhook } from '../../src/payments/card-payments.ts';

export const FAKE_SECRET_KEY = 'sk_test_fake_paystack';
export const FAKE_PUBLIC_KEY = 'pk_test_fake_paystack';

interface FakeTransaction {
  /** Paystack's own id of the transaction. */
  id: number;
  reference: string;
  amount: number;
  currency: string;
  email: string;
  callback_url: string;
  status: string;
  gateway_response: string | null;
  paid_at: string | null;
}

interface FakeAuthorization {
  reference: string;
  email: string;
  callback_url: string;
  access_code: string;
  /** Paystack's code for the authorization, made when it starts; charged once active. */
  authorization_code: string;
  active: boolean;
  /** Set by the bank's approval (`approve`). */
  bank: string | null;
  account_name: string | null;
  last4: string | null;
}

interface FakeRefund {
  id: number;
  /** The refunded transaction's id. */
  transaction: number;
  amount: number;
  currency: string;
  merchant_note: string | null;
  customer_note: string | null;
  /** 'pending' when created; the test moves it on with `settleRefund`. */
  status: string;
  createdAt: string;
}

/**
 * How the next call goes wrong (`failNext`): 'lost-answer' does what was asked and never answers (the
 * refund exists, the client gave up waiting).
 */
type Failure = 'server-error' | 'timeout' | 'not-json' | 'refused' | 'malformed' | 'lost-answer';

/**
 * A local stand-in for Paystack's API, as its documentation describes it (no network): bearer secret key on
 * every call; POST /transaction/initialize (email, amount in kobo as a string or number, currency,
 * reference, callback_url; a reference used twice is refused); GET /transaction/verify/:reference
 * (400 'Transaction reference not found' for an unknown one). Direct debit: POST
 * /customer/authorization/initialize (email, channel 'direct_debit', callback_url → a redirect_url and a
 * reference of its own making), GET /customer/authorization/verify/:reference (active false until the bank
 * approves; 400 'Authorization not found' for an unknown one), POST /customer/authorization/deactivate
 * (authorization_code), POST /transaction/charge_authorization (authorization_code of an active authorization,
 * email, amount in kobo as a string, currency, reference; a reference used twice is refused; the outcome is
 * `debitOutcome`'s, else success), verified like any transaction. Refunds: POST /refund (transaction: a
 * reference or id of a successful transaction, amount in kobo, defaulting to what is left, currency,
 * merchant_note, customer_note → a 'pending' refund; 400 'Transaction has been fully reversed' once nothing is
 * left, 400 when more is asked than is left; nothing dedupes a second refund, as on Paystack), GET /refund
 * (query transaction = the transaction's numeric id, perPage, page; 400 'Transaction ID should be numeric.'
 * for a reference). The test plays the shopper and the bank with `charge` (what verify answers next) and
 * `approve` (the bank approved the mandate), sends webhooks signed with the secret key with `webhook` and
 * `directDebitWebhook`, and makes the next call fail with `failNext`.
 */
export async function startFakePaystack() {
  const transactions = new Map<string, FakeTransaction>();
  const refunds: FakeRefund[] = [];
  let nextId = 4_099_260_516;
  const authorizations = new Map<string, FakeAuthorization>();
  const requests: Array<{ method: string; path: string; authorization: string | undefined; body: unknown }> =
    [];
  let silent = false;
  const failures: Failure[] = [];
  /** Failures for the next calls to one path (`failNextAt`). */
  const pathFailures: Array<{ path: string; how: Failure }> = [];
  /** GET /refund lists every refund, whatever its `transaction` filter says (`ignoreRefundFilter`). */
  let refundFilterIgnored = false;
  /** What the next debits of an authorization answer (`debitOutcome`); 'success', 'Approved' by default. */
  const debitOutcomes: Array<{ status: string; gateway_response: string }> = [];

  const server: Server = createServer(async (req, res) => {
    const body = await readJson(req);
    const path = req.url ?? '/';
    requests.push({ method: req.method ?? '', path, authorization: req.headers.authorization, body });
    if (silent) return; // never answers: the client must give up on its own
    const atPath = pathFailures.findIndex((f) => path.startsWith(f.path));
    const failure = failures.shift() ?? (atPath >= 0 ? pathFailures.splice(atPath, 1)[0]?.how : undefined);
    const send = (status: number, payload: unknown) => {
      if (failure === 'lost-answer') return;
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(payload));
    };
    if (failure === 'timeout') return;
    if (failure === 'server-error') return send(500, { status: false, message: 'An error occurred' });
    if (failure === 'refused') return send(200, { status: false, message: 'Something went wrong' });
    if (failure === 'malformed') return send(200, { status: true, message: 'OK', data: {} });
    if (failure === 'not-json') {
      res.writeHead(502, { 'content-type': 'text/html' });
      return res.end('<html><body>502 Bad Gateway</body></html>');
    }
    if (req.headers.authorization !== `Bearer ${FAKE_SECRET_KEY}`) {
      return send(401, { status: false, message: 'Invalid key' });
    }
    if (req.method === 'POST' && path === '/transaction/initialize') {
      const { email, amount, currency, reference, callback_url } = (body ?? {}) as Record<string, unknown>;
      const kobo = Number(amount);
      if (
        typeof email !== 'string' ||
        !Number.isSafeInteger(kobo) ||
        kobo <= 0 ||
        typeof reference !== 'string'
      ) {
        return send(400, { status: false, message: 'Invalid request' });
      }
      if (transactions.has(reference))
        return send(400, { status: false, message: 'Duplicate Transaction Reference' });
      const accessCode = randomBytes(8).toString('hex');
      transactions.set(reference, {
        id: nextId++,
        reference,
        amount: kobo,
        currency: typeof currency === 'string' ? currency : 'NGN',
        email,
        callback_url: String(callback_url ?? ''),
        status: 'abandoned',
        gateway_response: null,
        paid_at: null,
      });
      return send(200, {
        status: true,
        message: 'Authorization URL created',
        data: {
          authorization_url: `https://checkout.paystack.test/${accessCode}`,
          access_code: accessCode,
          reference,
        },
      });
    }
    if (req.method === 'POST' && path === '/transaction/charge_authorization') {
      const { authorization_code, email, amount, currency, reference, metadata } = (body ?? {}) as Record<
        string,
        unknown
      >;
      const kobo = Number(amount);
      if (
        typeof email !== 'string' ||
        typeof amount !== 'string' ||
        !Number.isSafeInteger(kobo) ||
        kobo <= 0 ||
        typeof reference !== 'string'
      ) {
        return send(400, { status: false, message: 'Invalid request' });
      }
      if (transactions.has(reference))
        return send(400, { status: false, message: 'Duplicate Transaction Reference' });
      const authorization = [...authorizations.values()].find(
        (a) => a.authorization_code === authorization_code && a.active,
      );
      if (!authorization) return send(400, { status: false, message: 'Invalid authorization code' });
      const outcome = debitOutcomes.shift() ?? { status: 'success', gateway_response: 'Approved' };
      const transaction: FakeTransaction = {
        id: nextId++,
        reference,
        amount: kobo,
        currency: typeof currency === 'string' ? currency : 'NGN',
        email,
        callback_url: '',
        status: outcome.status,
        gateway_response: outcome.gateway_response,
        paid_at: outcome.status === 'success' ? new Date().toISOString() : null,
      };
      transactions.set(reference, transaction);
      return send(200, {
        status: true,
        message: 'Charge attempted',
        data: { ...transaction, channel: 'direct_debit', metadata: metadata ?? null },
      });
    }
    const verify = /^\/transaction\/verify\/([^/?]+)$/.exec(path);
    if (req.method === 'GET' && verify) {
      const transaction = transactions.get(decodeURIComponent(verify[1] ?? ''));
      if (!transaction) return send(400, { status: false, message: 'Transaction reference not found' });
      return send(200, {
        status: true,
        message: 'Verification successful',
        data: {
          domain: 'test',
          channel: 'card',
          customer: { email: transaction.email },
          ...transaction,
        },
      });
    }
    if (req.method === 'POST' && path === '/refund') {
      const {
        transaction: which,
        amount,
        currency,
        merchant_note,
        customer_note,
      } = (body ?? {}) as Record<string, unknown>;
      const transaction = [...transactions.values()].find(
        (t) => t.reference === which || (which !== undefined && String(t.id) === String(which)),
      );
      if (!transaction) return send(404, { status: false, message: 'Transaction not found' });
      if (transaction.status !== 'success') {
        return send(400, { status: false, message: 'Cannot refund a transaction that was not successful' });
      }
      const refunded = refunds
        .filter((r) => r.transaction === transaction.id && r.status !== 'failed')
        .reduce((sum, r) => sum + r.amount, 0);
      const left = transaction.amount - refunded;
      if (left <= 0) return send(400, { status: false, message: 'Transaction has been fully reversed' });
      const kobo = amount === undefined ? left : Number(amount);
      if (!Number.isSafeInteger(kobo) || kobo <= 0) {
        return send(400, { status: false, message: 'Invalid amount passed.' });
      }
      if (kobo > left) {
        return send(400, {
          status: false,
          message: 'Refund amount cannot be greater than the unrefunded transaction amount',
        });
      }
      if (currency !== undefined && currency !== transaction.currency) {
        return send(400, { status: false, message: 'Currency does not match the transaction currency' });
      }
      const refund: FakeRefund = {
        id: 3_018_284 + refunds.length,
        transaction: transaction.id,
        amount: kobo,
        currency: transaction.currency,
        merchant_note: typeof merchant_note === 'string' ? merchant_note : null,
        customer_note: typeof customer_note === 'string' ? customer_note : null,
        status: 'pending',
        createdAt: new Date().toISOString(),
      };
      refunds.push(refund);
      return send(200, {
        status: true,
        message: 'Refund has been queued for processing',
        data: {
          ...refundData(refund),
          transaction: {
            id: transaction.id,
            domain: 'test',
            reference: transaction.reference,
            amount: transaction.amount,
            paid_at: transaction.paid_at,
            channel: 'card',
            currency: transaction.currency,
          },
        },
      });
    }
    if (req.method === 'GET' && (path === '/refund' || path.startsWith('/refund?'))) {
      const query = new URL(path, 'http://fake').searchParams;
      const which = query.get('transaction');
      if (which !== null && !/^\d+$/.test(which)) {
        return send(400, { status: false, message: 'Transaction ID should be numeric.' });
      }
      const perPage = Number(query.get('perPage') ?? 50);
      const page = Number(query.get('page') ?? 1);
      const matching = refunds.filter(
        (r) => which === null || refundFilterIgnored || r.transaction === Number(which),
      );
      return send(200, {
        status: true,
        message: 'Refunds retrieved',
        data: matching.slice((page - 1) * perPage, page * perPage).map(refundData),
        meta: {
          total: matching.length,
          skipped: (page - 1) * perPage,
          perPage,
          page,
          pageCount: Math.ceil(matching.length / perPage),
        },
      });
    }
    if (req.method === 'POST' && path === '/customer/authorization/initialize') {
      const { email, channel, callback_url } = (body ?? {}) as Record<string, unknown>;
      if (typeof email !== 'string' || channel !== 'direct_debit') {
        return send(400, { status: false, message: 'Invalid request' });
      }
      const accessCode = randomBytes(8).toString('hex');
      const reference = randomBytes(5).toString('hex');
      authorizations.set(reference, {
        reference,
        email,
        callback_url: String(callback_url ?? ''),
        access_code: accessCode,
        authorization_code: `AUTH_${randomBytes(5).toString('hex')}`,
        active: false,
        bank: null,
        account_name: null,
        last4: null,
      });
      return send(200, {
        status: true,
        message: 'Authorization initialized',
        data: {
          redirect_url: `https://link.paystack.test/${accessCode}`,
          access_code: accessCode,
          reference,
        },
      });
    }
    const verifyAuthorization = /^\/customer\/authorization\/verify\/([^/?]+)$/.exec(path);
    if (req.method === 'GET' && verifyAuthorization) {
      const authorization = authorizations.get(decodeURIComponent(verifyAuthorization[1] ?? ''));
      if (!authorization) return send(400, { status: false, message: 'Authorization not found' });
      return send(200, {
        status: true,
        message: 'Authorization retrieved successfully',
        data: {
          authorization_code: authorization.authorization_code,
          channel: 'direct_debit',
          bank: authorization.bank,
          active: authorization.active,
          customer: { code: 'CUS_fake', email: authorization.email },
        },
      });
    }
    if (req.method === 'POST' && path === '/customer/authorization/deactivate') {
      const { authorization_code } = (body ?? {}) as Record<string, unknown>;
      const authorization = [...authorizations.values()].find(
        (a) => a.authorization_code === authorization_code,
      );
      if (!authorization) return send(404, { status: false, message: 'Authorization code not found' });
      authorization.active = false;
      return send(200, { status: true, message: 'Authorization has been deactivated' });
    }
    return send(404, { status: false, message: 'Not found' });
  });
  // An idle connection is closed by the client first (undici: 4 s), never by this server while the client
  // reuses it: with Node's 5 s the two could cross while a test's setup kept the event loop busy (ECONNRESET).
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    transactions,
    /** What the bank decided: verify answers this from now on (amount and currency too, to test lies). */
    charge(reference: string, change: Partial<FakeTransaction>) {
      const transaction = transactions.get(reference);
      if (!transaction) throw new Error(`no fake transaction ${reference}`);
      Object.assign(transaction, { paid_at: new Date().toISOString() }, change);
    },
    /** The charge.success webhook as Paystack sends it: the raw body and its signature. */
    webhook(reference: string, secretKey = FAKE_SECRET_KEY) {
      const transaction = transactions.get(reference);
      const rawBody = JSON.stringify({ event: 'charge.success', data: { ...transaction, reference } });
      return { rawBody, signature: signWebhook(secretKey, rawBody) };
    },
    authorizations,
    /** The bank approved the direct-debit mandate: verify answers it active from now on. */
    approve(
      reference: string,
      account = { bank: 'Guaranty Trust Bank', account_name: 'ADA OBI', last4: '6789' },
    ) {
      const authorization = authorizations.get(reference);
      if (!authorization) throw new Error(`no fake authorization ${reference}`);
      Object.assign(authorization, account, { active: true });
      return authorization;
    },
    /** A direct-debit webhook as Paystack sends it (`.active` by default): the raw body and its signature. */
    directDebitWebhook(
      reference: string,
      event = 'direct_debit.authorization.active',
      secretKey = FAKE_SECRET_KEY,
    ) {
      const authorization = authorizations.get(reference);
      if (!authorization) throw new Error(`no fake authorization ${reference}`);
      const rawBody = JSON.stringify({
        event,
        data: {
          authorization_code: authorization.authorization_code,
          active: authorization.active,
          last4: authorization.last4,
          channel: 'direct_debit',
          card_type: null,
          bank: authorization.bank,
          exp_month: null,
          exp_year: null,
          country_code: 'NG',
          brand: null,
          reusable: true,
          signature: null,
          account_name: authorization.account_name,
          integration: 1,
          domain: 'test',
          reference,
          customer: { email: authorization.email, customer_code: 'CUS_fake' },
        },
      });
      return { rawBody, signature: signWebhook(secretKey, rawBody) };
    },
    refunds,
    /** The processor's answer to a refund: list and webhooks tell this status from now on. */
    settleRefund(id: number, status: 'processing' | 'processed' | 'failed' | 'needs-attention') {
      const refund = refunds.find((r) => r.id === id);
      if (!refund) throw new Error(`no fake refund ${id}`);
      refund.status = status;
      return refund;
    },
    /** A refund webhook as Paystack sends it (`refund.{status}`): the raw body and its signature. */
    refundWebhook(id: number, secretKey = FAKE_SECRET_KEY) {
      const refund = refunds.find((r) => r.id === id);
      if (!refund) throw new Error(`no fake refund ${id}`);
      const transaction = [...transactions.values()].find((t) => t.id === refund.transaction);
      const rawBody = JSON.stringify({
        event: `refund.${refund.status}`,
        data: {
          status: refund.status,
          transaction_reference: transaction?.reference,
          refund_reference: refund.status === 'processed' ? `TRF_${refund.id}` : null,
          amount: String(refund.amount),
          currency: refund.currency,
          processor: 'mpgs_zen',
          customer: { first_name: 'Ada', last_name: 'Obi', email: transaction?.email },
          integration: 412829,
          domain: 'test',
        },
      });
      return { rawBody, signature: signWebhook(secretKey, rawBody) };
    },
    /** What the next debit (charge_authorization) answers, and verify afterwards: 'failed', 'pending'… */
    debitOutcome(status: string, gateway_response: string) {
      debitOutcomes.push({ status, gateway_response });
    },
    /** The next calls (one per failure given) fail that way, whatever they ask. */
    failNext(...how: Failure[]) {
      failures.push(...how);
    },
    /** The next calls to a path starting with `path` (one per failure given) fail that way. */
    failNextAt(path: string, ...how: Failure[]) {
      pathFailures.push(...how.map((failure) => ({ path, how: failure })));
    },
    /** GET /refund lists every refund of the integration, ignoring its transaction filter (or not again). */
    ignoreRefundFilter(ignored = true) {
      refundFilterIgnored = ignored;
    },
    /** From now on, take requests and never answer. */
    goSilent() {
      silent = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A refund as Paystack's refund endpoints describe it. */
function refundData(refund: FakeRefund) {
  return {
    id: refund.id,
    integration: 412829,
    domain: 'test',
    transaction: refund.transaction,
    dispute: null,
    settlement: null,
    amount: refund.amount,
    deducted_amount: 0,
    fully_deducted: false,
    currency: refund.currency,
    channel: 'card',
    status: refund.status,
    refunded_by: 'oja@example.com',
    refunded_at: refund.status === 'processed' ? new Date().toISOString() : null,
    expected_at: new Date(Date.parse(refund.createdAt) + 10 * 24 * 60 * 60 * 1000).toISOString(),
    customer_note: refund.customer_note,
    merchant_note: refund.merchant_note,
    createdAt: refund.createdAt,
    updatedAt: refund.createdAt,
  };
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export type FakePaystack = Awaited<ReturnType<typeof startFakePaystack>>;
