import { describe, expect, it } from 'vitest';
import {
  accountClosureRefusal,
  CLOSE_ACCOUNT_ORDER_OPEN,
  CLOSE_ACCOUNT_OWED,
  CONSENT_KINDS,
  CONSENT_TEXTS,
  CONSENT_WITHDRAW_CREDIT_CHECK,
  CONSENT_WITHDRAW_MANDATE,
  consentWithdrawalRefusal,
  dataRequestDueAt,
  lendingRecordsCutoff,
  lendingRecordsExpireAt,
} from './data-rights';
import { kobo } from './money';

describe('a data request is due 30 days after it is made (NDPA, cautious reading of one month)', () => {
  it.each([
    ['2026-01-01T10:00:00Z', '2026-01-31T10:00:00Z'],
    ['2026-02-15T23:59:00Z', '2026-03-17T23:59:00Z'],
  ])('made %s, due %s', (made, due) => {
    expect(new Date(dataRequestDueAt(Date.parse(made))).toISOString()).toBe(new Date(due).toISOString());
  });
});

describe('lending records are anonymised five years after their order closes', () => {
  it.each([
    ['2026-03-10T12:00:00Z', '2031-03-10T12:00:00Z'],
    ['2028-02-29T08:00:00Z', '2033-03-01T08:00:00Z'],
  ])('closed %s, anonymised %s', (closed, expires) => {
    expect(new Date(lendingRecordsExpireAt(Date.parse(closed))).toISOString()).toBe(
      new Date(expires).toISOString(),
    );
  });

  it('the cutoff at a time is the same date five years before', () => {
    expect(new Date(lendingRecordsCutoff(Date.parse('2036-01-01T00:00:00Z'))).toISOString()).toBe(
      '2031-01-01T00:00:00.000Z',
    );
  });
});

describe('which consents the account area withdraws', () => {
  it.each([
    ['marketing-email', null],
    ['marketing-sms', null],
    ['direct-debit-terms', CONSENT_WITHDRAW_MANDATE],
    ['credit-check', CONSENT_WITHDRAW_CREDIT_CHECK],
  ] as const)('%s: %s', (kind, refusal) => {
    expect(consentWithdrawalRefusal(kind)).toBe(refusal);
  });

  it('every consent has its words and a version of its own', () => {
    const versions = CONSENT_KINDS.map((kind) => CONSENT_TEXTS[kind].version);
    expect(new Set(versions).size).toBe(CONSENT_KINDS.length);
    for (const kind of CONSENT_KINDS) expect(CONSENT_TEXTS[kind].text.length).toBeGreaterThan(20);
  });
});

describe('an account closes only when nothing is owed and no order is open', () => {
  it.each([
    ['settled', 0, 0, null],
    ['one kobo owed', 1, 0, CLOSE_ACCOUNT_OWED],
    ['owed and an order open: the debt is named first', 500_000, 1, CLOSE_ACCOUNT_OWED],
    ['an order on its way', 0, 1, CLOSE_ACCOUNT_ORDER_OPEN],
  ])('%s', (_name, owed, openOrders, refusal) => {
    expect(accountClosureRefusal({ owedKobo: kobo(owed), openOrders })).toBe(refusal);
  });
});
