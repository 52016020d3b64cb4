import { searchResultsHref, shopPaths } from '@oja/domain';

/**
 * Every path of the shop, built in one place. ui holds no app path: screens get their hrefs from here
 * through props (most take this whole object, which has every page of ui's ShopHrefs) and render them
 * with ui's <Link>, which the app routes with wouter (see app.tsx and app-link.tsx).
 */

/** What a product's href is built from: the product page lives under its category and subcategory. */
export interface ProductPath {
  productID: string;
  slug: string;
  category: { slug: string; parent_category: { slug: string } };
}

const category = (parentSlug: string) => `/${parentSlug}`;

export const hrefs = {
  home: '/',
  login: '/login',
  /** The login page, coming back to `from` (a protected page, or the page a guest favourited on). */
  loginFrom: (from: string) => `/login?from=${encodeURIComponent(from)}`,
  signUp: '/sign-up',
  forgotPassword: '/forgot-password',
  verifyEmail: (email: string) => `/sign-up/verify-email/${encodeURIComponent(email)}`,
  resetPassword: (email: string) => `/reset-password/${encodeURIComponent(email)}`,
  cart: '/cart-items',
  checkout: '/cart-items/checkout',
  // The pages a payment provider sends the shopper back to: the server names the same (domain's shopPaths).
  /** Where the card page sends the shopper back after paying in full: the reference is validated there. */
  paymentSuccess: shopPaths.paymentSuccess,
  /** The mandate setup page of an instalment order: its down payment (naira) in the path, shown at once. */
  mandateCreate: shopPaths.mandateCreate,
  /** The order's direct debit is set up (active, or waiting for the bank's approval). */
  directDebitSuccess: shopPaths.directDebitSuccess,
  /** A card payment that did not go through, with a way back to checkout. */
  paymentFailed: (orderId: string) => `/cart-items/checkout/payment-failed/${encodeURIComponent(orderId)}`,
  /** The verification tab opened from checkout: once both verifications are done it goes back to checkout. */
  verification: '/user-dashboard/account-profile/account-verification?fromCheckout=true',
  salesOffers: '/sales-offers',
  /** The search results page, where the header's search form sends `q` before the page is hydrated. */
  searchPage: '/search-results',
  /** Search results; page 1 unless a page is given. */
  search: (query: string, page?: number) => `${searchResultsHref(query)}${page ? `&page=${page}` : ''}`,
  recentlyViewed: '/user-dashboard/recently-viewed',
  favourites: '/user-dashboard/favorites',
  account: '/user-dashboard/account-profile',
  accountSection: (section: string) => `/user-dashboard/account-profile/${section}`,
  hub: '/user-dashboard/shopping-overview',
  purchases: '/user-dashboard/purchases',
  /** The purchases page with one order's card open (found by its number; also after paying ahead). */
  purchasesFor: shopPaths.purchasesFor,
  /** Every direct debit of the shopper (also at /user-dashboard/direct-debits). */
  directDebits: '/user-dashboard/direct-debit',
  category,
  subcategory: (parentSlug: string, subSlug: string) => `/${parentSlug}/${subSlug}`,
  product: ({ productID, slug, category }: ProductPath) =>
    `/${category.parent_category.slug}/${category.slug}/${encodeURIComponent(productID)}/${slug}`,
  // The categories the home page and the empty cart lead to by name (the catalogue's slugs).
  electronics: category('electronics'),
  homeLiving: category('home-living'),
  lifestyle: category('lifestyle-consumer-goods'),
  // The static and legal pages (static-pages.ts has every path they are served at).
  payInInstalments: '/welcome',
  aboutUs: '/about-us',
  howItWorks: '/how-it-works',
  buyingGuide: '/buying-guide',
  helpCenter: '/help-center',
  contactUs: '/contact-us',
  refundsReturns: '/refunds-returns',
  buyerProtection: '/buyer-protection',
  termsOfUse: '/terms-of-use',
  privacyPolicy: '/privacy-policy',
  marketplaceGuidelines: '/marketplace-guidelines',
} as const;
