import { NotFoundScreen } from '@oja/ui';
import { useLocation } from 'wouter';
import { hrefs } from '../../hrefs';
import { useDocumentTitle } from '../../shared/document-title';
import { useNotFoundStatus } from '../../shared/page-head';
import { useMainCategories } from '../catalogue/main-categories';

/** The 404 page's name, as its heading and the browser's title show it (spec). */
export const NOT_FOUND_PAGE = 'Page Not Found';

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
