import { useContext } from 'react';
import { PageHeadContext } from './page-head';

// Its own module (not page-head.ts, which every page loads): only the product page needs it, in its own chunk.
/** The origin the server wrote into the page's canonical address (the browser's first page came from it). */
let originInPage: string | undefined;
function pageOrigin(): string {
  if (originInPage === undefined) {
    const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
    originInPage = canonical ? new URL(canonical).origin : window.location.origin;
  }
  return originInPage;
}

/**
 * The shop's origin for an absolute address a page shows (a product's share links): the server's (its
 * configured address), and in the browser the one that server wrote into the page's canonical link, so the
 * browser's first render is the server's (a Host header or a proxy never changes what hydration compares).
 */
export function useShopOrigin(): string {
  const page = useContext(PageHeadContext);
  return page ? page.origin : pageOrigin();
}
