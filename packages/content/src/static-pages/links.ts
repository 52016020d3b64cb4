import { fillPath, shopPatterns, staticPagePatterns } from '@oja/domain';
import { SUPPORT_EMAIL } from '../support';
import type { StaticLink } from './types';

/** A static page's own address (the first of its spellings). */
function ownAddress(page: keyof typeof staticPagePatterns): string {
  return staticPagePatterns[page][0];
}

/**
 * The paths the static pages link to, and the contact details they give. No path is written here: each is the
 * domain's, from which the web app's route manifest (apps/web/src/routes.ts) routes the same pages (a static
 * page at its own address; its second spellings /refunds-and-returns, /buying-policy, /buyer-protection too).
 */
export const PAGE_PATHS = {
  termsOfUse: ownAddress('termsOfUse'),
  marketplaceGuidelines: ownAddress('marketplaceGuidelines'),
  refundsReturns: ownAddress('refundsReturns'),
  buyingGuide: ownAddress('buyingGuide'),
  buyerVendorProtection: ownAddress('buyerProtection'),
  privacyPolicy: ownAddress('privacyPolicy'),
  aboutUs: ownAddress('aboutUs'),
  helpCenter: ownAddress('helpCenter'),
  contactUs: ownAddress('contactUs'),
  howItWorks: ownAddress('howItWorks'),
  signUp: shopPatterns.signUp,
  purchases: shopPatterns.purchases,
  verification: fillPath(shopPatterns.account, { section: 'account-verification' }),
  resolutionCentre: shopPatterns.complaints,
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
