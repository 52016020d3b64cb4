import { propertyQueryOptions, type RentProperty, type ShortletProperty } from '@oja/api-client';
import { fillPath, shopPatterns } from '@oja/domain';
import {
  type RealEstateHrefs,
  RealEstateScreen,
  RentDetailScreen,
  type RentMode,
  type RentSearchFilters,
  ShortletDetailScreen,
  ShortletScreen,
  type ShortletSearchFilters,
} from '@oja/ui';
import { useQuery } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { ScreenProps } from '../../app/public-routes';
import { hrefs as shopHrefs } from '../../hrefs';
import { apiClient } from '../../shared/api';
import { useDocumentTitle } from '../../shared/document-title';
import { isNotFound } from '../../shared/errors';
import { useLagosToday } from '../../shared/lagos-today';
import { lazyWithStyles } from '../../ssr/route-styles';
import { useContactDefaults, useStayRequest, useViewingRequest } from './property-requests';
import {
  filtersFrom,
  RENT_KEYS,
  rentQueryOptions,
  SHORTLET_KEYS,
  shortletQueryOptions,
} from './real-estate-queries';

// The same lazy part as the app's 404 route (the module's default export).
const NotFoundRoute = lazyWithStyles(
  import.meta.glob<{ default: ComponentType }>('/src/features/static/not-found-route.tsx'),
);

const hrefs: RealEstateHrefs = {
  realEstate: shopHrefs.realEstate,
  shortlet: shopHrefs.shortlet,
  shortletDetail: shopHrefs.shortletDetail,
  rentDetail: shopHrefs.rentDetail,
};

