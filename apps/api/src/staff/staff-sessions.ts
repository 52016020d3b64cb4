import { createHash } from 'node:crypto';
import { can, type StaffPermission } from '@oja/domain';
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { reachedOverHttps } from '../auth/public-address.ts';
import { newToken, sameDigest, sha256 } from '../auth/tokens.ts';
import type { Database } from '../db/connect.ts';
import {
  findStaffSession,
  insertStaffSession,
  lockStaffMember,
  revokeStaffSession,
  type StaffRow,
  touchStaffSession,
} from '../db/staff-repository.ts';
import type { ApiEnv } from '../env.ts';
import { refuse } from '../http/refuse.ts';
import type { ContractValidator } from '../openapi/validator.ts';

/**
 * The permission requireStaff checked at the request's start, read again inside the transaction that acts
 * on it (issue 41): a member disabled, or whose role changed, while their request was on its way does not
 * act. Call it first in the transaction; false means refuse with NOT_PERMITTED (403).
 */
export async function stillPermitted(tx: Database, member: StaffRow, permission: StaffPermission) {
  const now = await lockStaffMember(tx, member.id);
  return now !== undefined && now.disabledAt === null && can(now.role, permission);
}

/** A staff session ends after 8 hours without a request. */
const STAFF_IDLE_MS = 8 * 60 * 60 * 1000;
/** The session's last request is written at most once a minute, not on every call. */
const TOUCH_EVERY_MS = 60 * 1000;

/**
 * The staff session cookie: HttpOnly (no script reads it), SameSite=Strict (no other site's page sends it), and
 * only for the admin API's own paths; Secure whenever the shop is reached over HTTPS (PUBLIC_URL, or the
 * trusted proxy's X-Forwarded-Proto: auth/public-address.ts), so it never travels in clear. Over plain http (a
 * developer's localhost, a phone on the LAN) it is not, or browsers that do not count that address as secure
 * (Safari, any LAN address) would drop it and the console could not sign in. Its narrower Path rules out the
 * `__Host-` prefix (which needs Path=/): it keeps its plain name.
 */
export const STAFF_COOKIE = 'oja_staff';
const COOKIE_PATH = '/api/v1/admin';
const cookieOptions = (c: Context) =>
  ({ httpOnly: true, secure: reachedOverHttps(c), sameSite: 'Strict', path: COOKIE_PATH }) as const;
/** Every write carries the session's CSRF token in this header, as well as the cookie. */
const CSRF_HEADER = 'x-csrf-token';

const STAFF_SIGN_IN_NEEDED = 'Please sign in to the console.';
const STAFF_SESSION_ENDED = 'Your console session has ended. Please sign in again.';
const CSRF_REFUSED = 'This request is missing its security token. Please reload the console.';
export const NOT_PERMITTED = 'Your role does not allow this.';

/** What requireStaff adds: the signed-in staff member and the hash of the session's token. */
export type StaffEnv = ApiEnv & { Variables: { staff: StaffRow; staffSessionHash: string } };

/**
 * The CSRF token of a session, derived from its cookie's token: only a page that can already make requests with
 * the cookie (the console itself) can ask for it (GET /admin/session), and no other site can read it.
 */
export function csrfTokenOf(sessionToken: string): string {
  return createHash('sha256').update(`oja-staff-csrf:${sessionToken}`).digest('base64url');
}

/** Starts a session, sets its cookie and answers the CSRF token the console sends with each write. */
export async function startStaffSession(
  c: Parameters<MiddlewareHandler<ApiEnv>>[0],
  member: StaffRow,
  now: number,
): Promise<string> {
  const token = newToken();
  const csrfToken = csrfTokenOf(token);
  await insertStaffSession(
    c.get('db'),
    { tokenHash: sha256(token), csrfHash: sha256(csrfToken), staffId: member.id },
    now,
  );
  setCookie(c, STAFF_COOKIE, token, cookieOptions(c));
  return csrfToken;
}

/** Ends the session of this request and clears its cookie. */
export async function endStaffSession(c: Parameters<MiddlewareHandler<StaffEnv>>[0]): Promise<void> {
  await revokeStaffSession(c.get('db'), c.get('staffSessionHash'), c.get('now')());
  deleteCookie(c, STAFF_COOKIE, cookieOptions(c));
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Checks the request's staff session: its cookie names a live session of an enabled member (else 401), and a
 * write carries the session's CSRF token (else 403). Sets `staff` and `staffSessionHash` and answers nothing
 * when it holds; answers the refusal when not.
 */
async function authenticateStaff(c: Context<StaffEnv>): Promise<Response | undefined> {
  const token = getCookie(c, STAFF_COOKIE);
  if (!token || !/^[A-Za-z0-9_-]{1,200}$/.test(token)) return refuse(c, 401, STAFF_SIGN_IN_NEEDED);
  const db = c.get('db');
  const now = c.get('now')();
  const tokenHash = sha256(token);
  const found = await findStaffSession(db, tokenHash);
  const idle = found ? now - found.session.lastSeenAt.getTime() : 0;
  if (!found || found.member.disabledAt !== null || idle > STAFF_IDLE_MS) {
    if (found) await revokeStaffSession(db, tokenHash, now);
    deleteCookie(c, STAFF_COOKIE, cookieOptions(c));
    return refuse(c, 401, STAFF_SESSION_ENDED);
  }
  if (!SAFE_METHODS.has(c.req.method)) {
    const csrf = c.req.header(CSRF_HEADER) ?? '';
    if (!/^[A-Za-z0-9_-]{1,200}$/.test(csrf) || !sameDigest(sha256(csrf), found.session.csrfHash)) {
      return refuse(c, 403, CSRF_REFUSED);
    }
  }
  if (idle > TOUCH_EVERY_MS) await touchStaffSession(db, tokenHash, now);
  c.set('staff', found.member);
  c.set('staffSessionHash', tokenHash);
  return undefined;
}

/**
 * Checks the staff session of every operation openapi.yaml secures with `staffSession`, before the contract
 * middleware reads its body (issue 45): a visitor without a session learns they must sign in (401), not the
 * body's field rules (400). Mounted ahead of contractMiddleware; the route's own requireStaff then checks the
 * role only. Unknown paths and methods pass on, for the contract middleware's 404 and 405.
 */
export function staffSessionFirst(
  validator: ContractValidator,
  basePath: string,
): MiddlewareHandler<StaffEnv> {
  return async (c, next) => {
    const operation = validator.match(c.req.method, c.req.path.slice(basePath.length) || '/');
    const secured =
      typeof operation === 'object' &&
      (operation.security ?? []).some((requirement) => 'staffSession' in requirement);
    if (secured) {
      const refusal = await authenticateStaff(c);
      if (refusal) return refusal;
    }
    await next();
  };
}

/**
 * Requires a live staff session, and `permission` when given: 401 without one (a shopper's bearer token is
 * not one, whatever it is), 403 when a write lacks the session's CSRF token or the role lacks the permission.
 * A session dies after 8 hours idle, when revoked, and when its staff member is disabled. A session
 * staffSessionFirst already checked in this request is not looked up again.
 */
export function requireStaff(permission?: StaffPermission): MiddlewareHandler<StaffEnv> {
  return async (c, next) => {
    if ((c.get('staff') as StaffRow | undefined) === undefined) {
      const refusal = await authenticateStaff(c);
      if (refusal) return refusal;
    }
    if (permission && !can(c.get('staff').role, permission)) return refuse(c, 403, NOT_PERMITTED);
    await next();
  };
}
