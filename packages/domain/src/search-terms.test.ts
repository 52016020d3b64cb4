import { describe, expect, it } from 'vitest';
import { SEARCH_MAX_TERMS, searchTerms } from './search-terms';

describe('searchTerms', () => {
  it('splits a query into its words, trimmed and lowercased, each once', () => {
    expect(searchTerms('  Samsung  GALAXY samsung ').map((t) => t.word)).toEqual(['samsung', 'galaxy']);
  });

  it('splits at punctuation and hyphens, as the catalogue names are indexed', () => {
    expect(searchTerms('TV, 43-inch').map((t) => t.word)).toEqual(['tv', '43', 'inch']);
  });

  it('adds the words a shopper means: fridge finds refrigerator, tv finds television', () => {
    expect(searchTerms('fridge')).toEqual([{ word: 'fridge', alternatives: ['fridge', 'refrigerator'] }]);
    expect(searchTerms('tv')[0]?.alternatives).toContain('television');
  });

  it('leaves out a letter alone, which matches nothing a shopper meant, but keeps a digit', () => {
    expect(searchTerms('s_msung a 1 litre').map((t) => t.word)).toEqual(['msung', '1', 'litre']);
  });

  it('keeps a word nobody listed as it is', () => {
    expect(searchTerms('ankara')).toEqual([{ word: 'ankara', alternatives: ['ankara'] }]);
  });

  it('has no words for an empty or blank query, or one that is not text', () => {
    expect(searchTerms('   ')).toEqual([]);
    expect(searchTerms(undefined)).toEqual([]);
    expect(searchTerms('—!?')).toEqual([]);
  });

  it('searches at most SEARCH_MAX_TERMS words of a pasted paragraph', () => {
    const paragraph = Array.from({ length: 40 }, (_, i) => `word${i}`).join(' ');
    expect(searchTerms(paragraph)).toHaveLength(SEARCH_MAX_TERMS);
  });
});
