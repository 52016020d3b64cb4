import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressCheckRequest } from '../src/verification/address-verifier.ts';
import { QoreIdAddressVerifier } from '../src/verification/qoreid-address-verifier.ts';
import { FAKE_CLIENT_ID, FAKE_SECRET, FAKE_WEBHOOK_SECRET, FakeQoreId } from './support/fake-qoreid.ts';

const fake = new FakeQoreId();
/** The lines logged since the test began reading them; `everyLine` keeps them all. */
const logged: string[] = [];
const everyLine: string[] = [];
/**
 * Long enough that a loaded 2-core machine (the whole suite beside the e2e journeys) answers an ordinary call in
 * time: at 200 ms, a token call that took longer made the first check 'unavailable' in one CI run.
 */
const TIMEOUT_MS = 1_500;
const PHONE = '08031234567';

const connect = (overrides: { secret?: string } = {}) =>
  new QoreIdAddressVerifier({
    clientId: FAKE_CLIENT_ID,
    secret: overrides.secret ?? FAKE_SECRET,
    webhookSecret: FAKE_WEBHOOK_SECRET,
    baseUrl: fake.url,
    timeoutMs: TIMEOUT_MS,
    log: (line) => {
      logged.push(line);
      everyLine.push(line);
    },
  });
let verifier: QoreIdAddressVerifier;

beforeAll(async () => {
  await fake.start();
  verifier = connect();
});
afterAll(() => fake.stop());

let n = 0;
const ask = (street = '12 Adeola Odeku Street'): AddressCheckRequest => ({
  address: { residentialAddress: street, residentialCity: 'Eti-Osa', residentialState: 'Lagos' },
  applicant: { firstName: 'Adaeze', lastName: 'Okafor', phone: PHONE },
  reference: `address-check-${++n}`,
  requestedAt: new Date(),
});
const pendingId = async (request = ask()) => {
  const check = await verifier.verify(request);
  if (check.status !== 'pending') throw new Error(`expected pending, got ${JSON.stringify(check)}`);
  return check.providerReference;
};
const tokenCalls = () => fake.requests.filter((request) => request.path === '/token').length;
const header = (headers: Record<string, string>) => (name: string) => headers[name.toLowerCase()];

