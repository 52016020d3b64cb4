import type { StaticPageContent } from '@oja/ui';

type PageModule = Promise<{ default: StaticPageContent }>;

/** A static or legal page: where it lives, and its text (each page's text is a chunk of its own). */
interface StaticPage {
  /** The page's own address; an alias's canonical address. */
  path: string;
  load: () => PageModule;
}

const page = (path: string, load: () => PageModule): StaticPage => ({ path, load });

const termsOfUse = page('/terms-of-use', () => import('./routes/static-pages/terms-of-use'));
const refundsReturns = page('/refunds-returns', () => import('./routes/static-pages/refunds-returns'));
const buyingGuide = page('/buying-guide', () => import('./routes/static-pages/buying-guide'));
const buyerVendorProtection = page(
  '/buyer-vendor-protection',
  () => import('./routes/static-pages/buyer-vendor-protection'),
);

/**
 * Every path of a static or legal page (spec: the footer's links and /verification-document-sent). The spec's
 * second spellings are aliases of one page, which names the first spelling as its canonical address.
 */
export const STATIC_PAGES: Readonly<Record<string, StaticPage>> = {
  '/terms-of-use': termsOfUse,
  '/marketplace-guidelines': page(
    '/marketplace-guidelines',
    () => import('./routes/static-pages/marketplace-guidelines'),
  ),
  '/refunds-returns': refundsReturns,
  '/refunds-and-returns': refundsReturns,
  '/buying-guide': buyingGuide,
  '/buying-policy': buyingGuide,
  '/buyer-vendor-protection': buyerVendorProtection,
  '/buyer-protection': buyerVendorProtection,
  '/privacy-policy': page('/privacy-policy', () => import('./routes/static-pages/privacy-policy')),
  '/about-us': page('/about-us', () => import('./routes/static-pages/about-us')),
  '/help-center': page('/help-center', () => import('./routes/static-pages/help-center')),
  '/contact-us': page('/contact-us', () => import('./routes/static-pages/contact-us')),
  '/how-it-works': page('/how-it-works', () => import('./routes/static-pages/how-it-works')),
  '/verification-document-sent': page(
    '/verification-document-sent',
    () => import('./routes/static-pages/verification-document-sent'),
  ),
};
