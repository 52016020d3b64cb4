import type { Database } from '../db/connect.ts';
import { outbox } from '../db/schema.ts';
import { logger } from '../ops/log.ts';

/** One email as the message worker hands it to a provider. */
export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  /**
   * The message's own key: a provider that takes one (an Idempotency-Key header, a Message-ID) keeps one copy
   * of a message delivered twice, which is what a worker killed between sending and recording does.
   */
  idempotencyKey: string;
}

/** Where the worker delivers emails: the sandbox outbox, or a real provider. */
export interface EmailTransport {
  readonly kind: 'sandbox' | 'smtp';
  /** Delivers one email; answers the provider's id of it. Throws when the provider did not take it. */
  deliver(email: OutgoingEmail): Promise<{ providerMessageId: string }>;
}

/**
 * The sandbox's provider: the `outbox` table (read at GET /api/v1/dev/outbox) and one log line (its subject). Like a
 * provider with idempotency keys it keeps one copy per key: delivering a message again changes nothing.
 */
export class SandboxEmailTransport implements EmailTransport {
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

  async deliver({
    to,
    subject,
    text,
    idempotencyKey,
  }: OutgoingEmail): Promise<{ providerMessageId: string }> {
    const [row] = await this.#db
      .insert(outbox)
      .values({ to, subject, text, idempotencyKey, createdAt: new Date(this.#now()) })
      .onConflictDoNothing({ target: outbox.idempotencyKey })
      .returning({ id: outbox.id });
    // The subject only: the text may hold a code, and the address is a shopper's (read both at /dev/outbox).
    if (row) this.#log(`[email sandbox] ${subject}`);
    return { providerMessageId: `sandbox:${idempotencyKey}` };
  }
}
