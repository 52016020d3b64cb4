import type { LegalText } from './legal/legal-dialog';

/** The legal texts the panel links to, each opened in its dialog. */
export type LegalDocument = 'terms' | 'privacy' | 'explainer';

/** Each legal text's words: the direct debit terms, the mandate privacy policy, 'What is direct debit?'. */
export type DirectDebitLegalTexts = Readonly<Record<LegalDocument, LegalText>>;
