/**
 * Real estate: the upfront-rent discount, the words of the rent and short-let searches, and the dates of a
 * short-let stay. The API filters with these rules and the screens show them, so both agree.
 */
import { type CalendarDate, parseCalendarDate } from './calendar';
import { type FieldErrors, toValidation, type Validation } from './form';
import { type Kobo, kobo } from './money';

/** What a listing is: a home rented by the month (or the year upfront), or a short-let booked by the night. */
export const PROPERTY_KINDS = ['rent', 'shortlet'] as const;
export type PropertyKind = (typeof PROPERTY_KINDS)[number];

/** The months the upfront price pays for: one year. */
export const UPFRONT_RENT_MONTHS = 12;

/**
 * Oja's upfront-rent discount: a renter who pays the whole year at once pays 10% less than twelve monthly
 * payments. Nigerian landlords usually ask for a year (or two) in advance; monthly rent is the instalment
 * product, and the discount is what makes paying upfront worth it. The spec shows it as the price per year.
 */
export const UPFRONT_RENT_DISCOUNT_PERCENT = 10;

/**
 * The discounted price per year of a home listed at `monthly` kobo a month: twelve months less
 * {@link UPFRONT_RENT_DISCOUNT_PERCENT}%, rounded down to the kobo, so the rounding never goes against the
 * renter. Anything that is not a whole, positive number of kobo is 0. Exact up to about ₦800 billion a month.
 */
export function upfrontYearlyRent(monthly: Kobo): Kobo {
  if (!Number.isSafeInteger(monthly) || monthly <= 0) return kobo(0);
  const percentPaid = 100 - UPFRONT_RENT_DISCOUNT_PERCENT;
  return kobo(Math.floor((monthly * UPFRONT_RENT_MONTHS * percentPaid) / 100));
}

/** One choice of a search filter: its code on the wire and in the URL, and what the renter reads. */
export interface PropertyOption<Code extends string> {
  code: Code;
  label: string;
}

/** The searches' locations: 'PH' is Port Harcourt. */
export const PROPERTY_LOCATIONS = [
  { code: 'Lagos', label: 'Lagos' },
  { code: 'Abuja', label: 'Abuja' },
  { code: 'PH', label: 'Port Harcourt' },
] as const satisfies readonly PropertyOption<string>[];
export type PropertyLocation = (typeof PROPERTY_LOCATIONS)[number]['code'];

/** The rent search's furnishing: furnished, unfurnished, semi (semi-furnished). */
export const FURNISHING_OPTIONS = [
  { code: 'furnished', label: 'Furnished' },
  { code: 'unfurnished', label: 'Unfurnished' },
  { code: 'semi', label: 'Semi-furnished' },
] as const satisfies readonly PropertyOption<string>[];
export type Furnishing = (typeof FURNISHING_OPTIONS)[number]['code'];

/** The rent search's agent: whether the listing agent's identity and licence were checked by Oja. */
export const AGENT_OPTIONS = [
  { code: 'verified', label: 'Verified agent' },
  { code: 'non-verified', label: 'Non-verified agent' },
] as const satisfies readonly PropertyOption<string>[];
export type AgentStatus = (typeof AGENT_OPTIONS)[number]['code'];

/** The short-let search's home types, as Nigerian listings name them (a studio is a self-contain). */
export const HOME_TYPES = [
  { code: 'apartment', label: 'Apartment' },
  { code: 'studio', label: 'Studio (self-contain)' },
  { code: 'duplex', label: 'Duplex' },
  { code: 'terrace', label: 'Terrace' },
  { code: 'bungalow', label: 'Bungalow' },
  { code: 'penthouse', label: 'Penthouse' },
] as const satisfies readonly PropertyOption<string>[];
export type HomeType = (typeof HOME_TYPES)[number]['code'];

/** The rent search's bed and bath counts: 1 to 10. */
export const ROOM_COUNT_MIN = 1;
export const ROOM_COUNT_MAX = 10;

