import { CHALLENGE_LIFETIME_MS, CHALLENGE_MAX_NUMBER } from '@oja/domain';
import { createChallenge, verifySolution } from 'altcha-lib/v1';
import type { Context } from 'hono';
import type { Database } from '../db/connect.ts';
import { type Limit, takeAttempt } from '../db/rate-limits-repository.ts';
import { signInKey } from './sign-in-secret.ts';

/**
 * The proof-of-work challenge that replaces a refusal when an address passes a ceiling (issue 41): one
 * address may be thousands of shoppers behind carrier-grade NAT, so it is asked for a second or two of work
 * per attempt, never turned away. ALTCHA's classic challenge (altcha-lib, self-hosted, no third party): find
 * the number below `maxnumber` whose SHA-256 with the salt is `challenge`; the server signs the challenge, so
 * it stores nothing until an answer comes back. An answer is used once (a row of rate_limits until the
 * challenge expires, which the purge job then deletes) and the challenge lives `CHALLENGE_LIFETIME_MS`.
 */

/** The request header a solved challenge comes back in: ALTCHA's payload, base64 of its JSON. */
const CHALLENGE_HEADER = 'X-Altcha';

/** Said with every challenge; a client that cannot solve one shows it as it is, so it promises nothing. */
export const SOLVE_THE_CHALLENGE =
  'Many attempts come from your network right now: a quick connection check is needed to go on.';
export const CHALLENGE_NOT_SOLVED = 'The connection check did not pass. Please try again.';

/**
 * Tests only: OJA_TEST_CHEAP_CHALLENGES=1 (the API's vitest config sets it) makes challenges 100 times
 * cheaper, so a test answering hundreds of them takes seconds, not minutes. Ignored with OJA_MODE=production.
 */
const CHEAP_CHALLENGES_ENV = 'OJA_TEST_CHEAP_CHALLENGES';

/** The difficulty of a new challenge: `CHALLENGE_MAX_NUMBER`, unless a test asked for cheap ones. */
export function challengeMaxNumber(env: Record<string, string | undefined> = process.env): number {
  const cheap = env[CHEAP_CHALLENGES_ENV] === '1' && env.OJA_MODE !== 'production';
  return cheap ? CHALLENGE_MAX_NUMBER / 100 : CHALLENGE_MAX_NUMBER;
}

/** A fresh challenge, expiring `CHALLENGE_LIFETIME_MS` after `now` (the app's clock). */
async function newChallenge(now: number) {
  const { algorithm, challenge, salt, signature, maxnumber } = await createChallenge({
    hmacKey: signInKey(),
    maxnumber: challengeMaxNumber(),
    expires: new Date(now + CHALLENGE_LIFETIME_MS),
  });
  return { algorithm, challenge, salt, signature, maxnumber: maxnumber ?? challengeMaxNumber() };
}

/** The key that marks a challenge's answer as used. */
const usedKey = (challenge: string) => `challenge-used:${challenge}`;

/**
 * Whether the answer is a right one, to a challenge this shop signed, not expired at `now`, and not used
 * before; it is used up by this call. Anything unreadable is simply not a right answer.
 */
async function useChallengeAnswer(db: Database, answer: string, now: number): Promise<boolean> {
  let payload: { challenge?: unknown; salt?: unknown };
  try {
    payload = JSON.parse(Buffer.from(answer, 'base64').toString('utf8'));
  } catch {
    return false;
  }
  if (typeof payload?.challenge !== 'string' || typeof payload.salt !== 'string') return false;
  // The expiry is checked against the app's clock (tests move it), not altcha-lib's Date.now().
  // (ALTCHA keeps the expiry in the salt's query: 'salt?expires=<seconds>&'.)
  const expires = Number(new URLSearchParams(payload.salt.split('?')[1] ?? '').get('expires')) * 1000;
  if (!(expires > now)) return false;
  if (!(await verifySolution(answer, signInKey(), false))) return false;
  const use = await takeAttempt(db, usedKey(payload.challenge), { max: 1, windowMs: expires - now }, now);
  return use.allowed;
}

/** The 429 that asks for work: the message and the challenge, in the API's refusal shape. */
async function askToSolve(c: Context, now: number, message = SOLVE_THE_CHALLENGE) {
  return c.json({ success: false as const, message, challenge: await newChallenge(now) }, 429);
}

/** What the gate decided: go on (`counted` when the request used up allowance), or send the refusal. */
export type GateResult = { pass: true; counted: boolean } | { pass: false; refusal: Response };

/**
 * The gate of a guarded request: a request carrying a right answer passes without being counted (the work
 * was its price); one carrying a wrong or used answer is refused with a fresh challenge and counts nothing;
 * one without an answer is counted under every key, and asked to solve a challenge if any is past its limit.
 */
export async function challengeGate(
  c: Context,
  db: Database,
  now: number,
  counters: readonly { key: string; limit: Limit }[],
): Promise<GateResult> {
  const answer = c.req.header(CHALLENGE_HEADER);
  if (answer !== undefined) {
    if (await useChallengeAnswer(db, answer, now)) return { pass: true, counted: false };
    return { pass: false, refusal: await askToSolve(c, now, CHALLENGE_NOT_SOLVED) };
  }
  let over = false;
  for (const { key, limit } of counters) {
    if (!(await takeAttempt(db, key, limit, now)).allowed) over = true;
  }
  return over ? { pass: false, refusal: await askToSolve(c, now) } : { pass: true, counted: true };
}
