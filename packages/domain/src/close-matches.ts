import { normalizeSearchQuery } from './search';

// A module of its own, apart from search.ts: the header's search (in every page's first load) imports that
// one, and the first load takes whole modules; only the search results page needs this rule.

/** How many close-match searches a search with no results makes at most. */
export const CLOSE_MATCH_SEARCHES = 3;
/** A word shorter than this matches too much to be a close match ('a', 'of'). */
const CLOSE_MATCH_MIN_CHARS = 3;
/** A single word is also tried by its first letters: a slip past them ('iphnoe') still finds 'iphone'. */
const CLOSE_MATCH_STEM_CHARS = 4;

/**
 * What a search that found nothing tries instead, as close matches: each word of the query on its own
 * ('tecno spark 40' → 'tecno', 'spark'), or for one word its first four letters ('iphnoe' → 'iphn'), never
 * the query itself; words shorter than three characters are left out, and three searches at most.
 */
export function closeMatchQueries(query: string): string[] {
  const normalized = normalizeSearchQuery(query);
  if (normalized === null) return [];
  const words = [
    ...new Set(normalized.split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= CLOSE_MATCH_MIN_CHARS)),
  ];
  const tries =
    words.length > 1
      ? words
      : words.flatMap((w) => (w.length > CLOSE_MATCH_STEM_CHARS ? [w.slice(0, CLOSE_MATCH_STEM_CHARS)] : []));
  return tries.filter((t) => t !== normalized).slice(0, CLOSE_MATCH_SEARCHES);
}
