import { SUPPORT_EMAIL } from '../support';
import type { StaticLink } from './types';

/**
 * The paths the static pages link to, and the contact details they give. The web app serves each page at
 * these paths (and the aliases /refunds-and-returns, /buying-policy, /buyer-protection).
 */
export const PAGE_PATHS = {
  termsOfUse: '/terms-of-use',
  marketplaceGuidelines: '/marketplace-guidelines',
  refundsReturns: '/refunds-returns',
  buyingGuide: '/buying-guide',
  buyerVendorProtection: '/buyer-vendor-protection',
  privacyPolicy: '/privacy-policy',
  aboutUs: '/about-us',
  helpCenter: '/help-center',
  contactUs: '/contact-us',
  howItWorks: '/how-it-works',
  signUp: '/sign-up',
  purchases: '/user-dashboard/purchases',
  verification: '/user-dashboard/account-profile/account-verification',
  resolutionCentre: '/user-dashboard/account-profile/resolution-centre',
} as const;

/** A link to one of the pages above. */
export function pageLink(text: string, page: keyof typeof PAGE_PATHS): StaticLink {
  return { text, href: PAGE_PATHS[page] };
}

/** The support address as a mail link. */
export const supportEmail: StaticLink = { text: SUPPORT_EMAIL, href: `mailto:${SUPPORT_EMAIL}` };

/** Oja's customer care line, as a phone can dial it. */
export const supportPhone: StaticLink = { text: '0201 700 6520', href: 'tel:+2342017006520' };

/** When customer care answers the phone and chat (West Africa Time). */
export const SUPPORT_HOURS = [
  'Monday to Friday, 8am to 8pm',
  'Saturday, 9am to 5pm',
  'Sundays and public holidays: email only, answered the next business day',
] as const;

/** Oja's office in Lagos. */
export const OFFICE_ADDRESS =
  'Oja Marketplace Ltd, 3rd Floor, 14 Adeola Hopewell Street, Victoria Island, Lagos';
