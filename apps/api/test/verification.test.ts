import { DEBT_VERIFICATION_FAILURE_NOTICE } from '@oja/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../src/db/schema.ts';
import { SandboxCreditBureau } from '../src/verification/credit-bureau.ts';
import { type AccountApp, createAccountApp, NO_TOKEN } from './account-app.ts';

let api: AccountApp;
beforeAll(async () => {
  api = await createAccountApp();
});
afterAll(async () => api?.dispose());

const ADDRESS = '/user/add-resindential-address';
const BVN = '/validate-bvn-and-get-credit-summary';
const HOUR = 60 * 60 * 1000;
const LEKKI = {
  residentialAddress: '12 Admiralty Way',
  residentialCity: 'Eti-Osa',
  residentialState: 'Lagos',
};
/** The name a field agent asks for: sign-up asks none, so the first check sends it. */
const withName = <T extends object>(address: T) => ({ firstName: 'Ada', lastName: 'Okafor', ...address });

async function me(token: string) {
  const { status, body } = await api.call('GET', '/users/get-user', { token });
  expect(status).toBe(200);
  return body.data.user;
}

describe('residential address verification', () => {
  it('needs a session', async () => {
    expect(await api.call('PATCH', ADDRESS, { body: withName(LEKKI) })).toMatchObject(NO_TOKEN);
  });

  it('verifies a Lagos address and keeps it on the account', async () => {
    const { token } = await api.shopper();
    const answer = await api.call('PATCH', ADDRESS, {
      token,
      body: withName({ ...LEKKI, residentialAddress: '  12 Admiralty Way  ' }),
    });
    expect(answer).toMatchObject({
      status: 200,
      body: { success: true, message: 'Address verification successful', data: LEKKI },
    });
    expect(await me(token)).toMatchObject(LEKKI);
  });

  it("refuses the sandbox's unverifiable street with 422 and stores nothing", async () => {
    const { token } = await api.shopper();
    const answer = await api.call('PATCH', ADDRESS, {
      token,
      body: withName({ ...LEKKI, residentialAddress: '1 Nowhere Street' }),
    });
    expect(answer).toMatchObject({
      status: 422,
      body: { success: false, message: 'We could not verify this address.' },
    });
    expect(await me(token)).toMatchObject({ residentialAddress: null, residentialCity: null });
  });

  it('keeps the verified address when a later one cannot be verified', async () => {
    const { token } = await api.shopper();
    await api.call('PATCH', ADDRESS, { token, body: withName(LEKKI) });
    const body = {
      residentialAddress: '9 Nowhere Close',
      residentialCity: 'Ikeja',
      residentialState: 'Lagos',
    };
    expect((await api.call('PATCH', ADDRESS, { token, body: withName(body) })).status).toBe(422);
    expect(await me(token)).toMatchObject(LEKKI);
  });

  it.each([
    [{ ...LEKKI, residentialAddress: '   ' }, 'Street name is required', 'residentialAddress'],
    [{ ...LEKKI, residentialState: 'Abuja' }, 'State is required', 'residentialState'],
    [{ ...LEKKI, residentialCity: 'Gotham' }, 'Local Government / LCDA is required', 'residentialCity'],
    [{ ...LEKKI, residentialCity: '' }, 'Local Government / LCDA is required', 'residentialCity'],
  ])('refuses %j with the domain’s message and stores nothing', async (body, message, field) => {
    const { token } = await api.shopper();
    const answer = await api.call('PATCH', ADDRESS, { token, body: withName(body) });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
    expect(answer.body.errors).toEqual([{ field, message }]);
    expect((await me(token)).residentialAddress).toBeNull();
  });

  it('refuses a body the contract does not allow', async () => {
    const { token } = await api.shopper();
    const { residentialCity: _, ...noCity } = LEKKI;
    expect((await api.call('PATCH', ADDRESS, { token, body: noCity })).body.message).toBe(
      'residentialCity is required',
    );
    const long = { ...LEKKI, residentialAddress: 'x'.repeat(201) };
    expect((await api.call('PATCH', ADDRESS, { token, body: long })).status).toBe(400);
  });

  it("asks the name a field agent asks for at the door, once: then it is the account's", async () => {
    const { token } = await api.shopper();
    const nameless = await api.call('PATCH', ADDRESS, { token, body: LEKKI });
    expect(nameless.status).toBe(400);
    expect(nameless.body.errors).toEqual([
      { field: 'firstName', message: 'First name is required' },
      { field: 'lastName', message: 'Last name is required' },
    ]);
    expect((await me(token)).residentialAddress).toBeNull();
    const named = {
      ...LEKKI,
      residentialAddress: '1 Nowhere Street',
      firstName: ' Ada ',
      lastName: 'Okafor',
    };
    expect((await api.call('PATCH', ADDRESS, { token, body: named })).status).toBe(422);
    expect(await me(token)).toMatchObject({ firstName: 'Ada', lastName: 'Okafor' });
    // The account's name serves the next check.
    expect((await api.call('PATCH', ADDRESS, { token, body: LEKKI })).status).toBe(200);
  });

  it("changes only the caller's own account", async () => {
    const ada = await api.shopper();
    const bayo = await api.shopper();
    await api.call('PATCH', ADDRESS, { token: ada.token, body: withName(LEKKI) });
    expect((await me(bayo.token)).residentialAddress).toBeNull();
  });
});

