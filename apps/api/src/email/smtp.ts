import { connect as netConnect, type Socket } from 'node:net';
import { connect as tlsConnect } from 'node:tls';
import type { EmailMessage, EmailSender } from './sender.ts';

/** Refused before anything secret is written to a connection without TLS. */
export const SMTP_NEEDS_TLS =
  'SMTP: the server offers no STARTTLS; refusing to send credentials and codes in clear (SMTP_ALLOW_PLAINTEXT=1 allows it outside production).';

/**
 * A minimal SMTP client (no dependency; a hand-written client was chosen over nodemailer to keep the API's
 * dependencies few, and it is tested against a real SMTP peer on loopback): `smtps://user:pass@host:465`
 * (TLS from the start) or `smtp://user:pass@host:587` (STARTTLS, required unless `allowPlaintext`), AUTH
 * PLAIN when the URL has credentials. The sender is `SMTP_FROM` (default no-reply@oja.ng).
 */
export class SmtpEmailSender implements EmailSender {
  readonly kind = 'smtp';
  readonly #url: URL;
  readonly #from: string;
  readonly #allowPlaintext: boolean;
  readonly #tls: { ca?: string | Buffer };

  constructor(
    url: string,
    from = 'no-reply@oja.ng',
    { allowPlaintext = false, ca }: { allowPlaintext?: boolean; ca?: string | Buffer } = {},
  ) {
    this.#url = new URL(url);
    this.#from = from;
    this.#allowPlaintext = allowPlaintext;
    this.#tls = ca ? { ca } : {};
  }

  async send(message: EmailMessage): Promise<void> {
    const secure = this.#url.protocol === 'smtps:';
    const host = this.#url.hostname;
    const port = Number(this.#url.port || (secure ? 465 : 587));
    let socket: Socket = secure
      ? tlsConnect({ host, port, servername: host, ...this.#tls })
      : netConnect({ host, port });
    let talk = conversation(socket);
    try {
      await talk.expect(220);
      let hello = await talk.command(`EHLO oja`, 250);
      if (!secure && /STARTTLS/i.test(hello)) {
        await talk.command('STARTTLS', 220);
        socket = tlsConnect({ socket, servername: host, ...this.#tls });
        talk = conversation(socket);
        hello = await talk.command('EHLO oja', 250);
      } else if (!secure && !this.#allowPlaintext) {
        await talk.command('QUIT', 221).catch(() => undefined);
        throw new Error(SMTP_NEEDS_TLS);
      }
      if (this.#url.username) {
        const user = decodeURIComponent(this.#url.username);
        const pass = decodeURIComponent(this.#url.password);
        await talk.command(`AUTH PLAIN ${Buffer.from(`\0${user}\0${pass}`).toString('base64')}`, 235);
      }
      await talk.command(`MAIL FROM:<${this.#from}>`, 250);
      await talk.command(`RCPT TO:<${message.to}>`, 250);
      await talk.command('DATA', 354);
      const body = [
        `From: Oja <${this.#from}>`,
        `To: <${message.to}>`,
        `Subject: ${message.subject.replace(/[\r\n]/g, ' ')}`,
        'Content-Type: text/plain; charset=utf-8',
        '',
        ...message.text.split(/\r?\n/).map((line) => (line.startsWith('.') ? `.${line}` : line)),
        '.',
      ].join('\r\n');
      await talk.command(body, 250);
      await talk.command('QUIT', 221).catch(() => undefined);
    } finally {
      socket.destroy();
    }
  }
}

/** Reads SMTP replies (multi-line aware) and sends commands. */
function conversation(socket: Socket) {
  let buffer = '';
  const waiting: Array<(reply: string) => void> = [];
  let failure: Error | null = null;
  socket.setEncoding('utf8');
  socket.setTimeout(30_000, () => socket.destroy(new Error('SMTP time-out')));
  socket.on('error', (error) => {
    failure = error;
  });
  socket.on('data', (chunk: string) => {
    buffer += chunk;
    // A reply ends with a line whose code is followed by a space.
    const end = /(^|\r\n)\d{3} [^\r\n]*\r\n/.exec(buffer);
    if (end) {
      const reply = buffer.slice(0, end.index + end[0].length);
      buffer = buffer.slice(reply.length);
      waiting.shift()?.(reply);
    }
  });
  const expect = (code: number) =>
    new Promise<string>((resolve, reject) => {
      if (failure) return reject(failure);
      socket.once('error', reject);
      waiting.push((reply) => {
        socket.off('error', reject);
        if (reply.split('\r\n').some((line) => line.startsWith(`${code} `))) resolve(reply);
        else reject(new Error(`SMTP: expected ${code}, got ${reply.trim()}`));
      });
    });
  return {
    expect,
    command(line: string, code: number) {
      const reply = expect(code);
      socket.write(`${line}\r\n`);
      return reply;
    },
  };
}
