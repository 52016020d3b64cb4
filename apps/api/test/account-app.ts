import { createApp } from '../src/app.ts';
import { ContractValidator } from '../src/openapi/validator.ts';
import type { AddressVerifier } from '../src/verification/address-verifier.ts';
import { type CreditBureau, SandboxCreditBureau } from '../src/verification/credit-bureau.ts';
import { createAuthApp } from './auth-app.ts';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/**
 * The account area's API on a fresh, seeded database: shoppers sign up and log in through the auth harness,
 * and `call` sends any method with a bearer token, checking every answer against openapi.yaml. The sandbox
 * bureau's log lines are kept in `bureauLog` (and not printed).
 */
export async function createAccountApp(
  options: { addressVerifier?: AddressVerifier; creditBureau?: CreditBureau } = {},
) {
  const auth = await createAuthApp({ catalogue: true });
  const contract = new ContractValidator();
  let clock = Date.parse('2030-01-01T09:00:00Z');
  const bureauLog: string[] = [];
  const app = createApp({
    db: auth.database.db,
    imagesDir: auth.database.dataDir,
    validator: contract,
    now: () => clock,
    addressVerifier: options.addressVerifier,
    creditBureau: options.creditBureau ?? new SandboxCreditBureau((line) => bureauLog.push(line)),
  });

  /** Calls the API; `raw` is the answer's text, to prove what it does not contain. */
  async function call(
    method: Method,
    path: string,
    {
      token,
      body,
      headers: extra,
    }: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
  ) {
    const headers: Record<string, string> = { ...extra };
    if (token) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await app.request(`/api/v1${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const raw = await response.text();
    const json = JSON.parse(raw);
    const check = contract.checkResponse(method, path.split('?')[0] ?? path, response.status, json);
    if (!check.valid)
      throw new Error(
        `${method} ${path} ${response.status} breaks the contract: ${JSON.stringify(check.errors)} ${raw}`,
      );
    return { status: response.status, body: json, raw };
  }

  /** A signed-up, verified, logged-in shopper. */
  async function shopper() {
    const { email, userID } = await auth.signUp();
    return { email, userID, token: await auth.logIn(email) };
  }

  return {
    database: auth.database,
    call,
    shopper,
    bureauLog,
    /** The app's clock (starts 2030-01-01 09:00 UTC; `advance` moves it). */
    now: () => clock,
    advance: (ms: number) => {
      clock += ms;
    },
    dispose: () => auth.dispose(),
  };
}

export type AccountApp = Awaited<ReturnType<typeof createAccountApp>>;

/** The answer of a request for a shopper's own data sent with no Authorization header at all. */
export const NO_TOKEN = { status: 401, body: { success: false, message: 'No auth token found' } };
