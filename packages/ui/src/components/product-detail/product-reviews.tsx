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

/** The product's reviews, newest first, or the empty text. */
export function ProductReviews({ reviews, headingId }: { reviews: ReviewData[]; headingId: string }) {
  return (
    <section aria-labelledby={headingId} className="oja-product-detail__reviews" data-slot="product-reviews">
      <h2 id={headingId} className="oja-product-detail__section-title">
        Reviews ({reviews.length})
      </h2>
      {reviews.length === 0 ? (
        // Reviewing from one's purchases comes with orders; until then the text promises nothing.
        <p className="oja-product-detail__muted">No reviews yet.</p>
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
    </section>
  );
}
