import type { MiddlewareHandler } from 'hono';
import { type Limit, limitKeys, takeAttempt } from '../db/rate-limits-repository.ts';
import type { SignedInEnv } from '../env.ts';
import { refuse } from '../http/refuse.ts';

/**
 * Each of these calls makes the shop ask a payment provider on the shopper's behalf, and the provider's quota
 * is the shop's: 60 in 10 minutes per shopper, across all of them, is far above what a person pressing Pay,
 * coming back from a card page or setting up a direct debit needs, and bounds what a script can spend.
 */
export const PROVIDER_CALL_LIMIT: Limit = { max: 60, windowMs: 10 * 60 * 1000 };
export const TOO_MANY_PROVIDER_CALLS = 'Too many payment requests. Please wait a few minutes and try again.';

/** Counts the call against the signed-in shopper's provider budget (after requireUser); 429 past it. */
export const limitProviderCalls: MiddlewareHandler<SignedInEnv> = async (c, next) => {
  const slot = await takeAttempt(
    c.get('db'),
    limitKeys.providerCalls(c.get('user').id),
    PROVIDER_CALL_LIMIT,
    c.get('now')(),
  );
  if (!slot.allowed) return refuse(c, 429, TOO_MANY_PROVIDER_CALLS);
  await next();
};
