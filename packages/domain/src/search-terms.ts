import { normalizeSearchQuery } from './search';

// A module of its own, apart from search.ts: the header's search (in every page's first load) imports that
// one; only the server's search needs the words a shopper may mean.

/** At most this many words of a query are searched for: a pasted paragraph costs no more than this. */
export const SEARCH_MAX_TERMS = 8;

/**
 * Words Nigerian shoppers type for what the catalogue names otherwise (each way round where both are
 * used). Small on purpose: each entry is a word a shopper typed that found nothing, not a thesaurus.
 */
export const SEARCH_SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  fridge: ['refrigerator'],
  refrigerator: ['fridge'],
  tv: ['television'],
  television: ['tv'],
  telly: ['tv'],
  phone: ['smartphone', 'iphone'],
  mobile: ['phone'],
  handset: ['phone'],
  laptop: ['notebook', 'macbook'],
  notebook: ['laptop'],
  ac: ['air conditioner', 'aircon'],
  aircon: ['air conditioner'],
  gen: ['generator'],
  earpiece: ['earbuds', 'earphones', 'headphones'],
  earphones: ['earbuds', 'earpiece'],
  earbuds: ['earphones', 'freepods'],
  headset: ['headphones'],
  powerbank: ['power bank'],
  cooker: ['gas cooker', 'stove'],
  pressing: ['iron'],
  stove: ['cooker'],
  sneakers: ['trainers', 'canvas'],
  canvas: ['sneakers'],
  noodles: ['indomie', 'noodle'],
  provisions: ['grocery'],
  beverage: ['drink', 'beverages'],
  inverter: ['solar'],
  solar: ['inverter', 'panel'],
};

/** One word of a search and the words it also finds (itself first). */
export interface SearchTerm {
  word: string;
  alternatives: readonly string[];
}

/**
 * A query as the words it is searched by: trimmed and lowercased as the spec says, split at anything that is
 * neither a letter nor a digit ('tv, 43-inch' → tv, 43, inch), each word once, at most SEARCH_MAX_TERMS, with
 * the words it is also known by ('fridge' also finds 'refrigerator'). An empty query has none.
 */
export function searchTerms(raw: unknown): SearchTerm[] {
  const query = normalizeSearchQuery(raw);
  if (query === null) return [];
  // A letter alone ('s' of 's_msung', 'a') matches nothing a shopper meant; a digit alone may ('1 litre').
  const words = [...new Set(query.split(/[^\p{L}\p{N}]+/u))].filter((w) => w !== '' && !/^\p{L}$/u.test(w));
  return words
    .slice(0, SEARCH_MAX_TERMS)
    .map((word) => ({ word, alternatives: [word, ...(SEARCH_SYNONYMS[word] ?? [])] }));
}
