import {
  type CalendarDate,
  type FieldErrors,
  HOME_TYPES,
  PROPERTY_LOCATIONS,
  SHORTLET_GUESTS_MAX,
  SHORTLET_GUESTS_MIN,
  type StayField,
  validateStay,
} from '@oja/domain';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../button/button';
import { SelectField, type SelectOption } from '../select-field/select-field';
import { TextField } from '../text-field/text-field';
import type { ShortletSearchFilters } from './real-estate-types';
import { toOptions, withoutEmpty } from './rent-search-form';

export interface ShortletSearchProps {
  /** The search the grid answers (from the URL); the form shows it, again whenever it changes. */
  filters?: ShortletSearchFilters;
  /** Today in Lagos ('YYYY-MM-DD'): check-in cannot be earlier (the clock is a parameter). */
  today: CalendarDate;
  /** Search with valid dates: the filters without the empty ones. */
  onSearch: (filters: ShortletSearchFilters) => void;
}

const GUEST_OPTIONS: readonly SelectOption[] = Array.from(
  { length: SHORTLET_GUESTS_MAX - SHORTLET_GUESTS_MIN + 1 },
  (_, i) => SHORTLET_GUESTS_MIN + i,
).map((n) => ({ value: n, label: `${n} ${n === 1 ? 'guest' : 'guests'}` }));

/**
 * The short-let search: location, check-in, check-out, guests (1 to 3) and home type. The dates follow the
 * domain's validateStay (both or neither; check-out never before check-in, at most 90 nights): a wrong pair
 * shows the domain's message under the field as soon as both dates are there, and Search does nothing
 * until it is fixed. Accessibility: a search landmark; labelled native date inputs and SelectFields; a message
 * is tied to its field (aria-invalid, aria-describedby) and the first wrong field takes focus on Search.
 */
export function ShortletSearch({ filters = {}, today, onSearch }: ShortletSearchProps) {
  const id = useId();
  const [value, setValue] = useState<ShortletSearchFilters>(filters);
  const [submitted, setSubmitted] = useState(false);
  // A new search from outside (the URL, the browser's Back) shows in the form again.
  const filtersKey = JSON.stringify(filters);
  const [shownKey, setShownKey] = useState(filtersKey);
  if (shownKey !== filtersKey) {
    setShownKey(filtersKey);
    setValue(filters);
    setSubmitted(false);
  }
  const set = (patch: Partial<ShortletSearchFilters>) => setValue((v) => ({ ...v, ...patch }));
  const stay = validateStay({ checkIn: value.checkIn, checkOut: value.checkOut }, today);
  const errors: FieldErrors<StayField> = stay.ok ? {} : stay.errors;
  // Before a Search, only a finished pair of dates is judged (no message while the shopper is still typing).
  const bothDates = Boolean(value.checkIn && value.checkOut);
  const shown: FieldErrors<StayField> = submitted || bothDates ? errors : {};
  const field = (name: string) => `${id}-${name}`;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (!stay.ok) {
      const first = stay.errors.checkIn ? 'checkIn' : 'checkOut';
      document.getElementById(field(first))?.focus();
      return;
    }
    onSearch(withoutEmpty(value));
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is too new for the Android browsers we serve; role=search is its exact equivalent.
    <form
      role="search"
      aria-label="Short-let search"
      className="oja-estate__search"
      onSubmit={submit}
      noValidate
    >
      <div className="oja-estate__form">
        <SelectField
          label="Location"
          placeholder="Any location"
          options={toOptions(PROPERTY_LOCATIONS)}
          value={value.location ?? ''}
          onChange={(e) =>
            set({ location: (e.target.value || undefined) as ShortletSearchFilters['location'] })
          }
        />
        <TextField
          id={field('checkIn')}
          className="oja-estate__date"
          label="Check-in"
          type="date"
          min={today}
          value={value.checkIn ?? ''}
          onChange={(e) => set({ checkIn: e.target.value || undefined })}
          error={shown.checkIn}
        />
        <TextField
          id={field('checkOut')}
          className="oja-estate__date"
          label="Check-out"
          type="date"
          min={value.checkIn || today}
          value={value.checkOut ?? ''}
          onChange={(e) => set({ checkOut: e.target.value || undefined })}
          error={shown.checkOut}
        />
        <SelectField
          label="Guests"
          placeholder="Any"
          options={GUEST_OPTIONS}
          value={value.guest ?? ''}
          onChange={(e) => set({ guest: e.target.value === '' ? undefined : Number(e.target.value) })}
        />
        <SelectField
          label="Home type"
          placeholder="Any home type"
          options={toOptions(HOME_TYPES)}
          value={value.homeType ?? ''}
          onChange={(e) =>
            set({ homeType: (e.target.value || undefined) as ShortletSearchFilters['homeType'] })
          }
        />
        <div className="oja-estate__actions">
          <Button type="submit">Search</Button>
        </div>
      </div>
    </form>
  );
}
