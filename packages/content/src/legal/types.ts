/**
 * A legal text shown in a dialog (the direct-debit panel's terms, privacy policy and explainer), as plain
 * data: ui's LegalDialog takes it by props and renders it.
 */

/** A paragraph, or a list (bulleted, or numbered when its order matters, as in steps). */
export type LegalBlock = string | { readonly list: readonly string[]; readonly ordered?: boolean };

export interface LegalSection {
  /** The h3, without its number (the dialog numbers every section). */
  readonly heading: string;
  readonly blocks: readonly LegalBlock[];
}

export interface LegalText {
  /** The dialog's title, which also names it. */
  readonly title: string;
  /** One sentence under the title: what the text is for (the dialog's description). */
  readonly description: string;
  /** When the text took effect, read before the description: 'Effective 28 August 2025.' */
  readonly effective?: {
    /** As a shopper reads it: '28 August 2025'. */
    readonly text: string;
    /** The same day as YYYY-MM-DD, for the time element. */
    readonly date: string;
  };
  readonly sections: readonly LegalSection[];
}
