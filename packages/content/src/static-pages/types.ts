/**
 * The content of a static or legal page as plain data: the web app loads one page's module and hands it to
 * ui's StaticPageScreen, which renders it without JavaScript of its own. ui declares the same shape as that
 * screen's prop types (it imports nothing from here); the web app's typecheck, which passes these pages to
 * the screen, keeps the two in step.
 */

/** A link inside a paragraph or a list item: a path of the shop ('/refunds-returns'), mailto: or tel:. */
export interface StaticLink {
  readonly text: string;
  readonly href: string;
}

/** A run of text: plain words, or words with links among them. */
export type StaticText = string | readonly (string | StaticLink)[];

/** A paragraph, or a bulleted list (numbered when its order matters, as in steps). */
export type StaticBlock = StaticText | { readonly list: readonly StaticText[]; readonly ordered?: boolean };

export interface StaticSection {
  /** The anchor: short kebab-case words, stable (links and the end-to-end tests jump to it). */
  readonly id: string;
  /** The h2, without its number (the screen adds '1. ' on a numbered page). */
  readonly heading: string;
  readonly blocks: readonly StaticBlock[];
}

export interface StaticPageContent {
  /** The page's one h1. */
  readonly title: string;
  /** When the text last changed, shown as 'Last updated …' (legal pages). */
  readonly lastUpdated?: {
    /** As a shopper reads it: 'July 7th, 2025'. */
    readonly text: string;
    /** The same day as YYYY-MM-DD, for the time element. */
    readonly date: string;
  };
  /** What the page is for, before the contents list. */
  readonly intro: readonly StaticBlock[];
  /** Whether the sections are numbered ('1. …'): legal texts and steps are. */
  readonly numbered: boolean;
  readonly sections: readonly StaticSection[];
}
