import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './calendar';
import {
  businessDaysAfter,
  calendarDaysBetween,
  collectionDate,
  DEBIT_RETRY_DAYS_AFTER_FAILURE,
  debitDay,
  debitDayNote,
  isBusinessDay,
  MANDATE_CANCEL_NOTICE_BUSINESS_DAYS,
  mandateEndDate,
  REMINDER_DAYS_BEFORE_DUE,
  reminderDates,
  retryDates,
} from './instalment-dates';

/** Any date from 2020 to 2040. */
const date = fc.integer({ min: 0, max: 365 * 20 }).map((days) => addDays('2020-01-01', days));

describe('business days: not Saturday or Sunday, not a Nigerian public holiday or its substitute', () => {
  it.each([
    ['2026-03-02', true, 'a Monday'],
    ['2026-03-06', true, 'a Friday'],
    ['2026-03-07', false, 'a Saturday'],
    ['2026-03-08', false, 'a Sunday'],
    ['2026-01-01', false, "New Year's Day (Thursday)"],
    ['2026-05-01', false, "Workers' Day (Friday)"],
    ['2026-06-12', false, 'Democracy Day (Friday)'],
    ['2026-10-01', false, 'Independence Day (Thursday)'],
    ['2026-12-25', false, 'Christmas Day (Friday)'],
    ['2025-12-26', false, 'Boxing Day (Friday)'],
    ['2026-12-24', true, 'Christmas Eve (Thursday) is a working day'],
    ['2026-04-03', false, 'Good Friday 2026'],
    ['2026-04-06', false, 'Easter Monday 2026'],
    ['2026-03-20', false, 'Eid el-Fitr 2026 (estimated), a Friday'],
    ['2026-03-23', false, "Monday after Eid el-Fitr's second day (a Saturday): its substitute"],
    ['2026-12-28', false, "Monday 28 Dec 2026: Boxing Day's substitute"],
    ['2026-12-29', true, 'Tuesday 29 Dec 2026'],
    ['2026-11-26', true, 'an ordinary Thursday'],
  ])('%s is %s: %s', (day, expected) => {
    expect(isBusinessDay(day)).toBe(expected);
  });

  it.each(['2026-02-30', '26-03-02', '', '2026-3-2'])('refuses %j, which is not a date', (day) => {
    expect(() => isBusinessDay(day)).toThrow(RangeError);
  });

  it('five of every seven days are business days, less the holidays and substitutes on weekdays', () => {
    let count = 0;
    for (let i = 0; i < 365; i++) if (isBusinessDay(addDays('2026-01-01', i))) count++;
    // 2026: 261 weekdays, 13 of them holidays: New Year (Thu), Eid el-Fitr (Fri) and its Saturday's Monday,
    // Good Friday, Easter Monday, Workers' Day (Fri), Eid el-Kabir (Wed, Thu), Democracy Day (Fri), Eid
    // el-Maulud (Tue), Independence Day (Thu), Christmas (Fri) and Boxing Day's Monday (28 Dec).
    expect(count).toBe(261 - 13);
  });
});

