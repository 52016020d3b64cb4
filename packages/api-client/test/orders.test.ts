import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ApiError,
  allOrdersQueryOptions,
  createApiClient,
  createCardOrder,
  queryKeys,
  singleOrderQueryOptions,
  validateCardPayment,
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

const order = {
  id: '5b0c6c57-0d59-4a8e-9a51-6f7d3b2a1c10',
  orderNumber: 'OJA-7K3M9Q2X',
  status: 'awaiting_payment',
  paymentType: 'direct debit',
  buyingPlan: 'weekly',
  installmentCount: 24,
  subtotal: 185_000,
  vat: 13_875,
  shipping: 2_500,
  totalAmount: 201_375,
  firstPayment: 64_750,
};
const paystackConfig = {
  reference: 'OJA-7K3M9Q2X-0a1b2c3d4e5f',
  email: 'ada@example.com',
  key: 'pk_test_oja_sandbox',
  amount: 6_475_000,
  currency: 'NGN',
  authorization_url: 'http://localhost:3000/sandbox/card/OJA-7K3M9Q2X-0a1b2c3d4e5f',
};

describe('checkout calls', () => {
  it('createCardOrder sends the address and the shipping option with the token, and answers the order and its card payment', async () => {
    const data = {
      order,
      paystack_config: paystackConfig,
      mandate_data: { consolidated_total_amount: 201_375, first_installment_payment: 64_750 },
    };
    const { client, seen } = await serving(201, { success: true, message: 'Order placed', data });
    const placed = await createCardOrder(client, { deliveryAddressId: '7a1f', shippingOption: 'standard' });
    expect(placed.paystack_config.amount).toBe(6_475_000);
    expect(placed.order.orderNumber).toBe('OJA-7K3M9Q2X');
    expect(seen).toEqual([
      {
        method: 'POST',
        url: '/api/v1/orders/create-paystack-order',
        auth: 'Bearer tok',
        body: { deliveryAddressId: '7a1f', shippingOption: 'standard' },
      },
    ]);
  });

  it("a refusal throws the server's message", async () => {
    const { client } = await serving(403, {
      success: false,
      message: 'Verify your residential address and your debt profile to buy on instalments',
    });
    const failure = createCardOrder(client, { deliveryAddressId: '7a1f', shippingOption: 'express' });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      status: 403,
      message: 'Verify your residential address and your debt profile to buy on instalments',
    });
  });

  it('validateCardPayment sends the reference and answers payment_verified and status', async () => {
    const answer = {
      success: true,
      message: 'Payment verified',
      payment_verified: true,
      status: 'success',
      data: { orderId: order.id, orderNumber: order.orderNumber, orderStatus: 'paid' },
    };
    const { client, seen } = await serving(200, answer);
    expect(await validateCardPayment(client, paystackConfig.reference)).toEqual({
      payment_verified: true,
      status: 'success',
      data: { orderId: order.id, orderNumber: order.orderNumber, orderStatus: 'paid' },
    });
    expect(seen[0]).toMatchObject({
      method: 'POST',
      url: '/api/v1/orders/validate-paystack-payment',
      body: { reference: paystackConfig.reference },
    });
  });

  it('a single order is read by id or order number under its own key', async () => {
    const { client, seen } = await serving(200, {
      success: true,
      message: 'Order fetched successfully',
      data: order,
    });
    const queries = new QueryClient();
    const options = singleOrderQueryOptions(client, 'OJA-7K3M9Q2X');
    expect(options.queryKey).toEqual(queryKeys.order('OJA-7K3M9Q2X'));
    expect(await queries.fetchQuery(options)).toEqual(order);
    expect(seen[0]).toMatchObject({
      method: 'GET',
      url: '/api/v1/orders/get-single-order/OJA-7K3M9Q2X',
      auth: 'Bearer tok',
    });
  });

  it('the purchases list asks for page 1 of 100 by default, keyed by page under the list key', async () => {
    const page = {
      orders: [order],
      status_counts: { pending: 0, ongoing: 1, completed: 0, cancelled: 0 },
      pagination: { page: 1, per_page: 100, total: 1, total_pages: 1 },
    };
    const { client, seen } = await serving(200, {
      success: true,
      message: 'Orders fetched successfully',
      data: page,
    });
    const queries = new QueryClient();
    const options = allOrdersQueryOptions(client);
    expect(options.queryKey).toEqual(queryKeys.ordersPage(1, 100));
    expect(options.queryKey.slice(0, 1)).toEqual([...queryKeys.orders]);
    expect(await queries.fetchQuery(options)).toEqual(page);
    expect(seen[0]).toMatchObject({
      method: 'GET',
      url: '/api/v1/orders/get-all-orders?page=1&per_page=100',
      auth: 'Bearer tok',
    });
  });
});
