/** One plain-text email. */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  /**
   * Set for a collection message (a reminder, a failed debit, an overdue instalment): the order it is about.
   * The outbox marks it 'collections', and the message worker delivers it only within the contact policy's
   * hours (retries included).
   */
  collectionOrderId?: number;
}

/** Where the server's emails go: the sandbox outbox (default) or an SMTP server (SMTP_URL). */
export interface EmailSender {
  /** 'sandbox' keeps messages in the outbox table, readable at GET /dev/outbox. */
  readonly kind: 'sandbox' | 'smtp';
  send(message: EmailMessage): Promise<void>;
}
