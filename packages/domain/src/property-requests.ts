/**
 * A shopper's requests about a listing: a viewing of a home to rent, and a short-let stay for dates. Oja
 * stores each request and emails the shopper; an agent or host answers it (payment for a stay comes later).
 * The API checks a request with these rules and the forms show the same messages, so both agree. Every rule
 * that depends on the day takes `today` (the shop's day in Lagos): the domain has no clock of its own.
 */

import { emailError, normalisePhoneNumber, phoneNumberError } from './account-validation';
import { addDays, type CalendarDate, formatCalendarDate, parseCalendarDate } from './calendar';
import { type FieldErrors, text, toValidation, type Validation } from './form';
import { formatKobo, type Kobo, multiplyKobo } from './money';
import { CHECK_IN_REQUIRED, CHECK_OUT_REQUIRED, STAY_BOOKING_HORIZON_DAYS, validateStay } from './property';

/** The longest name a request keeps. */
export const REQUEST_NAME_MAX = 100;
/** The longest note a viewing request keeps. */
export const REQUEST_MESSAGE_MAX = 1000;
/** How far ahead a viewing can be asked for, in days from today. */
export const VIEWING_HORIZON_DAYS = 90;
/** The longest short-let stay a request can ask for, in nights (a longer stay is a rental). */
export const STAY_REQUEST_MAX_NIGHTS = 30;

export const NAME_REQUIRED = 'Your name is required';
export const NAME_TOO_LONG = `Your name can be at most ${REQUEST_NAME_MAX} characters`;
export const MESSAGE_TOO_LONG = `The message can be at most ${REQUEST_MESSAGE_MAX} characters`;
export const VIEWING_DATE_REQUIRED = 'Preferred date is required';
export const VIEWING_DATE_INVALID = 'Preferred date must be a date (YYYY-MM-DD)';
export const VIEWING_DATE_IN_PAST = 'Preferred date cannot be in the past';
export const VIEWING_DATE_TOO_FAR = `Preferred date must be within ${VIEWING_HORIZON_DAYS} days from today`;
export const STAY_REQUEST_TOO_LONG = `A stay can be at most ${STAY_REQUEST_MAX_NIGHTS} nights`;
export const GUESTS_REQUIRED = 'Number of guests is required';

/** 'This home takes stays of at least 2 nights'. */
export function stayShorterThanMinimum(minNights: number): string {
  return `This home takes stays of at least ${minNights} ${minNights === 1 ? 'night' : 'nights'}`;
}

/** 'Guests must be a whole number from 1 to 3'. */
export function guestsOutOfRange(maxGuests: number): string {
  return `Guests must be a whole number from 1 to ${maxGuests}`;
}

export type ViewingRequestField = 'name' | 'phone' | 'email' | 'preferredDate' | 'message';
export type StayRequestField = 'name' | 'phone' | 'email' | 'checkIn' | 'checkOut' | 'guests';

/** Who is asking: the name, the phone as +234…, and the email the confirmation goes to. */
export interface RequestContact {
  name: string;
  phone: string;
  email: string;
}

export interface ViewingRequest extends RequestContact {
  preferredDate: CalendarDate;
  /** '' when the shopper wrote nothing. */
  message: string;
}

export interface StayRequest extends RequestContact {
  checkIn: CalendarDate;
  checkOut: CalendarDate;
  nights: number;
  guests: number;
}

/** The contact fields' errors and cleaned values (name trimmed, phone normalised, email trimmed). */
function checkContact(
  input: { name?: unknown; phone?: unknown; email?: unknown },
  errors: FieldErrors<'name' | 'phone' | 'email'>,
): () => RequestContact {
  const name = text(input.name).trim().replace(/\s+/g, ' ');
  if (name === '') errors.name = NAME_REQUIRED;
  else if (name.length > REQUEST_NAME_MAX) errors.name = NAME_TOO_LONG;
  const phone = phoneNumberError(input.phone);
  if (phone) errors.phone = phone;
  const email = emailError(input.email);
  if (email) errors.email = email;
  return () => ({
    name,
    phone: normalisePhoneNumber(text(input.phone)),
    email: text(input.email).trim(),
  });
}

/** Days from `from` to `to`; both valid CalendarDates. */
function daysBetween(from: CalendarDate, to: CalendarDate): number {
  const day = (date: CalendarDate) => {
    const d = parseCalendarDate(date) as { year: number; month: number; day: number };
    return Date.UTC(d.year, d.month - 1, d.day) / 86_400_000;
  };
  return day(to) - day(from);
}

/**
 * A viewing request on `today` (Lagos): name, a Nigerian phone, an email, a preferred date from today to
 * {@link VIEWING_HORIZON_DAYS} days ahead, and an optional message.
 */
export function validateViewingRequest(
  input: { name?: unknown; phone?: unknown; email?: unknown; preferredDate?: unknown; message?: unknown },
  today: CalendarDate,
): Validation<ViewingRequestField, ViewingRequest> {
  const errors: FieldErrors<ViewingRequestField> = {};
  const contact = checkContact(input, errors);
  const preferredDate = text(input.preferredDate).trim();
  if (preferredDate === '') errors.preferredDate = VIEWING_DATE_REQUIRED;
  else if (!parseCalendarDate(preferredDate)) errors.preferredDate = VIEWING_DATE_INVALID;
  else if (daysBetween(today, preferredDate) < 0) errors.preferredDate = VIEWING_DATE_IN_PAST;
  else if (daysBetween(today, preferredDate) > VIEWING_HORIZON_DAYS)
    errors.preferredDate = VIEWING_DATE_TOO_FAR;
  const message = text(input.message).trim();
  if (message.length > REQUEST_MESSAGE_MAX) errors.message = MESSAGE_TOO_LONG;
  return toValidation(errors, () => ({ ...contact(), preferredDate, message }));
}

