import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './client';
import type { components } from './generated/schema';
import type { CartData } from './queries';

type Schemas = components['schemas'];
export type AddToCartBody = Schemas['AddToCartRequest'];
export type CartItemBody = Schemas['CartItemRequest'];
export type UpdateCartItemBody = Schemas['UpdateCartItemRequest'];
export type UpdatePaymentPlanBody = Schemas['UpdatePaymentPlanRequest'];
export type CartSessionBody = Schemas['CartSessionRequest'];

/**
 * Cart changes. Each returns the whole cart after the change (put it in the query cache under
 * `queryKeys.cart(id)`), or throws an ApiError with the server's message ('Item already in cart', ...).
 */

/** The `data` of a cart answer: the error middleware has thrown on every failure, so it is present. */
function cartOf(answer: { data?: { data: CartData } }): CartData {
  return (answer.data as { data: CartData }).data;
}

export async function addToCart(client: ApiClient, body: AddToCartBody): Promise<CartData> {
  return cartOf(await client.POST('/cart/add-to-cart', { body }));
}

export async function removeFromCart(client: ApiClient, body: CartItemBody): Promise<CartData> {
  return cartOf(await client.POST('/cart/remove-from-cart', { body }));
}

export async function updateCartItem(client: ApiClient, body: UpdateCartItemBody): Promise<CartData> {
  return cartOf(await client.POST('/cart/update-cart-item', { body }));
}

export async function updatePaymentPlan(client: ApiClient, body: UpdatePaymentPlanBody): Promise<CartData> {
  return cartOf(await client.POST('/cart/update-payment-plan', { body }));
}

export async function clearCart(client: ApiClient, body: CartSessionBody): Promise<CartData> {
  return cartOf(await client.POST('/cart/clear-cart', { body }));
}

/** After login: moves the guest cart into the shopper's cart and answers the shopper's cart. */
export async function transferGuestCart(client: ApiClient, body: CartSessionBody): Promise<CartData> {
  return cartOf(await client.POST('/cart/transfer-guest-cart', { body }));
}

/** The signed-in shopper's cart (the bearer token decides whose; `userID` must be that shopper's). */
export function userCartQueryOptions(client: ApiClient, userID: string) {
  return queryOptions({
    queryKey: ['/cart/view-cart', 'user', userID] as const,
    queryFn: async ({ signal }): Promise<CartData> =>
      cartOf(await client.POST('/cart/view-cart', { body: { userID }, signal })),
  });
}
