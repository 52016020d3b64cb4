/**
 * Every path of the shop, built in one place. ui holds no app path: screens get their hrefs from here
 * through props, and render them with ui's <Link>, which the app routes with wouter (see app.tsx).
 */

/** What a product's href is built from: the product page lives under its category and subcategory. */
export interface ProductPath {
  productID: string;
  slug: string;
  category: { slug: string; parent_category: { slug: string } };
}

export const hrefs = {
  home: '/',
  login: '/login',
  signUp: '/sign-up',
  forgotPassword: '/forgot-password',
  verifyEmail: (email: string) => `/sign-up/verify-email/${encodeURIComponent(email)}`,
  resetPassword: (email: string) => `/reset-password/${encodeURIComponent(email)}`,
  cart: '/cart-items',
  salesOffers: '/sales-offers',
  search: (query: string) => `/search-results?q=${encodeURIComponent(query)}`,
  recentlyViewed: '/user-dashboard/recently-viewed',
  favourites: '/user-dashboard/favorites',
  account: '/user-dashboard/account-profile',
  accountSection: (section: string) => `/user-dashboard/account-profile/${section}`,
  hub: '/user-dashboard/shopping-overview',
  category: (parentSlug: string) => `/${parentSlug}`,
  subcategory: (parentSlug: string, subSlug: string) => `/${parentSlug}/${subSlug}`,
  product: ({ productID, slug, category }: ProductPath) =>
    `/${category.parent_category.slug}/${category.slug}/${encodeURIComponent(productID)}/${slug}`,
  // The static and legal pages (built by the static-pages issue; the 404 page says so until then).
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
