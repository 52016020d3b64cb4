import { describe, expect, it } from 'vitest';
import { type Kobo, kobo } from './money';
import {
  allocateRefund,
  REFUND_AMOUNT_INVALID,
  REFUND_REASON_INVALID,
  RETURN_NOTE_INVALID,
  RETURN_REASON_INVALID,
  refundTooLarge,
  validateCancellation,
  validateRefundRequest,
  validateReturn,
  validateStaffRefund,
} from './staff-refunds';

const REASON = 'Screen cracked on arrival';

describe('a staff refund request: more than ₦0, at most what the order can still pay back, with a reason', () => {
  it.each([
    ['12500', 1_250_000],
    ['12,500.50', 1_250_050],
    [' 0.01 ', 1],
    ['150000', 15_000_000],
    [99.5, 9_950],
  ])('takes %j as %i kobo', (amount, expected) => {
    const check = validateRefundRequest({ amount, reason: REASON }, kobo(15_000_000));
    expect(check).toEqual({ ok: true, value: { amountKobo: expected, reason: REASON }, errors: {} });
  });

  it.each([
    ['', REFUND_AMOUNT_INVALID],
    ['0', REFUND_AMOUNT_INVALID],
    ['-5', REFUND_AMOUNT_INVALID],
    ['12.345', REFUND_AMOUNT_INVALID],
    ['ten', REFUND_AMOUNT_INVALID],
    [undefined, REFUND_AMOUNT_INVALID],
    [Number.POSITIVE_INFINITY, REFUND_AMOUNT_INVALID],
    ['1e400', REFUND_AMOUNT_INVALID],
    ['150000.01', 'You can refund at most ₦150,000 on this order'],
  ])('refuses %j', (amount, message) => {
    const check = validateRefundRequest({ amount, reason: REASON }, kobo(15_000_000));
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.errors.amount).toBe(message);
  });

  it('says when nothing is left to refund', () => {
    expect(refundTooLarge(kobo(0))).toBe('Nothing is left to refund on this order');
    const check = validateRefundRequest({ amount: '1', reason: REASON }, kobo(0));
    expect(check.ok || check.errors.amount).toBe('Nothing is left to refund on this order');
  });

  it.each([['too short'], [''], ['x'.repeat(501)], [undefined]])('refuses the reason %j', (reason) => {
    const check = validateRefundRequest({ amount: '100', reason }, kobo(100_000));
    expect(check.ok || check.errors.reason).toBe(REFUND_REASON_INVALID);
  });
});

describe("the console's refund on the wire: kobo, an integer, judged without naira in between", () => {
  it('takes a whole number of kobo up to what the order can pay back', () => {
    expect(validateStaffRefund({ amountKobo: 15_000_000, reason: ` ${REASON} ` }, kobo(15_000_000))).toEqual({
      ok: true,
      value: { amountKobo: 15_000_000, reason: REASON },
      errors: {},
    });
    expect(validateStaffRefund({ amountKobo: 1, reason: REASON }, kobo(1)).ok).toBe(true);
  });

  it.each([
    [0, REFUND_AMOUNT_INVALID],
    [-100, REFUND_AMOUNT_INVALID],
    [99.5, REFUND_AMOUNT_INVALID],
    ['12500', REFUND_AMOUNT_INVALID],
    [undefined, REFUND_AMOUNT_INVALID],
    [Number.MAX_SAFE_INTEGER + 2, REFUND_AMOUNT_INVALID],
    [15_000_001, 'You can refund at most ₦150,000 on this order'],
  ])('refuses %j kobo under the amountKobo field', (amountKobo, message) => {
    const check = validateStaffRefund({ amountKobo, reason: REASON }, kobo(15_000_000));
    expect(check.ok || check.errors).toEqual({ amountKobo: message });
  });

  it('refuses a short reason as the dialog does', () => {
    const check = validateStaffRefund({ amountKobo: 100, reason: 'too short' }, kobo(100));
    expect(check.ok || check.errors).toEqual({ reason: REFUND_REASON_INVALID });
  });
});

describe('a return: one of the four reasons, and a note of at most 500 characters', () => {
  it.each(['damaged', 'wrong-item', 'incomplete', 'changed-mind'])('takes %s', (reason) => {
    expect(validateReturn({ reason, note: '  Box opened  ' })).toEqual({
      ok: true,
      value: { reason, note: 'Box opened' },
      errors: {},
    });
  });

  it('refuses an unknown reason and a long note', () => {
    const check = validateReturn({ reason: 'broken', note: 'x'.repeat(501) });
    expect(check).toEqual({
      ok: false,
      errors: { reason: RETURN_REASON_INVALID, note: RETURN_NOTE_INVALID },
    });
    expect(validateReturn({ reason: 'damaged' })).toEqual({
      ok: true,
      value: { reason: 'damaged', note: '' },
      errors: {},
    });
  });
});

describe('a refund goes back to the payments it came from, the first first, none beyond what it can give', () => {
  const sources = (...amounts: number[]) =>
    amounts.map((amount, index) => ({ reference: `P${index + 1}`, refundableKobo: amount as Kobo }));

  it.each([
    [500, [1_000, 2_000], [{ reference: 'P1', amountKobo: 500 }]],
    [
      2_500,
      [1_000, 2_000],
      [
        { reference: 'P1', amountKobo: 1_000 },
        { reference: 'P2', amountKobo: 1_500 },
      ],
    ],
    [2_000, [0, -5, 2_000], [{ reference: 'P3', amountKobo: 2_000 }]],
    [
      3_000,
      [1_000, 2_000],
      [
        { reference: 'P1', amountKobo: 1_000 },
        { reference: 'P2', amountKobo: 2_000 },
      ],
    ],
  ])('%i kobo over %j', (amount, amounts, expected) => {
    expect(allocateRefund(kobo(amount), sources(...amounts))).toEqual(expected);
  });

  it('refuses what the payments cannot cover, and nothing at all', () => {
    expect(allocateRefund(kobo(3_001), sources(1_000, 2_000))).toBeNull();
    expect(allocateRefund(kobo(0), sources(1_000))).toBeNull();
    expect(allocateRefund(kobo(1), [])).toBeNull();
  });
});

describe('cancelling before shipping: a reason of 10 to 500 characters', () => {
  it.each([
    ['The shopper asked to cancel', true],
    ['  short  ', false],
    ['x'.repeat(501), false],
  ])('%j is %s', (reason, ok) => {
    const check = validateCancellation({ reason });
    expect(check.ok).toBe(ok);
    if (!check.ok) expect(check.errors.reason).toBe(REFUND_REASON_INVALID);
    else expect(check.value.reason).toBe(reason.trim());
  });
});
