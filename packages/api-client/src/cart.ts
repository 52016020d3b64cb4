import type { ApiClient } from './client';
import type { CartOwnerRef } from './keys';
import type { CartData } from './queries';
import { unwrap } from './unwrap';

/** Reads a cart: its items, summary and owner (a session id no cart has yet gives an empty cart). */
export async function viewCart(
  client: ApiClient,
  owner: CartOwnerRef,
  signal?: AbortSignal,
): Promise<CartData> {
  if ('userID' in owner) {
    return unwrap(await client.POST('/cart/view-cart', { body: { userID: owner.userID }, signal })).data;
  }
  const query = { cartSessionID: owner.cartSessionID };
  return unwrap(await client.GET('/cart/view-cart', { params: { query }, signal })).data;
}
