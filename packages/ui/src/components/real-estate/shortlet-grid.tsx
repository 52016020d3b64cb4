import { useId } from 'react';
import { Link } from '../../lib/link';
import { Skeleton } from '../skeleton/skeleton';
import { cityName, ListingStates, naira, photoAlt, Rating, ShortletTitle } from './real-estate-parts';
import type { RealEstateHrefs, RealEstateStatus, ShortletListing } from './real-estate-types';

export const SHORTLETS_LOADING = 'Loading short-lets…';
export const SHORTLETS_FAILED = 'We could not load short-lets. Check your connection and try again.';
export const NO_SHORTLETS = 'No short-lets match your search. Try other dates, fewer guests or another city.';

const SKELETON_CARDS = 6;

export interface ShortletGridProps {
  status: RealEstateStatus;
  listings?: ShortletListing[];
  onRetry?: () => void;
  hrefs: Pick<RealEstateHrefs, 'shortletDetail'>;
}

/**
 * The short-let property grid: each card a picture, the title (cut at 27 with the full title for screen
 * readers), the area and city, the rating and review count, and the price a night; the whole card opens
 * the detail page. Loading shows skeleton cards, failure an alert with Retry, no match the empty text.
 * Accessibility: a region named by its h2, busy while loading; each card an article whose one link is
 * its title.
 */
export function ShortletGrid({ status, listings = [], onRetry, hrefs }: ShortletGridProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={status === 'loading' || undefined}
      className="oja-estate__results"
    >
      <h2 id={headingId} className="oja-estate__heading">
        Places to stay
      </h2>
      <ListingStates
        status={status}
        count={listings.length}
        loadingText={SHORTLETS_LOADING}
        errorText={SHORTLETS_FAILED}
        emptyText={NO_SHORTLETS}
        onRetry={onRetry}
        skeleton={
          <ul className="oja-estate__grid" aria-hidden="true">
            {Array.from({ length: SKELETON_CARDS }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: skeleton cards have nothing else to key by
              <li key={i} className="oja-estate__card oja-estate__card--skeleton">
                <Skeleton shape="rect" style={{ aspectRatio: '4 / 3', borderRadius: 0 }} />
                <Skeleton width="80%" />
                <Skeleton width="50%" />
                <Skeleton width="40%" height="1.25em" />
              </li>
            ))}
          </ul>
        }
      >
        <ul className="oja-estate__grid">
          {listings.map((listing, i) => {
            const image = listing.images[0];
            return (
              <li key={listing.propertyID}>
                <article className="oja-estate__card oja-estate__card--link">
                  <div className="oja-estate__card-media">
                    {image ? (
                      <img
                        src={image}
                        alt={photoAlt(listing.propertyTitle, 0, 1)}
                        width={800}
                        height={600}
                        loading={i < 3 ? 'eager' : 'lazy'}
                        className="oja-estate__card-image"
                      />
                    ) : null}
                  </div>
                  <div className="oja-estate__card-body">
                    <h3 className="oja-estate__card-title">
                      <Link className="oja-estate__card-link" href={hrefs.shortletDetail(listing)}>
                        <ShortletTitle title={listing.propertyTitle} />
                      </Link>
                    </h3>
                    <p className="oja-estate__muted">
                      {listing.area}, {cityName(listing.city)}
                    </p>
                    <p className="oja-estate__muted">
                      <Rating rating={listing.rating} reviewCount={listing.reviewCount} />
                    </p>
                    <p className="oja-estate__price">
                      {naira(listing.formatted_price)} <span className="oja-estate__per">/night</span>
                    </p>
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      </ListingStates>
    </section>
  );
}
