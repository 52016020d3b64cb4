import { PRICE_FILTER_RANGES } from '@oja/domain';
import { Link } from '../../lib/link';
import { Button } from '../button/button';
import { SelectField } from '../select-field/select-field';
import './listing-filters.css';

/** The filter form's values, as the listing and search calls take them (productWeight = size, fairAppPrice = range code). */
export interface ListingFilters {
  productWeight?: string;
  brand?: string;
  fairAppPrice?: string;
  sales?: boolean;
  /** Only products in stock. */
  inStock?: boolean;
  /** 'instalments' (daily, weekly or monthly) or 'full' (full payment only). */
  plan?: string;
}

/** One choice of a facet with how many products it leaves. */
export interface FacetCount {
  value: string;
  label: string;
  count: number;
}

/** A facet's choices; `exact` is false when the counts are of the first `sample` matches only. */
export interface FacetCountGroup {
  exact: boolean;
  options: FacetCount[];
}

/** The counts the API answers beside a listing or a search (openapi.yaml, Facets). */
export interface FilterFacets {
  sample: number;
  brand: FacetCountGroup;
  price: FacetCountGroup;
  inStock: FacetCountGroup;
  plan: FacetCountGroup;
}

export interface ListingFiltersProps {
  value: ListingFilters;
  onChange: (filters: ListingFilters) => void;
  /** The sizes and brands present in this listing (the brands are the facet's when `facets` is given). */
  sizes: string[];
  brands: string[];
  /** Counts beside each choice ('Samsung (12)'), and the in-stock and plan filters they come with. */
  facets?: FilterFacets;
  /** The on-sale filter (a listing's; search has none). */
  showSales?: boolean;
  /**
   * The listing's address: the filters are then a form that sends them there (a GET, each a query parameter),
   * so they work before the app starts and without JavaScript ('Apply filters' shows until the app runs), and
   * 'Clear filters' is a link to it. With the app, each change applies at once.
   */
  action?: string;
  /** Sent with the form as they are (a search's `q`). */
  hiddenFields?: Record<string, string>;
  /** Where 'Clear filters' links (a search's address with its query); `action` by default. */
  clearHref?: string;
}

const numberFormat = new Intl.NumberFormat('en-NG');

/** 'Samsung (12)': a choice and how many products it leaves. */
function withCount(option: FacetCount): string {
  return `${option.label} (${numberFormat.format(option.count)})`;
}

/**
 * Size, brand, price range, in-stock, plan and on-sale filters, each choice with its count when the facets are
 * given. Each change applies at once (no submit button to find); 'Clear filters' resets them. Accessibility: a
 * labelled group of native selects and checkboxes (the chosen value is shown as text, never by colour alone).
 */
export function ListingFiltersForm({
  value,
  onChange,
  sizes,
  brands,
  facets,
  showSales = true,
  action,
  hiddenFields = {},
  clearHref = action,
}: ListingFiltersProps) {
  const set = (patch: Partial<ListingFilters>) => onChange({ ...value, ...patch });
  const active = Boolean(
    value.productWeight || value.brand || value.fairAppPrice || value.sales || value.inStock || value.plan,
  );
  const inStock = facets?.inStock.options[0];
  const exact = !facets || [facets.brand, facets.price, facets.inStock, facets.plan].every((g) => g.exact);
  return (
    <form
      method="get"
      action={action}
      className="oja-listing__filters-form"
      onSubmit={(event) => {
        // The app has taken the form over: each change already applied.
        event.preventDefault();
      }}
    >
      {Object.entries(hiddenFields).map(([name, hidden]) => (
        <input key={name} type="hidden" name={name} value={hidden} />
      ))}
      <fieldset className="oja-listing__filters" data-slot="listing-filters">
        <legend className="oja-listing__filters-title">Filters</legend>
        {sizes.length > 0 ? (
          <SelectField
            label="Size"
            name="productWeight"
            placeholder="All sizes"
            options={sizes.map((size) => ({ value: size, label: size }))}
            value={value.productWeight ?? ''}
            onChange={(e) => set({ productWeight: e.target.value || undefined })}
          />
        ) : null}
        <SelectField
          label="Brand"
          name="brand"
          placeholder="All brands"
          options={
            facets
              ? facets.brand.options.map((o) => ({ value: o.value, label: withCount(o) }))
              : brands.map((brand) => ({ value: brand, label: brand }))
          }
          value={value.brand ?? ''}
          onChange={(e) => set({ brand: e.target.value || undefined })}
        />
        <SelectField
          label="Price"
          name="fairAppPrice"
          placeholder="Any price"
          options={
            facets
              ? facets.price.options.map((o) => ({ value: o.value, label: withCount(o) }))
              : PRICE_FILTER_RANGES.map((range) => ({ value: range.code, label: range.label }))
          }
          value={value.fairAppPrice ?? ''}
          onChange={(e) => set({ fairAppPrice: e.target.value || undefined })}
        />
        {facets ? (
          <SelectField
            label="Plan"
            name="plan"
            placeholder="Any plan"
            options={facets.plan.options.map((o) => ({ value: o.value, label: withCount(o) }))}
            value={value.plan ?? ''}
            onChange={(e) => set({ plan: e.target.value || undefined })}
          />
        ) : null}
        {inStock ? (
          <label className="oja-listing__check">
            <input
              type="checkbox"
              name="inStock"
              value="true"
              checked={value.inStock ?? false}
              onChange={(e) => set({ inStock: e.target.checked || undefined })}
            />
            In stock only ({numberFormat.format(inStock.count)})
          </label>
        ) : null}
        {showSales ? (
          <label className="oja-listing__check">
            <input
              type="checkbox"
              name="sales"
              value="true"
              checked={value.sales ?? false}
              onChange={(e) => set({ sales: e.target.checked || undefined })}
            />
            On sale only
          </label>
        ) : null}
        {facets && !exact ? (
          <p className="oja-listing__filters-note">
            Counts are of the first {numberFormat.format(facets.sample)} matches.
          </p>
        ) : null}
        <Button type="submit" variant="secondary" size="sm" className="oja-until-hydrated">
          Apply filters
        </Button>
        {active ? (
          clearHref ? (
            <Button variant="ghost" size="sm" asChild>
              <Link
                href={clearHref}
                onClick={(event) => {
                  event.preventDefault();
                  onChange({});
                }}
              >
                Clear filters
              </Link>
            </Button>
          ) : (
            <Button variant="ghost" size="sm" onClick={() => onChange({})}>
              Clear filters
            </Button>
          )
        ) : null}
      </fieldset>
    </form>
  );
}