/** What a short-let takes: its most guests and its shortest stay. */
export interface StayLimits {
  maxGuests: number;
  minNights: number;
}

/** A guest count from a form (a number or digits), or null. */
function guestCount(value: unknown): number | null {
  if (typeof value === 'number') return Number.isInteger(value) ? value : null;
  const digits = text(value).trim();
  return /^\d{1,3}$/.test(digits) ? Number(digits) : null;
}

/**
 * A short-let stay request on `today` (Lagos): the search's date rules (check-in from today and within a
 * year, check-out after it), then at most {@link STAY_REQUEST_MAX_NIGHTS} nights and at least the home's
 * shortest stay; 1 to the home's most guests; name, phone and email.
 */
export function validateStayRequest(
  input: {
    checkIn?: unknown;
    checkOut?: unknown;
    guests?: unknown;
    name?: unknown;
    phone?: unknown;
    email?: unknown;
  },
  today: CalendarDate,
  limits: StayLimits,
): Validation<StayRequestField, StayRequest> {
  const errors: FieldErrors<StayRequestField> = {};
  const stay = validateStay({ checkIn: input.checkIn, checkOut: input.checkOut }, today);
  if (!stay.ok) Object.assign(errors, stay.errors);
  else if (!stay.value) {
    // The search's "no dates at all" is no stay; a request needs both.
    errors.checkIn = CHECK_IN_REQUIRED;
    errors.checkOut = CHECK_OUT_REQUIRED;
  } else {
    if (stay.value.nights > STAY_REQUEST_MAX_NIGHTS) errors.checkOut = STAY_REQUEST_TOO_LONG;
    else if (stay.value.nights < limits.minNights) errors.checkOut = stayShorterThanMinimum(limits.minNights);
  }
  const guests = guestCount(input.guests);
  if (text(input.guests).trim() === '' && typeof input.guests !== 'number') errors.guests = GUESTS_REQUIRED;
  else if (guests === null || guests < 1 || guests > limits.maxGuests) {
    errors.guests = guestsOutOfRange(limits.maxGuests);
  }
  const contact = checkContact(input, errors);
  return toValidation(errors, () => {
    // Only called without errors: the dates then made a stay.
    const { checkIn, checkOut, nights } = (
      stay as { value: { checkIn: string; checkOut: string; nights: number } }
    ).value;
    return { ...contact(), checkIn, checkOut, nights, guests: guests as number };
  });
}

/**
 * The nights between two dates the form holds, when they make a stay (check-out after check-in, at most
 * the booking horizon apart); null otherwise, so the form shows no total for dates that are not a stay yet.
 */
export function stayNights(checkIn: unknown, checkOut: unknown): number | null {
  if (!parseCalendarDate(checkIn) || !parseCalendarDate(checkOut)) return null;
  const nights = daysBetween(checkIn as string, checkOut as string);
  return nights >= 1 && nights <= STAY_BOOKING_HORIZON_DAYS ? nights : null;
}

/** A stay's price: the price a night times the nights, in kobo (no fees: payment is arranged later). */
export function stayTotal(pricePerNight: Kobo, nights: number): Kobo {
  return multiplyKobo(pricePerNight, nights);
}

/** The last day a viewing can be asked for, from `today` (the date field's max). */
export function lastViewingDate(today: CalendarDate): CalendarDate {
  return addDays(today, VIEWING_HORIZON_DAYS);
}

/** The confirmation email of a viewing request. */
export function viewingRequestEmail(request: {
  reference: string;
  propertyTitle: string;
  location: string;
  name: string;
  phone: string;
  preferredDate: CalendarDate;
}): { subject: string; text: string } {
  return {
    subject: `Your viewing request for ${request.propertyTitle}`,
    text: [
      `Hello ${request.name},`,
      '',
      `We have your request to view ${request.propertyTitle} (${request.location}) on ${formatCalendarDate(request.preferredDate)}.`,
      `The agent will call you on ${request.phone} to agree a time. Your reference is ${request.reference}.`,
      '',
      'Oja',
    ].join('\n'),
  };
}

/** The confirmation email of a short-let stay request: the dates, nights, guests and total, payment later. */
export function stayRequestEmail(request: {
  reference: string;
  propertyTitle: string;
  name: string;
  phone: string;
  checkIn: CalendarDate;
  checkOut: CalendarDate;
  nights: number;
  guests: number;
  total: Kobo;
}): { subject: string; text: string } {
  const nights = `${request.nights} ${request.nights === 1 ? 'night' : 'nights'}`;
  const guests = `${request.guests} ${request.guests === 1 ? 'guest' : 'guests'}`;
  return {
    subject: `Your stay request for ${request.propertyTitle}`,
    text: [
      `Hello ${request.name},`,
      '',
      `We have your request to stay at ${request.propertyTitle} from ${formatCalendarDate(request.checkIn)} to ${formatCalendarDate(request.checkOut)}: ${nights}, ${guests}.`,
      `Total: ${formatKobo(request.total)}. Nothing has been charged: the host will call you on ${request.phone} to confirm, and payment is arranged then.`,
      `Your reference is ${request.reference}.`,
      '',
      'Oja',
    ].join('\n'),
  };
}
