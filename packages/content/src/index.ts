// The shop's words as plain data. Each page and text is a module of its own, so an app that reads this
// package from source loads only the page it shows (apps/web gives each one a lazy chunk).
export { directDebitTerms } from './legal/direct-debit-terms';
export { gsmPrivacyPolicy } from './legal/gsm-privacy-policy';
export type { LegalBlock, LegalSection, LegalText } from './legal/types';
export { whatIsDirectDebit } from './legal/what-is-direct-debit';
export { aboutUsPage } from './static-pages/about-us';
export { buyerVendorProtectionPage } from './static-pages/buyer-vendor-protection';
export { buyingGuidePage } from './static-pages/buying-guide';
export { contactUsPage } from './static-pages/contact-us';
export { helpCenterPage } from './static-pages/help-center';
export { howItWorksPage } from './static-pages/how-it-works';
export { marketplaceGuidelinesPage } from './static-pages/marketplace-guidelines';
export { privacyPolicyPage } from './static-pages/privacy-policy';
export { refundsReturnsPage } from './static-pages/refunds-returns';
export { termsOfUsePage } from './static-pages/terms-of-use';
export type {
  StaticBlock,
  StaticLink,
  StaticPageContent,
  StaticSection,
  StaticText,
} from './static-pages/types';
export { verificationDocumentSentPage } from './static-pages/verification-document-sent';
export { SUPPORT_EMAIL } from './support';
