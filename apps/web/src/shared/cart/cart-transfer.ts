import { queryKeys, transferGuestCart } from '@oja/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useStore } from 'jotai';
import { apiClient } from '../api';
import { showToastAtom } from '../toasts';
import { cartSessionIdAtom } from './cart-session';

/**
 * After login the guest cart moves to the shopper's account and the guest session id is removed
 * (spec §4). A failed transfer keeps the session id, so nothing is lost and the next login tries again.
 */
export function useTransferGuestCart() {
  const store = useStore();
  const queryClient = useQueryClient();
  return async () => {
    const cartSessionID = store.get(cartSessionIdAtom);
    if (!cartSessionID) return;
    try {
      await transferGuestCart(apiClient, { cartSessionID });
      store.set(cartSessionIdAtom, null);
      await queryClient.invalidateQueries({ queryKey: queryKeys.cartAll });
    } catch {
      store.set(showToastAtom, { title: 'Failed to transfer cart', variant: 'error' });
    }
  };
}
