import nodemailer, { type Transporter } from 'nodemailer';
import { redactText } from '../ops/redact.ts';
import type { EmailTransport, OutgoingEmail } from './transport.ts';

export interface SmtpSettings {
  /** `smtps://user:pass@host:465` (TLS from the start) or `smtp://user:pass@host:587` (STARTTLS). */
  url: string;
  /** The sender, SMTP_FROM (no-reply@oja.ng). */
  from: string;
  /** Send without STARTTLS (SMTP_ALLOW_PLAINTEXT=1; never in production). */
  allowPlaintext?: boolean;
  /** Extra trusted certificates (a test's own CA). */
  ca?: string | Buffer;
  /** How long a delivery may take (30 s). */
  timeoutMs?: number;
}

/**
 * Delivers email over SMTP with nodemailer, which writes what a hand-written client got wrong: encoded
 * subjects and bodies (a '₦' arrives as '₦'), Date, MIME-Version and Message-ID headers. STARTTLS is required
 * on smtp:// unless plaintext is explicitly allowed, so no password or code crosses the network in clear. The
 * Message-ID is the message's idempotency key, so a copy delivered twice (a worker killed before recording
 * the first) carries the same id, which mail systems use to drop duplicates.
 */
export class SmtpEmailTransport implements EmailTransport {
  readonly kind = 'smtp';
  readonly #transporter: Transporter;
  readonly #from: string;

  constructor({ url, from, allowPlaintext = false, ca, timeoutMs = 30_000 }: SmtpSettings) {
    this.#from = from;
    this.#transporter = nodemailer.createTransport({
      url,
      requireTLS: !allowPlaintext,
      tls: ca ? { ca } : undefined,
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
    });
  }

  async deliver({
    to,
    subject,
    text,
    idempotencyKey,
  }: OutgoingEmail): Promise<{ providerMessageId: string }> {
    try {
      const info = await this.#transporter.sendMail({
        from: this.#from,
        to,
        subject,
        text,
        messageId: `<${idempotencyKey}@oja.ng>`,
      });
      return { providerMessageId: info.messageId };
    } catch (error) {
      throw withoutRecipient(error);
    }
  }
}

/**
 * A failed delivery's error without the recipient: nodemailer's own carries the rejected addresses and the
 * server's reply, which quotes them ('550 <ada@example.com>: Recipient address rejected'). What is kept (its
 * code, the reply's code, the words with any address taken out) says why; the message worker logs it and
 * keeps it as the message's last error.
 */
function withoutRecipient(error: unknown): Error {
  const { code, responseCode, message } = (error ?? {}) as {
    code?: unknown;
    responseCode?: unknown;
    message?: unknown;
  };
  const codes = [code, responseCode].filter((part) => typeof part === 'string' || typeof part === 'number');
  const why = redactText(typeof message === 'string' ? message : String(error));
  return Object.assign(
    new Error(`SMTP delivery failed${codes.length ? ` (${codes.join(' ')})` : ''}: ${why}`),
    {
      ...(typeof code === 'string' ? { code } : {}),
    },
  );
}