describe('collection date: the due date, or the next business day when it is not one', () => {
  it.each([
    ['2026-03-04', '2026-03-04', 'a Wednesday stays'],
    ['2026-03-07', '2026-03-09', 'Saturday goes to Monday'],
    ['2026-03-08', '2026-03-09', 'Sunday goes to Monday'],
    [
      '2026-12-25',
      '2026-12-29',
      "Christmas (Friday), Boxing Day (Saturday), Sunday, Boxing Day's Monday: Tuesday",
    ],
    ['2026-12-26', '2026-12-29', 'Boxing Day on a Saturday, its substitute Monday: Tuesday'],
    [
      '2027-12-25',
      '2027-12-29',
      'Christmas on a Saturday, Boxing Day on a Sunday: substitutes Monday and Tuesday',
    ],
    ['2026-04-03', '2026-04-07', 'Good Friday, the weekend, Easter Monday: Tuesday'],
    ['2025-12-25', '2025-12-29', 'Christmas (Thursday) and Boxing Day (Friday), then the weekend: Monday'],
    ['2026-12-31', '2026-12-31', "New Year's Eve (Thursday) stays"],
    ['2027-01-01', '2027-01-04', "New Year's Day on a Friday: Monday 4 January, across the year's end"],
    ['2028-06-12', '2028-06-13', 'Democracy Day on a Monday: Tuesday'],
  ])('due %s is collected %s (%s)', (due, expected) => {
    expect(collectionDate(due)).toBe(expected);
  });

  it('property: never before the due date, always a business day, at most 4 days later, and the same for a business day', () => {
    fc.assert(
      fc.property(date, (due) => {
        const collected = collectionDate(due);
        expect(isBusinessDay(collected)).toBe(true);
        const shift = calendarDaysBetween(due, collected);
        expect(shift).toBeGreaterThanOrEqual(0);
        expect(shift).toBeLessThanOrEqual(4);
        if (isBusinessDay(due)) expect(collected).toBe(due);
        // No business day is skipped on the way.
        for (let d = due; d < collected; d = addDays(d, 1)) expect(isBusinessDay(d)).toBe(false);
      }),
    );
  });
});

describe('debit day: the date every screen shows is the one the bank debits, with why it moved', () => {
  it.each([
    // due date, debited on, why it moved, the note beside it
    [
      '2026-12-26',
      '2026-12-29',
      'public holiday',
      '26 Dec 2026 is a public holiday: debited on the next business day, 29 Dec 2026.',
    ],
    [
      '2026-12-05',
      '2026-12-07',
      'Saturday',
      '5 Dec 2026 is a Saturday: debited on the next business day, 7 Dec 2026.',
    ],
    [
      '2026-12-06',
      '2026-12-07',
      'Sunday',
      '6 Dec 2026 is a Sunday: debited on the next business day, 7 Dec 2026.',
    ],
    [
      '2026-12-28',
      '2026-12-29',
      'public holiday',
      '28 Dec 2026 is a public holiday: debited on the next business day, 29 Dec 2026.',
    ],
    ['2026-12-29', '2026-12-29', null, null],
  ] as const)('due %s → debited %s (%s)', (dueDate, debitDate, movedBecause, note) => {
    const day = debitDay(dueDate);
    expect(day).toEqual({ dueDate, debitDate, movedBecause });
    expect(debitDayNote(day)).toBe(note);
  });

  it('the debit date is always the collection date', () => {
    fc.assert(
      fc.property(date, (d) => {
        expect(debitDay(d).debitDate).toBe(collectionDate(d));
      }),
    );
  });
});

describe('reminders: 3 days and 1 day before the due date (calendar days)', () => {
  it.each([
    ['2026-03-10', ['2026-03-07', '2026-03-09']],
    ['2026-03-01', ['2026-02-26', '2026-02-28']],
    ['2027-01-02', ['2026-12-30', '2027-01-01']],
  ])('due %s: reminded %j', (due, expected) => {
    expect(reminderDates(due)).toEqual(expected);
  });

  it('the offsets are 3 and 1', () => {
    expect(REMINDER_DAYS_BEFORE_DUE).toEqual([3, 1]);
  });

  it('refuses a due date that is not a date', () => {
    expect(() => reminderDates('soon')).toThrow(RangeError);
  });

  it('property: two reminders, in order, both before the due date', () => {
    fc.assert(
      fc.property(date, (due) => {
        const [first, second] = reminderDates(due) as [string, string];
        expect(calendarDaysBetween(first, due)).toBe(3);
        expect(calendarDaysBetween(second, due)).toBe(1);
      }),
    );
  });
});

