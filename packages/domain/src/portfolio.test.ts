import { describe, expect, it } from 'vitest';
import {
  daysBetween,
  daysPastDue,
  FIRST_PAYMENT_DEFAULT_DAYS,
  firstPaymentDefaulted,
  firstPaymentJudged,
  PAR_DAYS,
  paidOnTime,
  parThresholdsOf,
  sharePercent,
  weekStarting,
} from './portfolio';

describe('daysBetween', () => {
  it.each([
    ['2030-01-01', '2030-01-01', 0],
    ['2030-01-01', '2030-01-31', 30],
    ['2030-02-28', '2030-03-01', 1],
    ['2032-02-28', '2032-03-01', 2],
    ['2030-01-10', '2030-01-01', -9],
  ])('%s to %s is %i days', (from, to, days) => {
    expect(daysBetween(from, to)).toBe(days);
  });
  it('refuses what is not a date', () => {
    expect(() => daysBetween('soon', '2030-01-01')).toThrow(RangeError);
  });
});

describe('daysPastDue', () => {
  const schedule = [
    { dueDate: '2030-01-01', paid: true },
    { dueDate: '2030-02-01', paid: false },
    { dueDate: '2030-03-01', paid: false },
  ];
  it.each([
    ['2030-01-15', 0], // nothing unpaid due yet
    ['2030-02-01', 0], // due today: not late until the day is over
    ['2030-02-02', 1],
    ['2030-03-03', 30], // counted from the oldest unpaid, not the newest
  ])('on %s it is %i', (today, days) => {
    expect(daysPastDue(schedule, today)).toBe(days);
  });
  it('is 0 for a paid-up schedule and for none', () => {
    expect(daysPastDue([{ dueDate: '2030-01-01', paid: true }], '2031-01-01')).toBe(0);
    expect(daysPastDue([], '2031-01-01')).toBe(0);
  });
});

describe('portfolio at risk', () => {
  it('measures at 1, 30 and 90 days', () => {
    expect(PAR_DAYS).toEqual([1, 30, 90]);
  });
  it.each([
    [0, []],
    [1, [1]],
    [29, [1]],
    [30, [1, 30]],
    [89, [1, 30]],
    [90, [1, 30, 90]],
    [400, [1, 30, 90]],
  ])('an order %i days past due counts in %j', (days, thresholds) => {
    expect(parThresholdsOf(days)).toEqual(thresholds);
  });
});

describe('first-payment default', () => {
  const due = '2030-01-10';
  it(`waits ${FIRST_PAYMENT_DEFAULT_DAYS} whole days after the due day before judging`, () => {
    expect(FIRST_PAYMENT_DEFAULT_DAYS).toBe(30);
    expect(firstPaymentJudged(due, '2030-02-09')).toBe(false);
    expect(firstPaymentJudged(due, '2030-02-10')).toBe(true);
    expect(firstPaymentDefaulted(due, null, '2030-02-09')).toBeNull();
  });
  it.each([
    [null, true],
    ['2030-01-10', false],
    ['2030-02-09', false], // the 30th day after: caught up in time
    ['2030-02-10', true], // paid, but too late
  ])('paid on %s: defaulted %s', (paidOn, defaulted) => {
    expect(firstPaymentDefaulted(due, paidOn, '2030-06-01')).toBe(defaulted);
  });
});

describe('paidOnTime', () => {
  it.each([
    ['2030-01-10', null, false],
    ['2030-01-10', '2030-01-09', true],
    ['2030-01-10', '2030-01-10', true],
    ['2030-01-10', '2030-01-11', false],
  ])('due %s, paid %s: %s', (due, paidOn, onTime) => {
    expect(paidOnTime(due, paidOn)).toBe(onTime);
  });
});

describe('weekStarting', () => {
  it.each([
    ['2030-01-07', '2030-01-07'], // a Monday
    ['2030-01-13', '2030-01-07'], // a Sunday
    ['2030-01-01', '2029-12-31'], // a Tuesday, across the year
  ])('%s is in the week of %s', (date, monday) => {
    expect(weekStarting(date)).toBe(monday);
  });
  it('refuses what is not a date', () => {
    expect(() => weekStarting('2030-13-01')).toThrow(RangeError);
  });
});

describe('sharePercent', () => {
  it.each([
    [0, 0, null],
    [5, 0, null],
    [0, 10, 0],
    [1, 3, 33],
    [996, 1000, 99],
    [12, 10, 100],
  ])('%i of %i is %s %', (part, whole, percent) => {
    expect(sharePercent(part, whole)).toBe(percent);
  });
});
