import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PHONE_INVALID } from './account-validation';
import { addDays } from './calendar';
import { kobo } from './money';
import {
  CHECK_IN_IN_PAST,
  CHECK_IN_REQUIRED,
  CHECK_OUT_BEFORE_CHECK_IN,
  CHECK_OUT_REQUIRED,
} from './property';
import {
  GUESTS_REQUIRED,
  guestsOutOfRange,
  lastViewingDate,
  MESSAGE_TOO_LONG,
  NAME_REQUIRED,
  NAME_TOO_LONG,
  REQUEST_MESSAGE_MAX,
  REQUEST_NAME_MAX,
  STAY_REQUEST_MAX_NIGHTS,
  STAY_REQUEST_TOO_LONG,
  stayNights,
  stayRequestEmail,
  stayShorterThanMinimum,
  stayTotal,
  VIEWING_DATE_IN_PAST,
  VIEWING_DATE_INVALID,
  VIEWING_DATE_REQUIRED,
  VIEWING_DATE_TOO_FAR,
  validateStayRequest,
  validateViewingRequest,
  viewingRequestEmail,
} from './property-requests';

const TODAY = '2026-11-20';
const contact = { name: '  Ada   Obi ', phone: '0803 123 4567', email: ' ada@example.com ' };

describe('a viewing request', () => {
  it('is cleaned: the name trimmed, the phone as +234, the email trimmed, no message as ""', () => {
    const result = validateViewingRequest({ ...contact, preferredDate: '2026-11-21' }, TODAY);
    expect(result).toEqual({
      ok: true,
      errors: {},
      value: {
        name: 'Ada Obi',
        phone: '+2348031234567',
        email: 'ada@example.com',
        preferredDate: '2026-11-21',
        message: '',
      },
    });
  });

  it('takes today and the last day of the horizon, and nothing outside them', () => {
    expect(validateViewingRequest({ ...contact, preferredDate: TODAY }, TODAY).ok).toBe(true);
    expect(validateViewingRequest({ ...contact, preferredDate: lastViewingDate(TODAY) }, TODAY).ok).toBe(
      true,
    );
    expect(validateViewingRequest({ ...contact, preferredDate: '2026-11-19' }, TODAY).errors).toEqual({
      preferredDate: VIEWING_DATE_IN_PAST,
    });
    expect(
      validateViewingRequest({ ...contact, preferredDate: addDays(lastViewingDate(TODAY), 1) }, TODAY).errors,
    ).toEqual({ preferredDate: VIEWING_DATE_TOO_FAR });
  });

  it('names every broken field at once', () => {
    const result = validateViewingRequest({ name: ' ', phone: '12345', preferredDate: '2026-02-30' }, TODAY);
    expect(result.ok).toBe(false);
    expect(result.errors).toEqual({
      name: NAME_REQUIRED,
      phone: PHONE_INVALID,
      email: 'Email is required',
      preferredDate: VIEWING_DATE_INVALID,
    });
    expect(validateViewingRequest({ ...contact }, TODAY).errors).toEqual({
      preferredDate: VIEWING_DATE_REQUIRED,
    });
  });
});

describe('a short-let stay request', () => {
  const limits = { maxGuests: 3, minNights: 2 };
  const stay = (checkIn: string, checkOut: string, guests: unknown = '2') =>
    validateStayRequest({ ...contact, checkIn, checkOut, guests }, TODAY, limits);

  it('counts the nights and reads the guests from the form', () => {
    expect(stay('2026-11-20', '2026-11-23')).toMatchObject({ ok: true, value: { nights: 3, guests: 2 } });
  });

  it('needs both dates, from today, check-out after check-in', () => {
    expect(stay('', '').errors).toEqual({ checkIn: CHECK_IN_REQUIRED, checkOut: CHECK_OUT_REQUIRED });
    expect(stay('2026-11-19', '2026-11-22').errors).toEqual({ checkIn: CHECK_IN_IN_PAST });
    expect(stay('2026-11-25', '2026-11-22').errors).toEqual({ checkOut: CHECK_OUT_BEFORE_CHECK_IN });
  });

  it(`is at least the home's shortest stay and at most ${STAY_REQUEST_MAX_NIGHTS} nights`, () => {
    expect(stay('2026-11-21', '2026-11-22').errors).toEqual({ checkOut: stayShorterThanMinimum(2) });
    expect(stay('2026-11-21', addDays('2026-11-21', STAY_REQUEST_MAX_NIGHTS)).ok).toBe(true);
    expect(stay('2026-11-21', addDays('2026-11-21', STAY_REQUEST_MAX_NIGHTS + 1)).errors).toEqual({
      checkOut: STAY_REQUEST_TOO_LONG,
    });
  });

  it("takes 1 to the home's most guests", () => {
    expect(stay('2026-11-21', '2026-11-24', '').errors).toEqual({ guests: GUESTS_REQUIRED });
    expect(stay('2026-11-21', '2026-11-24', '0').errors).toEqual({ guests: guestsOutOfRange(3) });
    expect(stay('2026-11-21', '2026-11-24', 4).errors).toEqual({ guests: guestsOutOfRange(3) });
    expect(stay('2026-11-21', '2026-11-24', '1.5').errors).toEqual({ guests: guestsOutOfRange(3) });
    expect(stay('2026-11-21', '2026-11-24', 3).ok).toBe(true);
  });
});

