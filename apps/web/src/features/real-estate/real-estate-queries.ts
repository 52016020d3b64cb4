import { type PropertiesQuery, propertiesQueryOptions } from '@oja/api-client';
import { apiClient } from '../../shared/api';

/** The spec's subcategories rent-{product} and shortlet-{product}, Oja being the product. */
const RENT_PATH = '/real-estate/rent-oja';
export const SHORTLET_PATH = '/real-estate/shortlet-oja';

/**
 * Which real-estate page a path is: the rent search (its default, also the catalogue's own /real-estate/rent,
 * which the header's menu links to), the short-let search, or a short-let's page; null for any other path.
 */
export function realEstatePage(
  path: string,
): { kind: 'rent' } | { kind: 'shortlet' } | { kind: 'detail'; propertyID: string } | null {
  if (path === '/real-estate' || path === RENT_PATH || path === '/real-estate/rent') return { kind: 'rent' };
  if (path === SHORTLET_PATH || path === '/real-estate/shortlet') return { kind: 'shortlet' };
  const detail = /^\/real-estate\/shortlet\/([^/]+)\/[^/]+$/.exec(path);
  if (!detail?.[1]) return null;
  try {
    return { kind: 'detail', propertyID: decodeURIComponent(detail[1]) };
  } catch {
    return null;
  }
}

// The real-estate searches' queries, shared by the routes and the server's data (server-data.ts), so that
// the browser finds the server's answer in its cache.

export const RENT_KEYS = ['location', 'bed', 'bath', 'furnishing', 'agent', 'price'] as const;
export const SHORTLET_KEYS = ['location', 'checkIn', 'checkOut', 'guest', 'homeType'] as const;

/** The filters the address holds: only the keys given, numbers as numbers (the server validates the rest). */
export function filtersFrom(search: string, keys: readonly string[]): Record<string, string | number> {
  const params = new URLSearchParams(search);
  const filters: Record<string, string | number> = {};
  for (const key of keys) {
    const value = params.get(key);
    if (value === null || value === '') continue;
    filters[key] = /^\d+$/.test(value) && key !== 'price' ? Number(value) : value;
  }
  return filters;
}

/** Homes to rent (up to 100) matching the address's search. */
export function rentQueryOptions(search: string) {
  const filters = filtersFrom(search, RENT_KEYS);
  return propertiesQueryOptions(apiClient, { kind: 'rent', limit: 100, ...filters } as PropertiesQuery);
}

/** Short-lets (up to 100) matching the address's search. */
export function shortletQueryOptions(search: string) {
  const filters = filtersFrom(search, SHORTLET_KEYS);
  return propertiesQueryOptions(apiClient, { kind: 'shortlet', limit: 100, ...filters } as PropertiesQuery);
}
