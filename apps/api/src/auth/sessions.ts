import { and, eq, gt } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { Database } from '../db/connect.ts';
import { sessions, users } from '../db/schema.ts';
import type { UserRow } from '../db/users-repository.ts';
import type { GuestOrSignedInEnv, SignedInEnv } from '../env.ts';
import { refuse } from '../http/refuse.ts';
import { newToken, sha256 } from './tokens.ts';

/** A session lasts 7 days from login. */
export const SESSION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
export const SESSION_INVALID = 'Session expired or invalid';
/** A request for a shopper's own data that carries no `Authorization` header at all (spec §8, login). */
const NO_AUTH_TOKEN = 'No auth token found';

/** Starts a session; returns the bearer token (only its SHA-256 is stored). */
export async function createSession(db: Database, userId: number, now: number): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    tokenHash: sha256(token),
    userId,
    createdAt: new Date(now),
    expiresAt: new Date(now + SESSION_LIFETIME_MS),
  });
  return token;
}

export async function deleteSession(db: Database, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/** The token of an `Authorization: Bearer …` header, or null. */
function bearerOf(header: string | undefined): string | null {
  // The scheme is case-insensitive (RFC 9110); the token is ours and exact.
  const match = /^Bearer ([A-Za-z0-9_-]{1,200})$/i.exec(header?.trim() ?? '');
  return match?.[1] ?? null;
}

/**
 * Requires a live session: sets `user` and `sessionTokenHash`, else answers 401: 'No auth token found'
 * without an Authorization header, 'Session expired or invalid' with one (unknown, expired, logged-out and
 * malformed tokens alike).
 */
export const requireUser: MiddlewareHandler<SignedInEnv> = async (c, next) => {
  if (c.req.header('authorization') === undefined) return refuse(c, 401, NO_AUTH_TOKEN);
  const session = await liveSession(c.get('db'), c.req.header('authorization'), c.get('now')());
  if (!session) return refuse(c, 401, SESSION_INVALID);
  c.set('user', session.user);
  c.set('sessionTokenHash', session.tokenHash);
  await next();
};

/**
 * For routes guests use too (the cart): with no Authorization header the request goes on as a guest's (`user`
 * undefined); with one, the session must be live (401 otherwise), and `user` is set.
 */
export const optionalUser: MiddlewareHandler<GuestOrSignedInEnv> = async (c, next) => {
  if (c.req.header('authorization') === undefined) {
    c.set('user', undefined);
    return next();
  }
  const session = await liveSession(c.get('db'), c.req.header('authorization'), c.get('now')());
  if (!session) return refuse(c, 401, SESSION_INVALID);
  c.set('user', session.user);
  await next();
};

/** The bearer token's live session: its user and the token's hash, or null. */
async function liveSession(
  db: Database,
  authorization: string | undefined,
  now: number,
): Promise<{ user: UserRow; tokenHash: string } | null> {
  const token = bearerOf(authorization);
  return token ? liveSessionOfToken(db, token, now) : null;
}

/** The live session of a session token (a bearer's, the page cookie's): its user and the token's hash, or null. */
export async function liveSessionOfToken(
  db: Database,
  token: string,
  now: number,
): Promise<{ user: UserRow; tokenHash: string } | null> {
  const tokenHash = sha256(token);
  const [row] = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(sessions.userId, users.id))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, new Date(now))));
  return row ? { user: row.user, tokenHash } : null;
}