describe('the QoreID address verifier, against a local fake of its address verification', () => {
  it('asks for a field visit with our reference and the address as QoreID names it: pending with its id', async () => {
    const request = ask();
    const check = await verifier.verify(request);
    const created = fake.requests.at(-1);
    expect(created?.method).toBe('POST');
    expect(created?.path).toBe('/v1/addresses');
    expect(created?.authorization).toMatch(/^Bearer \S+$/);
    expect(created?.body).toEqual({
      customerReference: request.reference,
      street: '12 Adeola Odeku Street',
      lgaName: 'Eti-Osa',
      city: 'Eti-Osa',
      stateName: 'Lagos',
      applicant: { firstname: 'Adaeze', lastname: 'Okafor', phone: PHONE },
    });
    expect(check).toEqual({ status: 'pending', providerReference: expect.stringMatching(/^\d+$/) });
  });

  it('the poll: pending until the visit reports, then verified', async () => {
    const id = await pendingId();
    expect(await verifier.status(id, new Date(), new Date())).toEqual({
      status: 'pending',
      providerReference: id,
    });
    fake.decide(id, 'VERIFIED');
    expect(await verifier.status(id, new Date(), new Date())).toEqual({ status: 'verified' });
    expect(fake.requests.at(-1)?.path).toBe(`/v1/addresses/${id}`);
  });

  it.each([
    ['WRONG_ADDRESS', 'QoreID: WRONG_ADDRESS (FAILED - NOT IN RESIDENCE)'],
    ['INVALID_ADDRESS', 'QoreID: INVALID_ADDRESS (FAILED - INVALID ADDRESS)'],
    ['NO_ACCESS', 'QoreID: NO_ACCESS (CANNOT ACCESS ADDRESS)'],
    ['CANCELLED', 'QoreID: CANCELLED (CANCELLED)'],
  ] as const)('a visit that finds %s fails, naming the status and subStatus', async (outcome, reason) => {
    const id = await pendingId();
    fake.decide(id, outcome);
    expect(await verifier.status(id, new Date(), new Date())).toEqual({ status: 'failed', reason });
  });

  it('keeps its token: one token call for two checks', async () => {
    await verifier.verify(ask());
    const before = tokenCalls();
    await verifier.verify(ask());
    await verifier.verify(ask());
    expect(tokenCalls()).toBe(before);
  });

  it('a token QoreID refuses (401) is renewed once and the call retried: the check goes through', async () => {
    await verifier.verify(ask());
    const before = fake.requests.length;
    fake.expireTokens();
    expect((await verifier.verify(ask())).status).toBe('pending');
    expect(fake.requests.slice(before).map((request) => request.path)).toEqual([
      '/v1/addresses',
      '/token',
      '/v1/addresses',
    ]);
  });

  it('a token about to expire (within the minute) is not used: a new one is asked for', async () => {
    fake.tokenLifetimeSeconds = 30;
    try {
      const fresh = connect();
      const before = tokenCalls();
      await fresh.verify(ask());
      await fresh.verify(ask());
      expect(tokenCalls()).toBe(before + 2);
    } finally {
      fake.tokenLifetimeSeconds = 7200;
    }
  });

  it('a refusal that persists after a fresh token is unavailable, retried once only', async () => {
    fake.refuseEveryToken = true;
    fake.expireTokens();
    try {
      const before = fake.requests.length;
      const check = await verifier.verify(ask());
      expect(check).toEqual({ status: 'unavailable', reason: expect.stringContaining('401') });
      expect(fake.requests.slice(before).map((request) => request.path)).toEqual([
        '/v1/addresses',
        '/token',
        '/v1/addresses',
      ]);
    } finally {
      fake.refuseEveryToken = false;
    }
  });

  it('wrong client credentials: the token is refused, unavailable', async () => {
    const check = await connect({ secret: 'not-the-secret' }).verify(ask());
    expect(check).toEqual({ status: 'unavailable', reason: 'QoreID: token: 401, Invalid credentials' });
  });

  it('an address QoreID refuses (400) is unavailable with its message, and logged', async () => {
    logged.length = 0;
    const check = await verifier.verify(ask(''));
    expect(check).toEqual({ status: 'unavailable', reason: 'QoreID: 400, street should not be empty' });
    expect(logged.join('\n')).toContain('street should not be empty');
  });

  it.each([
    ['timeout', 'addresses', 'time-out'],
    ['server-error', 'addresses', '503'],
    ['not-json', 'addresses', 'not JSON'],
    ['malformed', 'addresses', 'unreadable verification'],
    ['timeout', 'token', 'token: time-out'],
    ['server-error', 'token', 'token: 503'],
    ['not-json', 'token', 'token: 200, not JSON'],
    ['malformed', 'token', 'token: unreadable answer'],
  ] as const)('a %s from the %s endpoint is unavailable, within the time-out', async (failure, at, why) => {
    const fresh = connect(); // no token yet: the token endpoint is asked
    fake.failNext(failure, at);
    logged.length = 0;
    const started = performance.now();
    const check = await fresh.verify(ask());
    // Bounded by the time-out (twice it, for a loaded machine), never left hanging.
    expect(performance.now() - started).toBeLessThan(2 * TIMEOUT_MS);
    expect(check).toEqual({ status: 'unavailable', reason: expect.stringContaining(why) });
    expect(logged.join('\n')).toContain(why);
  });

  it('a poll that fails, or names no verification QoreID knows, is unavailable', async () => {
    const id = await pendingId();
    fake.failNext('timeout');
    expect((await verifier.status(id, new Date(), new Date())).status).toBe('unavailable');
    fake.failNext('malformed');
    expect((await verifier.status(id, new Date(), new Date())).status).toBe('unavailable');
    expect(await verifier.status('999999', new Date(), new Date())).toEqual({
      status: 'unavailable',
      reason: 'QoreID: 404, Verification not found',
    });
  });

  it('no QoreID at all (nothing listening): unavailable', async () => {
    const nowhere = new QoreIdAddressVerifier({
      clientId: FAKE_CLIENT_ID,
      secret: FAKE_SECRET,
      webhookSecret: FAKE_WEBHOOK_SECRET,
      baseUrl: 'http://127.0.0.1:9',
      timeoutMs: TIMEOUT_MS,
      log: () => undefined,
    });
    expect(await nowhere.verify(ask())).toEqual({
      status: 'unavailable',
      reason: 'QoreID: token: no answer',
    });
  });
});

