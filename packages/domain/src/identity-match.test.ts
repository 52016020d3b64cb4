import { describe, expect, it } from 'vitest';
import {
  type AccountIdentity,
  type BvnIdentity,
  identityMatch,
  identityMismatchMessage,
  phoneKey,
} from './identity-match';

const account: AccountIdentity = {
  name: { firstName: 'Adebayo', lastName: 'Okafor' },
  phone: '08031234567',
};
const record: BvnIdentity = { names: ['ADEBAYO', 'CHUKWUEMEKA', 'OKAFOR'], phones: ['+2348031234567'] };

describe('phone numbers compare by their last ten digits', () => {
  it.each([
    ['08031234567', '8031234567'],
    ['+234 803 123 4567', '8031234567'],
    ['2348031234567', '8031234567'],
    ['0803-123-4567', '8031234567'],
    ['12345', null],
    ['', null],
  ])('%j → %j', (phone, key) => {
    expect(phoneKey(phone)).toBe(key);
  });
});

describe("the BVN's record must be the account's own", () => {
  it.each<[string, Partial<AccountIdentity>, Partial<BvnIdentity>, ReturnType<typeof identityMatch>]>([
    ['the same person, middle name on the record', {}, {}, { ok: true }],
    ['names in another order and case', {}, { names: ['okafor adebayo'] }, { ok: true }],
    ['accents and hyphens', { name: { firstName: 'Adébáyọ̀', lastName: 'Okafor' } }, {}, { ok: true }],
    [
      'the phone as any of the record’s phones',
      {},
      { phones: ['07000000000', '0803 123 4567'] },
      { ok: true },
    ],
    [
      'another first name',
      { name: { firstName: 'Chinedu', lastName: 'Okafor' } },
      {},
      { ok: false, mismatched: ['name'] },
    ],
    [
      'a short form is not proof',
      { name: { firstName: 'Ade', lastName: 'Okafor' } },
      {},
      { ok: false, mismatched: ['name'] },
    ],
    [
      'a surname the record lacks',
      { name: { firstName: 'Adebayo', lastName: 'Bello' } },
      {},
      { ok: false, mismatched: ['name'] },
    ],
    ['another phone', {}, { phones: ['08099999999'] }, { ok: false, mismatched: ['phone'] }],
    ['a record with no phone cannot confirm it', {}, { phones: [] }, { ok: false, mismatched: ['phone'] }],
    [
      'an empty name never matches',
      { name: { firstName: ' ', lastName: 'Okafor' } },
      {},
      { ok: false, mismatched: ['name'] },
    ],
    [
      'dates of birth compared when both are known',
      { dateOfBirth: '1990-08-01' },
      { dateOfBirth: '1990-08-01' },
      { ok: true },
    ],
    [
      'another date of birth',
      { dateOfBirth: '1990-08-01' },
      { dateOfBirth: '1991-08-01' },
      { ok: false, mismatched: ['dateOfBirth'] },
    ],
    ['no date of birth on the account: not compared', {}, { dateOfBirth: '1991-08-01' }, { ok: true }],
    [
      'no name on the account yet (sign-up asks none): the phone decides',
      { name: null },
      { names: ['Someone', 'Else'] },
      { ok: true },
    ],
    [
      'no name on the account, another phone',
      { name: null },
      { phones: ['08099999999'] },
      { ok: false, mismatched: ['phone'] },
    ],
    [
      'everything differs: every field named',
      { name: { firstName: 'Musa', lastName: 'Okafor' }, dateOfBirth: '1980-01-01' },
      { phones: ['08099999999'], dateOfBirth: '1990-01-01' },
      { ok: false, mismatched: ['name', 'phone', 'dateOfBirth'] },
    ],
  ])('%s', (_, accountChange, recordChange, expected) => {
    expect(identityMatch({ ...account, ...accountChange }, { ...record, ...recordChange })).toEqual(expected);
  });
});

describe('the mismatch message names what differs', () => {
  it.each<[Parameters<typeof identityMismatchMessage>[0], string]>([
    [['name'], "The name on this BVN's record does not match your Oja account."],
    [['name', 'phone'], "The name and phone number on this BVN's record do not match your Oja account."],
    [
      ['name', 'phone', 'dateOfBirth'],
      "The name, phone number and date of birth on this BVN's record do not match your Oja account.",
    ],
  ])('%j', (fields, start) => {
    expect(identityMismatchMessage(fields)).toBe(
      `${start} Check the BVN, or write to support@oja.ng to update your account.`,
    );
  });
});
