import { useContext, useEffect } from 'react';
import { PageHeadContext } from './page-head';

/** The shop's own title: the home page's, and the fallback while a page's name is still loading. */
const SHOP_TITLE = 'Oja: buy now, pay small small';

/** A page's title as the browser tab, history and screen readers show it: 'Cart · Oja'. */
function pageTitle(page?: string): string {
  const name = page?.trim();
  return name ? `${name} · Oja` : SHOP_TITLE;
}

/**
 * Each route names its page once, here: `useDocumentTitle('Cart')` sets `document.title` to 'Cart · Oja'.
 * Without a name (the home page, or a page whose name is still loading) the title is the shop's own. On the
 * server the title goes in the page's `<title>` (the innermost route rendered names it, as in the browser,
 * where a parent's effect, which runs last, names the same page).
 */
export function useDocumentTitle(page?: string) {
  const title = pageTitle(page);
  const serverHead = useContext(PageHeadContext);
  if (serverHead) serverHead.head.title = title;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
