import { describe, expect, it } from 'vitest';
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
