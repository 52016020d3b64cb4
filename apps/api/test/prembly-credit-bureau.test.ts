import { creditPolicyDecision, identityMatch } from '@oja/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PremblyCreditBureau } from '../src/verification/prembly-credit-bureau.ts';
import { FAKE_APP_ID, FAKE_SECRET_KEY, type FakeConsumer, FakePrembly } from './support/fake-prembly.ts';

const fake = new FakePrembly();
const logged: string[] = [];
let bureau: PremblyCreditBureau;

beforeAll(async () => {
  await fake.start();
  bureau = new PremblyCreditBureau({
    appId: FAKE_APP_ID,
    secretKey: FAKE_SECRET_KEY,
    baseUrl: fake.url,
    timeoutMs: 1_500,
    log: (line) => void logged.push(line),
  });
});
afterAll(() => fake.stop());

const adaeze: FakeConsumer = {
  consumerId: '2599049',
  firstName: 'ADAEZE',
  surname: 'OKAFOR',
  otherNames: 'CHIOMA',
  birthDate: '26/01/1990',
  cellularNo: '2348031234567',
  agreements: [
    {
      AccountStatus: 'Open',
      PerformanceStatus: 'Performing',
      CurrentBalanceAmt: '235,197.50',
      AmountOverdue: '0.00',
    },
    { AccountStatus: 'Closed', PerformanceStatus: 'Performing', CurrentBalanceAmt: '0', AmountOverdue: '0' },
  ],
};
const account = { name: { firstName: 'Adaeze', lastName: 'Okafor' }, phone: '08031234567' };
let n = 0;
const ask = (bvn: string) => bureau.report({ bvn, customerName: 'Adaeze Okafor', reference: `check-${++n}` });

describe('the Prembly credit bureau, against a local fake of its consumer report', () => {
  it("reads both bureaux: CRC's file, FirstCentral's 'no record', the BVN's owner and the references", async () => {
    fake.file('crc', '22200000001', adaeze);
    const report = await ask('22200000001');
    expect(report.files).toEqual([
      {
        bureau: 'CRC',
        outcome: 'found',
        facilities: [
          { status: 'open', outstandingKobo: 23_519_750, daysPastDue: 0 },
          { status: 'closed', outstandingKobo: 0, daysPastDue: 0 },
        ],
      },
      { bureau: 'FirstCentral', outcome: 'no-record', facilities: [] },
    ]);
    expect(report.subject).toEqual({
      names: ['ADAEZE', 'CHIOMA', 'OKAFOR', 'OKAFOR ADAEZE'],
      phones: ['2348031234567'],
      dateOfBirth: '1990-01-26',
    });
    expect(report.references).toEqual(['CRC:2599049']);
    expect(creditPolicyDecision(report.files, false).decision).toBe('APPROVED');
    expect(identityMatch(account, report.subject ?? { names: [], phones: [] })).toEqual({ ok: true });
  });

  it('sends the keys in headers and the BVN in the body only, once per bureau, with our reference', async () => {
    const before = fake.calls.length;
    await ask('22200000002');
    const calls = fake.calls.slice(before);
    expect(calls.map((call) => call.provider).sort()).toEqual(['crc', 'first-central']);
    expect(calls.every((call) => call.bvn === '22200000002' && call.reference === `check-${n}`)).toBe(true);
    expect(calls[0]?.customerName).toBe('Adaeze Okafor');
  });

  it('a delinquency reported to one bureau only declines; the CBN classes read as days past due', async () => {
    fake.file('first-central', '22200000003', {
      ...adaeze,
      agreements: [
        {
          AccountStatus: 'Open',
          PerformanceStatus: 'Substandard',
          CurrentBalanceAmt: '80000',
          AmountOverdue: '25000',
        },
      ],
    });
    const report = await ask('22200000003');
    expect(report.files[1]).toEqual({
      bureau: 'FirstCentral',
      outcome: 'found',
      facilities: [{ status: 'open', outstandingKobo: 8_000_000, daysPastDue: 90 }],
    });
    expect(creditPolicyDecision(report.files, false)).toEqual({
      decision: 'DECLINED',
      reasons: [{ kind: 'delinquent', bureau: 'FirstCentral', daysPastDue: 90 }],
    });
  });

  it("a 'Lost' facility is a write-off", async () => {
    fake.file('crc', '22200000004', {
      ...adaeze,
      agreements: [
        { AccountStatus: 'Closed', PerformanceStatus: 'Lost', CurrentBalanceAmt: '0', AmountOverdue: '0' },
      ],
    });
    const report = await ask('22200000004');
    expect(creditPolicyDecision(report.files, false).reasons).toEqual([
      { kind: 'written-off', bureau: 'CRC' },
    ]);
  });

  it('someone else’s BVN: the identity match names what differs', async () => {
    fake.file('crc', '22200000005', {
      ...adaeze,
      firstName: 'MUSA',
      surname: 'BELLO',
      cellularNo: '08099999999',
    });
    const report = await ask('22200000005');
    expect(identityMatch(account, report.subject ?? { names: [], phones: [] })).toEqual({
      ok: false,
      mismatched: ['name', 'phone'],
    });
  });

  it.each([
    ['timeout', 'time-out'],
    ['server-error', '502'],
    ['not-json', 'not JSON'],
    ['malformed', 'Credit Check successful'],
  ] as const)(
    'a bureau that fails (%s) is unavailable, and the report is never an approval',
    async (failure, why) => {
      fake.file('crc', '22200000006', adaeze);
      fake.failNext('crc', failure);
      logged.length = 0;
      const report = await ask('22200000006');
      expect(report.files[0]).toEqual({ bureau: 'CRC', outcome: 'unavailable', facilities: [] });
      expect(report.files[1]?.outcome).toBe('no-record');
      expect(creditPolicyDecision(report.files, false).decision).toBe('UNAVAILABLE');
      expect(logged.join('\n')).toContain(why);
      // The log names the BVN by its last digits only.
      expect(logged.join('\n')).not.toContain('22200000006');
      expect(logged.join('\n')).toContain('0006');
    },
  );

  it('both bureaux down: unavailable, nothing approved', async () => {
    fake.failNext('crc', 'server-error');
    fake.failNext('first-central', 'timeout');
    const report = await ask('22200000007');
    expect(report.files.map((file) => file.outcome)).toEqual(['unavailable', 'unavailable']);
    expect(report.subject).toBeNull();
    expect(creditPolicyDecision(report.files, true).decision).toBe('UNAVAILABLE');
  });

  it('wrong keys are refused by the provider: unavailable, never approved', async () => {
    const wrong = new PremblyCreditBureau({
      appId: FAKE_APP_ID,
      secretKey: 'not-the-key',
      baseUrl: fake.url,
      log: () => undefined,
    });
    const report = await wrong.report({ bvn: '22200000001', customerName: 'A B', reference: 'x' });
    expect(report.files.map((file) => file.outcome)).toEqual(['unavailable', 'unavailable']);
  });
});
