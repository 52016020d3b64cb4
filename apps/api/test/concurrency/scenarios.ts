import { and, desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../../src/db/connect.ts';
import { otpCodes, users } from '../../src/db/schema.ts';

/**
 * The attacks the security review ran, as bursts of parallel requests over real HTTP, spread round-robin
 * over one or more server processes that share a database. Each scenario makes its own shopper, with
 * addresses of its own (the servers trust X-Forwarded-For), so scenarios never share a counter.
 */
const PASSWORD = 'Sup3r-secret!';
let counter = 0;
const unique = () => `${process.pid}${Date.now().toString(36)}${++counter}`;
const addressOf = (n: number) => `198.18.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
let addressCounter = 0;
const newAddress = () => addressOf(++addressCounter + (process.pid % 200) * 1000);

export class Targets {
  #next = 0;
  readonly urls: string[];
  constructor(urls: string[]) {
    this.urls = urls;
  }

  /** One request to the next server in turn; answers the status and the JSON body. */
  async call(
    method: 'GET' | 'POST',
    path: string,
    { body, token, address }: { body?: unknown; token?: string; address: string },
  ): Promise<{
    status: number;
    body: { success: boolean; message: string; data?: Record<string, unknown> };
  }> {
    const url = this.urls[this.#next++ % this.urls.length];
    const headers: Record<string, string> = { 'x-forwarded-for': address };
    if (token) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${url}/api/v1${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: await response.json() };
  }

  async outbox(email: string) {
    const answer = await this.call('GET', `/dev/outbox?email=${encodeURIComponent(email)}`, {
      address: newAddress(),
    });
    return answer.body.data?.messages as Array<{ subject: string; text: string }>;
  }

  async latestCode(email: string): Promise<string> {
    const code = /Your Oja code is (\d{4})/.exec((await this.outbox(email))[0]?.text ?? '')?.[1];
    if (!code) throw new Error(`no code in the outbox of ${email}`);
    return code;
  }

  /** A verified shopper, signed up through the servers. */
  async shopper() {
    const id = unique();
    const email = `burst${id}@example.com`;
    const phoneNumber = `080${String(Number.parseInt(id.replace(/\D/g, '').slice(-8) || '1', 10)).padStart(8, '0')}`;
    const address = newAddress();
    const registered = await this.call('POST', '/auth/register', {
      body: { email, phoneNumber, password: PASSWORD },
      address,
    });
    expect(registered.status).toBe(201);
    const verified = await this.call('POST', '/auth/verify-email', {
      body: { email, otp: await this.latestCode(email) },
      address,
    });
    expect(verified.status).toBe(200);
    return { email, address };
  }

  async logIn(email: string, address: string) {
    const answer = await this.call('POST', '/auth/login', { body: { email, password: PASSWORD }, address });
    expect(answer.status).toBe(200);
    return answer.body.data?.token as string;
  }
}

const tally = (statuses: Array<{ status: number; body: { message: string } }>) => {
  const counts: Record<string, number> = {};
  for (const a of statuses) {
    const key = `${a.status} ${a.body.message}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
};

/** How many tries the newest reset code of an email has counted, read from the database. */
async function triesOfResetCode(db: Database, email: string): Promise<number> {
  const [row] = await db
    .select({ attempts: otpCodes.attempts })
    .from(otpCodes)
    .innerJoin(users, eq(otpCodes.userId, users.id))
    .where(and(eq(users.email, email), eq(otpCodes.purpose, 'reset-password')))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  if (!row) throw new Error(`no reset code for ${email}`);
  return row.attempts;
}

/**
 * 100 parallel guesses at one reset code (the right one among them), each from its own address. How many
 * were checked against the code is read from the code's own counter: the answers cannot tell it, since a
 * guess that arrives after the right one used the code up is refused unchecked with the same 'Wrong otp!'.
 */
async function guessOneCode(targets: Targets, db: Database) {
  const { email } = await targets.shopper();
  expect(
    (await targets.call('POST', '/auth/forgot-password', { body: { email }, address: newAddress() })).status,
  ).toBe(200);
  const code = await targets.latestCode(email);
  const right = Math.floor(Math.random() * 100);
  const guesses = Array.from({ length: 100 }, (_, i) =>
    i === right ? code : String((Number(code) + 1 + i) % 10_000).padStart(4, '0'),
  );
  const answers = await Promise.all(
    guesses.map((otp) =>
      targets.call('POST', '/auth/verify-otp', { body: { email, otp }, address: newAddress() }),
    ),
  );
  return {
    checked: await triesOfResetCode(db, email),
    accepted: answers.filter((a) => a.status === 200).length,
    tally: tally(answers),
  };
}

/** 50 parallel logins with wrong passwords from one address, then the right password from it. */
async function burstOfWrongPasswords(targets: Targets) {
  const { email } = await targets.shopper();
  const address = newAddress();
  const answers = await Promise.all(
    Array.from({ length: 50 }, (_, i) =>
      targets.call('POST', '/auth/login', { body: { email, password: `Wr0ng-pass-${i}` }, address }),
    ),
  );
  const right = await targets.call('POST', '/auth/login', { body: { email, password: PASSWORD }, address });
  return {
    checked: answers.filter((a) => a.status === 401).length,
    rightPassword: right.status,
    // Past the limit the right password too is asked for a solved challenge (issue 41), not refused.
    challenged: 'challenge' in right.body,
    tally: tally(answers),
  };
}

/** 20 parallel BVN checks by one shopper. */
async function burstOfBvnChecks(targets: Targets) {
  const { email, address } = await targets.shopper();
  const token = await targets.logIn(email, address);
  const answers = await Promise.all(
    Array.from({ length: 20 }, () =>
      targets.call('POST', '/validate-bvn-and-get-credit-summary', {
        body: { bvn: '22222222222', consent: true },
        token,
        address,
      }),
    ),
  );
  return { ran: answers.filter((a) => a.status === 200).length, tally: tally(answers) };
}

/** 20 parallel forgot-password requests for one email. */
async function burstOfForgotPassword(targets: Targets) {
  const { email } = await targets.shopper();
  const answers = await Promise.all(
    Array.from({ length: 20 }, () =>
      targets.call('POST', '/auth/forgot-password', { body: { email }, address: newAddress() }),
    ),
  );
  const resetEmails = (await targets.outbox(email)).filter((m) => m.subject === 'Reset your Oja password');
  return { answered200: answers.filter((a) => a.status === 200).length, emails: resetEmails.length };
}

/** Runs every scenario and checks the limits held. */
export async function expectEveryLimitHolds(targets: Targets, db: Database, label: string) {
  const otp = await guessOneCode(targets, db);
  console.log(`[${label}] 100 parallel guesses at one code: ${otp.checked} checked`, otp.tally);
  expect(otp.checked).toBeLessThanOrEqual(5);

  const login = await burstOfWrongPasswords(targets);
  console.log(
    `[${label}] 50 parallel wrong logins:`,
    login.tally,
    'then the right one:',
    login.rightPassword,
  );
  expect(login.checked).toBeLessThanOrEqual(5);
  expect(login.rightPassword).toBe(429);
  expect(login.challenged).toBe(true);

  const bvn = await burstOfBvnChecks(targets);
  console.log(`[${label}] 20 parallel BVN checks:`, bvn.tally);
  expect(bvn.ran).toBe(5);

  const forgot = await burstOfForgotPassword(targets);
  console.log(
    `[${label}] 20 parallel forgot-password: ${forgot.answered200} answered 200, ${forgot.emails} email(s)`,
  );
  expect(forgot.answered200).toBe(20);
  expect(forgot.emails).toBe(1);
}
