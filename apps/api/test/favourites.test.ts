import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountApp, createAccountApp, NO_TOKEN } from './account-app.ts';

let api: AccountApp;
beforeAll(async () => {
  api = await createAccountApp();
});
afterAll(async () => api?.dispose());

const TOGGLE = '/products/toggle-favorite';
const LIST = '/products/get-favourite-products';

async function favourites(token: string): Promise<string[]> {
  const { status, body } = await api.call('GET', LIST, { token });
  expect(status).toBe(200);
  return body.data.products.map((p: { productID: string }) => p.productID);
}

const toggle = (token: string, productID: string) => api.call('POST', TOGGLE, { token, body: { productID } });

describe('favourites', () => {
  it('need a session', async () => {
    expect(await api.call('GET', LIST)).toMatchObject(NO_TOKEN);
    expect(await api.call('POST', TOGGLE, { body: { productID: 'OJA-PHN-001' } })).toMatchObject(NO_TOKEN);
  });

  it('toggle on and off, and list whole products in the order favourited', async () => {
    const { token } = await api.shopper();
    expect(await favourites(token)).toEqual([]);
    expect(await toggle(token, 'OJA-PHN-001')).toMatchObject({
      status: 200,
      body: { success: true, message: 'Added to favourites', data: { isFavourite: true } },
    });
    api.advance(1000);
    await toggle(token, 'OJA-HAP-001');
    expect(await favourites(token)).toEqual(['OJA-PHN-001', 'OJA-HAP-001']);
    const { body } = await api.call('GET', LIST, { token });
    expect(body.data.products[0]).toMatchObject({
      productID: 'OJA-PHN-001',
      productName: expect.any(String),
    });

    expect(await toggle(token, 'OJA-PHN-001')).toMatchObject({
      status: 200,
      body: { success: true, message: 'Removed from favourites', data: { isFavourite: false } },
    });
    expect(await favourites(token)).toEqual(['OJA-HAP-001']);
  });

  it('refuse an unknown product with 404, and a body without one with 400', async () => {
    const { token } = await api.shopper();
    expect(await toggle(token, 'NO-SUCH-PRODUCT')).toMatchObject({
      status: 404,
      body: { success: false, message: 'Product not found' },
    });
    const empty = await api.call('POST', TOGGLE, { token, body: {} });
    expect(empty).toMatchObject({ status: 400, body: { success: false, message: 'productID is required' } });
    expect(await favourites(token)).toEqual([]);
  });

  it("are each shopper's own: one's toggle never changes another's list", async () => {
    const ada = await api.shopper();
    const bayo = await api.shopper();
    await toggle(ada.token, 'OJA-PHN-001');
    expect(await favourites(bayo.token)).toEqual([]);
    // Bayo toggling the same product adds it to his list; Ada's stays.
    expect((await toggle(bayo.token, 'OJA-PHN-001')).body.data.isFavourite).toBe(true);
    await toggle(bayo.token, 'OJA-PHN-001');
    expect(await favourites(ada.token)).toEqual(['OJA-PHN-001']);
    expect(await favourites(bayo.token)).toEqual([]);
  });
});
