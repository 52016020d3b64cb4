import type { IncomingMessage } from 'node:http';
import { startJsonFake } from './json-fake-server.ts';

export const FAKE_TERMII_KEY = 'fake-termii-key';

/** How the next sends go wrong (`failNext`): 'timeout' never answers. */
type Failure = 'timeout' | 'server-error' | 'not-json' | 'no-message-id';

/** One text Termii took. */
export interface FakeTermiiText {
  to: string;
  from: string;
  sms: string;
  type: string;
  channel: string;
  messageId: string;
}

/**
 * A local stand-in for Termii's "Send message" API as its public docs describe it: POST /api/sms/send with a
 * JSON body of api_key, to (international, no '+'), from (the sender ID), sms, type 'plain' and channel
 * ('generic', 'dnd' or 'whatsapp'). A success answers 200 with message_id, message 'Successfully Sent',
 * balance and user; a wrong key answers 401 with a message, a missing field 400.
 */
export class FakeTermii {
  readonly sent: FakeTermiiText[] = [];
  readonly #failures: Failure[] = [];
  #server: Awaited<ReturnType<typeof startJsonFake>> | undefined;
  #nextId = 3017544054459856000n;
  url = '';

  failNext(...failures: Failure[]): void {
    this.#failures.push(...failures);
  }

  async start(): Promise<void> {
    this.#server = await startJsonFake((request) => this.#answer(request));
    this.url = this.#server.url;
  }

  async stop(): Promise<void> {
    await this.#server?.stop();
  }

  async #answer(request: IncomingMessage): Promise<{ status: number; body: string }> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const json = (status: number, body: unknown) => ({ status, body: JSON.stringify(body) });
    if (request.method !== 'POST' || request.url !== '/api/sms/send') {
      return json(404, { message: 'Not found' });
    }
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      return json(400, { message: 'Invalid JSON' });
    }
    const failure = this.#failures.shift();
    if (failure === 'timeout') return { status: 0, body: '' };
    if (failure === 'server-error') return { status: 502, body: '<html>Bad gateway</html>' };
    if (failure === 'not-json') return { status: 200, body: 'OK' };
    if (body.api_key !== FAKE_TERMII_KEY) return json(401, { message: 'Invalid API key' });
    for (const field of ['to', 'from', 'sms', 'type', 'channel']) {
      if (typeof body[field] !== 'string' || body[field] === '') {
        return json(400, { message: `The ${field} field is required.` });
      }
    }
    if (failure === 'no-message-id') return json(200, { message: 'Successfully Sent' });
    const messageId = String(this.#nextId++);
    this.sent.push({
      to: String(body.to),
      from: String(body.from),
      sms: String(body.sms),
      type: String(body.type),
      channel: String(body.channel),
      messageId,
    });
    return json(200, {
      code: 'ok',
      message_id: messageId,
      message_id_str: messageId,
      message: 'Successfully Sent',
      balance: 1047.13,
      user: 'Oja Test',
    });
  }
}
