/**
 * Nigeria's federal public holidays (the Public Holidays Act, as amended): the days banks neither open nor
 * debit. Three kinds:
 * - fixed dates: New Year's Day, Workers' Day, Democracy Day, Independence Day, Christmas Day, Boxing Day;
 * - Easter's: Good Friday and Easter Monday, computed (the Gregorian Easter, a formula of the year);
 * - the Islamic holidays, Eid el-Fitr (two days), Eid el-Kabir (two days) and Eid el-Maulud, which follow the
 *   Hijri calendar and are fixed by the moon's sighting: the Federal Government announces them days ahead.
 *   They are kept as a dated table, {@link NIGERIA_ISLAMIC_HOLIDAYS}: the declared dates where known, the
 *   astronomical estimates otherwise. When the government declares another date, correct the table's line
 *   (and add next years' lines before they begin); a day the table lacks is treated as a working day, which
 *   only means the bank debits on its next working day, as the direct debit terms allow.
 * When a holiday falls on a Saturday or Sunday the government declares the next working day a holiday
 * (Boxing Day on Saturday 26 December 2020 gave Monday 28 December): {@link nigeriaPublicHolidays} adds that
 * substitute day. Children's Day, National Youth Day and the Islamic New Year are not federal work-free
 * days and are not here. Pure data and arithmetic: no library (date-holidays would put every country's
 * rules into the shop's pages, which show debit dates), no clock.
 */
import { addDays, type CalendarDate, parseCalendarDate } from './calendar';

/** The fixed-date holidays, as 'MM-DD'. */
export const NIGERIA_FIXED_PUBLIC_HOLIDAYS: readonly string[] = [
  '01-01',
  '05-01',
  '06-12',
  '10-01',
  '12-25',
  '12-26',
];

interface IslamicHoliday {
  /** The first day. */
  readonly from: CalendarDate;
  readonly name: 'Eid el-Fitr' | 'Eid el-Kabir' | 'Eid el-Maulud';
  /** Work-free days from `from`, counted in calendar days (weekends included). */
  readonly days: 1 | 2;
  /** 'declared' when the Federal Government has announced it; 'estimated' from the astronomical calendar. */
  readonly source: 'declared' | 'estimated';
}

/**
 * The Islamic public holidays, 2025 to 2032. 2025's are the declared ones (Eid el-Fitr on Monday 31 March
 * and Tuesday 1 April; Eid el-Kabir on Friday 6 June, with Monday 9 June for the Saturday; Eid el-Maulud on
 * Friday 5 September). The rest are the estimates of the Umm al-Qura calculation (1 Shawwal, 10 Dhu
 * al-Hijjah, 12 Rabi al-Awwal), as the date-holidays project computes them: the sighting may move each by a
 * day. Keep the lines in date order (a test checks it).
 */