function searchOf(filters: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The rent tab the address names (?rent=upfront; the server renders it open), else monthly rent. */
function rentModeOf(search: string): RentMode {
  return new URLSearchParams(search).get('rent') === 'upfront' ? 'upfront' : 'rentsmall';
}

/** A rent tab's address: this search's filters kept, ?rent=upfront for the upfront tab. */
function rentModeHref(location: string, search: string, mode: RentMode): string {
  const params = new URLSearchParams(search);
  if (mode === 'upfront') params.set('rent', 'upfront');
  else params.delete('rent');
  const query = params.toString();
  return `${location}${query ? `?${query}` : ''}`;
}

function RentRoute() {
  useDocumentTitle('Real Estate');
  const [location, navigate] = useLocation();
  const search = useSearch();
  const rentMode = rentModeOf(search);
  const filters = filtersFrom(search, RENT_KEYS) as RentSearchFilters;
  const query = useQuery(rentQueryOptions(search));
  const listings = (query.data?.data ?? []).filter((p): p is RentProperty => p.kind === 'rent');
  return (
    <RealEstateScreen
      carouselImages={listings.slice(0, 5).map((home) => ({
        src: home.images[0] ?? '',
        alt: `${home.name}, ${home.location}`,
      }))}
      filters={filters}
      onSearch={(next) =>
        navigate(
          `${location}${searchOf({ ...(next as Record<string, unknown>), ...(rentMode === 'upfront' ? { rent: 'upfront' } : {}) })}`,
        )
      }
      status={query.isError ? 'error' : query.data ? 'ready' : 'loading'}
      listings={listings}
      onRetry={() => void query.refetch()}
      defaultRentMode={rentMode}
      // The address follows the tab, so a reload, a shared link or a search keeps it.
      onRentModeChange={(mode) => navigate(rentModeHref(location, search, mode), { replace: true })}
      // The tabs are links to ?rent= before the app starts; a search keeps the tab the page was opened on.
      rentModeHref={(mode) => rentModeHref(location, search, mode)}
      hrefs={hrefs}
    />
  );
}

function ShortletRoute() {
  useDocumentTitle('Short-let stays');
  const today = useLagosToday();
  const [, navigate] = useLocation();
  const search = useSearch();
  const filters = filtersFrom(search, SHORTLET_KEYS) as ShortletSearchFilters;
  const query = useQuery(shortletQueryOptions(search));
  const listings = (query.data?.data ?? []).filter((p): p is ShortletProperty => p.kind === 'shortlet');
  return (
    <ShortletScreen
      today={today}
      filters={filters}
      onSearch={(next) => navigate(`${shopHrefs.shortlet}${searchOf(next as Record<string, unknown>)}`)}
      status={query.isError ? 'error' : query.data ? 'ready' : 'loading'}
      listings={listings}
      onRetry={() => void query.refetch()}
      hrefs={hrefs}
    />
  );
}

function ShortletDetailRoute({ propertyID, slug }: { propertyID: string; slug: string }) {
  const today = useLagosToday();
  const defaults = useContactDefaults();
  const query = useQuery({ ...propertyQueryOptions(apiClient, propertyID), retry: false });
  const property = query.data?.kind === 'shortlet' ? query.data : undefined;
  const stay = useStayRequest(propertyID);
  useDocumentTitle(property?.propertyTitle ?? 'Short-let');
  // An unknown id, or a listing that is not a short-let, is the 404 page.
  if (isNotFound(query.error) || (query.data && !property)) return <NotFoundRoute />;
  return (
    <ShortletDetailScreen
      status={query.isError ? 'error' : property ? 'ready' : 'loading'}
      property={property}
      onRetry={() => void query.refetch()}
      stay={{
        ...stay.form,
        today,
        defaults,
        // The page's own address: before the app runs the browser posts the form there (the server answers).
        action: fillPath(shopPatterns.shortletDetail, { propertyID, slug }),
      }}
      hrefs={hrefs}
    />
  );
}

function RentDetailRoute({ propertyID, slug }: { propertyID: string; slug: string }) {
  const today = useLagosToday();
  const defaults = useContactDefaults();
  const query = useQuery({ ...propertyQueryOptions(apiClient, propertyID), retry: false });
  const property = query.data?.kind === 'rent' ? (query.data as RentProperty) : undefined;
  const viewing = useViewingRequest(propertyID);
  useDocumentTitle(property?.name ?? 'Home to rent');
  // An unknown id, or a listing that is not a home to rent, is the 404 page.
  if (isNotFound(query.error) || (query.data && !property)) return <NotFoundRoute />;
  return (
    <RentDetailScreen
      status={query.isError ? 'error' : property ? 'ready' : 'loading'}
      property={property}
      onRetry={() => void query.refetch()}
      viewing={{
        ...viewing.form,
        today,
        defaults,
        action: fillPath(shopPatterns.rentDetail, { propertyID, slug }),
      }}
      hrefs={hrefs}
    />
  );
}

/**
 * The real-estate routes of the manifest (routes.ts): the rent search (/real-estate, also /real-estate/rent-oja
 * and /real-estate/rent), a home to rent's page (/real-estate/rent/{propertyID}/{slug}, with its viewing
 * request), the short-let search (/real-estate/shortlet-oja) and a short-let's page
 * (/real-estate/shortlet/{propertyID}/{title-slug}, with its request to book), the searches kept in the address.
 */
export default function RealEstateRoute({ route, params }: ScreenProps) {
  if (route === 'shortlet') return <ShortletRoute />;
  if (route === 'shortletDetail' || route === 'rentDetail') {
    const propertyID = decoded(params.propertyID);
    const slug = decoded(params.slug) ?? '';
    if (propertyID === null) return <NotFoundRoute />;
    return route === 'rentDetail' ? (
      <RentDetailRoute propertyID={propertyID} slug={slug} />
    ) : (
      <ShortletDetailRoute propertyID={propertyID} slug={slug} />
    );
  }
  return <RentRoute />;
}

function decoded(segment: string | undefined): string | null {
  try {
    return segment === undefined ? null : decodeURIComponent(segment);
  } catch {
    return null;
  }
}
