import { NotFoundScreen, PageNotWrittenScreen } from '@oja/ui';
import { useLocation } from 'wouter';
import { useDocumentTitle } from '../document-title';
import { hrefs } from '../hrefs';
import { useNotFoundStatus } from '../page-head';
import { plannedPage } from '../planned-pages';

/** The 404 page's name, as its heading and the browser's title show it (spec). */
export const NOT_FOUND_PAGE = 'Page Not Found';

/**
 * Any path the app does not know: the spec's 404 page; Go back returns to the previous page, else home.
 * A page the shop links to but has not written yet (the footer's Help center, Terms of use, …) is not
 * 'does not exist': it says, under its own name, that it is not written yet.
 */
export function NotFoundRoute() {
  const [location, navigate] = useLocation();
  const planned = plannedPage(location);
  useDocumentTitle(planned ? `${planned} (not written yet)` : NOT_FOUND_PAGE);
  // The server answers the 404 page with status 404 (a page not written yet exists: it is a 200).
  useNotFoundStatus(!planned);
  if (planned) return <PageNotWrittenScreen page={planned} homeHref={hrefs.home} />;
  return (
    <NotFoundScreen
      onGoBack={() => (window.history.length > 1 ? window.history.back() : navigate(hrefs.home))}
    />
  );
}