const eligibility = (overall_status: string, message: string) => ({
  success: true,
  message,
  data: { credit_data: { eligibility_validation: { overall_status, message } } },
});

describe('debt verification', () => {
  it('needs a session', async () => {
    expect(await api.call('POST', BVN, { body: { bvn: '22222222222', consent: true } })).toMatchObject(
      NO_TOKEN,
    );
  });

  it('approves the sandbox’s approved BVN and keeps only its last four digits', async () => {
    const { token, userID } = await api.shopper();
    const answer = await api.call('POST', BVN, { token, body: { bvn: '22222222222', consent: true } });
    expect(answer).toMatchObject({
      status: 200,
      body: eligibility('APPROVED', 'Debt verification successful'),
    });
    expect((await me(token)).hasBvn).toBe(true);
    const [row] = await api.database.db.select().from(users).where(eq(users.userId, userID));
    expect(row?.bvnLast4).toBe('2222');
    expect(JSON.stringify(row)).not.toContain('22222222222');
  });

  it('declines the sandbox’s refused BVN with the fixed notice, and keeps nothing', async () => {
    const { token, userID } = await api.shopper();
    const answer = await api.call('POST', BVN, { token, body: { bvn: '33333333333', consent: true } });
    expect(answer).toMatchObject({
      status: 200,
      body: eligibility('DECLINED', DEBT_VERIFICATION_FAILURE_NOTICE),
    });
    expect((await me(token)).hasBvn).toBe(false);
    const [row] = await api.database.db.select().from(users).where(eq(users.userId, userID));
    expect(row?.bvnLast4).toBeNull();
  });

  it('approves any other 11-digit BVN, for the caller alone', async () => {
    const ada = await api.shopper();
    const bayo = await api.shopper();
    const answer = await api.call('POST', BVN, {
      token: ada.token,
      body: { bvn: '12345678901', consent: true },
    });
    expect(answer.body.data.credit_data.eligibility_validation.overall_status).toBe('APPROVED');
    expect((await me(ada.token)).hasBvn).toBe(true);
    expect((await me(bayo.token)).hasBvn).toBe(false);
  });

  it.each([['1234567890'], ['123456789012'], ['1234567890a'], [''], [12345678901]])(
    'refuses %j with 400, echoing nothing and keeping nothing',
    async (bvn) => {
      const { token } = await api.shopper();
      const answer = await api.call('POST', BVN, { token, body: { bvn, consent: true } });
      expect(answer.status).toBe(400);
      expect(answer.body.success).toBe(false);
      expect(answer.body.message).toEqual(expect.any(String));
      if (String(bvn) !== '') expect(answer.raw).not.toContain(String(bvn));
      expect((await me(token)).hasBvn).toBe(false);
    },
  );

  it('never answers or prints the whole BVN', async () => {
    const printed: string[] = [];
    // The sandbox bureau's own line, where the process's logger would write it (silent in tests).
    const loud = await createAccountApp({
      creditBureau: new SandboxCreditBureau((line) => void printed.push(line)),
    });
    const keep = (...args: unknown[]) => {
      printed.push(args.map(String).join(' '));
    };
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((m) =>
      vi.spyOn(console, m).mockImplementation(keep),
    );
    const writes = [process.stdout, process.stderr].map((stream) =>
      vi.spyOn(stream, 'write').mockImplementation((chunk: unknown) => {
        printed.push(String(chunk));
        return true;
      }),
    );
    try {
      const { token } = await loud.shopper();
      const approved = await loud.call('POST', BVN, { token, body: { bvn: '40512345678', consent: true } });
      const declined = await loud.call('POST', BVN, { token, body: { bvn: '33333333333', consent: true } });
      expect(approved.raw).not.toContain('40512345678');
      expect(declined.raw).not.toContain('33333333333');
      const user = await loud.call('GET', '/users/get-user', { token });
      expect(user.raw).not.toContain('40512345678');
    } finally {
      for (const spy of [...spies, ...writes]) spy.mockRestore();
      await loud.dispose();
    }
    const output = printed.join('\n');
    // The sandbox did log each check, masked.
    expect(output).toContain('*******5678');
    expect(output).not.toContain('40512345678');
    expect(output).not.toContain('33333333333');
  });

  it('allows 5 checks an hour per shopper', async () => {
    const { token } = await api.shopper();
    for (let i = 0; i < 5; i++) {
      expect(
        (await api.call('POST', BVN, { token, body: { bvn: '33333333333', consent: true } })).status,
      ).toBe(200);
    }
    const limited = await api.call('POST', BVN, { token, body: { bvn: '22222222222', consent: true } });
    expect(limited).toMatchObject({ status: 429, body: { success: false } });
    expect((await me(token)).hasBvn).toBe(false);
    expect(
      // Another shopper, with a BVN of their own (one BVN approves one account).
      (
        await api.call('POST', BVN, {
          token: (await api.shopper()).token,
          body: { bvn: '24242424242', consent: true },
        })
      ).status,
    ).toBe(200);
    api.advance(HOUR);
    // An hour on, the declined shopper may ask about their own BVN again (another one needs support).
    expect((await api.call('POST', BVN, { token, body: { bvn: '33333333333', consent: true } })).status).toBe(
      200,
    );
  });
});
