import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, createApiClient, startPayAhead, validatePayAhead } from '../src/index';
import { json, startServer } from './echo-server';

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (closers.length) await closers.pop()?.();
});

/** A loopback server that records each request and answers with `status` and `answer`. */
async function serving(status: number, answer: unknown) {
  const seen: Array<{ method: string; url: string; auth: string | undefined; body: unknown }> = [];
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
        body: text ? JSON.parse(text) : undefined,
      });
      json(res, status, answer);
    });
  });
  closers.push(s.close);
  return { client: createApiClient({ baseUrl: s.baseUrl, getToken: () => 'tok' }), seen };
}

const REFERENCE = 'OJA-7K3M9Q2X-0a1b2c3d4e5f';

describe('paying ahead of the direct debit', () => {
  it('startPayAhead sends only the kind (never an amount) for the order, and answers the page to go to', async () => {
    const data = {
      reference: REFERENCE,
      kind: 'payoff',
      amount: 120250.5,
      instalments: [2, 3, 4],
      authorization_url: `http://localhost:3000/sandbox/card/${REFERENCE}`,
    };
    const { client, seen } = await serving(201, { success: true, message: 'Payment started', data });
    await expect(startPayAhead(client, 'ord_1', 'payoff')).resolves.toEqual(data);
    expect(seen).toEqual([
      {
        method: 'POST',
        url: '/api/v1/payment/pay-ahead/ord_1',
        auth: 'Bearer tok',
        body: { kind: 'payoff' },
      },
    ]);
  });

  it('startPayAhead throws the server’s message when nothing is owed', async () => {
    const message = 'This order has no instalments left to pay.';
    const { client } = await serving(409, { success: false, message });
    const error = await startPayAhead(client, 'ord_1', 'next').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, message });
  });

  it('validatePayAhead sends the reference and answers whether it is paid, with any refund', async () => {
    const answer = {
      success: true,
      message: 'Payment verified',
      payment_verified: true,
      status: 'success',
      data: {
        orderId: 'ord_1',
        orderNumber: 'OJA-7K3M9Q2X',
        kind: 'next',
        amount: 30000,
        refund_amount: 0,
        order_completed: false,
      },
    };
    const { client, seen } = await serving(200, answer);
    await expect(validatePayAhead(client, REFERENCE)).resolves.toEqual({
      payment_verified: true,
      status: 'success',
      data: answer.data,
    });
    expect(seen[0]).toMatchObject({
      url: '/api/v1/payment/validate-pay-ahead',
      body: { reference: REFERENCE },
    });
  });
});
