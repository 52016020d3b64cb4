/**
 * Every path of a static or legal page (spec: the footer's links and /verification-document-sent), with the
 * page it shows: the spec's second spellings are aliases of one page, which names the first spelling as its
 * canonical address. Only the paths: each page's text is a chunk of its own, which routes/static-page-route.tsx
 * loads, so the first load carries none of it.
 */
export const STATIC_PAGES = {
  '/terms-of-use': '/terms-of-use',
  '/marketplace-guidelines': '/marketplace-guidelines',
  '/refunds-returns': '/refunds-returns',
  '/refunds-and-returns': '/refunds-returns',
  '/buying-guide': '/buying-guide',
  '/buying-policy': '/buying-guide',
  '/buyer-vendor-protection': '/buyer-vendor-protection',
  '/buyer-protection': '/buyer-vendor-protection',
  '/privacy-policy': '/privacy-policy',
  '/about-us': '/about-us',
  '/help-center': '/help-center',
  '/contact-us': '/contact-us',
  '/how-it-works': '/how-it-works',
  '/verification-document-sent': '/verification-document-sent',
} as const;

/** A static page's own (canonical) address. */
export type StaticPagePath = (typeof STATIC_PAGES)[keyof typeof STATIC_PAGES];

/** The page a path shows, if it is a static page's path (its own or an alias). */
export function staticPageAt(path: string): StaticPagePath | undefined {
  return Object.hasOwn(STATIC_PAGES, path) ? STATIC_PAGES[path as keyof typeof STATIC_PAGES] : undefined;
}
