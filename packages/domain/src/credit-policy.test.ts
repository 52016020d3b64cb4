import { describe, expect, it } from 'vitest';
import {
  type BureauFacility,
  type BureauFile,
  CREDIT_RECHECK_AFTER_DAYS,
  creditCheckDue,
  creditPolicyDecision,
  DELINQUENT_AFTER_DAYS_PAST_DUE,
  OUTSTANDING_DEBT_MAX_MULTIPLE_OF_LIMIT,
} from './credit-policy';
import { type Kobo, nairaToKobo } from './money';

const naira = (amount: number) => nairaToKobo(amount) as Kobo;
const open = (outstanding: number, daysPastDue = 0): BureauFacility => ({
  status: 'open',
  outstandingKobo: naira(outstanding),
  daysPastDue,
});
const found = (bureau: string, ...facilities: BureauFacility[]): BureauFile => ({
  bureau,
  outcome: 'found',
  facilities,
});
const noRecord = (bureau: string): BureauFile => ({ bureau, outcome: 'no-record', facilities: [] });
const unavailable = (bureau: string): BureauFile => ({ bureau, outcome: 'unavailable', facilities: [] });

describe('the credit policy: thresholds with their reasons', () => {
  it('names its thresholds', () => {
    expect(DELINQUENT_AFTER_DAYS_PAST_DUE).toBe(30);
    expect(OUTSTANDING_DEBT_MAX_MULTIPLE_OF_LIMIT).toBe(2);
    expect(CREDIT_RECHECK_AFTER_DAYS).toBe(90);
  });

  it.each<[string, BureauFile[], boolean, string, unknown[]]>([
    ['no bureau knows the BVN', [noRecord('CRC'), noRecord('FirstCentral')], false, 'APPROVED', []],
    ['a car loan up to date', [found('CRC', open(900_000))], false, 'APPROVED', []],
    ['a few days late is not delinquent', [found('CRC', open(50_000, 29))], false, 'APPROVED', []],
    [
      '30 days past due is',
      [found('CRC', open(50_000, 30))],
      false,
      'DECLINED',
      [{ kind: 'delinquent', bureau: 'CRC', daysPastDue: 30 }],
    ],
    [
      'a closed loan that was late no longer counts',
      [found('CRC', { status: 'closed', outstandingKobo: naira(0), daysPastDue: 120 })],
      false,
      'APPROVED',
      [],
    ],
    [
      'a written-off loan, even closed',
      [found('FirstCentral', { status: 'written-off', outstandingKobo: naira(0), daysPastDue: 0 })],
      false,
      'DECLINED',
      [{ kind: 'written-off', bureau: 'FirstCentral' }],
    ],
    [
      '₦1,000,000 owed on Tier 1: at the limit',
      [found('CRC', open(600_000), open(400_000))],
      false,
      'APPROVED',
      [],
    ],
    [
      '₦1,000,000.01 owed on Tier 1: above twice ₦500,000',
      [found('CRC', open(600_000), open(400_000.01))],
      false,
      'DECLINED',
      [{ kind: 'outstanding-debt', outstandingKobo: naira(1_000_000.01), maxKobo: naira(1_000_000) }],
    ],
    [
      'the same ₦1,500,000 on Tier 2: below twice ₦1,000,000',
      [found('CRC', open(1_500_000))],
      true,
      'APPROVED',
      [],
    ],
    [
      'one loan seen by two bureaux is not counted twice',
      [found('CRC', open(700_000)), found('FirstCentral', open(700_000))],
      false,
      'APPROVED',
      [],
    ],
    [
      'every reason at once',
      [
        found('CRC', open(2_000_000, 45)),
        found('CreditRegistry', { status: 'written-off', outstandingKobo: naira(5), daysPastDue: 0 }),
      ],
      false,
      'DECLINED',
      [
        { kind: 'delinquent', bureau: 'CRC', daysPastDue: 45 },
        { kind: 'written-off', bureau: 'CreditRegistry' },
        { kind: 'outstanding-debt', outstandingKobo: naira(2_000_000), maxKobo: naira(1_000_000) },
      ],
    ],
    [
      'one bureau down, the other clear: not approved, it may hold the delinquency',
      [unavailable('CRC'), noRecord('FirstCentral')],
      false,
      'UNAVAILABLE',
      [],
    ],
    [
      'one bureau down, another delinquent: declined all the same',
      [unavailable('CRC'), found('FirstCentral', open(10_000, 90))],
      false,
      'DECLINED',
      [{ kind: 'delinquent', bureau: 'FirstCentral', daysPastDue: 90 }],
    ],
    [
      'every bureau down: never approved',
      [unavailable('CRC'), unavailable('FirstCentral')],
      false,
      'UNAVAILABLE',
      [],
    ],
    ['an empty report: never approved', [], false, 'UNAVAILABLE', []],
  ])('%s: %#', (_, report, isTier2, decision, reasons) => {
    expect(creditPolicyDecision(report, isTier2)).toEqual({ decision, reasons });
  });
});

describe('a debt verification is asked again after 90 days', () => {
  it.each([
    ['2026-08-29', '2026-11-26', false, '89 days'],
    ['2026-08-28', '2026-11-26', true, '90 days'],
    ['2025-11-26', '2026-11-26', true, 'a year'],
    ['2026-11-26', '2026-11-26', false, 'today'],
  ])('checked %s, today %s: due %s (%s)', (checked, today, due) => {
    expect(creditCheckDue(checked, today)).toBe(due);
  });
});
