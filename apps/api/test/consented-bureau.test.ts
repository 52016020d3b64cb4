import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordConsent, withdrawConsents } from '../src/db/consents-repository.ts';
import { users } from '../src/db/schema.ts';
import { askBureauWithConsent, CreditCheckWithoutConsent } from '../src/verification/consented-bureau.ts';
import { SandboxCreditBureau } from '../src/verification/credit-bureau.ts';
import { createTestDatabase } from './test-database.ts';

/**
 * Issue 42: the credit bureau is never asked without the shopper's consent on record. Each case asks the
 * sandbox bureau through the one door the server uses, and reads the bureau's own log to see whether it was
 * called: removing the consent check from askBureauWithConsent makes the first three fail.
 */
describe('the bureau is asked only with a credit-check consent on record', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let shopper: number;
  let other: number;
  const bureauCalls: string[] = [];
  const bureau = new SandboxCreditBureau((line) => bureauCalls.push(line));
  const at = new Date('2030-01-01T09:00:00Z');
  const source = { channel: 'web' as const, userAgent: 'Mozilla/5.0 (Linux; Android 14)' };

  beforeAll(async () => {
    database = await createTestDatabase();
    const rows = await database.db
      .insert(users)
      .values(
        ['ada', 'bayo'].map((name, i) => ({
          userId: `U-${name}`,
          email: `${name}@example.ng`,
          phoneNumber: `+23480300000${i}`,
          passwordHash: 'x',
          createdAt: at,
        })),
      )
      .returning({ id: users.id });
    shopper = rows[0]?.id ?? -1;
    other = rows[1]?.id ?? -1;
  });
  afterAll(async () => database?.dispose());

  const ask = (userId: number, reference: string) =>
    askBureauWithConsent(database.db, bureau, {
      userId,
      reference,
      bvn: '22222222222',
      account: { name: null, phone: '+2348030000000' },
      isTier2: false,
    });

  it('no consent row: refused, and the bureau is not called', async () => {
    bureauCalls.length = 0;
    await expect(ask(shopper, 'oja-bvn-never-agreed')).rejects.toBeInstanceOf(CreditCheckWithoutConsent);
    expect(bureauCalls).toEqual([]);
  });

  it('another shopper’s consent does not count', async () => {
    bureauCalls.length = 0;
    await recordConsent(database.db, {
      userId: other,
      kind: 'credit-check',
      reference: 'oja-bvn-bayo',
      at,
      source,
    });
    await expect(ask(shopper, 'oja-bvn-bayo')).rejects.toBeInstanceOf(CreditCheckWithoutConsent);
    expect(bureauCalls).toEqual([]);
  });

  it('a consent of another kind, or one withdrawn, does not count', async () => {
    bureauCalls.length = 0;
    await recordConsent(database.db, {
      userId: shopper,
      kind: 'marketing-email',
      reference: 'oja-mkt',
      at,
      source,
    });
    await expect(ask(shopper, 'oja-mkt')).rejects.toBeInstanceOf(CreditCheckWithoutConsent);
    await recordConsent(database.db, {
      userId: shopper,
      kind: 'credit-check',
      reference: 'oja-bvn-old',
      at,
      source,
    });
    await withdrawConsents(
      database.db,
      { userId: shopper, kind: 'credit-check', reference: 'oja-bvn-old' },
      at,
    );
    await expect(ask(shopper, 'oja-bvn-old')).rejects.toBeInstanceOf(CreditCheckWithoutConsent);
    expect(bureauCalls).toEqual([]);
  });

  it('with the shopper’s consent stored, the bureau answers', async () => {
    bureauCalls.length = 0;
    await recordConsent(database.db, {
      userId: shopper,
      kind: 'credit-check',
      reference: 'oja-bvn-ada',
      at,
      source,
    });
    const answer = await ask(shopper, 'oja-bvn-ada');
    expect(answer.decision).toBe('APPROVED');
    expect(bureauCalls).toHaveLength(1);
  });
});
