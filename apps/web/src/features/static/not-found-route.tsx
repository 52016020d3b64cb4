import { NotFoundScreen } from '@oja/ui';
import { useLocation } from 'wouter';
import { hrefs } from '../../hrefs';
import { useDocumentTitle } from '../../shared/document-title';
import { useNotFoundStatus } from '../../shared/page-head';

/** The 404 page's name, as its heading and the browser's title show it (spec). */
export const NOT_FOUND_PAGE = 'Page Not Found';

/**
 * Any path the app does not know: the spec's 404 page, answered by the server with status 404; Go back returns
 * to the previous page, else home.
 */
export function NotFoundRoute() {
  const [, navigate] = useLocation();
  useDocumentTitle(NOT_FOUND_PAGE);
  useNotFoundStatus();
  return (
    <NotFoundScreen
      onGoBack={() => (window.history.length > 1 ? window.history.back() : navigate(hrefs.home))}
    />
  );
}

/** As a route's screen (the manifest's `notFound`, and any other path under /real-estate). */
export default NotFoundRoute;
