import { addressCheckResultEmail } from '@oja/domain';
import { eq } from 'drizzle-orm';
import {
  abandonStaleAddressChecks,
  decideAddressCheck,
  markAddressCheckPolled,
  pendingAddressChecks,
} from '../db/address-checks-repository.ts';
import type { Database } from '../db/connect.ts';
import { users } from '../db/schema.ts';
import type { EmailSender } from '../email/sender.ts';
import { repeatEvery } from '../jobs/repeat.ts';
import { logger } from '../ops/log.ts';
import type { AddressCheckResult, AddressVerifier } from './address-verifier.ts';

export interface AddressCheckDeps {
  db: Database;
  addressVerifier: AddressVerifier;
  email: EmailSender;
  now: () => number;
}

/** How often the worker asks the provider about one pending check: every 10 minutes; the sandbox every 15 s. */
const POLL_EVERY_MS = 10 * 60 * 1000;
const SANDBOX_POLL_EVERY_MS = 15 * 1000;

/** A check left 'asking' this long was cut off by a stopped server: 5 minutes, far beyond any time-out. */
const ASKING_ABANDONED_AFTER_MS = 5 * 60 * 1000;

/**
 * Decides a pending check by the provider's word (its callback, or a poll) and emails the shopper the result,
 * once: only the call that decided it sends the email. Answers whether this call decided it.
 */
export async function decideAndNotify(
  deps: AddressCheckDeps,
  providerReference: string,
  result: AddressCheckResult,
): Promise<boolean> {
  const decided = await decideAddressCheck(deps.db, providerReference, result, new Date(deps.now()));
  if (!decided) return false;
  const [user] = await deps.db.select({ email: users.email }).from(users).where(eq(users.id, decided.userId));
  if (user) {
    const { residentialAddress, residentialCity, residentialState } = decided.address;
    const words = addressCheckResultEmail(
      result.status,
      [residentialAddress, residentialCity, residentialState].join(', '),
    );
    await deps.email.send({ to: user.email, subject: words.subject, text: words.text });
  }
  logger.info(`address check ${decided.id} decided: ${result.status}`);
  return true;
}

/**
 * The worker's round: asks the provider about each pending check not asked lately (a callback may have been
 * lost; the sandbox sends none), decides those it has decided, and frees checks a stopped server left
 * 'asking'. Answers how many it decided.
 */
export async function pollAddressChecks(deps: AddressCheckDeps): Promise<number> {
  const now = new Date(deps.now());
  await abandonStaleAddressChecks(deps.db, new Date(now.getTime() - ASKING_ABANDONED_AFTER_MS), now);
  const every = deps.addressVerifier.kind === 'sandbox' ? SANDBOX_POLL_EVERY_MS : POLL_EVERY_MS;
  let decided = 0;
  for (const check of await pendingAddressChecks(deps.db, new Date(now.getTime() - every))) {
    if (!check.providerReference) continue;
    const answer = await deps.addressVerifier.status(check.providerReference, check.requestedAt, now);
    await markAddressCheckPolled(deps.db, check.id, now);
    if (answer.status === 'verified' || answer.status === 'failed') {
      if (await decideAndNotify(deps, check.providerReference, answer)) decided++;
    }
  }
  return decided;
}

/** The address-check poll, at once and then every `everyMs` (the worker process's, see main.ts). */
export function startAddressCheckPoll(
  deps: AddressCheckDeps,
  { everyMs, before, onTick }: { everyMs: number; before?: () => Promise<void>; onTick?: () => void },
): () => Promise<void> {
  return repeatEvery({ name: 'Address check poll', worker: 'address checks', everyMs }, async () => {
    await before?.();
    const decided = await pollAddressChecks(deps);
    if (decided > 0) logger.info(`Address check poll: ${decided} decided`);
    onTick?.();
  });
}
