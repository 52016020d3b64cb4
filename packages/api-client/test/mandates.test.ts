import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ApiError,
  createApiClient,
  createMandate,
  linkedAccountsQueryOptions,
  mandatesQueryOptions,
  queryKeys,
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
  body: unknown;
}

/** A loopback server that records each request and answers with `status` and `answer`. */
async function serving(status: number, answer: unknown) {
  const seen: Seen[] = [];
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
const account = {
  Id: '2f6c1b1e-8a47-4f0e-b3a5-0c8e9d7f6a21',
  account_name: 'ADA (TEST ACCOUNT)',
  bank_name: 'Oja Test Bank',
  last4: '0001',
  authorization_code: 'AUTH_0a1b2c3d4e5f',
  bank_authorization_code: 'AUTH_0a1b2c3d4e5f',
};

describe('direct-debit calls', () => {
  it('createMandate sends the down payment’s reference with the token and answers the consent page to go to', async () => {
    const data = {
      redirect_url: 'http://localhost:3000/sandbox/mandate/OJA-7K3M9Q2X-DD-0a1b2c3d4e5f',
      master_order_id: '5b0c6c57-0d59-4a8e-9a51-6f7d3b2a1c10',
      mandate_status: 'pending',
      order_details: { orderNumber: 'OJA-7K3M9Q2X' },
    };
    const { client, seen } = await serving(201, { success: true, message: 'Mandate created', data });
    expect(await createMandate(client, { reference: REFERENCE, link_new_mandate: true })).toEqual(data);
    expect(seen).toEqual([
      {
        method: 'POST',
        url: '/api/v1/orders/create-paystack-mandate',
        auth: 'Bearer tok',
        body: { reference: REFERENCE, link_new_mandate: true },
      },
    ]);
  });

  it("a refusal throws the server's message", async () => {
    const message = 'The down payment has not been paid yet. Pay it first, then set up the direct debit.';
    const { client } = await serving(409, { success: false, message });
    const failure = createMandate(client, {
      reference: REFERENCE,
      authorization_code: account.authorization_code,
    });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 409, message });
  });

  it('the linked accounts are read under their own key', async () => {
    const answer = { has_existing_mandates: true, can_add_new: true, accounts: [account] };
    const { client, seen } = await serving(200, {
      success: true,
      message: 'Linked bank accounts',
      ...answer,
    });
    const options = linkedAccountsQueryOptions(client);
    expect(options.queryKey).toEqual(queryKeys.linkedAccounts);
    expect(await new QueryClient().fetchQuery(options)).toEqual(answer);
    expect(seen[0]).toMatchObject({
      method: 'GET',
      url: '/api/v1/payment/get-buyer-active-mandate',
      auth: 'Bearer tok',
    });
  });

  it('lists the shopper’s direct debits under their own key', async () => {
    const list = [
      {
        Id: 'm-1',
        status: 'active',
        bank_name: 'GTBank',
        account_name: 'ADA OBI',
        last4: '4821',
        order: { id: 'o-1', orderNumber: 'OJA-7K3M9Q2X' },
        next_debit: { date: '2030-01-08', amount: 19250 },
      },
    ];
    const { client, seen } = await serving(200, { success: true, message: 'Direct debits', data: list });
    const options = mandatesQueryOptions(client);
    expect(options.queryKey).toEqual(queryKeys.mandates);
    expect(await new QueryClient().fetchQuery(options)).toEqual(list);
    expect(seen[0]).toMatchObject({ method: 'GET', url: '/api/v1/payment/get-buyer-mandates' });
  });
});
