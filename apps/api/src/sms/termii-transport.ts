import type { OutgoingSms, SmsTransport } from './transport.ts';

/** Termii's API host for Nigerian accounts (the dashboard names each account's own base URL). */
const TERMII_API = 'https://api.ng.termii.com';
const SEND_PATH = '/api/sms/send';

export interface TermiiSettings {
  /** TERMII_API_KEY, from the Termii dashboard. */
  apiKey: string;
  /** TERMII_SENDER_ID: an approved alphanumeric sender ID, 3 to 11 characters ('Oja'). */
  senderId: string;
  /** TERMII_URL: another base URL (a local fake in tests). */
  baseUrl?: string | undefined;
  /**
   * TERMII_CHANNEL: 'generic' (default) or 'dnd'. Termii's docs recommend the DND route for transactional
   * messages (it reaches numbers on Do-Not-Disturb) once the account has it activated by their support.
   */
  channel?: 'generic' | 'dnd';
  /** How long one send may take (10 s); a time-out is a failed attempt, retried by the worker. */
  timeoutMs?: number;
}

/**
 * Sends texts with Termii's "Send message" API (POST {base}/api/sms/send, JSON body api_key, to, from, sms,
 * type 'plain', channel), as its public docs describe it. `to` is the international number without '+'
 * (2348031234567). A success answers `message_id` (and `message` 'Successfully Sent', `balance`, `user`); any
 * other status, or a 200 without a message id, is a failure the worker retries. Termii takes no idempotency
 * key, so a worker killed between Termii's answer and recording it may send one text twice; the message's key
 * in our table is what shows it was one message. The key and the text are never put in an error (the text
 * may not be logged).
 */
export class TermiiSmsTransport implements SmsTransport {
  readonly kind = 'termii';
  readonly #settings: Required<Omit<TermiiSettings, 'baseUrl'>> & { baseUrl: string };

  constructor({
    apiKey,
    senderId,
    baseUrl = TERMII_API,
    channel = 'generic',
    timeoutMs = 10_000,
  }: TermiiSettings) {
    this.#settings = { apiKey, senderId, baseUrl: baseUrl.replace(/\/+$/, ''), channel, timeoutMs };
  }

  async deliver({ to, text }: OutgoingSms): Promise<{ providerMessageId: string }> {
    const { apiKey, senderId, baseUrl, channel, timeoutMs } = this.#settings;
    let response: Response;
    try {
      response = await fetch(`${baseUrl}${SEND_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          api_key: apiKey,
          to: to.replace(/^\+/, ''),
          from: senderId,
          sms: text,
          type: 'plain',
          channel,
        }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw new Error(
        timedOut ? `Termii did not answer within ${timeoutMs} ms` : `Termii unreachable: ${String(error)}`,
      );
    }
    const raw = await response.text();
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      throw new Error(`Termii answered ${response.status} with a body that is not JSON`);
    }
    const answer = (body ?? {}) as { message_id?: unknown; message?: unknown };
    if (!response.ok) {
      const said = typeof answer.message === 'string' ? `: ${answer.message.slice(0, 200)}` : '';
      throw new Error(`Termii refused the text (${response.status})${said}`);
    }
    const id = answer.message_id;
    if ((typeof id !== 'string' && typeof id !== 'number') || String(id) === '') {
      throw new Error(`Termii answered ${response.status} without a message_id`);
    }
    return { providerMessageId: `termii:${id}` };
  }
}
