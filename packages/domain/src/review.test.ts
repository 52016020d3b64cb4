import { describe, expect, it } from 'vitest';
import { canSaveReview, countLetters, reviewableItems, validateReview } from './review';

describe('review: comment required, at least 10 letters counting a to z only, rating 1 to 5 required', () => {
  it('counts only the letters a to z, in either case', () => {
    expect(countLetters('Great!! 10/10 👍')).toBe(5);
    expect(countLetters('ABCDE fghij')).toBe(10);
    expect(countLetters('1234567890 !!')).toBe(0);
  });

  it.each([
    ['', 'Comment is required'],
    ['    ', 'Comment is required'],
    ['Good 1234567890 !!!', 'Comment must be at least 10 letters'],
    ['Nice fridge', undefined],
  ])('comment %o → %o', (review, message) => {
    const result = validateReview({ productID: 'p1', review, rating: 5 });
    expect(result.ok ? undefined : result.errors.review).toBe(message);
  });

  it.each([undefined, null, 0, 6, 2.5, 'five'])(
    'rating %o is refused with "Rating is required"',
    (rating) => {
      const result = validateReview({ productID: 'p1', review: 'Works very well', rating });
      expect(result).toEqual({ ok: false, errors: { rating: 'Rating is required' } });
    },
  );

  it('accepts a trimmed comment and a rating from 1 to 5', () => {
    expect(validateReview({ productID: 'p1', review: ' Works very well ', rating: '4' })).toMatchObject({
      ok: true,
      value: { productID: 'p1', review: 'Works very well', rating: 4 },
    });
  });

  it('Save is disabled until a product, comment and rating are present, and while saving', () => {
    const ready = { productID: 'p1', review: 'Works very well', rating: 4 };
    expect(canSaveReview(ready, false)).toBe(true);
    expect(canSaveReview(ready, true)).toBe(false);
    expect(canSaveReview({ ...ready, productID: '' }, false)).toBe(false);
    expect(canSaveReview({ ...ready, rating: undefined }, false)).toBe(false);
  });

  it('only items with hasReviewed false can be chosen', () => {
    const items = [
      { productID: 'a', hasReviewed: true },
      { productID: 'b', hasReviewed: false },
      { productID: 'c' },
    ];
    expect(reviewableItems(items).map((i) => i.productID)).toEqual(['b', 'c']);
  });
});
