import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmtpEmailTransport } from '../src/messages/smtp-transport.ts';
import { type SmtpPeer, startSmtpPeer } from './support/smtp-peer.ts';

let peer: SmtpPeer;
beforeAll(async () => {
  peer = await startSmtpPeer();
});
afterAll(async () => peer?.close());

const email = {
  to: 'ada@example.com',
  subject: 'Your ₦30,229.17 instalment is due on 29 Dec',
  text: 'Hello Ada,\nYour instalment of ₦30,229.17 will be debited on Tuesday 29 December.\nCode 1234',
  idempotencyKey: 'msg-5f1c2a9e',
};

describe('email over SMTP (nodemailer), against an SMTP server on loopback', () => {
  it('refuses to send credentials or the message to a server that offers no STARTTLS', async () => {
    const transport = new SmtpEmailTransport({ url: peer.url('oja:s3cret'), from: 'no-reply@oja.ng' });
    const before = peer.lines.length;
    await expect(transport.deliver(email)).rejects.toThrow(/STARTTLS/i);
    const said = peer.lines.slice(before).join('\n');
    expect(said).not.toMatch(/AUTH|1234|MAIL FROM/);
  });

  it('writes the headers a mail system expects, with the naira sign encoded, and the key as Message-ID', async () => {
    const transport = new SmtpEmailTransport({
      url: peer.url('oja:s3cret'),
      from: 'Oja <no-reply@oja.ng>',
      allowPlaintext: true,
    });
    const { providerMessageId } = await transport.deliver(email);
    expect(providerMessageId).toBe('<msg-5f1c2a9e@oja.ng>');
    const sent = peer.messages.at(-1) ?? '';
    const headers = sent.slice(0, sent.indexOf('\n\n'));
    expect(headers).toMatch(/^Message-ID: <msg-5f1c2a9e@oja\.ng>$/m);
    expect(headers).toMatch(/^Date: .+ \+0000$/m);
    expect(headers).toMatch(/^MIME-Version: 1\.0$/m);
    expect(headers).toMatch(/^Content-Type: text\/plain; charset=utf-8$/m);
    expect(headers).toMatch(/^From: Oja <no-reply@oja\.ng>$/m);
    // The subject is not ASCII: it travels as an RFC 2047 encoded word that decodes to the '₦' it was.
    const subject = headers.match(/^Subject: (.+(?:\n .+)*)$/m)?.[1] ?? '';
    expect(subject).toMatch(/=\?UTF-8\?[QB]\?/);
    expect(decodeWords(subject)).toBe(email.subject);
    expect(peer.lines).toContain('AUTH PLAIN AG9qYQBzM2NyZXQ=');
  });
});

describe('a delivery the mail server refuses', () => {
  it('fails with the reply code and the reason, never the recipient the reply quotes', async () => {
    const refusing = await startSmtpPeer({ rejectRecipients: /ada@example\.com/ });
    try {
      const transport = new SmtpEmailTransport({
        url: refusing.url(),
        from: 'no-reply@oja.ng',
        allowPlaintext: true,
      });
      const error = (await transport.deliver(email).catch((thrown: unknown) => thrown)) as Error & {
        code?: string;
      };
      expect(refusing.lines).toContain('RCPT TO:<ada@example.com>');
      expect(error.message).toMatch(/^SMTP delivery failed \(EENVELOPE 550\): .*Recipient address rejected/);
      expect(error.code).toBe('EENVELOPE');
      expect(JSON.stringify({ ...error, message: error.message, stack: error.stack })).not.toContain(
        'ada@example.com',
      );
    } finally {
      await refusing.close();
    }
  });
});

/** Decodes RFC 2047 encoded words ('=?UTF-8?Q?=E2=82=A6?=' or base64 'B'), as a mail reader does. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) =>
                String.fromCharCode(Number.parseInt(hex, 16)),
              ),
            'latin1',
          ).toString('utf8'),
    );
}
