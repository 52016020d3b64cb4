import { directDebitTerms, gsmPrivacyPolicy, whatIsDirectDebit } from '@oja/content';
import type { DirectDebitLegalTexts } from '@oja/ui';

/**
 * The direct-debit panel's legal texts: a module of their own, imported only when the shopper opens one
 * (see loadLegalTexts in mandate-create-route.tsx), so their words stay out of every page's first load.
 */
const texts: DirectDebitLegalTexts = {
  terms: directDebitTerms,
  privacy: gsmPrivacyPolicy,
  explainer: whatIsDirectDebit,
};
export default texts;
