import {
  CREDIT_BUREAU_UNAVAILABLE,
  CREDIT_CHECK_CONSENT,
  CREDIT_CHECK_CONSENT_REQUIRED,
  DEBT_VERIFICATION_FAILURE_NOTICE,
} from '@oja/domain';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bvnChecks, consents, users } from '../src/db/schema.ts';
import { PremblyCreditBureau } from '../src/verification/prembly-credit-bureau.ts';
import { type AccountApp, createAccountApp } from './account-app.ts';
import { FAKE_APP_ID, FAKE_SECRET_KEY, type FakeConsumer, FakePrembly } from './support/fake-prembly.ts';

/**
 * Issue 28's debt verification through the API: the shopper's consent before any bureau is asked, the BVN's
 * record matched against the account, the credit policy's decision and its reasons kept for audit, and an
 * approval that stands 90 days. First with the sandbox bureau's documented BVNs, then with the Prembly
 * adapter against a local fake of Prembly's consumer report.
 */
const BVN = '/validate-bvn-and-get-credit-summary';
const DAY = 24 * 60 * 60 * 1000;

async function me(api: AccountApp, token: string) {
  const { body } = await api.call('GET', '/users/get-user', { token });
  return body.data.user;
}

async function checksOf(api: AccountApp, userID: string) {
  const [user] = await api.database.db.select().from(users).where(eq(users.userId, userID));
  return api.database.db
    .select()
    .from(bvnChecks)
    .where(eq(bvnChecks.userId, user?.id ?? -1))
    .orderBy(desc(bvnChecks.id));
}

describe('debt verification with the sandbox bureau', () => {
  let api: AccountApp;
  beforeAll(async () => {
    api = await createAccountApp();
  });
  afterAll(async () => api?.dispose());

  it('asks nothing without the shopper’s consent, and counts no attempt', async () => {
    const { token, userID } = await api.shopper();
    for (const body of [{ bvn: '22222222222' }, { bvn: '22222222222', consent: false }]) {
      expect(await api.call('POST', BVN, { token, body })).toMatchObject({
        status: 400,
        body: {
          success: false,
          message: CREDIT_CHECK_CONSENT_REQUIRED,
          errors: [{ field: 'consent', message: CREDIT_CHECK_CONSENT_REQUIRED }],
        },
      });
    }
    expect(api.bureauLog).toEqual([]);
    expect(await checksOf(api, userID)).toEqual([]);
    // Five refusals later the shopper still has every attempt of the hour.
    for (let i = 0; i < 4; i++) await api.call('POST', BVN, { token, body: { bvn: '22222222222' } });
    const agreed = await api.call('POST', BVN, { token, body: { bvn: '22222222222', consent: true } });
    expect(agreed.status).toBe(200);
    const [check] = await checksOf(api, userID);
    expect(check).toMatchObject({ decision: 'APPROVED', reasons: [] });
    expect(check?.bureauReference).toBe(`SANDBOX:${check?.consentReference}`);
    // The consent was kept under the check's reference, with the words the shopper agreed to.
    const kept = await api.database.db
      .select()
      .from(consents)
      .where(eq(consents.reference, String(check?.consentReference)));
    expect(kept).toMatchObject([
      { kind: 'credit-check', wording: CREDIT_CHECK_CONSENT, channel: 'web', consentedAt: expect.any(Date) },
    ]);
  });

  it('a BVN whose record is someone else’s is refused with what differs, never approved, and the shopper may give their own', async () => {
    const { token, userID } = await api.shopper();
    const stranger = await api.call('POST', BVN, { token, body: { bvn: '44444444444', consent: true } });
    expect(stranger).toMatchObject({ status: 422, body: { success: false } });
    // Sign-up asks no name, so the phone tells: the record's is another.
    expect(stranger.body.message).toContain('phone number on this BVN');
    expect((await me(api, token)).hasBvn).toBe(false);
    const [check] = await checksOf(api, userID);
    expect(check).toMatchObject({
      decision: 'MISMATCH',
      reasons: [{ kind: 'identity-mismatch', mismatched: ['phone'] }],
    });
    // Not a decline: their own BVN is checked (a declined shopper would be sent to support instead).
    const own = await api.call('POST', BVN, { token, body: { bvn: '20000000001', consent: true } });
    expect(own.body.data.credit_data.eligibility_validation.overall_status).toBe('APPROVED');
  });

  it('a decline keeps the policy’s reasons for audit', async () => {
    const { token, userID } = await api.shopper();
    const declined = await api.call('POST', BVN, { token, body: { bvn: '33333333333', consent: true } });
    expect(declined.body.data.credit_data.eligibility_validation).toEqual({
      overall_status: 'DECLINED',
      message: DEBT_VERIFICATION_FAILURE_NOTICE,
    });
    const [check] = await checksOf(api, userID);
    expect(check).toMatchObject({
      decision: 'DECLINED',
      reasons: [{ kind: 'delinquent', bureau: 'CRC', daysPastDue: 95 }],
    });
  });

  it('bureaux that do not answer decide nothing: 503, ask again later', async () => {
    const { token, userID } = await api.shopper();
    const down = await api.call('POST', BVN, { token, body: { bvn: '55555555555', consent: true } });
    expect(down).toMatchObject({ status: 503, body: { success: false, message: CREDIT_BUREAU_UNAVAILABLE } });
    expect((await me(api, token)).hasBvn).toBe(false);
    expect((await checksOf(api, userID))[0]?.decision).toBe('UNAVAILABLE');
  });

  it('an approval stands 90 days; then the shopper verifies again, with the same BVN', async () => {
    const { token, userID } = await api.shopper();
    const bvn = '20000000002';
    await api.call('POST', BVN, { token, body: { bvn, consent: true } });
    // The approval dated back (a session does not last 90 days, so the clock stays and the date moves).
    const approvedDaysAgo = (days: number) =>
      api.database.db
        .update(users)
        .set({ bvnVerifiedAt: new Date(api.now() - days * DAY) })
        .where(eq(users.userId, userID));
    await approvedDaysAgo(89);
    expect((await me(api, token)).hasBvn).toBe(true);
    await approvedDaysAgo(90);
    expect((await me(api, token)).hasBvn).toBe(false);
    const again = await api.call('POST', BVN, { token, body: { bvn, consent: true } });
    expect(again.body.data.credit_data.eligibility_validation.overall_status).toBe('APPROVED');
    expect((await me(api, token)).hasBvn).toBe(true);
    // One approval row for the BVN (it belongs to one account), stamped with the latest check.
    const approvals = (await checksOf(api, userID)).filter((check) => check.decision === 'APPROVED');
    expect(approvals).toHaveLength(1);
  });
});

