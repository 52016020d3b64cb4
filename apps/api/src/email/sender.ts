/** One plain-text email. */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Where the server's emails go: the sandbox outbox (default) or an SMTP server (SMTP_URL). */
export interface EmailSender {
  /** 'sandbox' keeps messages in the outbox table, readable at GET /dev/outbox. */
  readonly kind: 'sandbox' | 'smtp';
  send(message: EmailMessage): Promise<void>;
}
