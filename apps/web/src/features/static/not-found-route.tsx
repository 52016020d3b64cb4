import { categoriesQueryOptions } from '@oja/api-client';
import { NotFoundScreen } from '@oja/ui';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { hrefs } from '../../hrefs';
import { apiClient } from '../../shared/api';
import { useDocumentTitle } from '../../shared/document-title';
import { useNotFoundStatus } from '../../shared/page-head';

/** The 404 page's name, as its heading and the browser's title show it (spec). */
export const NOT_FOUND_PAGE = 'Page Not Found';

/**
 * The main categories a dead end offers (this page, and a search with no results): the header's categories
 * (the same query, which every page the server renders has asked), without those still coming soon. Kept in
 * this route's file, not one of its own: a module the two routes share would be a chunk of its own, whose
 * name the first load would carry.
 */
export function useMainCategories(): { name: string; href: string }[] {
  const { data = [] } = useQuery(categoriesQueryOptions(apiClient));
  return data.filter((c) => !c.isComingSoon).map((c) => ({ name: c.name, href: hrefs.category(c.slug) }));
}

/**
 * Any path the app does not know: the spec's 404 page, answered by the server with status 404; Go back returns
 * to the previous page, else home. A search box and the main categories offer a way on.
 */
export function NotFoundRoute() {
  const [, navigate] = useLocation();
  useDocumentTitle(NOT_FOUND_PAGE);
  useNotFoundStatus();
  const categories = useMainCategories();
  return (
    <NotFoundScreen
      onGoBack={() => (window.history.length > 1 ? window.history.back() : navigate(hrefs.home))}
      searchAction={hrefs.searchPage}
      onSearch={(query) => navigate(hrefs.search(query))}
      categories={categories}
    />
  );
}

/** As a route's screen (the manifest's `notFound`, and any other path under /real-estate). */
export default NotFoundRoute;
