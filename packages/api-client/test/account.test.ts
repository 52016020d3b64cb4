import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ApiError,
  addDeliveryAddress,
  addProductReview,
  createApiClient,
  deleteDeliveryAddress,
  deliveryAddressesQueryOptions,
  favouritesQueryOptions,
  productReviewsQueryOptions,
  queryKeys,
  toggleFavourite,
  updateDeliveryAddress,
  verifyBvn,
  verifyResidentialAddress,
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
async function serving(status: number, answer: unknown, token: string | null = 'tok') {
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
  return { client: createApiClient({ baseUrl: s.baseUrl, getToken: () => token }), seen };
}

const ok = (message: string, data?: unknown) => ({ success: true, message, ...(data ? { data } : {}) });
const address = { id: '7a1f', streetAddress: '3 Allen Avenue, Ikeja', state: 'Lagos state' };
const value = { streetAddress: '3 Allen Avenue, Ikeja', state: 'Lagos state' };

describe('delivery addresses', () => {
  it('are listed with the token under their path’s key', async () => {
    const { client, seen } = await serving(200, ok('fetched', { data: [address] }));
    const options = deliveryAddressesQueryOptions(client);
    expect(options.queryKey).toEqual(['/user/all-delivery-address']);
    expect(options.queryKey).toEqual(queryKeys.deliveryAddresses());
    expect(await new QueryClient().fetchQuery(options)).toEqual([address]);
    expect(seen).toEqual([
      { method: 'GET', url: '/api/v1/user/all-delivery-address', auth: 'Bearer tok', body: undefined },
    ]);
  });

  it('are added, updated (id in the path, encoded) and deleted', async () => {
    const added = await serving(201, { status: 'success', ...ok('added', { addressData: address }) });
    expect(await addDeliveryAddress(added.client, value)).toEqual(address);
    expect(added.seen[0]).toEqual({
      method: 'POST',
      url: '/api/v1/user/add-delivery-address',
      auth: 'Bearer tok',
      body: value,
    });

    const updated = await serving(200, ok('updated', { addressData: address }));
    expect(await updateDeliveryAddress(updated.client, 'a/b', value)).toEqual(address);
    expect(updated.seen[0]).toMatchObject({
      method: 'POST',
      url: '/api/v1/user/update-delivery-address/a%2Fb',
      body: value,
    });

    const deleted = await serving(200, ok('Delivery address deleted successfully'));
    expect(await deleteDeliveryAddress(deleted.client, '7a1f')).toBe('Delivery address deleted successfully');
    expect(deleted.seen[0]).toMatchObject({
      method: 'DELETE',
      url: '/api/v1/user/delete-delivery-address/7a1f',
      body: undefined,
    });
  });

  it('surface the server’s 404 and 409 messages', async () => {
    const missing = await serving(404, { success: false, message: 'Address not found' });
    await expect(updateDeliveryAddress(missing.client, 'x', value)).rejects.toMatchObject({
      status: 404,
      message: 'Address not found',
    });
    const full = await serving(409, {
      success: false,
      message: 'You can save at most 10 delivery addresses',
    });
    const failure = addDeliveryAddress(full.client, value);
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 409 });
  });
});

describe('verification', () => {
  it('PATCHes the residential address to the spec’s (misspelt) path', async () => {
    const body = {
      residentialAddress: '12 Admiralty Way',
      residentialCity: 'Eti-Osa',
      residentialState: 'Lagos',
    };
    const { client, seen } = await serving(200, ok('Address verification successful', body));
    expect(await verifyResidentialAddress(client, body)).toEqual(body);
    expect(seen).toEqual([
      { method: 'PATCH', url: '/api/v1/user/add-resindential-address', auth: 'Bearer tok', body },
    ]);
  });

  it('a 422 keeps the verifier’s message', async () => {
    const { client } = await serving(422, { success: false, message: 'We could not verify this address.' });
    const body = {
      residentialAddress: '1 Nowhere Street',
      residentialCity: 'Ikeja',
      residentialState: 'Lagos',
    };
    await expect(verifyResidentialAddress(client, body)).rejects.toMatchObject({
      status: 422,
      message: 'We could not verify this address.',
    });
  });

  it('posts the BVN and resolves with the bureau’s decision, refusals included', async () => {
    const data = {
      credit_data: { eligibility_validation: { overall_status: 'DECLINED', message: 'active debt' } },
    };
    const { client, seen } = await serving(200, ok('active debt', data));
    expect(await verifyBvn(client, { bvn: '33333333333' })).toEqual(data);
    expect(seen[0]).toMatchObject({
      method: 'POST',
      url: '/api/v1/validate-bvn-and-get-credit-summary',
      body: { bvn: '33333333333' },
    });
  });
});

describe('reviews', () => {
  it('are read by product, the id encoded, without needing a token', async () => {
    const reviews = [
      {
        id: 1,
        author: 'Ada',
        rating: 5,
        review: 'Lovely phone, truly.',
        createdAt: '2030-01-01T09:00:00.000Z',
      },
    ];
    const { client, seen } = await serving(200, ok('fetched', { reviews }), null);
    const options = productReviewsQueryOptions(client, 'OJA/1');
    expect(options.queryKey).toEqual(['/products/get-product-reviews', 'OJA/1']);
    expect(await new QueryClient().fetchQuery(options)).toEqual(reviews);
    expect(seen).toEqual([
      {
        method: 'GET',
        url: '/api/v1/products/get-product-reviews/OJA%2F1',
        auth: undefined,
        body: undefined,
      },
    ]);
  });

  it('are added with the contract’s payload; a 409 carries the server’s message', async () => {
    const body = { productID: 'OJA-PHN-001', review: 'Lovely phone, truly.', rating: 5 };
    const { client, seen } = await serving(201, ok('Review added successfully!'));
    expect(await addProductReview(client, body)).toBe('Review added successfully!');
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/api/v1/products/add-product-review', body });
    const twice = await serving(409, { success: false, message: 'You have already reviewed this product' });
    await expect(addProductReview(twice.client, body)).rejects.toMatchObject({
      status: 409,
      message: 'You have already reviewed this product',
    });
  });
});

describe('favourites', () => {
  it('are listed as products and toggled by productID', async () => {
    const products = [{ productID: 'OJA-PHN-001' }];
    const listed = await serving(200, ok('fetched', { products }));
    const options = favouritesQueryOptions(listed.client);
    expect(options.queryKey).toEqual(['/products/get-favourite-products']);
    expect(await new QueryClient().fetchQuery(options)).toEqual(products);
    expect(listed.seen[0]).toMatchObject({
      method: 'GET',
      url: '/api/v1/products/get-favourite-products',
      auth: 'Bearer tok',
    });

    const toggled = await serving(200, ok('Added to favourites', { isFavourite: true }));
    expect(await toggleFavourite(toggled.client, { productID: 'OJA-PHN-001' })).toEqual({
      isFavourite: true,
    });
    expect(toggled.seen[0]).toMatchObject({
      method: 'POST',
      url: '/api/v1/products/toggle-favorite',
      body: { productID: 'OJA-PHN-001' },
    });
  });

  it('a 401 is “Session expired or invalid”', async () => {
    const { client } = await serving(401, {});
    await expect(new QueryClient().fetchQuery(favouritesQueryOptions(client))).rejects.toMatchObject({
      status: 401,
      message: 'Session expired or invalid',
    });
  });
});
