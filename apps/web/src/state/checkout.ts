import {
  addDeliveryAddress,
  createCardOrder,
  type DeliveryAddress,
  deliveryAddressesQueryOptions,
  orderQueryKeys,
  validateCardPayment,
} from '@oja/api-client';
import type { ShippingOptionId } from '@oja/domain';
import type { DeliveryAddressValue } from '@oja/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { atom, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { apiClient } from '../api';
import { useCartQuery } from './cart-query';
import { selectedDeliveryAddressAtom } from './checkout-delivery';

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
 * delivery option), then the shopper goes to the card provider's page, a full page load. The mutation stays
 * successful while the browser leaves, so Pay stays busy and cannot place a second order.
 */
export function usePlaceOrder() {
  const placeOrder = useMutation({
    mutationFn: (body: { deliveryAddressId: string; shippingOption: ShippingOptionId }) =>
      createCardOrder(apiClient, body),
    onSuccess: (placed) => window.location.assign(placed.paystack_config.authorization_url),
  });
  // Back from the card page, the browser may restore this page as it was left (busy): make Pay live again.
  const { reset } = placeOrder;
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => (event.persisted ? reset() : undefined);
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, [reset]);
  return placeOrder;
}

/**
 * The card provider sent the shopper back with a reference: the server verifies it with the provider (as
 * often as asked, it settles the payment once). A paid order has left the cart on the server, so the cart is
 * read again: the device's copy still has it. The order has become a purchase, so the orders are read again
 * too (the header's 'My Hub' count, the dashboard).
 */
export function usePaymentValidation(reference: string | null) {
  const queryClient = useQueryClient();
  const { key } = useCartQuery();
  return useQuery({
    queryKey: ['/orders/validate-paystack-payment', reference],
    queryFn: async () => {
      const validation = await validateCardPayment(apiClient, reference ?? '');
      if (validation.payment_verified) {
        // Not waited for: the page shows the payment's outcome without waiting for the count.
        void queryClient.invalidateQueries({ queryKey: orderQueryKeys.list });
        await queryClient.invalidateQueries({ queryKey: key });
      }
      return validation;
    },
    enabled: reference !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
