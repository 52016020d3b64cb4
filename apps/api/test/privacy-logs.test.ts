import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/connect.ts';
import { users } from '../src/db/schema.ts';
import { PASSWORD } from './auth-app.ts';
import { type RunningServer, startServer } from './process/server.ts';
import { type SmtpPeer, startSmtpPeer } from './support/smtp-peer.ts';
import { createServerData } from './test-database.ts';

/**
 * Issue 41: no personal data in the logs. The real server (`node src/main.ts`), every line it writes to stdout
 * and stderr captured, while statements fail with a shopper's values in them and a shopper signs up, logs in,
 * is verified and pays:
 * - a sign-up whose account the database refuses (a constraint), so the insert into users fails with the
 *   email, phone and password hash as its values (PostgreSQL's detail: 'Failing row contains (…)');
 * - a second sign-up with a taken email (answered as any sign-up, with a notice email to the owner);
 * - a login whose rate-limit counter cannot be written (a constraint refuses it), with 'login:<email>|<address>'
 *   as its value;
 * - an SMTP server that refuses one shopper's mailbox (550, quoting the address), so every email to him fails.
 */
const CHIDI = {
  email: 'chidi.okafor@example.ng',
  phoneNumber: '08035550001',
  firstName: 'Chidi',
  lastName: 'Okafor',
  street: '14 Adeola Odeku Street',
  bvn: '22298765431',
};
/** Signs up, and the database refuses her row. */
const NGOZI = { email: 'ngozi.eze@example.ng', phoneNumber: '08035550002' };
/** Logs in while the rate limits' table refuses his counter. */
const EMEKA = { email: 'emeka.obi@example.ng' };
/** Signs up, and the mail server refuses his mailbox. */
const TUNDE = { email: 'tunde.bakare@example.ng', phoneNumber: '08035550003' };
const CARD = '4084084084084081';
/** A product paid in full: the fan. */
const FAN = 'OJA-HAP-005';

let data: Awaited<ReturnType<typeof createServerData>>;
let smtp: SmtpPeer;
let server: RunningServer | undefined;

