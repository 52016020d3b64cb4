import { describe, expect, it } from 'vitest';
import {
  easterSunday,
  isNigerianPublicHoliday,
  NIGERIA_FIXED_PUBLIC_HOLIDAYS,
  NIGERIA_ISLAMIC_HOLIDAYS,
  nigeriaPublicHolidays,
} from './holidays';

describe("Easter: the Gregorian computus gives the churches' dates", () => {
  it.each([
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2028, '2028-04-16'],
    [2038, '2038-04-25'],
    [2285, '2285-03-22'],
  ])('%i: %s', (year, expected) => {
    expect(easterSunday(year)).toBe(expected);
  });
});

describe('the federal public holidays of a year, substitutes included', () => {
  it('2026: the fixed six, Easter, the Eids and their Monday substitutes', () => {
    expect([...nigeriaPublicHolidays(2026)].sort()).toEqual([
      '2026-01-01',
      '2026-03-20', // Eid el-Fitr (estimated), a Friday…
      '2026-03-21', // …and its second day, a Saturday…
      '2026-03-23', // …whose substitute is Monday
      '2026-04-03', // Good Friday
      '2026-04-06', // Easter Monday
      '2026-05-01',
      '2026-05-27', // Eid el-Kabir (estimated), Wednesday and Thursday
      '2026-05-28',
      '2026-06-12',
      '2026-08-25', // Eid el-Maulud (estimated)
      '2026-10-01',
      '2026-12-25',
      '2026-12-26', // Boxing Day, a Saturday…
      '2026-12-28', // …whose substitute is Monday
    ]);
  });

  it("2025's declared Eid el-Kabir: Friday 6 June and, for its Saturday, Monday 9 June", () => {
    for (const day of ['2025-06-06', '2025-06-07', '2025-06-09'])
      expect(isNigerianPublicHoliday(day)).toBe(true);
    expect(isNigerianPublicHoliday('2025-06-10')).toBe(false);
  });

  it('two weekend holidays give two substitutes: Christmas on Saturday 2027, Boxing Day on Sunday', () => {
    expect(isNigerianPublicHoliday('2027-12-27')).toBe(true);
    expect(isNigerianPublicHoliday('2027-12-28')).toBe(true);
    expect(isNigerianPublicHoliday('2027-12-29')).toBe(false);
  });

  it('Workers’ Day on Saturday 1 May 2027 gives Monday 3 May', () => {
    expect(isNigerianPublicHoliday('2027-05-03')).toBe(true);
  });

  it('a weekend holiday next to a weekday one: the substitute is the first free weekday', () => {
    // 2022: Christmas on Sunday, Boxing Day on Monday → Christmas's substitute is Tuesday 27 December.
    expect(isNigerianPublicHoliday('2022-12-27')).toBe(true);
    expect(isNigerianPublicHoliday('2022-12-28')).toBe(false);
  });

  it('is not Children’s Day, National Youth Day or an ordinary weekday', () => {
    // 27 May 2025 (Children's Day, a Tuesday), 1 Nov 2027 (National Youth Day, a Monday), a Thursday.
    for (const day of ['2025-05-27', '2027-11-01', '2026-11-26']) {
      expect(isNigerianPublicHoliday(day)).toBe(false);
    }
  });

  it('keeps six fixed dates', () => {
    expect(NIGERIA_FIXED_PUBLIC_HOLIDAYS).toEqual(['01-01', '05-01', '06-12', '10-01', '12-25', '12-26']);
  });
});

describe('the dated table of Islamic holidays', () => {
  it('is in date order, one Eid el-Fitr, one Eid el-Kabir and one Eid el-Maulud each year to 2032', () => {
    const dates = NIGERIA_ISLAMIC_HOLIDAYS.map((holiday) => holiday.from);
    expect(dates).toEqual([...dates].sort());
    for (let year = 2025; year <= 2032; year++) {
      const names = NIGERIA_ISLAMIC_HOLIDAYS.filter((h) => h.from.startsWith(`${year}-`)).map((h) => h.name);
      expect(names.sort()).toEqual(['Eid el-Fitr', 'Eid el-Kabir', 'Eid el-Maulud']);
    }
  });

  it('moves about 11 days earlier each year, as the lunar year is shorter', () => {
    for (const name of ['Eid el-Fitr', 'Eid el-Kabir', 'Eid el-Maulud'] as const) {
      const days = NIGERIA_ISLAMIC_HOLIDAYS.filter((h) => h.name === name).map((h) => Date.parse(h.from));
      for (let i = 1; i < days.length; i++) {
        const gap = ((days[i] as number) - (days[i - 1] as number)) / 86_400_000;
        expect(gap).toBeGreaterThanOrEqual(352);
        expect(gap).toBeLessThanOrEqual(356);
      }
    }
  });
});
