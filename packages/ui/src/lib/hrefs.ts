/**
 * The app's pages that ui's screens link to, by what they are rather than where they live: ui holds no app
 * path. Each screen takes the few it renders as a `hrefs` prop (a Pick of this type); the app passes its one
 * module of paths (apps/web/src/hrefs.ts), the stories pass fixtures/hrefs.ts.
 */
export interface ShopHrefs {
  home: string;
  login: string;
  signUp: string;
  forgotPassword: string;
  cart: string;
  /** The checkout page (/cart-items/checkout): where a failed payment starts again. */
  checkout: string;
  salesOffers: string;
  /** The 50 newest products (home shows the first few). */
  newProducts: string;
  favourites: string;
  /** The account area's landing page ('My Account settings'). */
  account: string;
  /** A section of the account area (the side menu's links). */
  accountSection: (section: string) => string;
  /** 'My Hub': the shopper's orders. */
  hub: string;
  /** The shopper's orders, by status (Pending, Ongoing, Completed, Cancelled). */
  purchases: string;
  /**
   * The account verification tab opened from checkout (with fromCheckout): once the address and the debt
   * profile are both verified it comes back to checkout.
   */
  verification: string;
  /** The categories the home page and the empty cart send a shopper to. */
  electronics: string;
  homeLiving: string;
  lifestyle: string;
  /** The landing page that explains paying in instalments, with the calculator (footer, home). */
  payInInstalments: string;
  /** The static and legal pages (footer, Help, the sign-up terms). */
  aboutUs: string;
  howItWorks: string;
  buyingGuide: string;
  helpCenter: string;
  contactUs: string;
  refundsReturns: string;
  buyerProtection: string;
  termsOfUse: string;
  privacyPolicy: string;
  marketplaceGuidelines: string;
}