/** The database the server will run on, opened by the test before the server starts and after it stops. */
async function withDatabase<T>(work: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>) {
  const database = await openDatabase({
    dataDir: data.dataDir,
    ...(data.env.DATABASE_URL ? { databaseUrl: data.env.DATABASE_URL } : {}),
  });
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

beforeAll(async () => {
  data = await createServerData('oja-privacy-logs-');
  smtp = await startSmtpPeer({ rejectRecipients: new RegExp(TUNDE.email.replace(/\./g, '\\.')) });
  await withDatabase(async (db) => {
    // Ngozi's account cannot be written: the database refuses the row (its values are email, phone, hash).
    await db.execute(
      sql.raw(
        `ALTER TABLE users ADD CONSTRAINT privacy_test_refused_user CHECK (email <> '${NGOZI.email}') NOT VALID`,
      ),
    );
    // Emeka's login counters cannot be written.
    await db.execute(
      sql.raw(
        `ALTER TABLE rate_limits ADD CONSTRAINT privacy_test_refused CHECK (key NOT LIKE '%${EMEKA.email}%') NOT VALID`,
      ),
    );
  });
  server = await startServer({
    ...data.env,
    TRUST_PROXY: '1',
    SMTP_URL: smtp.url(),
    SMTP_ALLOW_PLAINTEXT: '1',
    LOG_LEVEL: 'debug',
  });
}, 180_000);

afterAll(async () => {
  await server?.kill();
  await smtp?.close();
  await data?.dispose();
});

async function call(method: string, path: string, body?: unknown, token?: string) {
  const response = await fetch(`${server?.api}${path}`, {
    method,
    headers: {
      'x-forwarded-for': '203.0.113.41',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as { message?: string; data?: Record<string, unknown> };
  return { status: response.status, json };
}

async function expectOk(answer: Promise<{ status: number; json: { message?: string; data?: unknown } }>) {
  const { status, json } = await answer;
  if (status >= 300) throw new Error(`answered ${status}: ${json.message}`);
  return json.data as Record<string, unknown>;
}

/** The latest code the mail server received for `email` (waits for the message worker to deliver it). */
async function codeFor(email: string): Promise<string> {
  const codeOf = () => {
    const mail = smtp.messages.filter((message) => message.includes(`To: ${email}`)).at(-1) ?? '';
    return /Your Oja code is (\d{4,6})/.exec(mail)?.[1];
  };
  await until(() => codeOf() !== undefined, `a code for ${email}`);
  return codeOf() as string;
}

async function until(condition: () => boolean, what: string, timeoutMs = 20_000) {
  const end = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > end) throw new Error(`waited in vain for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the logs, while statements fail and a shopper signs up, logs in and pays', () => {
  it('hold no email, phone number, name, address, password or its hash, BVN, card number, code or token', async () => {
    const running = server as RunningServer;
    // A sign-up whose row the database refuses.
    const lost = await call('POST', '/auth/register', { ...NGOZI, password: PASSWORD });
    expect(lost.status).toBe(500);
    // A login whose counter the database refuses.
    const refused = await call('POST', '/auth/login', { email: EMEKA.email, password: PASSWORD });
    expect(refused.status).toBe(500);

    // Chidi signs up, verifies his email, logs in, is verified (address, BVN) and pays for a fan by card.
    await expectOk(
      call('POST', '/auth/register', {
        email: CHIDI.email,
        phoneNumber: CHIDI.phoneNumber,
        password: PASSWORD,
      }),
    );
    const signUpCode = await codeFor(CHIDI.email);
    // A sign-up with his email again (someone else's, or his forgotten account): the owner is told by email.
    await expectOk(
      call('POST', '/auth/register', { email: CHIDI.email, phoneNumber: '08035550009', password: PASSWORD }),
    );
    await expectOk(call('POST', '/auth/verify-email', { email: CHIDI.email, otp: signUpCode }));
    const login = await expectOk(call('POST', '/auth/login', { email: CHIDI.email, password: PASSWORD }));
    const token = login.token as string;
    await expectOk(
      call(
        'PATCH',
        '/user/add-resindential-address',
        {
          residentialAddress: CHIDI.street,
          residentialCity: 'Eti-Osa',
          residentialState: 'Lagos',
          firstName: CHIDI.firstName,
          lastName: CHIDI.lastName,
        },
        token,
      ),
    );
    await expectOk(
      call('POST', '/validate-bvn-and-get-credit-summary', { bvn: CHIDI.bvn, consent: true }, token),
    );
    const delivery = await expectOk(
      call(
        'POST',
        '/user/add-delivery-address',
        { streetAddress: CHIDI.street, state: 'Lagos state' },
        token,
      ),
    );
    await expectOk(call('POST', '/cart/add-to-cart', { productID: FAN, quantity: 1 }, token));
    const order = await expectOk(
      call(
        'POST',
        '/orders/create-paystack-order',
        {
          deliveryAddressId: (delivery.addressData as { id: string }).id,
          shippingOption: 'standard',
        },
        token,
      ),
    );
    const reference = (order.paystack_config as { reference: string }).reference;
    const paid = await fetch(
      `http://127.0.0.1:${running.port}/sandbox/card/${encodeURIComponent(reference)}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ cardNumber: CARD, expiry: '12/30', cvv: '408' }).toString(),
        redirect: 'manual',
      },
    );
    expect(paid.status).toBeLessThan(400);
    const verified = await call('POST', '/orders/validate-paystack-payment', { reference }, token);
    expect(verified.json).toMatchObject({ payment_verified: true });

    // Tunde signs up; the mail server refuses his mailbox, and the message worker logs the failure.
    await expectOk(call('POST', '/auth/register', { ...TUNDE, password: PASSWORD }));
    await until(() => /attempt 1 failed/.test(running.output()), 'a failed delivery');
    await running.stop();
    const [chidi] = await withDatabase((db) => db.select().from(users).where(eq(users.email, CHIDI.email)));

    const logs = running.output();
    const personal = [
      CHIDI.email,
      NGOZI.email,
      EMEKA.email,
      TUNDE.email,
      TUNDE.phoneNumber,
      `+234${TUNDE.phoneNumber.slice(1)}`,
      CHIDI.phoneNumber,
      `+234${CHIDI.phoneNumber.slice(1)}`,
      NGOZI.phoneNumber,
      `+234${NGOZI.phoneNumber.slice(1)}`,
      CHIDI.firstName,
      CHIDI.lastName,
      CHIDI.street,
      CHIDI.bvn,
      CARD,
      PASSWORD,
      token,
      chidi?.passwordHash ?? 'no hash read',
    ];
    const found = personal.filter((value) => logs.toLowerCase().includes(value.toLowerCase()));
    expect(found).toEqual([]);
    // No password hash of anyone's (Ngozi's was in the failed insert), and no code standing alone.
    expect(logs).not.toMatch(/scrypt\$/);
    // …nor the sign-up code: four digits standing alone (not part of a time, a number or a request id's hex,
    // where the same four digits turn up by chance: 'ff9af0f1-5524-4e3f-8176-…' failed a CI check).
    expect(logs).not.toMatch(new RegExp(`(?<![\\w:.-])${signUpCode}(?![\\w:.-])`));
    // The failures were logged, by the statement's name and the error's code.
    expect(logs).toContain('"statement":"insert into \\"users\\""');
    expect(logs).toContain('"errorCode":"23514"');
  }, 240_000);
});
