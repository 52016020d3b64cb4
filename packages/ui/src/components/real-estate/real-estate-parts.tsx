import type { PropertyLocation } from '@oja/domain';
import { formatKobo, nairaToKobo, PROPERTY_LOCATIONS } from '@oja/domain';
import type { ReactNode } from 'react';
import { StarIcon } from '../../icons/icons';
import { cn } from '../../lib/cn';
import { Link } from '../../lib/link';
import { Button } from '../button/button';

/** A naira amount from the wire, as the shop shows money ('₦650,000'). */
export function naira(amount: number): string {
  return formatKobo(nairaToKobo(amount));
}

/** '2 bedrooms · 1 bathroom'. */
export function roomsText(bedrooms: number, bathrooms: number): string {
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  return `${plural(bedrooms, 'bedroom')} · ${plural(bathrooms, 'bathroom')}`;
}

/** The city as a renter reads it: 'Port Harcourt' for PH. */
export function cityName(city: PropertyLocation): string {
  return PROPERTY_LOCATIONS.find((l) => l.code === city)?.label ?? city;
}

/** The alt text of a listing's `index`-th picture out of `count`. */
export function photoAlt(title: string, index: number, count: number): string {
  return count > 1 ? `${title}, photo ${index + 1} of ${count}` : title;
}

/** 'Rated 4.5 out of 5 from 12 reviews' or 'No reviews yet'. */
function ratingText(rating: number, reviewCount: number): string {
  if (reviewCount === 0) return 'No reviews yet';
  return `Rated ${rating.toFixed(1)} out of 5 from ${reviewCount} ${reviewCount === 1 ? 'review' : 'reviews'}`;
}

/** A star, the rating and the review count; screen readers hear the sentence. */
export function Rating({ rating, reviewCount }: { rating: number; reviewCount: number }) {
  if (reviewCount === 0) return <span className="oja-estate__rating">No reviews yet</span>;
  return (
    <span className="oja-estate__rating">
      <StarIcon size={16} className="oja-estate__star" />
      <span aria-hidden="true">
        {rating.toFixed(1)} ({reviewCount} {reviewCount === 1 ? 'review' : 'reviews'})
      </span>
      <span className="oja-sr-only">{ratingText(rating, reviewCount)}</span>
    </span>
  );
}

/**
 * A short-let title on a card: the whole title, cut by CSS at two lines with an ellipsis rather than at 27
 * characters, so a wide card shows what fits and a screen reader and a pointer (title attribute) get all of it.
 */
export function ShortletTitle({ title }: { title: string }) {
  return (
    <span className="oja-estate__clamp" title={title}>
      {title}
    </span>
  );
}

/** The two subcategories of Real Estate as links; the current one is marked. */
export function RealEstateNav({
  current,
  rentHref,
  shortletHref,
}: {
  current: 'rent' | 'shortlet';
  rentHref: string;
  shortletHref: string;
}) {
  const items = [
    { key: 'rent', label: 'Rent a home', href: rentHref },
    { key: 'shortlet', label: 'Short-let stays', href: shortletHref },
  ] as const;
  return (
    <nav aria-label="Real estate" className="oja-estate__nav">
      <ul className="oja-estate__nav-list">
        {items.map((item) => (
          <li key={item.key}>
            <Link
              href={item.href}
              aria-current={item.key === current ? 'page' : undefined}
              className={cn('oja-estate__nav-link', item.key === current && 'oja-estate__nav-link--current')}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The loading, error and empty states a list of listings shares; `children` is the ready list. */
export function ListingStates({
  status,
  count,
  loadingText,
  errorText,
  emptyText,
  onRetry,
  emptyAction,
  skeleton,
  children,
}: {
  status: 'loading' | 'error' | 'ready';
  count: number;
  loadingText: string;
  errorText: string;
  emptyText: string;
  onRetry?: () => void;
  emptyAction?: ReactNode;
  skeleton: ReactNode;
  children: ReactNode;
}) {
  if (status === 'loading') {
    return (
      <>
        <p role="status" className="oja-sr-only">
          {loadingText}
        </p>
        {skeleton}
      </>
    );
  }
  if (status === 'error') {
    return (
      <div role="alert" className="oja-estate__message oja-estate__message--error">
        <p>{errorText}</p>
        {onRetry ? (
          <Button variant="secondary" onClick={onRetry}>
            Retry
          </Button>
        ) : null}
      </div>
    );
  }
  if (count === 0) {
    return (
      <div className="oja-estate__message">
        <p>{emptyText}</p>
        {emptyAction}
      </div>
    );
  }
  return <>{children}</>;
}