/** The short-let search's guests: 1 to 3. */
export const SHORTLET_GUESTS_MIN = 1;
export const SHORTLET_GUESTS_MAX = 3;

/** The longest stay a short-let search looks for, in nights (longer stays are rentals). */
export const STAY_MAX_NIGHTS = 90;
/** How far ahead a check-in can be, in days from today. */
export const STAY_BOOKING_HORIZON_DAYS = 365;

export const CHECK_IN_REQUIRED = 'Check-in date is required';
export const CHECK_OUT_REQUIRED = 'Check-out date is required';
export const CHECK_IN_INVALID = 'Check-in must be a date (YYYY-MM-DD)';
export const CHECK_OUT_INVALID = 'Check-out must be a date (YYYY-MM-DD)';
export const CHECK_IN_IN_PAST = 'Check-in cannot be in the past';
export const CHECK_IN_TOO_FAR = `Check-in must be within ${STAY_BOOKING_HORIZON_DAYS} days from today`;
/** The spec's rule: checkOut cannot be before checkIn. */
export const CHECK_OUT_BEFORE_CHECK_IN = 'Check-out cannot be before check-in';
export const STAY_TOO_SHORT = 'Check-out must be at least one night after check-in';
export const STAY_TOO_LONG = `A stay is at most ${STAY_MAX_NIGHTS} nights`;

export type StayField = 'checkIn' | 'checkOut';

/** A short-let stay: check-in and check-out days, and the nights between them. */
export interface Stay {
  checkIn: CalendarDate;
  checkOut: CalendarDate;
  nights: number;
}

/** Days from `from` to `to` (negative when `to` is earlier); both valid CalendarDates. */
function daysBetween(from: CalendarDate, to: CalendarDate): number {
  const day = (date: CalendarDate) => {
    const d = parseCalendarDate(date) as { year: number; month: number; day: number };
    return Date.UTC(d.year, d.month - 1, d.day) / 86_400_000;
  };
  return day(to) - day(from);
}

/**
 * The short-let search's dates, on `today` (Lagos): no dates at all is no stay (`value` null, the search
 * is not by date). Otherwise both are needed, real dates, check-in from today and within a year, and
 * check-out after check-in (the spec: never before it; Oja: at least one night, at most 90).
 */
export function validateStay(
  input: { checkIn?: unknown; checkOut?: unknown },
  today: CalendarDate,
): Validation<StayField, Stay | null> {
  const given = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const checkIn = given(input.checkIn);
  const checkOut = given(input.checkOut);
  if (checkIn === '' && checkOut === '') return toValidation({}, () => null);
  const errors: FieldErrors<StayField> = {};
  if (checkIn === '') errors.checkIn = CHECK_IN_REQUIRED;
  else if (!parseCalendarDate(checkIn)) errors.checkIn = CHECK_IN_INVALID;
  else if (daysBetween(today, checkIn) < 0) errors.checkIn = CHECK_IN_IN_PAST;
  else if (daysBetween(today, checkIn) > STAY_BOOKING_HORIZON_DAYS) errors.checkIn = CHECK_IN_TOO_FAR;
  if (checkOut === '') errors.checkOut = CHECK_OUT_REQUIRED;
  else if (!parseCalendarDate(checkOut)) errors.checkOut = CHECK_OUT_INVALID;
  else if (parseCalendarDate(checkIn)) {
    const nights = daysBetween(checkIn, checkOut);
    if (nights < 0) errors.checkOut = CHECK_OUT_BEFORE_CHECK_IN;
    else if (nights === 0) errors.checkOut = STAY_TOO_SHORT;
    else if (nights > STAY_MAX_NIGHTS) errors.checkOut = STAY_TOO_LONG;
  }
  return toValidation(errors, () => ({ checkIn, checkOut, nights: daysBetween(checkIn, checkOut) }));
}
