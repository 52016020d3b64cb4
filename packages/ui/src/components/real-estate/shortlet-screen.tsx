import type { CalendarDate } from '@oja/domain';
import { RealEstateNav } from './real-estate-parts';
import type {
  RealEstateHrefs,
  RealEstateStatus,
  ShortletListing,
  ShortletSearchFilters,
} from './real-estate-types';
import { ShortletGrid } from './shortlet-grid';
import { ShortletSearch } from './shortlet-search';
import './real-estate.css';

export interface ShortletScreenProps {
  /** Today in Lagos ('YYYY-MM-DD'), for the dates' rules. */
  today: CalendarDate;
  /** The search the grid answers (from the URL); the form starts with it. */
  filters?: ShortletSearchFilters;
  /** Search with valid dates: the filters without the empty ones (GET /properties?kind=shortlet&…). */
  onSearch: (filters: ShortletSearchFilters) => void;
  status: RealEstateStatus;
  listings?: ShortletListing[];
  onRetry?: () => void;
  hrefs: RealEstateHrefs;
}

/**
 * Real estate's short-let subcategory (/real-estate/shortlet-{product}): the short-let search and the
 * property grid with each stay's price a night. Accessibility: h1 'Short-let stays'; the subcategories a
 * navigation landmark; the search a search landmark; the grid a region named by its h2.
 */
export function ShortletScreen({
  today,
  filters,
  onSearch,
  status,
  listings,
  onRetry,
  hrefs,
}: ShortletScreenProps) {
  return (
    <div className="oja-estate" data-slot="shortlet-screen">
      <h1 className="oja-estate__title">Short-let stays</h1>
      <RealEstateNav current="shortlet" rentHref={hrefs.realEstate} shortletHref={hrefs.shortlet} />
      <p className="oja-estate__intro">
        Furnished homes in Lagos, Abuja and Port Harcourt, booked by the night.
      </p>
      <ShortletSearch filters={filters} today={today} onSearch={onSearch} />
      <ShortletGrid status={status} listings={listings} onRetry={onRetry} hrefs={hrefs} />
    </div>
  );
}
