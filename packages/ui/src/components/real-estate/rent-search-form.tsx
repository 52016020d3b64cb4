import {
  AGENT_OPTIONS,
  FURNISHING_OPTIONS,
  PROPERTY_LOCATIONS,
  PROPERTY_PRICE_RANGES,
  ROOM_COUNT_MAX,
  ROOM_COUNT_MIN,
} from '@oja/domain';
import type { FormEvent } from 'react';
import { Button } from '../button/button';
import { SelectField, type SelectOption } from '../select-field/select-field';
import type { RentSearchFilters } from './real-estate-types';

export interface RentSearchFormProps {
  /** The filters the form shows. */
  value: RentSearchFilters;
  /** Every change of a field (the form keeps nothing itself). */
  onChange: (filters: RentSearchFilters) => void;
  /** Search: the filters without the empty ones. */
  onSearch: (filters: RentSearchFilters) => void;
}

const ROOM_OPTIONS: readonly SelectOption[] = Array.from(
  { length: ROOM_COUNT_MAX - ROOM_COUNT_MIN + 1 },
  (_, i) => ({ value: ROOM_COUNT_MIN + i, label: String(ROOM_COUNT_MIN + i) }),
);

/** The domain's choices ({ code, label }) as a select's options. */
export function toOptions(choices: readonly { code: string; label: string }[]): SelectOption[] {
  return choices.map((c) => ({ value: c.code, label: c.label }));
}

/** The filters with every empty one left out. */
export function withoutEmpty<T extends object>(filters: T): T {
  return Object.fromEntries(
    Object.entries(filters).filter(([, v]) => v !== undefined && v !== null && v !== ''),
  ) as T;
}

/**
 * The rent search: location (Lagos, Abuja, Port Harcourt), bedrooms, bathrooms, furnishing, agent and
 * monthly price, each 'Any' by default, and a Search button. The choices are the domain's, so the API and
 * the form agree. Accessibility: a search landmark named 'Rent search'; SelectFields with visible labels.
 */
export function RentSearchForm({ value, onChange, onSearch }: RentSearchFormProps) {
  const set = (patch: Partial<RentSearchFilters>) => onChange(withoutEmpty({ ...value, ...patch }));
  const number = (raw: string) => (raw === '' ? undefined : Number(raw));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(withoutEmpty(value));
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is too new for the Android browsers we serve; role=search is its exact equivalent.
    <form role="search" aria-label="Rent search" className="oja-estate__search" onSubmit={submit} noValidate>
      <div className="oja-estate__form">
        <SelectField
          label="Location"
          placeholder="Any location"
          options={toOptions(PROPERTY_LOCATIONS)}
          value={value.location ?? ''}
          onChange={(e) => set({ location: (e.target.value || undefined) as RentSearchFilters['location'] })}
        />
        <SelectField
          label="Bedrooms"
          placeholder="Any"
          options={ROOM_OPTIONS}
          value={value.bed ?? ''}
          onChange={(e) => set({ bed: number(e.target.value) })}
        />
        <SelectField
          label="Bathrooms"
          placeholder="Any"
          options={ROOM_OPTIONS}
          value={value.bath ?? ''}
          onChange={(e) => set({ bath: number(e.target.value) })}
        />
        <SelectField
          label="Furnishing"
          placeholder="Any furnishing"
          options={toOptions(FURNISHING_OPTIONS)}
          value={value.furnishing ?? ''}
          onChange={(e) =>
            set({ furnishing: (e.target.value || undefined) as RentSearchFilters['furnishing'] })
          }
        />
        <SelectField
          label="Agent"
          placeholder="Any agent"
          options={toOptions(AGENT_OPTIONS)}
          value={value.agent ?? ''}
          onChange={(e) => set({ agent: (e.target.value || undefined) as RentSearchFilters['agent'] })}
        />
        <SelectField
          label="Price a month"
          placeholder="Any price"
          options={toOptions(PROPERTY_PRICE_RANGES)}
          value={value.price ?? ''}
          onChange={(e) => set({ price: e.target.value || undefined })}
        />
        <div className="oja-estate__actions">
          <Button type="submit">Search</Button>
        </div>
      </div>
    </form>
  );
}
