import { cutShortletTitle, formatLagosDay } from '@oja/domain';
import { useId } from 'react';
import { StarIcon } from '../../icons/icons';
import { Breadcrumbs } from '../breadcrumbs/breadcrumbs';
import { Button } from '../button/button';
import { Skeleton } from '../skeleton/skeleton';
import { cityName, naira, photoAlt, Rating } from './real-estate-parts';
import type { RealEstateHrefs, RealEstateStatus, ShortletDetail } from './real-estate-types';
import { StayRequestForm, type StayRequestFormProps } from './stay-request-form';
import './real-estate.css';

export const SHORTLET_LOADING = 'Loading this short-let…';
export const SHORTLET_FAILED = 'We could not load this short-let. Check your connection and try again.';
export const NO_REVIEWS = 'No reviews yet. Guests review a stay after they check out.';

export interface ShortletDetailScreenProps {
  /** The listing's state; an unknown id is the app's 404 page, not a state of this screen. */
  status: RealEstateStatus;
  property?: ShortletDetail;
  onRetry?: () => void;
  /** 'Request to book' (its state and what it reports; the listing's price and limits are the page's). */
  stay?: Omit<StayRequestFormProps, 'listing'>;
  hrefs: Pick<RealEstateHrefs, 'realEstate' | 'shortlet'>;
}

/**
 * A short-let's page (/real-estate/shortlet/{propertyID}/{title-slug}): breadcrumb Real Estate › Short-let ›
 * title, the title cut at 27 characters, rating and review count, the pictures, the price a night, the
 * home's details, 'Request to book' (dates, guests and the total; payment later) and its guests' reviews (or
 * the empty text).
 *
 * Accessibility: the breadcrumb a navigation landmark with the current page marked; one h1 (the cut title
 * shown, the whole title read and in the title attribute); every picture has alt text; the reviews a region
 * named by its h2, each review an article; loading is a status, failure an alert with Retry.
 */
export function ShortletDetailScreen({ status, property, onRetry, stay, hrefs }: ShortletDetailScreenProps) {
  const id = useId();
  if (status === 'loading' || !property) {
    return (
      <div
        className="oja-estate"
        data-slot="shortlet-detail-screen"
        aria-busy={status === 'loading' || undefined}
      >
        <Breadcrumbs
          items={[
            { label: 'Real Estate', href: hrefs.realEstate },
            { label: 'Short-let', href: hrefs.shortlet },
            { label: status === 'error' ? 'Not loaded' : 'Loading…' },
          ]}
        />
        {status === 'error' ? (
          <>
            <h1 className="oja-estate__title">Short-let</h1>
            <div role="alert" className="oja-estate__message oja-estate__message--error">
              <p>{SHORTLET_FAILED}</p>
              {onRetry ? (
                <Button variant="secondary" onClick={onRetry}>
                  Retry
                </Button>
              ) : null}
            </div>
          </>
        ) : (
          <>
            <h1 className="oja-sr-only">Short-let</h1>
            <p role="status" className="oja-sr-only">
              {SHORTLET_LOADING}
            </p>
            <div aria-hidden="true" className="oja-estate__detail-skeleton">
              <Skeleton width="60%" height="2rem" />
              <Skeleton width="30%" />
              <Skeleton shape="rect" style={{ aspectRatio: '4 / 3', maxWidth: '48rem' }} />
              <Skeleton width="25%" height="1.5rem" />
            </div>
          </>
        )}
      </div>
    );
  }

  const { images, reviews } = property;
  return (
    <article className="oja-estate" data-slot="shortlet-detail-screen" aria-labelledby={`${id}-title`}>
      <Breadcrumbs
        items={[
          { label: 'Real Estate', href: hrefs.realEstate },
          { label: 'Short-let', href: hrefs.shortlet },
          { label: cutShortletTitle(property.propertyTitle) },
        ]}
      />
      <header className="oja-estate__detail-head">
        {/* The heading has the room for the whole title; only the one-line breadcrumb keeps the spec's cut. */}
        <h1 id={`${id}-title`} className="oja-estate__title">
          {property.propertyTitle}
        </h1>
        <p className="oja-estate__muted">
          <Rating rating={property.rating} reviewCount={property.reviewCount} />
          <span aria-hidden="true"> · </span>
          {property.area}, {cityName(property.city)}
        </p>
      </header>
      <ul className="oja-estate__gallery" aria-label="Pictures">
        {images.map((src, i) => (
          <li key={src} className={i === 0 ? 'oja-estate__gallery-main' : undefined}>
            <img
              src={src}
              alt={photoAlt(property.propertyTitle, i, images.length)}
              width={800}
              height={600}
              loading={i === 0 ? 'eager' : 'lazy'}
            />
          </li>
        ))}
      </ul>
      <div className="oja-estate__detail-body">
        <div className="oja-estate__detail-main">
          <section aria-labelledby={`${id}-stay`} className="oja-estate__detail-facts">
            <h2 id={`${id}-stay`} className="oja-estate__heading">
              About this stay
            </h2>
            <p className="oja-estate__price">
              {naira(property.formatted_price)} <span className="oja-estate__per">/night</span>
            </p>
            <dl className="oja-estate__facts">
              <div>
                <dt>Address</dt>
                <dd>{property.address}</dd>
              </div>
              <div>
                <dt>Rooms</dt>
                <dd>
                  {property.noOfBedroom} {property.noOfBedroom === 1 ? 'bedroom' : 'bedrooms'} ·{' '}
                  {property.noOfBathroom} {property.noOfBathroom === 1 ? 'bathroom' : 'bathrooms'}
                </dd>
              </div>
              <div>
                <dt>Guests</dt>
                <dd>Up to {property.maxGuests}</dd>
              </div>
              <div>
                <dt>Shortest stay</dt>
                <dd>
                  {property.minNights} {property.minNights === 1 ? 'night' : 'nights'}
                </dd>
              </div>
            </dl>
            <p>{property.description}</p>
          </section>
          {stay ? <StayRequestForm {...stay} listing={property} /> : null}
        </div>
        <section aria-labelledby={`${id}-reviews`} className="oja-estate__reviews">
          <h2 id={`${id}-reviews`} className="oja-estate__heading">
            Reviews ({reviews.length})
          </h2>
          {reviews.length === 0 ? (
            <p className="oja-estate__muted">{NO_REVIEWS}</p>
          ) : (
            <ul className="oja-estate__review-list">
              {reviews.map((review) => (
                <li key={review.id}>
                  <article className="oja-estate__review" aria-label={`Review by ${review.author}`}>
                    <p className="oja-estate__review-head">
                      <span className="oja-estate__strong">{review.author}</span>
                      <span className="oja-estate__rating">
                        <StarIcon size={14} className="oja-estate__star" />
                        <span aria-hidden="true">{review.rating}/5</span>
                        <span className="oja-sr-only">Rated {review.rating} out of 5</span>
                      </span>
                      <span className="oja-estate__muted">{formatLagosDay(review.createdAt)}</span>
                    </p>
                    <p>{review.review}</p>
                  </article>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </article>
  );
}
