/** Product review rules: what may be reviewed and what a review needs. */
import { type FieldErrors, text, toValidation, type Validation } from './form';

export const COMMENT_REQUIRED = 'Comment is required';
export const COMMENT_TOO_SHORT = 'Comment must be at least 10 letters';
export const RATING_REQUIRED = 'Rating is required';

/** A comment needs at least 10 letters, counting a to z only. */
export const REVIEW_MIN_LETTERS = 10;
export const RATING_MIN = 1;
export const RATING_MAX = 5;

/** How many letters a to z (either case) `comment` has; digits, spaces, punctuation and emoji do not count. */
export function countLetters(comment: string): number {
  return (comment.match(/[a-z]/gi) ?? []).length;
}

/** Only order items not yet reviewed (hasReviewed false) can be picked for a review. */
export function reviewableItems<T extends { hasReviewed?: boolean | null }>(items: readonly T[]): T[] {
  return items.filter((item) => item.hasReviewed !== true);
}

export type ReviewField = 'review' | 'rating';

/** Review: comment required and at least 10 letters (a to z), rating a whole number from 1 to 5. */
export function validateReview(input: {
  productID?: unknown;
  review?: unknown;
  rating?: unknown;
}): Validation<ReviewField, { productID: string; review: string; rating: number }> {
  const review = text(input.review).trim();
  const rating = Number(input.rating);
  const errors: FieldErrors<ReviewField> = {};
  if (review === '') errors.review = COMMENT_REQUIRED;
  else if (countLetters(review) < REVIEW_MIN_LETTERS) errors.review = COMMENT_TOO_SHORT;
  if (input.rating == null || !Number.isInteger(rating) || rating < RATING_MIN || rating > RATING_MAX) {
    errors.rating = RATING_REQUIRED;
  }
  return toValidation(errors, () => ({ productID: text(input.productID), review, rating }));
}

/** Save stays disabled until a product, a comment and a rating are present, and while saving. */
export function canSaveReview(
  input: { productID?: unknown; review?: unknown; rating?: unknown },
  saving: boolean,
): boolean {
  return !saving && text(input.productID) !== '' && validateReview(input).ok;
}
