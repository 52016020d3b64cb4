import { favouritesQueryOptions } from '@oja/api-client';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { apiClient } from '../../shared/api';
import { authAtom } from '../../shared/auth';

// The header reads the favourites on every page; the toggle (favourites.ts) is only on the product page.
// Kept apart so the header does not bring the toggle and the optimistic-change code into the first load.

/** The signed-in shopper's favourites (none for a guest, and no request). */
export function useFavourites() {
  const { token } = useAtomValue(authAtom);
  const query = useQuery({ ...favouritesQueryOptions(apiClient), enabled: token !== null });
  return { query, products: token ? (query.data ?? []) : [] };
}
