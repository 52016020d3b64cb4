import type { StaffRole } from '@oja/domain';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../src/auth/passwords.ts';
import { auditEvents } from '../src/db/schema.ts';
import { insertStaff } from '../src/db/staff-repository.ts';
import { newTotpSecret, totpCode } from '../src/staff/totp.ts';
import type { AuthApp } from './auth-app.ts';

export const STAFF_PASSWORD = 'Staff-secret-1';

export interface AdminAnswer {
  status: number;
  body: { success: boolean; message: string; data?: unknown };
  cookie: string | null;
}

export interface StaffLogin {
  email: string;
  totpSecret: string;
  address: string;
  password?: string;
}

let staffCount = 0;

/**
 * The admin API's calls on a test app (auth-app.ts): staff inserted set up, requests with a cookie, a CSRF
 * token or a shopper's bearer token, every answer checked against openapi.yaml, and the audit trail read back.
 */
export function adminCalls(shop: Pick<AuthApp, 'app' | 'contract' | 'database'>) {
  async function newStaff(role: StaffRole): Promise<StaffLogin> {
    staffCount++;
    const totpSecret = newTotpSecret();
    const email = `${role}${staffCount}@oja.test`;
    await insertStaff(
      shop.database.db,
      {
        email,
        name: `${role} ${staffCount}`,
        role,
        passwordHash: await hashPassword(STAFF_PASSWORD),
        totpSecret,
      },
      Date.now(),
    );
    return { email, totpSecret, address: `192.0.2.${staffCount}` };
  }

  async function call(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    {
      body,
      cookie,
      csrf,
      address = '192.0.2.250',
      bearer,
      proto,
    }: {
      body?: unknown;
      cookie?: string;
      csrf?: string;
      address?: string;
      bearer?: string;
      /** What the trusted proxy says the browser used (X-Forwarded-Proto); none: plain http. */
      proto?: 'https' | 'http';
    } = {},
  ): Promise<AdminAnswer> {
    const headers: Record<string, string> = { 'x-forwarded-for': address };
    if (proto) headers['x-forwarded-proto'] = proto;
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (cookie) headers.cookie = cookie;
    if (csrf) headers['x-csrf-token'] = csrf;
    if (bearer) headers.authorization = `Bearer ${bearer}`;
    const response = await shop.app.request(`/api/v1${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = await response.json();
    const check = shop.contract.checkResponse(method, path.split('?')[0] ?? path, response.status, json);
    if (!check.valid)
      throw new Error(`${method} ${path} answered outside the contract: ${JSON.stringify(check.errors)}`);
    return { status: response.status, body: json, cookie: response.headers.get('set-cookie') };
  }

  /**
   * Signs in with the code of the moment `at` (now; 30 s earlier is still accepted, so one member can sign in
   * twice without waiting for a new code); answers the session's cookie and CSRF token (throws on a refusal).
   */
  async function signIn(member: StaffLogin, at = Date.now(), proto?: 'https' | 'http') {
    const answer = await call('POST', '/admin/session', {
      ...(proto ? { proto } : {}),
      body: {
        email: member.email,
        password: member.password ?? STAFF_PASSWORD,
        code: totpCode(member.totpSecret, at),
      },
      address: member.address,
    });
    if (answer.status !== 200) throw new Error(`sign-in answered ${answer.status}: ${answer.body.message}`);
    const cookie = (answer.cookie ?? '').split(';')[0] ?? '';
    const { csrfToken } = answer.body.data as { csrfToken: string };
    return { cookie, csrf: csrfToken, answer };
  }

  async function auditOf(email: string) {
    return shop.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.staffEmail, email))
      .orderBy(auditEvents.id);
  }

  return { newStaff, call, signIn, auditOf };
}
