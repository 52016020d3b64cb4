import { StarIcon } from '../../icons/icons';

export interface ReviewData {
  id: string;
  /** The reviewer's first name, as the server gives it. */
  author: string;
  rating: number;
  /** Plain text; never rendered as HTML. */
  comment: string;
  /** Already formatted for display ('12 Nov 2026'). */
  date: string;
}

/**
 * The product's reviews, newest first, or the empty text. The count in the heading is the product's own
 * (the API counts the reviews it holds), the same figure as the summary under the title, so the two never
 * disagree; the list may be shorter only when the API lists the newest of many.
 */
export function ProductReviews({
  reviews,
  count,
  headingId,
}: {
  /** Undefined while the reviews are on their way; none with a count above 0: they could not be loaded. */
  reviews: ReviewData[] | undefined;
  /** The product's review count. */
  count: number;
  headingId: string;
}) {
  return (
    <section
      id="reviews"
      aria-labelledby={headingId}
      className="oja-product-detail__reviews"
      data-slot="product-reviews"
    >
      <h2 id={headingId} className="oja-product-detail__section-title">
        Reviews ({count})
      </h2>
      {count === 0 ? (
        <p className="oja-product-detail__muted">No reviews yet.</p>
      ) : reviews === undefined ? (
        <p className="oja-product-detail__muted" role="status">
          Loading reviews…
        </p>
      ) : reviews.length === 0 ? (
        <p className="oja-product-detail__muted">
          We could not load the reviews just now. Reload the page to see them.
        </p>
      ) : (
        <ul className="oja-product-detail__review-list">
          {reviews.map((review) => (
            <li key={review.id} className="oja-product-detail__review">
              <p className="oja-product-detail__review-head">
                <span
                  className="oja-product-detail__stars"
                  role="img"
                  aria-label={`${review.rating} out of 5 stars`}
                >
                  {Array.from({ length: 5 }, (_, i) => (
                    <StarIcon
                      // biome-ignore lint/suspicious/noArrayIndexKey: five fixed stars
                      key={i}
                      size={14}
                      className={
                        i < review.rating ? 'oja-product-detail__star--on' : 'oja-product-detail__star--off'
                      }
                    />
                  ))}
                </span>
                <strong>{review.author}</strong>
                <span className="oja-product-detail__muted">{review.date}</span>
              </p>
              <p className="oja-product-detail__review-text">{review.comment}</p>
            </li>
          ))}
        </ul>
      )}
      {reviews !== undefined && reviews.length > 0 && reviews.length < count ? (
        <p className="oja-product-detail__muted">
          Showing the newest {reviews.length} of {count} reviews.
        </p>
      ) : null}
    </section>
  );
}
