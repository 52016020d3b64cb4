import { PRICE_FILTER_RANGES } from '@oja/domain';
import { Link } from '../../lib/link';
import { Button } from '../button/button';
import { SelectField } from '../select-field/select-field';

/** The filter form's values, as the listing call takes them (productWeight = size, fairAppPrice = range code). */
export interface ListingFilters {
  productWeight?: string;
  brand?: string;
  fairAppPrice?: string;
  sales?: boolean;
}

export interface ListingFiltersProps {
  value: ListingFilters;
  onChange: (filters: ListingFilters) => void;
  /** The sizes and brands present in this listing. */
  sizes: string[];
  brands: string[];
  /**
   * The listing's address: the filters are then a form that sends them there (a GET, each a query parameter),
   * so they work before the app starts and without JavaScript ('Apply filters' shows until the app runs), and
   * 'Clear filters' is a link to it. With the app, each change applies at once.
   */
  action?: string;
}

/**
 * Size, brand, price range and on-sale filters. Each change applies at once (no submit button to find);
 * 'Clear filters' resets them. Accessibility: a labelled group; SelectFields and a checkbox.
 */
export function ListingFiltersForm({ value, onChange, sizes, brands, action }: ListingFiltersProps) {
  const set = (patch: Partial<ListingFilters>) => onChange({ ...value, ...patch });
  const active = Boolean(value.productWeight || value.brand || value.fairAppPrice || value.sales);
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
          options={brands.map((brand) => ({ value: brand, label: brand }))}
          value={value.brand ?? ''}
          onChange={(e) => set({ brand: e.target.value || undefined })}
        />
        <SelectField
          label="Price"
          name="fairAppPrice"
          placeholder="Any price"
          options={PRICE_FILTER_RANGES.map((range) => ({ value: range.code, label: range.label }))}
          value={value.fairAppPrice ?? ''}
          onChange={(e) => set({ fairAppPrice: e.target.value || undefined })}
        />
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
        <Button type="submit" variant="secondary" size="sm" className="oja-until-hydrated">
          Apply filters
        </Button>
        {active ? (
          action ? (
            <Button variant="ghost" size="sm" asChild>
              <Link
                href={action}
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
