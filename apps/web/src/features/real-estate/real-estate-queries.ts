import { type PropertiesQuery, propertiesQueryOptions } from '@oja/api-client';
import { apiClient } from '../../shared/api';

// The real-estate searches' queries, shared by the routes and the server's data (the manifest's `data`, routes.ts), so that
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
