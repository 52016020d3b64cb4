import { describe, expect, it } from 'vitest';
import {
  allocateOutsidePayment,
  type BookInstalment,
  COLLECTION_REASON_INVALID,
  outsidePaymentRefusalMessage,
  owedKobo,
  RESCHEDULE_DAYS_INVALID,
  RESTRUCTURE_COUNT_INVALID,
  RESTRUCTURE_START_INVALID,
  reschedule,
  restructure,
  validateAgreementAndReason,
  validateCollectionReason,
  validateOutsidePayment,
  waivableCharge,
} from './collections';
import { type Kobo, kobo, sumKobo } from './money';

const TODAY = '2026-12-05';
const NOW = Date.parse('2026-12-05T10:00:00Z');

function book(statuses: BookInstalment['status'][], amount = 1_000_000): BookInstalment[] {
  return statuses.map((status, i) => ({
    number: i + 1,
    amountKobo: kobo(amount),
    dueDate: `2026-${String(i + 9).padStart(2, '0')}-05`
      .replace('2026-13', '2027-01')
      .replace('2026-14', '2027-02'),
    status,
  }));
}

describe('an outside payment pays whole instalments, oldest due first', () => {
  const six = book(['paid', 'failed', 'unpaid', 'unpaid', 'unpaid', 'unpaid']);
  it.each([
    [1_000_000, [2]],
    [2_000_000, [2, 3]],
    [5_000_000, [2, 3, 4, 5, 6]],
  ])('₦%i kobo pays %j', (amount, numbers) => {
    expect(allocateOutsidePayment(kobo(amount), six)).toEqual({ ok: true, numbers });
  });
  it('pays instalments due on the same day by number', () => {
    const sameDay = six.map((each) => ({ ...each, dueDate: '2027-06-01' })).reverse();
    expect(allocateOutsidePayment(kobo(2_000_000), sameDay)).toEqual({ ok: true, numbers: [2, 3] });
  });
  it('pays by due date, not by number', () => {
    const moved = six.map((each) => (each.number === 2 ? { ...each, dueDate: '2027-06-01' } : each));
    expect(allocateOutsidePayment(kobo(1_000_000), moved)).toEqual({ ok: true, numbers: [3] });
  });
  it.each([
    [1_500_000, 'Payments go to whole instalments, oldest first: record ₦10,000 or ₦20,000.'],
    [500_000, 'Payments go to whole instalments, oldest first: record ₦10,000.'],
    [6_000_000, 'Only ₦50,000 is owed on this order: record at most that.'],
  ])('refuses %i kobo: %s', (amount, message) => {
    const answer = allocateOutsidePayment(kobo(amount), six);
    expect(answer.ok).toBe(false);
    if (!answer.ok) expect(outsidePaymentRefusalMessage(answer.refusal)).toBe(message);
  });
  it('refuses a payment on a paid-up order', () => {
    const answer = allocateOutsidePayment(kobo(1), book(['paid']));
    expect(answer.ok ? null : outsidePaymentRefusalMessage(answer.refusal)).toBe(
      'Nothing is owed on this order: record no payment.',
    );
    expect(owedKobo(six)).toBe(5_000_000);
  });
});

describe('an outside payment as the operator enters it', () => {
  const good = {
    method: 'bank-transfer',
    amountKobo: 1_000_000,
    paidOn: TODAY,
    reference: 'gtb-123/45',
    note: ' ',
  };
  it('cleans a good one', () => {
    expect(validateOutsidePayment(good, TODAY)).toEqual({
      ok: true,
      value: {
        method: 'bank-transfer',
        amountKobo: 1_000_000,
        paidOn: TODAY,
        reference: 'GTB-123/45',
        note: '',
      },
      errors: {},
    });
  });
  it.each([
    ['method', { method: 'cheque' }],
    ['amountKobo', { amountKobo: 0 }],
    ['amountKobo', { amountKobo: 10.5 }],
    ['amountKobo', { amountKobo: '100' }],
    ['paidOn', { paidOn: '2026-12-06' }],
    ['paidOn', { paidOn: 'yesterday' }],
    ['reference', { reference: 'ab' }],
    ['reference', { reference: 'has space' }],
    ['note', { note: 'x'.repeat(501) }],
  ])('refuses a bad %s', (field, change) => {
    const answer = validateOutsidePayment({ ...good, ...change }, TODAY);
    expect(answer.ok).toBe(false);
    expect(Object.keys(answer.errors)).toEqual([field]);
  });
});

describe("the shopper's agreement and the reason", () => {
  const good = {
    reason: 'Lost her job in November',
    agreement: { channel: 'phone', agreedAt: '2026-12-04T15:30:00Z' },
  };
  it('keeps how and when the shopper agreed', () => {
    expect(validateAgreementAndReason(good, NOW)).toEqual({
      ok: true,
      value: { reason: good.reason, agreement: { channel: 'phone', agreedAt: '2026-12-04T15:30:00.000Z' } },
      errors: {},
    });
  });
  it.each([
    ['reason', { reason: 'short' }],
    ['agreement.channel', { agreement: { channel: 'telepathy', agreedAt: '2026-12-04T15:30:00Z' } }],
    ['agreement.agreedAt', { agreement: { channel: 'phone', agreedAt: '2026-12-06T00:00:00Z' } }],
    ['agreement.agreedAt', { agreement: { channel: 'phone', agreedAt: '2026-10-01T00:00:00Z' } }],
    ['agreement.agreedAt', { agreement: { channel: 'phone' } }],
  ])('refuses a bad %s', (field, change) => {
    expect(Object.keys(validateAgreementAndReason({ ...good, ...change }, NOW).errors)).toEqual([field]);
  });
  it('wants a reason of 10 to 500 characters for a waiver or a write-off', () => {
    expect(validateCollectionReason({ reason: ' Shopper has passed away ' })).toEqual({
      ok: true,
      value: { reason: 'Shopper has passed away' },
      errors: {},
    });
    expect(validateCollectionReason({ reason: 'x'.repeat(501) }).errors).toEqual({
      reason: COLLECTION_REASON_INVALID,
    });
    expect(validateCollectionReason({}).ok).toBe(false);
  });
});

