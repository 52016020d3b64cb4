import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './calendar';
import { type Kobo, kobo } from './money';
import {
  AGENT_OPTIONS,
  CHECK_IN_IN_PAST,
  CHECK_IN_INVALID,
  CHECK_IN_REQUIRED,
  CHECK_IN_TOO_FAR,
  CHECK_OUT_BEFORE_CHECK_IN,
  CHECK_OUT_INVALID,
  CHECK_OUT_REQUIRED,
  FURNISHING_OPTIONS,
  HOME_TYPES,
  PROPERTY_KINDS,
  PROPERTY_LOCATIONS,
  STAY_TOO_LONG,
  STAY_TOO_SHORT,
  UPFRONT_RENT_DISCOUNT_PERCENT,
  UPFRONT_RENT_MONTHS,
  upfrontYearlyRent,
  validateStay,
} from './property';

describe('upfront rent: a year paid at once is twelve months less 10%, rounded down to the kobo', () => {
  it('is 10% off twelve months', () => {
    expect(UPFRONT_RENT_MONTHS).toBe(12);
    expect(UPFRONT_RENT_DISCOUNT_PERCENT).toBe(10);
  });

  it.each([
    [250_000, 2_700_000],
    [500_000, 5_400_000],
    [1_250_000, 13_500_000],
    [85_000, 918_000],
  ])('₦%i a month is ₦%i a year upfront', (monthlyNaira, yearlyNaira) => {
    expect(upfrontYearlyRent(kobo(monthlyNaira * 100))).toBe(yearlyNaira * 100);
  });

  it.each([
    [1, 10],
    [7, 75],
    [9, 97],
  ])('%i kobo a month rounds down to %i kobo a year (never against the renter)', (monthly, yearly) => {
    expect(upfrontYearlyRent(kobo(monthly))).toBe(yearly);
  });

  it.each([0, -5_000, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('%s a month is 0 a year', (monthly) => {
    expect(upfrontYearlyRent(monthly as Kobo)).toBe(0);
  });

  it('is never more than twelve months and never less than 90% of them, to the kobo', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000_000 }), (monthly) => {
        const yearly = upfrontYearlyRent(kobo(monthly));
        const twelve = monthly * 12;
        expect(Number.isInteger(yearly)).toBe(true);
        expect(yearly).toBeLessThan(twelve);
        expect(yearly * 100).toBeLessThanOrEqual(twelve * 90);
        expect((yearly + 1) * 100).toBeGreaterThan(twelve * 90);
      }),
    );
  });
});

describe('the searches name the spec’s choices', () => {
  it('rent or short-let', () => {
    expect(PROPERTY_KINDS).toEqual(['rent', 'shortlet']);
  });

  it('location Lagos, Abuja, PH = Port Harcourt', () => {
    expect(PROPERTY_LOCATIONS.map((l) => l.code)).toEqual(['Lagos', 'Abuja', 'PH']);
    expect(PROPERTY_LOCATIONS.find((l) => l.code === 'PH')?.label).toBe('Port Harcourt');
  });

  it('furnishing furnished, unfurnished, semi; agent verified, non-verified', () => {
    expect(FURNISHING_OPTIONS.map((f) => f.code)).toEqual(['furnished', 'unfurnished', 'semi']);
    expect(AGENT_OPTIONS.map((a) => a.code)).toEqual(['verified', 'non-verified']);
  });

  it('home types each have a label', () => {
    expect(HOME_TYPES.length).toBeGreaterThan(3);
    for (const type of HOME_TYPES) expect(type.label).not.toBe('');
  });
});

describe('short-let dates: checkOut cannot be before checkIn; a stay is 1 to 90 nights, from today to a year ahead', () => {
  const today = '2026-11-20';

  it('no dates is no stay: the search is not by date', () => {
    expect(validateStay({}, today)).toEqual({ ok: true, value: null, errors: {} });
    expect(validateStay({ checkIn: ' ', checkOut: '' }, today)).toEqual({
      ok: true,
      value: null,
      errors: {},
    });
  });

  it.each([
    ['2026-11-20', '2026-11-21', 1],
    ['2026-12-30', '2027-01-02', 3],
    ['2027-02-27', '2027-03-01', 2],
    [' 2026-11-21 ', '2027-02-19', 90],
  ])('%s to %s is %i nights', (checkIn, checkOut, nights) => {
    expect(validateStay({ checkIn, checkOut }, today)).toEqual({
      ok: true,
      value: { checkIn: checkIn.trim(), checkOut, nights },
      errors: {},
    });
  });

  it.each([
    [{ checkIn: '2026-11-21' }, { checkOut: CHECK_OUT_REQUIRED }],
    [{ checkOut: '2026-11-21' }, { checkIn: CHECK_IN_REQUIRED }],
    [{ checkIn: '2026-02-30', checkOut: '2026-11-21' }, { checkIn: CHECK_IN_INVALID }],
    [
      { checkIn: '21/11/2026', checkOut: 'tomorrow' },
      { checkIn: CHECK_IN_INVALID, checkOut: CHECK_OUT_INVALID },
    ],
    [{ checkIn: 20261121, checkOut: '2026-11-25' }, { checkIn: CHECK_IN_REQUIRED }],
    [{ checkIn: '2026-11-19', checkOut: '2026-11-25' }, { checkIn: CHECK_IN_IN_PAST }],
    [{ checkIn: addDays(today, 366), checkOut: addDays(today, 367) }, { checkIn: CHECK_IN_TOO_FAR }],
    [{ checkIn: '2026-11-25', checkOut: '2026-11-24' }, { checkOut: CHECK_OUT_BEFORE_CHECK_IN }],
    [{ checkIn: '2026-11-25', checkOut: '2026-11-25' }, { checkOut: STAY_TOO_SHORT }],
    [{ checkIn: '2026-11-25', checkOut: addDays('2026-11-25', 91) }, { checkOut: STAY_TOO_LONG }],
  ])('%j is refused: %j', (input, errors) => {
    expect(validateStay(input, today)).toEqual({ ok: false, errors });
  });

  it('a check-in a year ahead is still allowed', () => {
    expect(validateStay({ checkIn: addDays(today, 365), checkOut: addDays(today, 366) }, today).ok).toBe(
      true,
    );
  });

  it('the message says which day is wrong: check-out before check-in names check-out', () => {
    expect(CHECK_OUT_BEFORE_CHECK_IN).toBe('Check-out cannot be before check-in');
  });
});
