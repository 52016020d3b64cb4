import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { isPermittedContactHour, nextPermittedContactTime } from '@oja/domain';
import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { messages } from '../db/schema.ts';
import { inPool, repeatEvery } from '../jobs/repeat.ts';
import { logger } from '../ops/log.ts';
import { emailsCounter, smsCounter } from '../ops/metrics.ts';
import { redactText } from '../ops/redact.ts';
import type { SmsTransport } from '../sms/transport.ts';
import type { EmailTransport } from './transport.ts';

/**
 * The waits before each retry of a message whose delivery failed: a minute, five, half an hour, two hours,
 * six hours. A provider's outage rarely lasts longer; after the last one the message is 'failed' for a
 * person to look at (about nine hours after the first try).
 */
export const MESSAGE_RETRY_DELAYS_MS: readonly number[] = [
  60_000,
  5 * 60_000,
  30 * 60_000,
  2 * 60 * 60_000,
  6 * 60 * 60_000,
];

export interface MessageWorkerDeps {
  db: Database;
  email: EmailTransport;
  /** Where texts go (channel 'sms'); a worker without one leaves them queued for a worker that has one. */
  sms?: SmsTransport | undefined;
  /** The shop's clock (the sandbox clock in sandbox mode): the one `OutboxEmailSender` dates messages by. */
  now: () => number;
  log?: (line: string) => void;
}

export interface MessageTickOptions {
  /** Messages claimed at a time (100). */
  batchSize?: number;
  /** Deliveries of a batch in flight at once (8). */
  concurrency?: number;
  /**
   * How long a claim holds (2 minutes), far longer than a delivery may take: a message left 'sending' past it
   * was claimed by a worker that died, and is delivered again under the same idempotency key.
   */
  leaseMs?: number;
  /** Stop after this many batches (tests); until nothing is due by default. */
  maxBatches?: number;
  workerId?: string;
}

export interface MessageFigures {
  sent: number;
  /** Failed attempts that will be tried again. */
  retrying: number;
  /** Messages that failed their last attempt. */
  failed: number;
}

/**
 * One tick of the message worker, safe in any number of processes at once: each batch is claimed with one
 * `UPDATE … WHERE id IN (SELECT … FOR UPDATE SKIP LOCKED)` (the queued messages that are due, and messages
 * left 'sending' past their claim), delivered, and recorded with an UPDATE that holds only while the claim is
 * this worker's. A worker killed after the provider took a message but before recording it leaves the row
 * 'sending': it is delivered again once the claim runs out, under its idempotency key, so the provider keeps
 * one copy. Emails go through the email transport, texts (channel 'sms') through the SMS transport, with the
 * same claims and retries. A message's text is never logged (it may hold a code).
 */
export async function deliverMessages(
  deps: MessageWorkerDeps,
  {
    batchSize = 100,
    concurrency = 8,
    leaseMs = 2 * 60_000,
    maxBatches = Number.POSITIVE_INFINITY,
    workerId,
  }: MessageTickOptions = {},
): Promise<MessageFigures> {
  const log = deps.log ?? ((line: string) => logger.warn(line));
  const me = workerId ?? `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const figures: MessageFigures = { sent: 0, retrying: 0, failed: 0 };
  for (let batch = 0; batch < maxBatches; batch++) {
    const now = new Date(deps.now());
    // Due: queued and its time has come, or left 'sending' by a worker whose claim ran out; of a channel this
    // worker delivers. Collection messages only within the contact policy's hours (not on a Sunday or a public
    // holiday): outside them they wait in the queue, and go with the first tick of the next permitted hour.
    const due = and(
      inArray(messages.channel, deps.sms ? ['email', 'sms'] : ['email']),
      isPermittedContactHour(now.getTime()) ? undefined : eq(messages.category, 'transactional'),
      or(
        and(eq(messages.status, 'queued'), lte(messages.nextAttemptAt, now)),
        and(eq(messages.status, 'sending'), lt(messages.claimedUntil, now)),
      ),
    );
    const batchOfDue = deps.db
      .select({ id: messages.id })
      .from(messages)
      .where(due)
      .orderBy(asc(messages.id))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    const claimed = await deps.db
      .update(messages)
      .set({
        status: 'sending',
        claimedBy: me,
        claimedUntil: new Date(now.getTime() + leaseMs),
        attempts: sql`${messages.attempts} + 1`,
      })
      .where(and(inArray(messages.id, batchOfDue), due))
      .returning();
    if (claimed.length === 0) break;
    await inPool(claimed, concurrency, async (message) => {
      const mine = and(
        eq(messages.id, message.id),
        eq(messages.claimedBy, me),
        eq(messages.status, 'sending'),
      );
      try {
        const { providerMessageId } =
          message.channel === 'sms' && deps.sms
            ? await deps.sms.deliver({
                to: message.recipient,
                text: message.body,
                idempotencyKey: message.idempotencyKey,
              })
            : await deps.email.deliver({
                to: message.recipient,
                subject: message.subject,
                text: message.body,
                idempotencyKey: message.idempotencyKey,
              });
        // Sent once the transport took it, whether or not the row below is written (a redelivery after a
        // crash here goes under the same idempotency key, and the provider keeps one copy).
        (message.channel === 'sms' ? smsCounter : emailsCounter).inc({ outcome: 'sent' });
        await deps.db
          .update(messages)
          .set({
            status: 'sent',
            providerMessageId,
            sentAt: new Date(deps.now()),
            claimedUntil: null,
            lastError: null,
          })
          .where(mine);
        figures.sent++;
      } catch (error) {
        const wait = MESSAGE_RETRY_DELAYS_MS[message.attempts - 1];
        const why = error instanceof Error ? error.message : String(error);
        await deps.db
          .update(messages)
          .set(
            wait === undefined
              ? { status: 'failed', claimedUntil: null, lastError: why }
              : {
                  status: 'queued',
                  claimedUntil: null,
                  lastError: why,
                  nextAttemptAt: new Date(retryAt(message.category, deps.now() + wait)),
                },
          )
          .where(mine);
        (message.channel === 'sms' ? smsCounter : emailsCounter).inc({ outcome: 'failed' });
        if (wait === undefined) figures.failed++;
        else figures.retrying++;
        // Never the recipient (an email address, a phone number): the message's id finds it in the database.
        log(
          `message ${message.id} (${message.channel}) attempt ${message.attempts} failed: ${redactText(why)}`,
        );
      }
    });
  }
  return figures;
}

/**
 * When a failed message is tried again: after its wait, and for a collection message not before the next
 * permitted contact hour (a retry must not carry a reminder into the night). The weekly cap is not weighed
 * again: the notice was counted when it was sent.
 */
function retryAt(category: 'transactional' | 'collections', after: number): number {
  return category === 'collections' ? nextPermittedContactTime(after, []) : after;
}

/**
 * The message worker: a tick at start and then every `everyMs` (1 s: a sign-in code should not wait), in the
 * processes that run the background workers (OJA_ROLE all or worker).
 */
export function startMessageWorker(
  deps: MessageWorkerDeps,
  { everyMs, before, onTick }: { everyMs: number; before?: () => Promise<void>; onTick?: () => void },
): () => Promise<void> {
  return repeatEvery({ name: 'Message worker', worker: 'messages', everyMs }, async () => {
    await before?.();
    await deliverMessages(deps);
    onTick?.();
  });
}
