import { describe, expect, it } from 'vitest';
import type { BureauFile } from './credit-policy';
import {
  CREDIT_CHECK_CONSENT_REQUIRED,
  debtVerificationDecision,
  debtVerificationStands,
  validateDebtVerification,
} from './debt-verification';
import type { AccountIdentity, BvnIdentity } from './identity-match';
import { type Kobo, nairaToKobo } from './money';

const ada: AccountIdentity = { name: { firstName: 'Ada', lastName: 'Okafor' }, phone: '08031234567' };
const adasRecord: BvnIdentity = { names: ['ADA', 'CHIOMA', 'OKAFOR'], phones: ['2348031234567'] };
const strangersRecord: BvnIdentity = { names: ['Bola', 'Adeyemi'], phones: ['08099999999'] };
const clear: BureauFile = { bureau: 'CRC', outcome: 'found', facilities: [] };
const delinquent: BureauFile = {
  bureau: 'CRC',
  outcome: 'found',
  facilities: [{ status: 'open', outstandingKobo: nairaToKobo(40_000) as Kobo, daysPastDue: 90 }],
};
const silent: BureauFile = { bureau: 'FirstCentral', outcome: 'unavailable', facilities: [] };
const noRecord: BureauFile = { bureau: 'FirstCentral', outcome: 'no-record', facilities: [] };

describe('a debt verification: the BVN must be the shopper’s, then the credit policy decides', () => {
  it.each<[string, { files: BureauFile[]; subject: BvnIdentity | null }, string, unknown[]]>([
    ['her own clear record', { files: [clear, noRecord], subject: adasRecord }, 'APPROVED', []],
    [
      'her own record, delinquent',
      { files: [delinquent, noRecord], subject: adasRecord },
      'DECLINED',
      [{ kind: 'delinquent', bureau: 'CRC', daysPastDue: 90 }],
    ],
    [
      "a stranger's clear record: refused, never approved",
      { files: [clear, noRecord], subject: strangersRecord },
      'MISMATCH',
      [{ kind: 'identity-mismatch', mismatched: ['name', 'phone'] }],
    ],
    [
      "a stranger's delinquent record: not held against her",
      { files: [delinquent, noRecord], subject: strangersRecord },
      'MISMATCH',
      [{ kind: 'identity-mismatch', mismatched: ['name', 'phone'] }],
    ],
    ['a BVN no bureau knows: the policy alone', { files: [noRecord], subject: null }, 'APPROVED', []],
    ['a bureau silent: nothing decided', { files: [clear, silent], subject: adasRecord }, 'UNAVAILABLE', []],
  ])('%s', (_, report, decision, reasons) => {
    expect(debtVerificationDecision(report, ada, false)).toEqual({ decision, reasons });
  });
});

describe('an approval stands 90 days, then the shopper verifies again', () => {
  it.each<[string | null, string, boolean, string]>([
    [null, '2026-11-26', false, 'never approved'],
    ['2026-11-26', '2026-11-26', true, 'approved today'],
    ['2026-08-29', '2026-11-26', true, '89 days ago'],
    ['2026-08-28', '2026-11-26', false, '90 days ago'],
  ])('approved on %s, today %s: stands %s (%s)', (verifiedOn, today, stands) => {
    expect(debtVerificationStands(verifiedOn, today)).toBe(stands);
  });
});

describe('the debt-verification form: a BVN and the consent box', () => {
  it.each([
    [
      { bvn: '22222222222', consent: true },
      { ok: true, value: { bvn: '22222222222', consent: true }, errors: {} },
    ],
    [
      { bvn: ' 22222222222 ', consent: true },
      { ok: true, value: { bvn: '22222222222', consent: true }, errors: {} },
    ],
    [{ bvn: '22222222222' }, { ok: false, errors: { consent: CREDIT_CHECK_CONSENT_REQUIRED } }],
    [
      { bvn: '22222222222', consent: 'true' },
      { ok: false, errors: { consent: CREDIT_CHECK_CONSENT_REQUIRED } },
    ],
    [
      { bvn: '', consent: false },
      { ok: false, errors: { bvn: 'BVN is required', consent: CREDIT_CHECK_CONSENT_REQUIRED } },
    ],
    [
      { bvn: '123', consent: true },
      { ok: false, errors: { bvn: 'BVN must be exactly 11 digits' } },
    ],
  ])('%j', (input, expected) => {
    expect(validateDebtVerification(input)).toEqual(expected);
  });
});
