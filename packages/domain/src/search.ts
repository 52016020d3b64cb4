/** Search rules from the storefront spec. */

/**
 * The search query as the shop sends it: trimmed and lowercased. An empty query does nothing, so it
 * returns `null` for the caller to ignore.
 */
export function normalizeSearchQuery(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const query = raw.trim().toLowerCase();
  return query === '' ? null : query;
}

/** The search results route for a query: /search-results?q={query}. */
export function searchResultsHref(query: string): string {
  return `/search-results?q=${encodeURIComponent(query)}`;
}
