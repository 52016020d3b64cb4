import { categoriesQueryOptions } from '@oja/api-client';
import { useQuery } from '@tanstack/react-query';
import { hrefs } from '../../hrefs';
import { apiClient } from '../../shared/api';

/**
 * The main categories a dead end offers (a search with no results, the 404 page): the header's categories
 * (the same query, already asked by every page the server renders), without those still coming soon.
 */
export function useMainCategories(): { name: string; href: string }[] {
  const { data = [] } = useQuery(categoriesQueryOptions(apiClient));
  return data.filter((c) => !c.isComingSoon).map((c) => ({ name: c.name, href: hrefs.category(c.slug) }));
}
