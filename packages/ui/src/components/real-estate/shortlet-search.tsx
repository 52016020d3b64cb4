import {
  type CalendarDate,
  HOME_TYPES,
  PROPERTY_LOCATIONS,
  SHORTLET_GUESTS_MAX,
  SHORTLET_GUESTS_MIN,
  type StayField,
  type Validation,
  validateStay,
} from '@oja/domain';
import { useEffect } from 'react';
import { useDomainForm } from '../../lib/form';
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

/** The form's fields as the native controls hold them: text, '' for 'Any'. */
type SearchFields = Record<'location' | 'checkIn' | 'checkOut' | 'guest' | 'homeType', string>;

const GUEST_OPTIONS: readonly SelectOption[] = Array.from(
  { length: SHORTLET_GUESTS_MAX - SHORTLET_GUESTS_MIN + 1 },
  (_, i) => SHORTLET_GUESTS_MIN + i,
).map((n) => ({ value: n, label: `${n} ${n === 1 ? 'guest' : 'guests'}` }));

function fieldsOf(filters: ShortletSearchFilters): SearchFields {
  return {
    location: filters.location ?? '',
    checkIn: filters.checkIn ?? '',
    checkOut: filters.checkOut ?? '',
    guest: filters.guest === undefined ? '' : String(filters.guest),
    homeType: filters.homeType ?? '',
  };
}

function filtersOf(fields: SearchFields): ShortletSearchFilters {
  return withoutEmpty({
    location: (fields.location || undefined) as ShortletSearchFilters['location'],
    checkIn: fields.checkIn || undefined,
    checkOut: fields.checkOut || undefined,
    guest: fields.guest === '' ? undefined : Number(fields.guest),
    homeType: (fields.homeType || undefined) as ShortletSearchFilters['homeType'],
  });
}

/**
 * The short-let search: location, check-in, check-out, guests (1 to 3) and home type, on lib/form's
 * useDomainForm. The dates follow the domain's validateStay (both or neither; check-out never before
 * check-in, at most 90 nights): a wrong pair shows the domain's message under the field as soon as both
 * dates are there (each date judged again when the other changes), and Search does nothing until it is fixed.
 * Accessibility: a search landmark; labelled native date inputs and SelectFields; a message is tied to its
 * field (aria-invalid, aria-describedby) and the first wrong field takes focus on Search.
 */
export function ShortletSearch({ filters = {}, today, onSearch }: ShortletSearchProps) {
  const validate = (fields: SearchFields): Validation<StayField, ShortletSearchFilters> => {
    const stay = validateStay(fields, today);
    return stay.ok ? { ok: true, value: filtersOf(fields), errors: {} } : stay;
  };
  const defaults = fieldsOf(filters);
  const { form, submitWith } = useDomainForm<SearchFields, ShortletSearchFilters>(defaults, validate, {
    focusFirstError: true,
    showErrors: 'onChange',
  });
  const { register, reset, watch, formState } = form;
  // A new search from outside (the URL, the browser's Back) shows in the form again.
  const filtersKey = JSON.stringify(filters);
  useEffect(() => {
    reset(fieldsOf(JSON.parse(filtersKey) as ShortletSearchFilters));
  }, [filtersKey, reset]);
  const [checkIn, checkOut] = watch(['checkIn', 'checkOut']);
  // Before a Search, only a finished pair of dates is judged (no message while the shopper is still typing).
  const shown = formState.isSubmitted || (checkIn && checkOut) ? formState.errors : {};

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is too new for the Android browsers we serve; role=search is its exact equivalent.
    <form
      role="search"
      aria-label="Short-let search"
      className="oja-estate__search"
      onSubmit={submitWith(onSearch)}
      noValidate
    >
      <div className="oja-estate__form">
        <SelectField
          {...register('location')}
          defaultValue={defaults.location}
          label="Location"
          placeholder="Any location"
          options={toOptions(PROPERTY_LOCATIONS)}
        />
        <TextField
          {...register('checkIn', { deps: ['checkOut'] })}
          defaultValue={defaults.checkIn}
          className="oja-estate__date"
          label="Check-in"
          type="date"
          min={today}
          error={shown.checkIn?.message}
        />
        <TextField
          {...register('checkOut', { deps: ['checkIn'] })}
          defaultValue={defaults.checkOut}
          className="oja-estate__date"
          label="Check-out"
          type="date"
          min={checkIn || today}
          error={shown.checkOut?.message}
        />
        <SelectField
          {...register('guest')}
          defaultValue={defaults.guest}
          label="Guests"
          placeholder="Any"
          options={GUEST_OPTIONS}
        />
        <SelectField
          {...register('homeType')}
          defaultValue={defaults.homeType}
          label="Home type"
          placeholder="Any home type"
          options={toOptions(HOME_TYPES)}
        />
        <div className="oja-estate__actions">
          <Button type="submit">Search</Button>
        </div>
      </div>
    </form>
  );
}
