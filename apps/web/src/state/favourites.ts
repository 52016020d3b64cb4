import { ApiError, favouritesQueryOptions, type Product, toggleFavourite } from '@oja/api-client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { useLocation } from 'wouter';
import { apiClient } from '../api';
import { loginHref } from '../routes/require-auth';
import { authAtom } from './auth';
import { showToastAtom } from './toasts';

/** The signed-in shopper's favourites (none for a guest, and no request). */
export function useFavourites() {
  const { token } = useAtomValue(authAtom);
  const query = useQuery({ ...favouritesQueryOptions(apiClient), enabled: token !== null });
  return { query, products: token ? (query.data ?? []) : [] };
}

/**
 * The favourite toggle: flips at once, is put back if the server refuses, and the list is reloaded after
 * (spec §4). A guest is sent to log in, and comes back here afterwards.
 */
export function useToggleFavourite() {
  const { token } = useAtomValue(authAtom);
  const [location] = useLocation();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const showToast = useSetAtom(showToastAtom);
  const key = favouritesQueryOptions(apiClient).queryKey;
  const mutation = useMutation({
    mutationFn: (product: Product) => toggleFavourite(apiClient, { productID: product.productID }),
    onMutate: async (product) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Product[]>(key);
      const list = previous ?? [];
      const has = list.some((p) => p.productID === product.productID);
      queryClient.setQueryData<Product[]>(
        key,
        has ? list.filter((p) => p.productID !== product.productID) : [...list, product],
      );
      return { previous };
    },
    onError: (error, _product, context) => {
      queryClient.setQueryData(key, context?.previous);
      showToast({
        title: (error instanceof ApiError && error.message) || 'Something went wrong',
        variant: 'error',
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
  return (product: Product) => {
    if (!token) return navigate(loginHref(location));
    mutation.mutate(product);
  };
}