describe('retries after a failed debit: 1, 3 and 7 days later, each on a business day, each after the one before', () => {
  it('the offsets are 1, 3 and 7 days', () => {
    expect(DEBIT_RETRY_DAYS_AFTER_FAILURE).toEqual([1, 3, 7]);
  });

  it.each([
    ['2026-03-03', ['2026-03-04', '2026-03-06', '2026-03-10'], 'Tuesday: Wednesday, Friday, next Tuesday'],
    ['2026-03-02', ['2026-03-03', '2026-03-05', '2026-03-09'], 'Monday: Tuesday, Thursday, next Monday'],
    [
      '2026-03-06',
      ['2026-03-09', '2026-03-10', '2026-03-13'],
      'Friday: +1 and +3 both land on Monday, so the second goes to Tuesday',
    ],
    ['2026-03-05', ['2026-03-06', '2026-03-09', '2026-03-12'], 'Thursday: +3 is a Sunday, moved to Monday'],
    [
      '2026-12-24',
      ['2026-12-29', '2026-12-30', '2026-12-31'],
      "Christmas Eve: Christmas, the weekend and Boxing Day's Monday pushed the first two tries",
    ],
    [
      '2026-09-28',
      ['2026-09-29', '2026-10-02', '2026-10-05'],
      'Monday before Independence Day: +3 is 1 October (Thursday), moved to Friday',
    ],
  ])('failed %s: retried %j (%s)', (failed, expected) => {
    expect(retryDates(failed)).toEqual(expected);
  });

  it('refuses a failure date that is not a date', () => {
    expect(() => retryDates('2026-13-01')).toThrow(RangeError);
  });

  it('property: three business days, strictly increasing, the first after the failure, none before its offset', () => {
    fc.assert(
      fc.property(date, (failed) => {
        const dates = retryDates(failed);
        expect(dates).toHaveLength(3);
        let previous = failed;
        dates.forEach((retry, i) => {
          expect(isBusinessDay(retry)).toBe(true);
          expect(retry > previous).toBe(true);
          expect(calendarDaysBetween(failed, retry)).toBeGreaterThanOrEqual(
            DEBIT_RETRY_DAYS_AFTER_FAILURE[i] as number,
          );
          previous = retry;
        });
        // A week of weekends and holidays moves the last try at most a few days.
        expect(calendarDaysBetween(failed, dates[2] as string)).toBeLessThanOrEqual(11);
      }),
    );
  });
});

describe('calendar days between two dates', () => {
  it.each([
    ['2026-03-01', '2026-03-01', 0],
    ['2026-02-28', '2026-03-01', 1],
    ['2028-02-28', '2028-03-01', 2],
    ['2026-03-10', '2026-03-02', -8],
    ['2026-12-31', '2027-01-01', 1],
  ])('%s to %s: %i', (from, to, expected) => {
    expect(calendarDaysBetween(from, to)).toBe(expected);
  });

  it('refuses a string that is not a date', () => {
    expect(() => calendarDaysBetween('2026-03-01', 'tomorrow')).toThrow(RangeError);
  });

  it('property: undoes addDays', () => {
    fc.assert(
      fc.property(date, fc.integer({ min: -1000, max: 1000 }), (from, days) => {
        expect(calendarDaysBetween(from, addDays(from, days))).toBe(days);
      }),
    );
  });
});

describe('a cancelled mandate ends after 5 business days of notice (the direct-debit terms)', () => {
  it.each([
    ['Monday 2 Mar 2026', '2026-03-02', '2026-03-09'],
    ['Friday 6 Mar 2026: the weekend does not count', '2026-03-06', '2026-03-13'],
    ['Saturday 7 Mar 2026', '2026-03-07', '2026-03-13'],
    ['Monday 21 Dec 2026: Christmas and Boxing Day (its Monday) do not count', '2026-12-21', '2026-12-30'],
  ])('%s → %s', (_, asked, ends) => {
    expect(mandateEndDate(asked)).toBe(ends);
  });

  it('is always a business day, exactly 5 business days after the day asked', () => {
    fc.assert(
      fc.property(date, (asked) => {
        const ends = mandateEndDate(asked);
        expect(isBusinessDay(ends)).toBe(true);
        let businessDays = 0;
        for (let day = addDays(asked, 1); day <= ends; day = addDays(day, 1)) {
          if (isBusinessDay(day)) businessDays++;
        }
        expect(businessDays).toBe(MANDATE_CANCEL_NOTICE_BUSINESS_DAYS);
      }),
    );
    expect(businessDaysAfter('2026-03-02', 0)).toBe('2026-03-02');
  });
});
