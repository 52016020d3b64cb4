import {
  addDeliveryAddress,
  createCardOrder,
  type DeliveryAddress,
  deliveryAddressesQueryOptions,
  queryKeys,
  startCheckoutTransfer,
  type TransferRequestBody,
  validateCardPayment,
} from '@oja/api-client';
import { fillPath, type ShippingOptionId } from '@oja/domain';
import type { DeliveryAddressValue } from '@oja/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { atom, useSetAtom } from 'jotai';
import { useLocation } from 'wouter';
import { patternOf, routes } from '../../routes';
import { apiClient } from '../../shared/api';
import { useCartQuery } from '../../shared/cart/cart-query';
import { selectedDeliveryAddressAtom } from '../../shared/delivery-address';
import { isRefusal } from '../../shared/errors';
import { useProviderRedirect } from '../../shared/provider-redirect';
import { useProviderReturn } from '../../shared/provider-return';

/** The delivery option chosen at checkout: standard until the shopper picks another. */
export const selectedShippingAtom = atom<ShippingOptionId>('standard');

/**
 * The cart as checkout prices it: read again on arrival even when the device's copy is fresh, so checkout
 * shows what the server holds now (the server prices the order from it).
 */
export function useCheckoutCart() {
  const { owner } = useCartQuery();
  return useQuery({ ...owner.options, enabled: owner.enabled, refetchOnMount: 'always' });
}

/** The address checkout uses: the one chosen, while it is still one of the shopper's; else the first. */
export function deliveryAddressFor(addresses: readonly DeliveryAddress[], chosen: string | null) {
  return addresses.find((a) => a.id === chosen)?.id ?? addresses[0]?.id ?? null;
}

/** An address added inline at checkout joins the list and becomes the chosen one. */
export function useAddCheckoutAddress() {
  const queryClient = useQueryClient();
  const select = useSetAtom(selectedDeliveryAddressAtom);
  const { queryKey } = deliveryAddressesQueryOptions(apiClient);
  return useMutation({
    mutationFn: (value: DeliveryAddressValue) => addDeliveryAddress(apiClient, value),
    onSuccess: (added) => {
      queryClient.setQueryData<DeliveryAddress[]>(queryKey, (list) => [...(list ?? []), added]);
      select(added.id);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}

/**
 * Pay: the server places the order from the cart it holds (the browser names only the address and the
 * delivery option), then the shopper goes to the card provider's page, a full page load. Pay stays busy
 * while the browser leaves, so it cannot place a second order; back from the card page, it is live again.
 */
export function usePlaceOrder() {
  const { key } = useCartQuery();
  const queryClient = useQueryClient();
  return useProviderRedirect({
    // 422: the key facts accepted are not those of the order the server would place (most often the cart
    // changed in another tab). The cart is read again, so the page shows the server's statement, unticked.
    onError: (error) => {
      if (isRefusal(error, 422)) void queryClient.invalidateQueries({ queryKey: key });
    },
    start: (body: {
      deliveryAddressId: string;
      shippingOption: ShippingOptionId;
      keyFactsAccepted?: { version: string; hash: string };
    }) => createCardOrder(apiClient, body),
    providerUrl: (placed) => placed.paystack_config.authorization_url,
  });
}

/**
 * The card provider sent the shopper back with a reference: the server verifies it with the provider (as
 * often as asked, it settles the payment once). A paid order has left the cart on the server, so the cart is
 * read again: the device's copy still has it. The order has become a purchase, so the orders are read again
 * too (the header's 'My Hub' count, the dashboard), without holding the outcome back.
 */
export function useCardPaymentReturn(reference: string | null) {
  const { key } = useCartQuery();
  return useProviderReturn({
    kind: 'card-payment',
    reference,
    validate: (ref) => validateCardPayment(apiClient, ref),
    isPaid: (validation) => validation.payment_verified,
    invalidates: (validation) => (validation.payment_verified ? [key] : []),
    invalidatesInBackground: (validation) => (validation.payment_verified ? [queryKeys.orders] : []),
  });
}

/**
 * Pay by bank transfer or USSD (issue 44): the server places the order as for a card, then issues the
 * one-time account (or the USSD code) for its down payment, and the shopper goes to the transfer page, which
 * waits for the money. The order's card payment stays unused.
 */
export function usePlaceTransferOrder() {
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: async ({
      order,
      transfer,
    }: {
      order: Parameters<typeof createCardOrder>[1];
      transfer: TransferRequestBody;
    }) => {
      const placed = await createCardOrder(apiClient, order);
      return startCheckoutTransfer(apiClient, placed.order.id, transfer);
    },
    // Built here, not in hrefs.ts: the home page's first load carries hrefs, and this page loads with checkout.
    onSuccess: (account) => navigate(fillPath(patternOf(routes.transfer), { ref: account.reference })),
  });
}
