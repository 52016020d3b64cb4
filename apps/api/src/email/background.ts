import { logger } from '../ops/log.ts';
import { emailsCounter } from '../ops/metrics.ts';
import type { EmailMessage, EmailSender } from './sender.ts';

/**
 * Delivers through another sender in the background: `send` answers at once and the messages go out one
 * after another. An SMTP round trip takes hundreds of milliseconds, so awaiting it would let an answer's
 * time tell whether an email has an account (a code is sent) or not (nothing is). A failed delivery is
 * logged without the message's text (it may hold a code).
 */
export class BackgroundEmailSender implements EmailSender {
  readonly kind: EmailSender['kind'];
  readonly #inner: EmailSender;
  readonly #log: (line: string) => void;
  #queue: Promise<void> = Promise.resolve();

  constructor(inner: EmailSender, log: (line: string) => void = (line) => logger.error(line)) {
    this.#inner = inner;
    this.kind = inner.kind;
    this.#log = log;
  }

  async send(message: EmailMessage): Promise<void> {
    emailsCounter.inc({ outcome: 'queued' });
    this.#queue = this.#queue.then(() =>
      this.#inner.send(message).catch((error: unknown) => {
        emailsCounter.inc({ outcome: 'failed' });
        this.#log(`email to ${JSON.stringify(message.to)} (${message.subject}) failed: ${String(error)}`);
      }),
    );
  }

  /** Resolves when every message queued so far has been delivered or has failed. */
  idle(): Promise<void> {
    return this.#queue;
  }
}
