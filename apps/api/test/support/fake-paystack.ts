import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signWebhook } from '../../src/payments/card-payments.ts';

export const FAKE_SECRET_KEY = 'sk_test_fake_paystack';
export const FAKE_PUBLIC_KEY = 'pk_test_fake_paystack';

interface FakeTransaction {
  reference: string;
  amount: number;
  currency: string;
  email: string;
  callback_url: string;
  status: string;
  gateway_response: string | null;
  paid_at: string | null;
}

/**
 * A local stand-in for Paystack's API, as its documentation describes it (no network): bearer secret key on
 * every call; POST /transaction/initialize (email, amount in kobo as a string or number, currency,
 * reference, callback_url; a reference used twice is refused); GET /transaction/verify/:reference
 * (400 'Transaction reference not found' for an unknown one). The test plays the shopper and the bank with
 * `charge` (what verify answers next) and sends webhooks signed with the secret key with `webhook`.
 */
export async function startFakePaystack() {
  const transactions = new Map<string, FakeTransaction>();
  const requests: Array<{ method: string; path: string; authorization: string | undefined; body: unknown }> =
    [];
  let silent = false;

  const server: Server = createServer(async (req, res) => {
    const body = await readJson(req);
    const path = req.url ?? '/';
    requests.push({ method: req.method ?? '', path, authorization: req.headers.authorization, body });
    if (silent) return; // never answers: the client must give up on its own
    const send = (status: number, payload: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(payload));
    };
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
    const verify = /^\/transaction\/verify\/([^/?]+)$/.exec(path);
    if (req.method === 'GET' && verify) {
      const transaction = transactions.get(decodeURIComponent(verify[1] ?? ''));
      if (!transaction) return send(400, { status: false, message: 'Transaction reference not found' });
      return send(200, {
        status: true,
        message: 'Verification successful',
        data: {
          id: 4099260516,
          domain: 'test',
          channel: 'card',
          customer: { email: transaction.email },
          ...transaction,
        },
      });
    }
    return send(404, { status: false, message: 'Not found' });
  });
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
