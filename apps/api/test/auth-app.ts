import { count } from 'drizzle-orm';
import { createApp } from '../src/app.ts';
import { users } from '../src/db/schema.ts';
import { SandboxEmailSender } from '../src/email/sandbox.ts';
import type { EmailSender } from '../src/email/sender.ts';
import { ContractValidator } from '../src/openapi/validator.ts';
import { createTestDatabase } from './test-database.ts';

export const PASSWORD = 'Sup3r-secret!';
export const NEW_PASSWORD = 'An0ther-secret!';

let counter = 0;
/** A fresh email, phone number and client address per test, so rate limits never leak between tests. */
export function newShopper() {
  counter++;
  const n = `${process.pid}${counter}`.slice(-8).padStart(8, '0');
  return { email: `shopper${counter}@example.com`, phoneNumber: `080${n}`, address: `203.0.113.${counter}` };
}

/**
 * The API on a fresh database with a clock the test moves, the email sandbox, and X-Forwarded-For trusted
 * so each test has its own client address. Every answer is checked against openapi.yaml.
 */
export async function createAuthApp(options: { email?: EmailSender; catalogue?: boolean } = {}) {
  const database = await createTestDatabase({ catalogue: options.catalogue ?? false });
  const contract = new ContractValidator();
  let clock = Date.parse('2030-01-01T08:00:00Z');
  const now = () => clock;
  const app = createApp({
    db: database.db,
    imagesDir: database.dataDir,
    validator: contract,
    now,
    trustProxy: true,
    // The sandbox, quiet: no log line per message in the test output.
    email: options.email ?? new SandboxEmailSender(database.db, now, () => undefined),
  });

  async function call(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    {
      token,
      address = '198.51.100.1',
      authorization,
    }: { token?: string; address?: string; authorization?: string } = {},
  ) {
    const headers: Record<string, string> = { 'x-forwarded-for': address };
    if (token) headers.authorization = `Bearer ${token}`;
    if (authorization) headers.authorization = authorization;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await app.request(`/api/v1${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const json = await response.json();
    const check = contract.checkResponse(method, path.split('?')[0] ?? path, response.status, json);
    if (!check.valid)
      throw new Error(
        `${method} ${path} ${response.status} breaks the contract: ${JSON.stringify(check.errors)} ${JSON.stringify(json)}`,
      );
    return { status: response.status, body: json };
  }

  const post = (path: string, body?: unknown, opts?: { token?: string; address?: string }) =>
    call('POST', path, body, opts);
  const get = (path: string, opts?: { token?: string; address?: string; authorization?: string }) =>
    call('GET', path, undefined, opts);

  /** The code in the newest sandbox email to `email`. */
  async function latestCode(email: string): Promise<string> {
    const { body } = await get(`/dev/outbox?email=${encodeURIComponent(email)}`);
    const code = /Your Oja code is (\d{4})/.exec(body.data.messages[0]?.text ?? '')?.[1];
    if (!code) throw new Error(`no code in the outbox of ${email}`);
    return code;
  }

  async function outboxSize(email: string): Promise<number> {
    const { body } = await get(`/dev/outbox?email=${encodeURIComponent(email)}`);
    return body.data.messages.length;
  }

  /** Signs up (and verifies, unless told not to); answers the shopper with their userID. */
  async function signUp({ verify = true } = {}) {
    const shopper = newShopper();
    const { email, phoneNumber, address } = shopper;
    const answer = await post('/auth/register', { email, phoneNumber, password: PASSWORD }, { address });
    if (answer.status !== 201) throw new Error(`register answered ${answer.status}`);
    if (verify) {
      const verified = await post('/auth/verify-email', { email, otp: await latestCode(email) }, { address });
      if (verified.status !== 200) throw new Error(`verify-email answered ${verified.status}`);
    }
    return { ...shopper, userID: answer.body.data.userID as string };
  }

  /** Logs in and answers the token. */
  async function logIn(email: string, password = PASSWORD, address?: string): Promise<string> {
    const { status, body } = await post('/auth/login', { email, password }, address ? { address } : {});
    if (status !== 200) throw new Error(`login answered ${status}: ${body.message}`);
    return body.data.token;
  }

  async function userCount(): Promise<number> {
    const [row] = await database.db.select({ n: count() }).from(users);
    return row?.n ?? 0;
  }

  return {
    database,
    /** The app itself, for requests the helpers above do not make (other methods, cookies). */
    app,
    /** The answer checker every helper uses: openapi.yaml. */
    contract,
    post,
    get,
    latestCode,
    outboxSize,
    signUp,
    logIn,
    userCount,
    advance: (ms: number) => {
      clock += ms;
    },
    dispose: () => database.dispose(),
  };
}

export type AuthApp = Awaited<ReturnType<typeof createAuthApp>>;
export const MINUTE = 60_000;
