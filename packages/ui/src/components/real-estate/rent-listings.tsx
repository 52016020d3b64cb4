import { UPFRONT_RENT_DISCOUNT_PERCENT } from '@oja/domain';
import { type ReactNode, useId } from 'react';
import { Link } from '../../lib/link';
import { Skeleton } from '../skeleton/skeleton';
import { ListingStates, naira, photoAlt, roomsText } from './real-estate-parts';
import type { RealEstateHrefs, RealEstateStatus, RentListing } from './real-estate-types';

/** The rent tab's two ways to pay: rentsmall (monthly, the instalment product) and upfront (a year at once). */
export type RentMode = 'rentsmall' | 'upfront';

export const HOMES_LOADING = 'Loading homes…';
export const HOMES_FAILED = 'We could not load homes. Check your connection and try again.';
export const NO_HOMES = 'No homes match your search. Try another location or price, or clear the filters.';

/** How many skeleton cards stand in for the homes while they load. */
const SKELETON_CARDS = 6;

function RentCard({
  listing,
  mode,
  eager,
  href,
}: {
  listing: RentListing;
  mode: RentMode;
  eager: boolean;
  href: string;
}) {
  const monthly = (
    <>
      {naira(listing.price)} <span className="oja-estate__per">/month</span>
    </>
  );
  const yearly = (
    <>
      {naira(listing.discountedPrice)} <span className="oja-estate__per">/year paid upfront</span>
    </>
  );
  const image = listing.images[0];
  return (
    <article
      className="oja-estate__card oja-estate__card--link"
      aria-labelledby={`rent-${listing.propertyID}`}
    >
      <div className="oja-estate__card-media">
        {image ? (
          <img
            src={image}
            alt={photoAlt(listing.name, 0, 1)}
            width={800}
            height={600}
            loading={eager ? 'eager' : 'lazy'}
            className="oja-estate__card-image"
          />
        ) : null}
      </div>
      <div className="oja-estate__card-body">
        <h3 id={`rent-${listing.propertyID}`} className="oja-estate__card-title">
          {/* The title's link covers the card (real-estate.css): the whole card opens the home's page. */}
          <Link className="oja-estate__card-link" href={href}>
            {listing.name}
          </Link>
        </h3>
        <p className="oja-estate__muted">{listing.location}</p>
        <p className="oja-estate__muted">{roomsText(listing.noOfBedroom, listing.noOfBathroom)}</p>
        <p className="oja-estate__price">{mode === 'rentsmall' ? monthly : yearly}</p>
        <p className="oja-estate__price-alt">
          {mode === 'rentsmall' ? (
            <>or {yearly}</>
          ) : (
            <>
              or {monthly} · save {UPFRONT_RENT_DISCOUNT_PERCENT}%
            </>
          )}
        </p>
      </div>
    </article>
  );
}

export interface RentListingsProps {
  status: RealEstateStatus;
  listings: RentListing[];
  /** Which price leads each card: the month's (rentsmall) or the year's paid upfront. */
  mode: RentMode;
  onRetry?: () => void;
  /** The empty state's next step (Clear filters). */
  emptyAction?: ReactNode;
  hrefs: Pick<RealEstateHrefs, 'rentDetail'>;
}

/**
 * 'Find your new home': the homes to rent as cards (picture, name, location, rooms, the price a month and
 * the discounted price a year paid upfront), each opening the home's page, or skeleton cards, an error with Retry, or the empty text.
 * Accessibility: a region named by its h2, busy while loading with a status text; each card an article
 * named by its home's name; the error is an alert.
 */
export function RentListings({ status, listings, mode, onRetry, emptyAction, hrefs }: RentListingsProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={status === 'loading' || undefined}
      className="oja-estate__results"
    >
      <h2 id={headingId} className="oja-estate__heading">
        Find your new home
      </h2>
      <ListingStates
        status={status}
        count={listings.length}
        loadingText={HOMES_LOADING}
        errorText={HOMES_FAILED}
        emptyText={NO_HOMES}
        onRetry={onRetry}
        emptyAction={emptyAction}
        skeleton={
          <ul className="oja-estate__grid" aria-hidden="true">
            {Array.from({ length: SKELETON_CARDS }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: skeleton cards have nothing else to key by
              <li key={i} className="oja-estate__card oja-estate__card--skeleton">
                <Skeleton shape="rect" style={{ aspectRatio: '4 / 3', borderRadius: 0 }} />
                <Skeleton width="80%" />
                <Skeleton width="50%" />
                <Skeleton width="60%" height="1.25em" />
              </li>
            ))}
          </ul>
        }
      >
        <ul className="oja-estate__grid">
          {listings.map((listing, i) => (
            <li key={listing.propertyID}>
              <RentCard listing={listing} mode={mode} eager={i < 3} href={hrefs.rentDetail(listing)} />
            </li>
          ))}
        </ul>
      </ListingStates>
    </section>
  );
}
