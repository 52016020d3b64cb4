import { PRICE_FILTER_RANGES } from '@oja/domain';
import { useId } from 'react';
import { Button } from '../button/button';

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
 * 'Clear filters' resets them. Accessibility: a labelled group; native selects and a checkbox.
 */
export function ListingFiltersForm({ value, onChange, sizes, brands }: ListingFiltersProps) {
  const id = useId();
  const set = (patch: Partial<ListingFilters>) => onChange({ ...value, ...patch });
  const active = Boolean(value.productWeight || value.brand || value.fairAppPrice || value.sales);
  return (
    <fieldset className="oja-listing__filters" data-slot="listing-filters">
      <legend className="oja-listing__filters-title">Filters</legend>
      {sizes.length > 0 ? (
        <div className="oja-listing__filter">
          <label htmlFor={`${id}-size`}>Size</label>
          <select
            id={`${id}-size`}
            value={value.productWeight ?? ''}
            onChange={(e) => set({ productWeight: e.target.value || undefined })}
          >
            <option value="">All sizes</option>
            {sizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className="oja-listing__filter">
        <label htmlFor={`${id}-brand`}>Brand</label>
        <select
          id={`${id}-brand`}
          value={value.brand ?? ''}
          onChange={(e) => set({ brand: e.target.value || undefined })}
        >
          <option value="">All brands</option>
          {brands.map((brand) => (
            <option key={brand} value={brand}>
              {brand}
            </option>
          ))}
        </select>
      </div>
      <div className="oja-listing__filter">
        <label htmlFor={`${id}-price`}>Price</label>
        <select
          id={`${id}-price`}
          value={value.fairAppPrice ?? ''}
          onChange={(e) => set({ fairAppPrice: e.target.value || undefined })}
        >
          <option value="">Any price</option>
          {PRICE_FILTER_RANGES.map((range) => (
            <option key={range.code} value={range.code}>
              {range.label}
            </option>
          ))}
        </select>
      </div>
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
