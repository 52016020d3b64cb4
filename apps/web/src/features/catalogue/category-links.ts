import { categoriesQueryOptions } from '@oja/api-client';
import type { ListingLink } from '@oja/ui';
import { useQuery } from '@tanstack/react-query';
import { hrefs } from '../../hrefs';
import { apiClient } from '../../shared/api';

/**
 * The departments a listing of no department of its own offers (Sales & Offers, New products): each category
 * and its page, none of them current.
 */
export function useCategoryLinks(): ListingLink[] {
  const categories = useQuery(categoriesQueryOptions(apiClient));
  return (categories.data ?? []).map((c) => ({
    name: c.name,
    href: hrefs.category(c.slug),
    isComingSoon: c.isComingSoon,
  }));
}
