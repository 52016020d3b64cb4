import { createContext, useContext } from 'react';

/** What the server writes in a page's `<head>` and its HTTP status, gathered while the page renders. */
export interface PageHead {
  /** The whole `<title>`, as useDocumentTitle makes it ('Cart · Oja'). */
  title?: string;
  description?: string;
  /** The page's address without query, for `<link rel="canonical">` and og:url. */
  canonicalPath?: string;
  /** An absolute path of the page's picture for og:image. */
  image?: string;
  /** Open Graph type: a product page is `product`. */
  ogType?: 'website' | 'product';
  /** schema.org data, written as `application/ld+json`. */
  jsonLd?: Record<string, unknown>;
  /** 404 when the page says the thing asked for does not exist. */
  status?: number;
}

/** What the server renderer starts a page's head with: where the shop is (absolute addresses need it). */
export interface ServerPage {
  /** The shop's origin, 'https://oja.ng', without a trailing slash. */
  origin: string;
  /** The server's mode ('sandbox' shows its marker) and, for a sandbox listening beyond its machine, what it says. */
  mode: string;
  exposure?: string | undefined;
  head: PageHead;
}

/**
 * Set by the server renderer (entry-server.tsx) for the one page it renders; null in the browser, where these
 * hooks do nothing beyond what they already do (the title is set by useDocumentTitle's effect).
 */
export const PageHeadContext = createContext<ServerPage | null>(null);

/** What a route adds to the head; addresses in it are absolute, made from the shop's origin. */
export type RouteHead = Omit<PageHead, 'title' | 'status'>;

/**
 * A route adds to the server's `<head>`: description, canonical address, Open Graph and schema.org data.
 * `make` runs on the server only (the browser never needs these after the first page).
 */
export function usePageHead(make: (origin: string) => RouteHead) {
  const page = useContext(PageHeadContext);
  if (page) Object.assign(page.head, make(page.origin));
}

/** The route says the page is the 404 page: the server answers with status 404. */
export function useNotFoundStatus(notFound = true) {
  const page = useContext(PageHeadContext);
  if (page && notFound) page.head.status = 404;
}
