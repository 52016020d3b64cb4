import { describe, expect, it } from 'vitest';
import { pageCount, paginationModel, parsePage } from './pagination';

describe('numbered pagination: First, Back, current, Next, Last', () => {
  it('on the first page First and Back are disabled', () => {
    expect(paginationModel(1, 5)).toEqual({
      first: { page: 1, disabled: true },
      back: { page: 1, disabled: true },
      current: 1,
      totalPages: 5,
      next: { page: 2, disabled: false },
      last: { page: 5, disabled: false },
    });
  });

  it('in the middle every control works', () => {
    const model = paginationModel(3, 5);
    expect([model.first, model.back, model.next, model.last]).toEqual([
      { page: 1, disabled: false },
      { page: 2, disabled: false },
      { page: 4, disabled: false },
      { page: 5, disabled: false },
    ]);
  });

  it('on the last page Next and Last are disabled', () => {
    const model = paginationModel(5, 5);
    expect(model.next).toEqual({ page: 5, disabled: true });
    expect(model.last).toEqual({ page: 5, disabled: true });
  });

  it('a single page disables everything; a page beyond the last is brought back', () => {
    const single = paginationModel(1, 1);
    expect([single.first, single.back, single.next, single.last].every((c) => c.disabled)).toBe(true);
    expect(paginationModel(9, 3).current).toBe(3);
  });

  it.each([
    ['2', 2],
    [4, 4],
    ['0', 1],
    ['-3', 1],
    ['2.5', 1],
    ['abc', 1],
    [undefined, 1],
  ])('reads page %o as %s', (raw, page) => {
    expect(parsePage(raw)).toBe(page);
  });

  it.each([
    [0, 10, 1],
    [10, 10, 1],
    [11, 10, 2],
    [263, 10, 27],
    [Number.NaN, 10, 1],
    [5, 0, 1],
  ])('%s items at %s per page fill %s pages', (total, size, pages) => {
    expect(pageCount(total, size)).toBe(pages);
  });
});
