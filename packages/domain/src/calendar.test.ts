import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addDays,
  addMonths,
  formatCalendarDate,
  formatLagosDateTime,
  formatLagosDay,
  lagosCalendarDate,
  lagosDayStart,
  parseCalendarDate,
} from './calendar';

describe('dates are calendar days', () => {
  it.each([
    ['2026-01-31', { year: 2026, month: 1, day: 31 }],
    ['2028-02-29', { year: 2028, month: 2, day: 29 }],
  ])('reads %s', (text, date) => {
    expect(parseCalendarDate(text)).toEqual(date);
  });

  it.each([
    ['2026-02-29'],
    ['2026-13-01'],
    ['2026-00-10'],
    ['2026-04-31'],
    ['2026-4-1'],
    [''],
    [20260101],
    [null],
  ])('refuses %j', (value) => {
    expect(parseCalendarDate(value)).toBeNull();
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('month ends clamp: 31 January + 1 month = 28 or 29 February', () => {
  it.each([
    ['2026-01-31', 1, '2026-02-28'],
    ['2028-01-31', 1, '2028-02-29'],
    ['2026-01-31', 2, '2026-03-31'],
    ['2026-08-31', 1, '2026-09-30'],
    ['2026-11-15', 3, '2027-02-15'],
    ['2026-03-31', -1, '2026-02-28'],
  ])('%s + %i month(s) = %s', (date, months, expected) => {
    expect(addMonths(date, months)).toBe(expected);
  });
});

describe('lagosCalendarDate: the day in Lagos (UTC+1) at an instant', () => {
  it.each([
    ['2030-01-01T22:59:59Z', '2030-01-01'],
    ['2030-01-01T23:00:00Z', '2030-01-02'],
    ['2030-02-28T23:30:00Z', '2030-03-01'],
  ])('%s is %s', (instant, date) => {
    expect(lagosCalendarDate(Date.parse(instant))).toBe(date);
  });
});

describe('formatCalendarDate', () => {
  it.each([
    ['2026-01-05', '5 Jan 2026'],
    ['2026-12-31', '31 Dec 2026'],
    ['not a date', 'not a date'],
  ])('%s reads %s, whatever the time zone', (date, shown) => {
    expect(formatCalendarDate(date)).toBe(shown);
  });
});

describe('formatLagosDay: the day in Lagos an instant fell on, as a shopper reads it', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  // The zones of a server (UTC) and of phones on either side of Lagos: the answer is Lagos' day in each.
  it.each(['UTC', 'Africa/Lagos', 'Pacific/Kiritimati', 'America/Los_Angeles'])('in %s', (timeZone) => {
    vi.stubEnv('TZ', timeZone);
    // The runtime's own zone has moved (Node reads TZ when it is set): what the naive formatting would use.
    expect(new Date('2026-11-24T23:30:00.000Z').toLocaleDateString('en-NG', { day: 'numeric' })).toBe(
      timeZone === 'UTC' || timeZone === 'America/Los_Angeles' ? '24' : '25',
    );
    expect(formatLagosDay('2026-11-24T23:30:00.000Z')).toBe('25 Nov 2026');
    expect(formatLagosDay('2026-11-24T22:59:59.000Z')).toBe('24 Nov 2026');
    expect(formatLagosDay('2026-12-31T23:00:00Z')).toBe('1 Jan 2027');
  });

  it('answers an unreadable instant as given', () => {
    expect(formatLagosDay('yesterday')).toBe('yesterday');
  });
});

describe('lagosDayStart: the instant a Lagos day begins', () => {
  it('is 23:00 UTC the evening before, and its own Lagos date', () => {
    expect(new Date(lagosDayStart('2026-11-27')).toISOString()).toBe('2026-11-26T23:00:00.000Z');
    expect(lagosCalendarDate(lagosDayStart('2026-01-01'))).toBe('2026-01-01');
    expect(lagosCalendarDate(lagosDayStart('2026-01-01') - 1)).toBe('2025-12-31');
  });

  it('refuses what is not a date, rather than answering a wrong instant', () => {
    expect(() => lagosDayStart('2026-02-30')).toThrow(RangeError);
  });
});

describe('formatLagosDateTime: when, to the minute, in Lagos', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it.each(['UTC', 'Pacific/Kiritimati', 'America/Los_Angeles'])('in %s', (timeZone) => {
    vi.stubEnv('TZ', timeZone);
    expect(formatLagosDateTime('2026-11-24T23:30:00.000Z')).toBe('25 Nov 2026, 00:30');
    expect(formatLagosDateTime('2026-03-02T08:05:59.000Z')).toBe('2 Mar 2026, 09:05');
  });

  it('answers anything unreadable as given', () => {
    expect(formatLagosDateTime('soon')).toBe('soon');
  });
});