describe('debt verification with Prembly (CRC and FirstCentral), against a local fake', () => {
  const fake = new FakePrembly();
  let api: AccountApp;
  beforeAll(async () => {
    await fake.start();
    api = await createAccountApp({
      creditBureau: new PremblyCreditBureau({
        appId: FAKE_APP_ID,
        secretKey: FAKE_SECRET_KEY,
        baseUrl: fake.url,
        timeoutMs: 1_500,
        log: () => undefined,
      }),
    });
  });
  afterAll(async () => {
    await api?.dispose();
    await fake.stop();
  });

  /** A shopper and a bureau file that is theirs: the account's own name and phone. */
  async function shopperOnFile(bvn: string, agreements: FakeConsumer['agreements']) {
    const shopper = await api.shopper();
    const user = await me(api, shopper.token);
    fake.file('crc', bvn, {
      consumerId: bvn.slice(-6),
      firstName: String(user.firstName).toUpperCase(),
      surname: String(user.lastName).toUpperCase(),
      birthDate: '26/01/1990',
      cellularNo: user.phoneNumber,
      agreements,
    });
    return shopper;
  }

  it('approves the account holder’s clear file and keeps the bureau’s reference', async () => {
    const bvn = '71000000001';
    const { token, userID } = await shopperOnFile(bvn, [
      {
        AccountStatus: 'Open',
        PerformanceStatus: 'Performing',
        CurrentBalanceAmt: '90,000.00',
        AmountOverdue: '0',
      },
    ]);
    const answer = await api.call('POST', BVN, { token, body: { bvn, consent: true } });
    expect(answer.body.data.credit_data.eligibility_validation.overall_status).toBe('APPROVED');
    expect((await me(api, token)).hasBvn).toBe(true);
    expect((await checksOf(api, userID))[0]?.bureauReference).toBe('CRC:000001');
  });

  it('declines a file with a loan 90 days past due', async () => {
    const bvn = '71000000002';
    const { token } = await shopperOnFile(bvn, [
      {
        AccountStatus: 'Open',
        PerformanceStatus: 'Substandard',
        CurrentBalanceAmt: '40,000',
        AmountOverdue: '12,000',
      },
    ]);
    const answer = await api.call('POST', BVN, { token, body: { bvn, consent: true } });
    expect(answer.body.data.credit_data.eligibility_validation.overall_status).toBe('DECLINED');
  });

  it('refuses a clear file that is someone else’s', async () => {
    const bvn = '71000000003';
    await shopperOnFile(bvn, []);
    const other = await api.shopper();
    const answer = await api.call('POST', BVN, { token: other.token, body: { bvn, consent: true } });
    expect(answer.status).toBe(422);
    expect((await me(api, other.token)).hasBvn).toBe(false);
  });

  it('a bureau that times out approves nothing', async () => {
    const bvn = '71000000004';
    const { token } = await shopperOnFile(bvn, []);
    fake.failNext('first-central', 'timeout');
    const answer = await api.call('POST', BVN, { token, body: { bvn, consent: true } });
    expect(answer).toMatchObject({ status: 503, body: { message: CREDIT_BUREAU_UNAVAILABLE } });
    expect((await me(api, token)).hasBvn).toBe(false);
  });
});
