import { UPFRONT_RENT_DISCOUNT_PERCENT } from '@oja/domain';
import { useState } from 'react';
import { Button } from '../button/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../tabs/tabs';
import { type CarouselImage, PropertyCarousel } from './property-carousel';
import { RealEstateNav } from './real-estate-parts';
import type { RealEstateHrefs, RealEstateStatus, RentListing, RentSearchFilters } from './real-estate-types';
import { RentListings, type RentMode } from './rent-listings';
import { RentSearchForm } from './rent-search-form';
import './real-estate.css';

export interface RealEstateScreenProps {
  /** The product's name in the rent tab's label: 'Rent{product}' ('RentOja'). */
  productName?: string;
  /** The carousel's pictures. */
  carouselImages: CarouselImage[];
  /** Move the carousel every 4 s (off in stories and tests). */
  rotateImages?: boolean;
  /** The search the listings answer (from the URL); the form shows it, again whenever it changes. */
  filters?: RentSearchFilters;
  /** Search: the filters without the empty ones (GET /properties?kind=rent&…). */
  onSearch: (filters: RentSearchFilters) => void;
  /** The listings' state. */
  status: RealEstateStatus;
  /** The homes that match, newest first. */
  listings?: RentListing[];
  /** The Retry of the error state. */
  onRetry?: () => void;
  /** Which rent tab opens first: rentsmall (monthly) or upfront. */
  defaultRentMode?: RentMode;
  /** Told when the shopper switches tabs (the app may keep it in the URL). */
  onRentModeChange?: (mode: RentMode) => void;
  /**
   * Each rent tab's own address (`?rent=upfront`), which the server renders with that tab open: the tabs are
   * links before the app starts and without JavaScript; the app switches them in place.
   */
  rentModeHref?: (mode: RentMode) => string;
  hrefs: Pick<RealEstateHrefs, 'realEstate' | 'shortlet' | 'rentDetail'>;
}

/**
 * Real estate's rent page (/real-estate, subcategory rent-{product}): a carousel of homes moving every 4 s,
 * the rent tab (Rent{product}: monthly rent in instalments; Upfront rent: a year at once, 10% less), the rent
 * search and 'Find your new home' with each home's price a month and discounted price a year.
 *
 * Accessibility: h1 'Real Estate'; the subcategories a navigation landmark; the carousel pausable, still
 * under reduced motion; the tabs on Radix (arrow keys); the search a search landmark with labelled selects;
 * the listings a region named by their h2, busy while loading, an alert with Retry on failure.
 */
export function RealEstateScreen({
  productName = 'Oja',
  carouselImages,
  rotateImages = true,
  filters = {},
  onSearch,
  status,
  listings = [],
  onRetry,
  defaultRentMode = 'rentsmall',
  onRentModeChange,
  rentModeHref,
  hrefs,
}: RealEstateScreenProps) {
  const [draft, setDraft] = useState<RentSearchFilters>(filters);
  // A new search from outside (the URL, the browser's Back) shows in the form again.
  const filtersKey = JSON.stringify(filters);
  const [shownKey, setShownKey] = useState(filtersKey);
  if (shownKey !== filtersKey) {
    setShownKey(filtersKey);
    setDraft(filters);
  }
  const [mode, setMode] = useState<RentMode>(defaultRentMode);
  const clear = () => {
    setDraft({});
    onSearch({});
  };
  const hasFilters = Object.keys(filters).length > 0;
  const tab = (value: RentMode, label: string) =>
    rentModeHref ? (
      <TabsTrigger value={value} asChild>
        {/* A link the server answers before the app starts; the app switches the tab in place. Radix's
            type="button" is left off: this is a link. */}
        <a href={rentModeHref(value)} type={undefined} onClick={(event) => event.preventDefault()}>
          {label}
        </a>
      </TabsTrigger>
    ) : (
      <TabsTrigger value={value}>{label}</TabsTrigger>
    );
  const panel = (value: RentMode, intro: string) => (
    <TabsContent value={value} className="oja-estate__panel">
      <p className="oja-estate__intro">{intro}</p>
      <RentSearchForm value={draft} onChange={setDraft} onSearch={onSearch} />
      <RentListings
        status={status}
        listings={listings}
        mode={value}
        onRetry={onRetry}
        hrefs={hrefs}
        emptyAction={
          hasFilters ? (
            <Button variant="secondary" onClick={clear}>
              Clear filters
            </Button>
          ) : null
        }
      />
    </TabsContent>
  );
  return (
    <div className="oja-estate" data-slot="real-estate-screen">
      <h1 className="oja-estate__title">Real Estate</h1>
      <RealEstateNav current="rent" rentHref={hrefs.realEstate} shortletHref={hrefs.shortlet} />
      <PropertyCarousel images={carouselImages} label="Homes to rent" rotate={rotateImages} />
      <Tabs
        value={mode}
        onValueChange={(value) => {
          setMode(value as RentMode);
          onRentModeChange?.(value as RentMode);
        }}
      >
        <TabsList aria-label="How to pay rent">
          {tab('rentsmall', `Rent${productName}`)}
          {tab('upfront', 'Upfront rent')}
        </TabsList>
        {panel('rentsmall', `Pay your rent month by month with ${productName}, no lump sum.`)}
        {panel('upfront', `Pay a year upfront and save ${UPFRONT_RENT_DISCOUNT_PERCENT}% on twelve months.`)}
      </Tabs>
    </div>
  );
}
