import { favouritesQueryOptions, type Product, toggleFavourite } from '@oja/api-client';
import { useAtomValue } from 'jotai';
import { useLocation } from 'wouter';
import { hrefs } from '../../hrefs';
import { apiClient } from '../../shared/api';
import { authAtom } from '../../shared/auth';
import { messageOf } from '../../shared/errors';
import { useOptimisticMutation } from '../../shared/optimistic';

/** The list with the product's favourite flipped: removed if it was there, else added. */
function toggled(current: Product[] | undefined, product: Product): Product[] {
  const list = current ?? [];
  return list.some((p) => p.productID === product.productID)
    ? list.filter((p) => p.productID !== product.productID)
    : [...list, product];
}

/**
 * The favourite toggle: flips at once, is put back if the server refuses, and the list is reloaded after
 * (spec §4). A guest is sent to log in, and comes back here afterwards.
 */
export function useToggleFavourite() {
  const { token } = useAtomValue(authAtom);
  const [location, navigate] = useLocation();
  const mutation = useOptimisticMutation({
    mutationKey: ['favourite-toggle'],
    queryKey: favouritesQueryOptions(apiClient).queryKey,
    send: (product: Product) => toggleFavourite(apiClient, { productID: product.productID }),
    apply: toggled,
    errorToast: (error) => ({
      title: messageOf(error, 'Something went wrong'),
      variant: 'error',
    }),
  });
  return (product: Product) => {
    if (!token) return navigate(hrefs.loginFrom(location));
    mutation.mutate(product);
  };
}
