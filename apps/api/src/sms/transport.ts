import type { Database } from '../db/connect.ts';
import { smsOutbox } from '../db/schema.ts';
import { logger } from '../ops/log.ts';

/** One text as the message worker hands it to a provider. */
export interface OutgoingSms {
  /** The number as the account stores it, +234…. */
  to: string;
  text: string;
  /** The message's own key (messages.idempotency_key): what keeps one copy of a message delivered twice. */
  idempotencyKey: string;
}

/** Where the worker delivers texts: the sandbox SMS outbox, or Termii. */
export interface SmsTransport {
  readonly kind: 'sandbox' | 'termii';
  /** Delivers one text; answers the provider's id of it. Throws when the provider did not take it. */
  deliver(sms: OutgoingSms): Promise<{ providerMessageId: string }>;
}

/**
 * The sandbox's SMS provider: the `sms_outbox` table (read at GET /api/v1/dev/sms-outbox) and one log line
 * without the text. It keeps one copy per key: delivering a message again changes nothing.
 */
export class SandboxSmsTransport implements SmsTransport {
  readonly kind = 'sandbox';
  readonly #db: Database;
  readonly #now: () => number;
  readonly #log: (line: string) => void;

  constructor(
    db: Database,
    now: () => number = Date.now,
    log: (line: string) => void = (line) => logger.info(line),
  ) {
    this.#db = db;
    this.#now = now;
    this.#log = log;
  }

  async deliver({ to, text, idempotencyKey }: OutgoingSms): Promise<{ providerMessageId: string }> {
    const [row] = await this.#db
      .insert(smsOutbox)
      .values({ to, text, idempotencyKey, createdAt: new Date(this.#now()) })
      .onConflictDoNothing({ target: smsOutbox.idempotencyKey })
      .returning({ id: smsOutbox.id });
    if (row) this.#log(`[sms sandbox] to ${to}: ${text.length} characters`);
    return { providerMessageId: `sandbox:${idempotencyKey}` };
  }
}
