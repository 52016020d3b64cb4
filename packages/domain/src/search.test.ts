import { describe, expect, it } from 'vitest';
import { closeMatchQueries } from './close-matches';
import { normalizeSearchQuery, searchResultsHref } from './search';

describe('search query: trimmed and lowercased; empty does nothing', () => {
  it.each([
    ['  Tecno Spark ', 'tecno spark'],
    ['RICE', 'rice'],
    ['', null],
    ['   ', null],
    [null, null],
    [42, null],
  ])('%j → %j', (raw, query) => {
    expect(normalizeSearchQuery(raw)).toBe(query);
  });

  it('links to /search-results with the query encoded', () => {
    expect(searchResultsHref('salt & pepper')).toBe('/search-results?q=salt%20%26%20pepper');
  });
});

describe('close matches: what a search with no results tries instead', () => {
  it.each([
    ['tecno spark 40', ['tecno', 'spark']],
    ['Samsung  Galaxy-A15 phone', ['samsung', 'galaxy', 'a15']],
    ['big red rice cooker pot', ['big', 'red', 'rice']],
    ['iphnoe', ['iphn']],
    ['rice', []],
    ['tv', []],
    ['of a', []],
    ['rice rice', []],
    ['   ', []],
  ])('%j → %j', (query, tries) => {
    expect(closeMatchQueries(query)).toEqual(tries);
  });
});
