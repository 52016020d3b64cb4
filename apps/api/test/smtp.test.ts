import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BackgroundEmailSender } from '../src/email/background.ts';
import { SMTP_NEEDS_TLS, SmtpEmailSender } from '../src/email/smtp.ts';
import { type AuthApp, createAuthApp, MINUTE } from './auth-app.ts';
import { type SmtpPeer, startSmtpPeer } from './support/smtp-peer.ts';

let peer: SmtpPeer;
beforeAll(async () => {
  peer = await startSmtpPeer();
});
afterAll(async () => peer?.close());

const message = { to: 'ada@example.com', subject: 'Your code', text: 'Your Oja code is 1234' };

describe('the SMTP client', () => {
  it('refuses to send credentials or codes to a server that offers no STARTTLS', async () => {
    const sender = new SmtpEmailSender(peer.url('oja:s3cret'));
    const before = peer.lines.length;
    await expect(sender.send(message)).rejects.toThrow(SMTP_NEEDS_TLS);
    const said = peer.lines.slice(before);
    expect(said).toEqual(['EHLO oja', 'QUIT']);
    expect(said.join('\n')).not.toMatch(/AUTH|1234/);
  });

  it('sends in clear only when plaintext is explicitly allowed (SMTP_ALLOW_PLAINTEXT=1, never in production)', async () => {
    const sender = new SmtpEmailSender(peer.url('oja:s3cret'), 'no-reply@oja.ng', { allowPlaintext: true });
    await sender.send(message);
    expect(peer.messages.at(-1)).toContain('Your Oja code is 1234');
    expect(peer.messages.at(-1)).toContain('Subject: Your code');
  });
});

describe('sending in the background', () => {
  let api: AuthApp;
  beforeAll(async () => {
    const smtp = new SmtpEmailSender(peer.url(), 'no-reply@oja.ng', { allowPlaintext: true });
    api = await createAuthApp({ email: new BackgroundEmailSender(smtp, () => undefined) });
  });
  afterAll(async () => api?.dispose());

  it('answers before the mail server has taken the message, so the time tells nothing about the email', async () => {
    const shopper = await api.post('/auth/register', {
      email: 'known@example.com',
      phoneNumber: '08031234567',
      password: 'Sup3r-secret!',
    });
    expect(shopper.status).toBe(201);
    api.advance(MINUTE);
    peer.holdDelivery();
    const sent = peer.messages.length;
    try {
      // The mail server holds its reply to the known email's code: a sender that waited for it would never
      // answer (this test would time out); both answers come back, alike.
      const known = await api.post('/auth/resend-otp', {
        email: 'known@example.com',
        purpose: 'verify-email',
      });
      const unknown = await api.post('/auth/resend-otp', {
        email: 'nobody@example.com',
        purpose: 'verify-email',
      });
      expect(known.status).toBe(200);
      expect(unknown.status).toBe(200);
      expect(peer.messages.length).toBeLessThanOrEqual(sent + 1);
    } finally {
      peer.release();
    }
  });
});