export const NIGERIA_ISLAMIC_HOLIDAYS: readonly IslamicHoliday[] = [
  { from: '2025-03-31', name: 'Eid el-Fitr', days: 2, source: 'declared' },
  { from: '2025-06-06', name: 'Eid el-Kabir', days: 2, source: 'declared' },
  { from: '2025-09-05', name: 'Eid el-Maulud', days: 1, source: 'declared' },
  { from: '2026-03-20', name: 'Eid el-Fitr', days: 2, source: 'estimated' },
  { from: '2026-05-27', name: 'Eid el-Kabir', days: 2, source: 'estimated' },
  { from: '2026-08-25', name: 'Eid el-Maulud', days: 1, source: 'estimated' },
  { from: '2027-03-09', name: 'Eid el-Fitr', days: 2, source: 'estimated' },
  { from: '2027-05-16', name: 'Eid el-Kabir', days: 2, source: 'estimated' },
  { from: '2027-08-14', name: 'Eid el-Maulud', days: 1, source: 'estimated' },
  { from: '2028-02-26', name: 'Eid el-Fitr', days: 2, source: 'estimated' },
  { from: '2028-05-05', name: 'Eid el-Kabir', days: 2, source: 'estimated' },
  { from: '2028-08-03', name: 'Eid el-Maulud', days: 1, source: 'estimated' },
  { from: '2029-02-14', name: 'Eid el-Fitr', days: 2, source: 'estimated' },
  { from: '2029-04-24', name: 'Eid el-Kabir', days: 2, source: 'estimated' },
  { from: '2029-07-24', name: 'Eid el-Maulud', days: 1, source: 'estimated' },
  { from: '2030-02-04', name: 'Eid el-Fitr', days: 2, source: 'estimated' },
  { from: '2030-04-13', name: 'Eid el-Kabir', days: 2, source: 'estimated' },
  { from: '2030-07-13', name: 'Eid el-Maulud', days: 1, source: 'estimated' },
  { from: '2031-01-24', name: 'Eid el-Fitr', days: 2, source: 'estimated' },
  { from: '2031-04-02', name: 'Eid el-Kabir', days: 2, source: 'estimated' },
  { from: '2031-07-02', name: 'Eid el-Maulud', days: 1, source: 'estimated' },
  { from: '2032-01-14', name: 'Eid el-Fitr', days: 2, source: 'estimated' },
  { from: '2032-03-22', name: 'Eid el-Kabir', days: 2, source: 'estimated' },
  { from: '2032-06-20', name: 'Eid el-Maulud', days: 1, source: 'estimated' },
];

/** Easter Sunday of a Gregorian year (the anonymous Gregorian computus, Meeus/Jones/Butcher). */
export function easterSunday(year: number): CalendarDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function isWeekend(date: CalendarDate): boolean {
  const { year, month, day } = parseCalendarDate(date) as { year: number; month: number; day: number };
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return weekday === 0 || weekday === 6;
}

/** The holidays themselves, before substitutes: fixed, Easter's and the table's days of `year`. */
function declaredHolidays(year: number): CalendarDate[] {
  const days = NIGERIA_FIXED_PUBLIC_HOLIDAYS.map((monthDay) => `${year}-${monthDay}`);
  const easter = easterSunday(year);
  days.push(addDays(easter, -2), addDays(easter, 1));
  for (const holiday of NIGERIA_ISLAMIC_HOLIDAYS) {
    for (let i = 0; i < holiday.days; i++) {
      const day = addDays(holiday.from, i);
      if (day.startsWith(`${year}-`)) days.push(day);
    }
  }
  return days;
}

const byYear = new Map<number, ReadonlySet<CalendarDate>>();

/**
 * Every work-free day of `year` ('YYYY-MM-DD'), substitutes included: each holiday on a Saturday or Sunday
 * adds the next weekday that is not already a holiday (Christmas on Friday and Boxing Day on Saturday give
 * Monday; two weekend holidays give Monday and Tuesday). A substitute may fall in January of the next year;
 * it belongs to the year of its holiday here, and {@link isNigerianPublicHoliday} looks in both years.
 */
export function nigeriaPublicHolidays(year: number): ReadonlySet<CalendarDate> {
  const known = byYear.get(year);
  if (known) return known;
  const holidays = new Set(declaredHolidays(year));
  for (const holiday of [...holidays].sort()) {
    if (!isWeekend(holiday)) continue;
    let substitute = addDays(holiday, 1);
    while (isWeekend(substitute) || holidays.has(substitute)) substitute = addDays(substitute, 1);
    holidays.add(substitute);
  }
  byYear.set(year, holidays);
  return holidays;
}

/** Whether `date` (a valid CalendarDate) is a federal public holiday or a substitute for one. */
export function isNigerianPublicHoliday(date: CalendarDate): boolean {
  const year = Number(date.slice(0, 4));
  return nigeriaPublicHolidays(year).has(date) || nigeriaPublicHolidays(year - 1).has(date);
}
