import { describe, expect, it } from 'vitest';
import { REFUND_NOTICE } from './orders';
import {
  BUYER_PROTECTION_DAYS,
  collectedPercent,
  latenessBucket,
  RETURN_REPORT_WINDOW_HOURS,
  type ReturnReason,
  refundDaysLeft,
  refundNotice,
  returnRefusal,
  withinReportWindow,
} from './returns';

const delivered = Date.parse('2026-11-20T10:00:00Z');
const hours = (n: number) => delivered + n * 60 * 60 * 1000;

describe('returns: a fault within 24 hours, any reason within the 7-day buyer protection', () => {
  it('names its windows', () => {
    expect(RETURN_REPORT_WINDOW_HOURS).toBe(24);
    expect(BUYER_PROTECTION_DAYS).toBe(7);
  });

  it.each<[string, ReturnReason, number | null, number, string | null]>([
    ['not delivered yet', 'damaged', null, hours(1), 'not-delivered'],
    ['before the delivery time', 'damaged', delivered, hours(-1), 'not-delivered'],
    ['damaged, an hour after delivery', 'damaged', delivered, hours(1), null],
    ['wrong item, 2 days after', 'wrong-item', delivered, hours(48), null],
    ['changed mind, 7 days to the minute', 'changed-mind', delivered, hours(7 * 24), null],
    [
      'changed mind, 7 days and a minute',
      'changed-mind',
      delivered,
      hours(7 * 24) + 60_000,
      'buyer-protection-ended',
    ],
    ['incomplete, 8 days after', 'incomplete', delivered, hours(8 * 24), 'report-window-closed'],
  ])('%s: %s', (_, reason, deliveredAt, now, expected) => {
    expect(returnRefusal(reason, deliveredAt, now)).toBe(expected);
  });

  it.each([
    [hours(0), true],
    [hours(24), true],
    [hours(24) + 1, false],
    [hours(-1), false],
  ])('a fault reported at %d is within the 24-hour window: %s', (now, expected) => {
    expect(withinReportWindow(delivered, now)).toBe(expected);
  });
});

describe('collections group late instalments by days late', () => {
  it.each([
    [-3, null],
    [0, null],
    [Number.NaN, null],
    [1, '1-7'],
    [7, '1-7'],
    [8, '8-30'],
    [30, '8-30'],
    [31, '31-60'],
    [60, '31-60'],
    [61, '61+'],
    [400, '61+'],
  ])('%d days late: %s', (days, bucket) => {
    expect(latenessBucket(days)).toBe(bucket);
  });
});

describe('collectedPercent: the share of what fell due that is collected', () => {
  it.each<[number, number, number | null]>([
    [0, 0, null],
    [0, 500_00, 0],
    [250_00, 500_00, 50],
    [498_00, 500_00, 99],
    [500_00, 500_00, 100],
    // An overpayment is refunded, not a rate above 100%.
    [600_00, 500_00, 100],
  ])('%i kobo of %i is %s', (collected, due, percent) => {
    expect(collectedPercent(collected, due)).toBe(percent);
  });
});

describe('the refund notice: only while the buyer protection runs after delivery (issue 45)', () => {
  it.each([
    [null, '2026-03-02', null],
    ['2026-03-02', '2026-03-02', 7],
    ['2026-02-27', '2026-03-02', 4],
    ['2026-02-24', '2026-03-02', 1],
    ['2026-02-23', '2026-03-02', null],
    ['2025-10-15', '2026-03-02', null],
    ['2026-03-03', '2026-03-02', null],
  ] as const)('delivered on %s, on %s: %s days left', (deliveredOn, today, left) => {
    expect(refundDaysLeft(deliveredOn, today)).toBe(left);
  });

  it("names the days left, the delivery day in the spec's words", () => {
    expect(refundNotice(7)).toBe(REFUND_NOTICE);
    expect(refundNotice(4)).toBe('Eligible for refund in 4 days');
    expect(refundNotice(1)).toBe('Eligible for refund in 1 day');
  });
});
