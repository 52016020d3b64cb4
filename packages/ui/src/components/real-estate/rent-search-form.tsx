import {
  AGENT_OPTIONS,
  FURNISHING_OPTIONS,
  PROPERTY_LOCATIONS,
  PROPERTY_PRICE_RANGES,
  ROOM_COUNT_MAX,
  ROOM_COUNT_MIN,
} from '@oja/domain';
import { type FormEvent, useId } from 'react';
import { Button } from '../button/button';
import type { RentSearchFilters } from './real-estate-types';

export interface RentSearchFormProps {
  /** The filters the form shows. */
  value: RentSearchFilters;
  /** Every change of a field (the form keeps nothing itself). */
  onChange: (filters: RentSearchFilters) => void;
  /** Search: the filters without the empty ones. */
  onSearch: (filters: RentSearchFilters) => void;
}

const ROOM_COUNTS = Array.from({ length: ROOM_COUNT_MAX - ROOM_COUNT_MIN + 1 }, (_, i) => ROOM_COUNT_MIN + i);

/** The filters with every empty one left out. */
export function withoutEmpty<T extends object>(filters: T): T {
  return Object.fromEntries(
    Object.entries(filters).filter(([, v]) => v !== undefined && v !== null && v !== ''),
  ) as T;
}

/**
 * The rent search: location (Lagos, Abuja, Port Harcourt), bedrooms, bathrooms, furnishing, agent and
 * monthly price, each 'Any' by default, and a Search button. The choices are the domain's, so the API and
 * the form agree. Accessibility: a search landmark named 'Rent search'; native selects with visible labels.
 */
export function RentSearchForm({ value, onChange, onSearch }: RentSearchFormProps) {
  const id = useId();
  const set = (patch: Partial<RentSearchFilters>) => onChange(withoutEmpty({ ...value, ...patch }));
  const number = (raw: string) => (raw === '' ? undefined : Number(raw));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(withoutEmpty(value));
  };
  const field = (name: string) => `${id}-${name}`;
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is too new for the Android browsers we serve; role=search is its exact equivalent.
    <form role="search" aria-label="Rent search" className="oja-estate__search" onSubmit={submit} noValidate>
      <div className="oja-estate__form">
        <div className="oja-estate__field">
          <label htmlFor={field('location')}>Location</label>
          <select
            id={field('location')}
            value={value.location ?? ''}
            onChange={(e) =>
              set({ location: (e.target.value || undefined) as RentSearchFilters['location'] })
            }
          >
            <option value="">Any location</option>
            {PROPERTY_LOCATIONS.map((o) => (
              <option key={o.code} value={o.code}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
        <div className="oja-estate__field">
          <label htmlFor={field('bed')}>Bedrooms</label>
          <select
            id={field('bed')}
            value={value.bed ?? ''}
            onChange={(e) => set({ bed: number(e.target.value) })}
          >
            <option value="">Any</option>
            {ROOM_COUNTS.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
        <div className="oja-estate__field">
          <label htmlFor={field('bath')}>Bathrooms</label>
          <select
            id={field('bath')}
            value={value.bath ?? ''}
            onChange={(e) => set({ bath: number(e.target.value) })}
          >
            <option value="">Any</option>
            {ROOM_COUNTS.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
        <div className="oja-estate__field">
          <label htmlFor={field('furnishing')}>Furnishing</label>
          <select
            id={field('furnishing')}
            value={value.furnishing ?? ''}
            onChange={(e) =>
              set({ furnishing: (e.target.value || undefined) as RentSearchFilters['furnishing'] })
            }
          >
            <option value="">Any furnishing</option>
            {FURNISHING_OPTIONS.map((o) => (
              <option key={o.code} value={o.code}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
        <div className="oja-estate__field">
          <label htmlFor={field('agent')}>Agent</label>
          <select
            id={field('agent')}
            value={value.agent ?? ''}
            onChange={(e) => set({ agent: (e.target.value || undefined) as RentSearchFilters['agent'] })}
          >
            <option value="">Any agent</option>
            {AGENT_OPTIONS.map((o) => (
              <option key={o.code} value={o.code}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
        <div className="oja-estate__field">
          <label htmlFor={field('price')}>Price a month</label>
          <select
            id={field('price')}
            value={value.price ?? ''}
            onChange={(e) => set({ price: e.target.value || undefined })}
          >
            <option value="">Any price</option>
            {PROPERTY_PRICE_RANGES.map((r) => (
              <option key={r.code} value={r.code}>
                {r.label}
              </option>
            ))}
          </select>
        </div>
        <div className="oja-estate__actions">
          <Button type="submit">Search</Button>
        </div>
      </div>
    </form>
  );
}
