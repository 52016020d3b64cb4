import { ADDRESS_CHECK_PENDING } from '@oja/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressChecks, outbox } from '../src/db/schema.ts';
import { SandboxEmailSender } from '../src/email/sandbox.ts';
import { pollAddressChecks } from '../src/verification/address-checks.ts';
import {
  type AddressCheck,
  type AddressVerifier,
  SANDBOX_PENDING_MS,
  SandboxAddressVerifier,
} from '../src/verification/address-verifier.ts';
import { QoreIdAddressVerifier } from '../src/verification/qoreid-address-verifier.ts';
import { type AccountApp, createAccountApp } from './account-app.ts';
import { FAKE_CLIENT_ID, FAKE_SECRET, FAKE_WEBHOOK_SECRET, FakeQoreId } from './support/fake-qoreid.ts';

/**
 * Address checks that wait for a field agent, on the sandbox's documented streets: 'Pending' stays pending for a
 * minute of the shop's clock, then the worker's poll decides it, once, and the shopper is emailed once.
 */
let api: AccountApp;
beforeAll(async () => {
  api = await createAccountApp();
});
afterAll(async () => api?.dispose());

const ADDRESS = '/user/add-resindential-address';
const IKEJA = { residentialAddress: '5 Pending Close', residentialCity: 'Ikeja', residentialState: 'Lagos' };
/** What the shopper sends: the address and the name a field agent asks for (sign-up asks none). */
const ASK = { ...IKEJA, firstName: 'Chiamaka', lastName: 'Eze' };

async function me(token: string) {
  const { status, body } = await api.call('GET', '/users/get-user', { token });
  expect(status).toBe(200);
  return body.data.user;
}

/** One round of the worker's poll, on the app's database and clock, with the sandbox verifier. */
const poll = () =>
  pollAddressChecks({
    db: api.database.db,
    addressVerifier: new SandboxAddressVerifier(),
    email: new SandboxEmailSender(api.database.db, api.now, () => undefined),
    now: api.now,
  });

/** The address-check emails a shopper received (sign-up's code aside). */
async function emailsTo(email: string) {
  const all = await api.database.db.select().from(outbox).where(eq(outbox.to, email));
  return all.filter((e) => /address/i.test(e.subject));
}

describe('an address check that waits for a field agent', () => {
  it('is accepted as pending, decided by the poll after its minute, and emailed once', async () => {
    const { token, email } = await api.shopper();
    const asked = await api.call('PATCH', ADDRESS, { token, body: ASK });
    expect(asked).toMatchObject({
      status: 202,
      body: { success: true, message: ADDRESS_CHECK_PENDING, data: { ...IKEJA, status: 'pending' } },
    });
    // The account says so, and keeps no address yet.
    expect(await me(token)).toMatchObject({ residentialAddress: null, addressCheck: { status: 'pending' } });

    // Before its minute, the poll decides nothing.
    expect(await poll()).toBe(0);
    api.advance(SANDBOX_PENDING_MS + 20_000);
    expect(await poll()).toBe(1);
    expect(await me(token)).toMatchObject({ ...IKEJA, addressCheck: null });
    // Later rounds find nothing left to decide: one email.
    api.advance(60_000);
    expect(await poll()).toBe(0);
    const emails = await emailsTo(email);
    expect(emails.map((e) => e.subject)).toEqual(['Your address is verified']);
    expect(emails[0]?.text).toContain('5 Pending Close, Ikeja, Lagos');
  });

  it('refuses a second check while one is pending (a field visit is paid for)', async () => {
    const { token } = await api.shopper();
    expect((await api.call('PATCH', ADDRESS, { token, body: ASK })).status).toBe(202);
    const again = await api.call('PATCH', ADDRESS, {
      token,
      body: { ...ASK, residentialAddress: '12 Admiralty Way' },
    });
    expect(again).toMatchObject({
      status: 409,
      body: { success: false, message: expect.stringContaining('already checking your address') },
    });
  });

  it('tells the shopper a failed visit, by the account and one email, and lets them try again', async () => {
    const { token, email } = await api.shopper();
    const body = { ...ASK, residentialAddress: '9 Pending Nowhere Road' };
    expect((await api.call('PATCH', ADDRESS, { token, body })).status).toBe(202);
    api.advance(SANDBOX_PENDING_MS + 20_000);
    await poll();
    expect(await me(token)).toMatchObject({ residentialAddress: null, addressCheck: { status: 'failed' } });
    expect((await emailsTo(email)).map((e) => e.subject)).toEqual(['We could not verify your address']);
    // A new address may be checked: this one verifies at once.
    const retry = await api.call('PATCH', ADDRESS, {
      token,
      body: { ...ASK, residentialAddress: '12 Admiralty Way' },
    });
    expect(retry.status).toBe(200);
    expect(await me(token)).toMatchObject({ residentialAddress: '12 Admiralty Way', addressCheck: null });
  });

  it('keeps a record of every check, with the reason of a refusal', async () => {
    const { token, userID } = await api.shopper();
    await api.call('PATCH', ADDRESS, { token, body: { ...ASK, residentialAddress: '1 Nowhere Street' } });
    const user = await me(token);
    expect(user.userID).toBe(userID);
    const rows = await api.database.db
      .select()
      .from(addressChecks)
      .where(eq(addressChecks.street, '1 Nowhere Street'));
    expect(rows.at(-1)).toMatchObject({ status: 'failed', reason: expect.stringContaining('Nowhere') });
  });
});

