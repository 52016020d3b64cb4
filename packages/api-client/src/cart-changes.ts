import type { ApiClient } from './client';
import type { components } from './generated/schema';
import type { CartData } from './queries';
import { unwrap } from './unwrap';

type Schemas = components['schemas'];
export type AddToCartBody = Schemas['AddToCartRequest'];
export type CartItemBody = Schemas['CartItemRequest'];
export type UpdateCartItemBody = Schemas['UpdateCartItemRequest'];
export type UpdatePaymentPlanBody = Schemas['UpdatePaymentPlanRequest'];
export type CartSessionBody = Schemas['CartSessionRequest'];

/**
 * Cart changes. Each returns the whole cart after the change (put it in the query cache under
 * `queryKeys.cart(owner)`), or throws an ApiError with the server's message ('Item already in cart', ...).
 */

export async function addToCart(client: ApiClient, body: AddToCartBody): Promise<CartData> {
  return unwrap(await client.POST('/cart/add-to-cart', { body })).data;
}

export async function removeFromCart(client: ApiClient, body: CartItemBody): Promise<CartData> {
  return unwrap(await client.POST('/cart/remove-from-cart', { body })).data;
}

export async function updateCartItem(client: ApiClient, body: UpdateCartItemBody): Promise<CartData> {
  return unwrap(await client.POST('/cart/update-cart-item', { body })).data;
}

export async function updatePaymentPlan(client: ApiClient, body: UpdatePaymentPlanBody): Promise<CartData> {
  return unwrap(await client.POST('/cart/update-payment-plan', { body })).data;
}

export async function clearCart(client: ApiClient, body: CartSessionBody): Promise<CartData> {
  return unwrap(await client.POST('/cart/clear-cart', { body })).data;
}

/** After login: moves the guest cart into the shopper's cart and answers the shopper's cart. */
export async function transferGuestCart(client: ApiClient, body: CartSessionBody): Promise<CartData> {
  return unwrap(await client.POST('/cart/transfer-guest-cart', { body })).data;
}