describe('a reschedule moves the owed dates, never the amounts', () => {
  const four = book(['paid', 'unpaid', 'unpaid', 'unpaid']);
  it('moves every owed date by the days chosen', () => {
    const answer = reschedule(four, 30, '2026-10-01');
    expect(answer).toEqual({
      ok: true,
      instalments: [
        { number: 2, amountKobo: 1_000_000, dueDate: '2026-11-04' },
        { number: 3, amountKobo: 1_000_000, dueDate: '2026-12-05' },
        { number: 4, amountKobo: 1_000_000, dueDate: '2027-01-04' },
      ],
    });
  });
  it.each([0, 91, 1.5, '30'])('refuses a move of %j days', (days) => {
    expect(reschedule(four, days, TODAY)).toEqual({ ok: false, message: RESCHEDULE_DAYS_INVALID });
  });
  it('refuses a date left in the past, saying how far to move', () => {
    expect(reschedule(four, 10, '2026-10-20')).toEqual({
      ok: false,
      message: 'A moved date would be in the past: move by at least 15 days.',
    });
    expect(reschedule(four, 10, '2027-01-20')).toEqual({
      ok: false,
      message: 'A moved date would be in the past: move by at least 107 days, or restructure.',
    });
  });
  it('refuses a paid-up order', () => {
    expect(reschedule(book(['paid']), 10, TODAY).ok).toBe(false);
  });
});

describe('a restructure spreads what is owed over more instalments, same total', () => {
  const six = book(['paid', 'paid', 'unpaid', 'failed', 'unpaid', 'unpaid'], 1_000_001);
  it('from 6 to 10 monthly, to the kobo', () => {
    const answer = restructure(six, { count: 10, firstDate: '2026-12-20', plan: 'monthly' }, TODAY);
    if (!answer.ok) throw new Error(answer.message);
    expect(answer.replaced).toEqual([3, 4, 5, 6]);
    expect(answer.instalments.map((each) => each.number)).toEqual([3, 4, 5, 6, 7, 8, 9, 10]);
    expect(answer.instalments.map((each) => each.dueDate)).toEqual([
      '2026-12-20',
      '2027-01-20',
      '2027-02-20',
      '2027-03-20',
      '2027-04-20',
      '2027-05-20',
      '2027-06-20',
      '2027-07-20',
    ]);
    expect(sumKobo(answer.instalments.map((each) => each.amountKobo))).toBe(owedKobo(six));
    expect(answer.instalments.map((each) => each.amountKobo as number)).toEqual([
      500_001, 500_001, 500_001, 500_001, 500_000, 500_000, 500_000, 500_000,
    ]);
  });
  it.each([
    ['weekly', '2026-12-27'],
    ['daily', '2026-12-21'],
  ] as const)('by the %s rhythm', (plan, second) => {
    const answer = restructure(six, { count: 7, firstDate: '2026-12-20', plan }, TODAY);
    expect(answer.ok && answer.instalments[1]?.dueDate).toBe(second);
  });
  it.each([6, 25, 8.5, undefined])('refuses %j instalments', (count) => {
    expect(restructure(six, { count, firstDate: TODAY, plan: 'monthly' }, TODAY)).toEqual({
      ok: false,
      message: RESTRUCTURE_COUNT_INVALID,
    });
  });
  it.each(['2026-12-04', '2027-02-04', 'soon'])('refuses a first date of %s', (firstDate) => {
    expect(restructure(six, { count: 8, firstDate, plan: 'monthly' }, TODAY)).toEqual({
      ok: false,
      message: RESTRUCTURE_START_INVALID,
    });
  });
  it('refuses a paid-up order or one paid in full', () => {
    expect(restructure(book(['paid']), { count: 3, firstDate: TODAY, plan: 'monthly' }, TODAY).ok).toBe(
      false,
    );
    expect(restructure(book(['unpaid']), { count: 3, firstDate: TODAY, plan: 'full' }, TODAY).ok).toBe(false);
  });
});

describe('a waiver takes off the late payment charge', () => {
  const late = (status: BookInstalment['status'], paidOn: string | null) => ({
    number: 2,
    amountKobo: kobo(1_000_000) as Kobo,
    dueDate: '2026-11-02',
    status,
    paidOn,
  });
  it('of an unpaid instalment, as of today', () => {
    expect(waivableCharge(late('failed', null), '2026-11-12')).toBe(20_000);
  });
  it('of a paid one, as of the day it was paid', () => {
    expect(waivableCharge(late('paid', '2026-11-04'), TODAY)).toBe(10_000);
  });
  it('nothing when it was never late', () => {
    expect(waivableCharge(late('unpaid', null), '2026-11-01')).toBe(0);
  });
});
