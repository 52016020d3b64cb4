import { PRICE_FILTER_RANGES } from '@oja/domain';
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
}

/**
 * Size, brand, price range and on-sale filters. Each change applies at once (no submit button to find);
 * 'Clear filters' resets them. Accessibility: a labelled group; SelectFields and a checkbox.
 */
export function ListingFiltersForm({ value, onChange, sizes, brands }: ListingFiltersProps) {
  const set = (patch: Partial<ListingFilters>) => onChange({ ...value, ...patch });
  const active = Boolean(value.productWeight || value.brand || value.fairAppPrice || value.sales);
  return (
    <fieldset className="oja-listing__filters" data-slot="listing-filters">
      <legend className="oja-listing__filters-title">Filters</legend>
      {sizes.length > 0 ? (
        <SelectField
          label="Size"
          placeholder="All sizes"
          options={sizes.map((size) => ({ value: size, label: size }))}
          value={value.productWeight ?? ''}
          onChange={(e) => set({ productWeight: e.target.value || undefined })}
        />
      ) : null}
      <SelectField
        label="Brand"
        placeholder="All brands"
        options={brands.map((brand) => ({ value: brand, label: brand }))}
        value={value.brand ?? ''}
        onChange={(e) => set({ brand: e.target.value || undefined })}
      />
      <SelectField
        label="Price"
        placeholder="Any price"
        options={PRICE_FILTER_RANGES.map((range) => ({ value: range.code, label: range.label }))}
        value={value.fairAppPrice ?? ''}
        onChange={(e) => set({ fairAppPrice: e.target.value || undefined })}
      />
      <label className="oja-listing__check">
        <input
          type="checkbox"
          checked={value.sales ?? false}
          onChange={(e) => set({ sales: e.target.checked || undefined })}
        />
        On sale only
      </label>
      {active ? (
        <Button variant="ghost" size="sm" onClick={() => onChange({})}>
          Clear filters
        </Button>
      ) : null}
    </fieldset>
  );
}
