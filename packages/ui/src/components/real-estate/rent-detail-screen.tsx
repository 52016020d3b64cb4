import { FURNISHING_OPTIONS, UPFRONT_RENT_DISCOUNT_PERCENT } from '@oja/domain';
import { useId } from 'react';
import { Breadcrumbs } from '../breadcrumbs/breadcrumbs';
import { Button } from '../button/button';
import { Skeleton } from '../skeleton/skeleton';
import { PropertyCarousel } from './property-carousel';
import { naira, photoAlt } from './real-estate-parts';
import type { RealEstateHrefs, RealEstateStatus, RentDetail } from './real-estate-types';
import { ViewingRequestForm, type ViewingRequestFormProps } from './viewing-request-form';
import './real-estate.css';

export const HOME_LOADING = 'Loading this home…';
export const HOME_FAILED = 'We could not load this home. Check your connection and try again.';

export interface RentDetailScreenProps {
  /** The listing's state; an unknown id is the app's 404 page, not a state of this screen. */
  status: RealEstateStatus;
  property?: RentDetail;
  onRetry?: () => void;
  /** The viewing request form (its state, and what it reports). */
  viewing: ViewingRequestFormProps;
  /** Move the pictures every 4 s (off in stories and tests). */
  rotateImages?: boolean;
  hrefs: Pick<RealEstateHrefs, 'realEstate'>;
}

const furnishingLabel = (code: string) => FURNISHING_OPTIONS.find((o) => o.code === code)?.label ?? code;
const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * A home to rent's page (/real-estate/rent/{propertyID}/{slug}), where every rent card leads: breadcrumb Real
 * Estate › name, the pictures (the carousel), bedrooms, bathrooms, furnishing, location, the rent a month and
 * a year paid upfront, the agent, the description, and 'Request a viewing'.
 *
 * Accessibility: the breadcrumb a navigation landmark; one h1 (the home's name); the pictures a pausable
 * carousel with alt text; the facts a description list; loading is a status, failure an alert with Retry.
 */
export function RentDetailScreen({
  status,
  property,
  onRetry,
  viewing,
  rotateImages = true,
  hrefs,
}: RentDetailScreenProps) {
  const id = useId();
  if (status === 'loading' || !property) {
    return (
      <div
        className="oja-estate"
        data-slot="rent-detail-screen"
        aria-busy={status === 'loading' || undefined}
      >
        <Breadcrumbs
          items={[
            { label: 'Real Estate', href: hrefs.realEstate },
            { label: status === 'error' ? 'Not loaded' : 'Loading…' },
          ]}
        />
        {status === 'error' ? (
          <>
            <h1 className="oja-estate__title">Home to rent</h1>
            <div role="alert" className="oja-estate__message oja-estate__message--error">
              <p>{HOME_FAILED}</p>
              {onRetry ? (
                <Button variant="secondary" onClick={onRetry}>
                  Retry
                </Button>
              ) : null}
            </div>
          </>
        ) : (
          <>
            <h1 className="oja-sr-only">Home to rent</h1>
            <p role="status" className="oja-sr-only">
              {HOME_LOADING}
            </p>
            <div aria-hidden="true" className="oja-estate__detail-skeleton">
              <Skeleton width="60%" height="2rem" />
              <Skeleton shape="rect" style={{ aspectRatio: '4 / 3', maxWidth: '48rem' }} />
              <Skeleton width="25%" height="1.5rem" />
            </div>
          </>
        )}
      </div>
    );
  }

  const { images } = property;
  return (
    <article className="oja-estate" data-slot="rent-detail-screen" aria-labelledby={`${id}-title`}>
      <Breadcrumbs items={[{ label: 'Real Estate', href: hrefs.realEstate }, { label: property.name }]} />
      <header className="oja-estate__detail-head">
        <h1 id={`${id}-title`} className="oja-estate__title">
          {property.name}
        </h1>
        <p className="oja-estate__muted">{property.location}</p>
      </header>
      {images.length > 0 ? (
        <PropertyCarousel
          label={`Pictures of ${property.name}`}
          rotate={rotateImages}
          images={images.map((src, i) => ({ src, alt: photoAlt(property.name, i, images.length) }))}
        />
      ) : null}
      <div className="oja-estate__detail-body">
        <section aria-labelledby={`${id}-home`} className="oja-estate__detail-facts">
          <h2 id={`${id}-home`} className="oja-estate__heading">
            About this home
          </h2>
          <p className="oja-estate__price">
            {naira(property.price)} <span className="oja-estate__per">/month</span>
          </p>
          <p className="oja-estate__price-alt">
            or {naira(property.discountedPrice)} <span className="oja-estate__per">/year paid upfront</span> ·
            save {UPFRONT_RENT_DISCOUNT_PERCENT}%
          </p>
          <dl className="oja-estate__facts">
            <div>
              <dt>Location</dt>
              <dd>{property.location}</dd>
            </div>
            <div>
              <dt>Bedrooms</dt>
              <dd>{count(property.noOfBedroom, 'bedroom', 'bedrooms')}</dd>
            </div>
            <div>
              <dt>Bathrooms</dt>
              <dd>{count(property.noOfBathroom, 'bathroom', 'bathrooms')}</dd>
            </div>
            <div>
              <dt>Furnishing</dt>
              <dd>{furnishingLabel(property.furnishing)}</dd>
            </div>
            <div>
              <dt>Agent</dt>
              <dd>
                {property.agent.name}
                {property.agent.verified ? ' (verified by Oja)' : ''}
              </dd>
            </div>
          </dl>
          <p>{property.description}</p>
        </section>
        <ViewingRequestForm {...viewing} />
      </div>
    </article>
  );
}
