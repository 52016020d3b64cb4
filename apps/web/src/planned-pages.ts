import { hrefs } from './hrefs';

/**
 * The pages the footer and the header's Help link to that the static-pages issue has not built yet, by path,
 * with the name the links give them. Until a page is built its path answers honestly that it is not written
 * yet (not-found-route.tsx), rather than the 404 page's 'does not exist'. Remove a page here when it is built.
 */
export const PLANNED_PAGES: Readonly<Record<string, string>> = {
  [hrefs.aboutUs]: 'About us',
  [hrefs.howItWorks]: 'How it works',
  [hrefs.buyingGuide]: 'Buying guide',
  [hrefs.helpCenter]: 'Help center',
  [hrefs.contactUs]: 'Contact us',
  [hrefs.refundsReturns]: 'Refunds and returns',
  [hrefs.buyerProtection]: 'Buyer protection',
  [hrefs.termsOfUse]: 'Terms of use',
  [hrefs.privacyPolicy]: 'Privacy policy',
  [hrefs.marketplaceGuidelines]: 'Marketplace guidelines',
};

/** The planned page at `path`, if it is one. */
export function plannedPage(path: string): string | undefined {
  return Object.hasOwn(PLANNED_PAGES, path) ? PLANNED_PAGES[path] : undefined;
}