describe('a stay total', () => {
  it('is the price a night times the nights, in kobo', () => {
    expect(stayTotal(kobo(8_500_000), 3)).toBe(25_500_000);
  });

  it('counts nights only for dates that make a stay', () => {
    expect(stayNights('2026-11-20', '2026-11-23')).toBe(3);
    expect(stayNights('2026-11-20', '2026-11-20')).toBeNull();
    expect(stayNights('2026-11-23', '2026-11-20')).toBeNull();
    expect(stayNights('', '2026-11-20')).toBeNull();
  });

  it('agrees with the validator for every stay the request takes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 300 }), fc.integer({ min: 2, max: 30 }), (offset, nights) => {
        const checkIn = addDays(TODAY, offset);
        const checkOut = addDays(checkIn, nights);
        const result = validateStayRequest({ ...contact, checkIn, checkOut, guests: 1 }, TODAY, limits());
        return result.ok && result.value.nights === nights && stayNights(checkIn, checkOut) === nights;
      }),
    );
  });
});

function limits() {
  return { maxGuests: 3, minNights: 2 };
}

describe('the confirmation emails', () => {
  it('say the viewing day and the reference', () => {
    const email = viewingRequestEmail({
      reference: 'OJA-REQ-7',
      propertyTitle: '2 bedroom flat',
      location: 'Wuse 2, Abuja',
      name: 'Ada',
      phone: '+2348031234567',
      preferredDate: '2026-11-21',
    });
    expect(email.subject).toBe('Your viewing request for 2 bedroom flat');
    expect(email.text).toContain('on 21 Nov 2026');
    expect(email.text).toContain('OJA-REQ-7');
  });

  it('say the nights, the total, and that nothing is charged yet', () => {
    const email = stayRequestEmail({
      reference: 'OJA-REQ-8',
      propertyTitle: 'Lekki studio',
      name: 'Ada',
      phone: '+2348031234567',
      checkIn: '2026-11-21',
      checkOut: '2026-11-24',
      nights: 3,
      guests: 2,
      total: kobo(25_500_000),
    });
    expect(email.text).toContain('3 nights, 2 guests');
    expect(email.text).toContain('Total: ₦255,000. Nothing has been charged');
  });
});

describe('the requests’ words and limits', () => {
  it('refuses a name and a message too long', () => {
    const result = validateViewingRequest(
      {
        ...contact,
        name: 'A'.repeat(REQUEST_NAME_MAX + 1),
        message: 'm'.repeat(REQUEST_MESSAGE_MAX + 1),
        preferredDate: TODAY,
      },
      TODAY,
    );
    expect(result.errors).toEqual({ name: NAME_TOO_LONG, message: MESSAGE_TOO_LONG });
  });

  it('says one night, one guest in the singular', () => {
    expect(stayShorterThanMinimum(1)).toBe('This home takes stays of at least 1 night');
    const email = stayRequestEmail({
      reference: 'OJA-REQ-9',
      propertyTitle: 'Lekki studio',
      name: 'Ada',
      phone: '+2348031234567',
      checkIn: '2026-11-21',
      checkOut: '2026-11-22',
      nights: 1,
      guests: 1,
      total: kobo(8_500_000),
    });
    expect(email.text).toContain('1 night, 1 guest');
  });

  it('refuses a guest count that is not a whole number', () => {
    const result = validateStayRequest(
      { ...contact, checkIn: '2026-11-21', checkOut: '2026-11-24', guests: 1.5 },
      TODAY,
      { maxGuests: 3, minNights: 1 },
    );
    expect(result.errors).toEqual({ guests: guestsOutOfRange(3) });
  });
});