describe("QoreID's signed callback", () => {
  it('a completed visit, signed: its verification and result', async () => {
    const verified = await pendingId();
    fake.decide(verified, 'VERIFIED');
    const { rawBody, signature } = fake.signedCallback(verified);
    expect(verifier.readCallback({ rawBody, header: header({ 'x-verifyme-signature': signature }) })).toEqual(
      {
        providerReference: verified,
        result: { status: 'verified' },
      },
    );

    const wrong = await pendingId();
    fake.decide(wrong, 'WRONG_ADDRESS');
    const failed = fake.signedCallback(wrong);
    expect(
      verifier.readCallback({
        rawBody: failed.rawBody,
        header: header({ 'x-verifyme-signature': failed.signature }),
      }),
    ).toEqual({ providerReference: wrong, result: { status: 'failed', reason: 'QoreID: WRONG_ADDRESS' } });
  });

  it('a visit that has started decides nothing: result null', async () => {
    const id = await pendingId();
    const { rawBody, signature } = fake.signedCallback(id, 'verification_started');
    expect(verifier.readCallback({ rawBody, header: header({ 'x-verifyme-signature': signature }) })).toEqual(
      {
        providerReference: id,
        result: null,
      },
    );
  });

  it("another product's event decides no address: result null", () => {
    const rawBody = JSON.stringify({
      event: 'identity',
      event_type: 'verification_completed',
      data: { id: 7, status: { status: 'verified', state: 'complete' } },
    });
    const signature = fake.sign(rawBody);
    expect(verifier.readCallback({ rawBody, header: header({ 'x-verifyme-signature': signature }) })).toEqual(
      {
        providerReference: '7',
        result: null,
      },
    );
  });

  it('a tampered body, a wrong or short signature, or none: not QoreID’s (null)', async () => {
    const id = await pendingId();
    fake.decide(id, 'WRONG_ADDRESS');
    const { rawBody, signature } = fake.signedCallback(id);
    const tampered = rawBody.replace('"wrong_address"', '"verified"');
    expect(tampered).not.toBe(rawBody);
    const read = (body: string, headers: Record<string, string>) =>
      verifier.readCallback({ rawBody: body, header: header(headers) });
    expect(read(tampered, { 'x-verifyme-signature': signature })).toBeNull();
    expect(read(rawBody, { 'x-verifyme-signature': '0'.repeat(signature.length) })).toBeNull();
    expect(read(rawBody, { 'x-verifyme-signature': signature.slice(0, 64) })).toBeNull();
    expect(read(rawBody, { 'x-verifyme-signature': '' })).toBeNull();
    expect(read(rawBody, {})).toBeNull();
  });

  it('the payload as the webhook configuration page shows it (status at the top level) reads too', () => {
    const rawBody = JSON.stringify({
      event: 'address',
      event_type: 'verification_completed',
      id: 88,
      summary: { address_check: 'verified' },
      status: { status: 'verified', state: 'complete' },
    });
    const signature = fake.sign(rawBody);
    expect(verifier.readCallback({ rawBody, header: header({ 'x-verifyme-signature': signature }) })).toEqual(
      {
        providerReference: '88',
        result: { status: 'verified' },
      },
    );
  });

  it("a body signed as the docs' example signs it (the payload re-written compact) is QoreID's too", async () => {
    const id = await pendingId();
    fake.decide(id, 'VERIFIED');
    const { rawBody, signature } = fake.signedCallback(id);
    const pretty = JSON.stringify(JSON.parse(rawBody), null, 2);
    expect(
      verifier.readCallback({ rawBody: pretty, header: header({ 'x-verifyme-signature': signature }) }),
    ).toEqual({ providerReference: id, result: { status: 'verified' } });
    expect(
      verifier.readCallback({
        rawBody: pretty.replace('"verified"', '"wrong_address"'),
        header: header({ 'x-verifyme-signature': signature }),
      }),
    ).toBeNull();
  });

  it("the applicant's phone was never logged, by any check above", () => {
    expect(everyLine.length).toBeGreaterThan(0);
    expect(everyLine.join('\n')).not.toContain(PHONE);
  });
});