/** A provider that does not answer: a stand-in at the adapter's edge (QoreID's own failures are tested against its fake). */
class SilentVerifier implements AddressVerifier {
  readonly kind = 'sandbox';
  async verify(): Promise<AddressCheck> {
    return { status: 'unavailable', reason: 'time-out after 10 s' };
  }
  async status(): Promise<AddressCheck> {
    return { status: 'unavailable', reason: 'time-out after 10 s' };
  }
  readCallback() {
    return null;
  }
}

describe('an address verifier that does not answer', () => {
  it('answers 503, decides nothing, and leaves the shopper free to ask again', async () => {
    const silent = await createAccountApp({ addressVerifier: new SilentVerifier() });
    try {
      const { token } = await silent.shopper();
      const answer = await silent.call('PATCH', ADDRESS, { token, body: ASK });
      expect(answer).toMatchObject({ status: 503, body: { success: false } });
      expect(answer.body.message).toContain('try again');
      const user = (await silent.call('GET', '/users/get-user', { token })).body.data.user;
      expect(user).toMatchObject({ residentialAddress: null, addressCheck: null });
      // Not pending: a second ask reaches the provider again (503 again, not 409).
      expect((await silent.call('PATCH', ADDRESS, { token, body: ASK })).status).toBe(503);
    } finally {
      await silent.dispose();
    }
  });
});

describe('the address callback', () => {
  it('answers 401 to anything the verifier does not sign (the sandbox signs nothing)', async () => {
    const answer = await api.call('POST', '/verification/address-webhook', {
      body: { event: 'address', event_type: 'verification_completed', id: 1 },
    });
    expect(answer).toMatchObject({ status: 401, body: { success: false, message: 'Invalid signature' } });
  });
});

describe('QoreID through the shop (its local fake)', () => {
  it("takes the signed callback once: the address is the shopper's, one email, a copy changes nothing", async () => {
    const qoreid = new FakeQoreId();
    await qoreid.start();
    const verifier = new QoreIdAddressVerifier({
      clientId: FAKE_CLIENT_ID,
      secret: FAKE_SECRET,
      webhookSecret: FAKE_WEBHOOK_SECRET,
      baseUrl: qoreid.url,
      log: () => undefined,
    });
    const shop = await createAccountApp({ addressVerifier: verifier });
    try {
      const { token, email } = await shop.shopper();
      const asked = await shop.call('PATCH', ADDRESS, { token, body: ASK });
      expect(asked.status).toBe(202);
      // QoreID was sent our own reference for the check, and who lives there.
      const create = qoreid.requests.find((r) => r.method === 'POST' && r.path === '/v1/addresses');
      expect(create?.body).toMatchObject({
        customerReference: expect.stringMatching(/^oja-address-/),
        street: '5 Pending Close',
        lgaName: 'Ikeja',
        stateName: 'Lagos',
        applicant: { firstname: 'Chiamaka', lastname: 'Eze' },
      });
      const [check] = await shop.database.db.select().from(addressChecks);
      expect(check).toMatchObject({ status: 'pending', providerReference: expect.any(String) });

      // A forged callback changes nothing.
      const forged = await shop.call('POST', '/verification/address-webhook', {
        body: JSON.stringify({ event: 'address', event_type: 'verification_completed', data: { id: 1 } }),
        headers: { 'x-verifyme-signature': 'f'.repeat(128) },
      });
      expect(forged.status).toBe(401);

      qoreid.decide(check?.providerReference ?? '', 'VERIFIED');
      const { rawBody, signature } = qoreid.signedCallback(check?.providerReference ?? '');
      const callback = () =>
        shop.call('POST', '/verification/address-webhook', {
          body: rawBody,
          headers: { 'x-verifyme-signature': signature },
        });
      expect(await callback()).toMatchObject({ status: 200, body: { message: 'Address check decided' } });
      expect(await callback()).toMatchObject({ status: 200, body: { message: 'Already decided' } });
      const user = (await shop.call('GET', '/users/get-user', { token })).body.data.user;
      expect(user).toMatchObject({ ...IKEJA, addressCheck: null });
      const emails = (await shop.database.db.select().from(outbox).where(eq(outbox.to, email))).filter((e) =>
        /address/i.test(e.subject),
      );
      expect(emails.map((e) => e.subject)).toEqual(['Your address is verified']);
    } finally {
      await shop.dispose();
      await qoreid.stop();
    }
  });
});
