import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOLVE_THE_CHALLENGE } from '../src/auth/challenge.ts';
import { type AuthApp, createAuthApp, MINUTE, newShopper, PASSWORD } from './auth-app.ts';
import { Device } from './support/device.ts';

let api: AuthApp;
beforeAll(async () => {
  api = await createAuthApp();
});
afterAll(async () => api?.dispose());

/** A code that is not the right one. */
const wrong = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

async function registered() {
  const shopper = await api.signUp({ verify: false });
  return { ...shopper, code: await api.latestCode(shopper.email) };
}

describe('email verification codes', () => {
  it('refuses a wrong code, then takes the right one', async () => {
    const { email, code, address } = await registered();
    expect(await api.post('/auth/verify-email', { email, otp: wrong(code) }, { address })).toEqual({
      status: 400,
      body: { success: false, message: 'Wrong otp!' },
    });
    expect((await api.post('/auth/verify-email', { email, otp: code }, { address })).status).toBe(200);
  });

  it('are single use', async () => {
    const { email, code, address } = await registered();
    expect((await api.post('/auth/verify-email', { email, otp: code }, { address })).status).toBe(200);
    expect((await api.post('/auth/verify-email', { email, otp: code }, { address })).body.message).toBe(
      'Wrong otp!',
    );
  });

  it('expire after 24 hours', async () => {
    const { email, code, address } = await registered();
    api.advance(24 * 60 * MINUTE);
    expect(await api.post('/auth/verify-email', { email, otp: code }, { address })).toEqual({
      status: 400,
      body: { success: false, message: 'OTP has expired. Please request a new one.' },
    });
  });

  it('die after 5 wrong tries, even for the right code; a new code works', async () => {
    const { email, code, address } = await registered();
    for (let i = 0; i < 5; i++) {
      expect(
        (await api.post('/auth/verify-email', { email, otp: wrong(code) }, { address })).body.message,
      ).toBe('Wrong otp!');
    }
    expect(await api.post('/auth/verify-email', { email, otp: code }, { address })).toEqual({
      status: 400,
      body: { success: false, message: 'Too many wrong codes. Please request a new one.' },
    });
    api.advance(MINUTE);
    expect((await api.post('/auth/resend-otp', { email, purpose: 'verify-email' })).status).toBe(200);
    const fresh = await api.latestCode(email);
    expect((await api.post('/auth/verify-email', { email, otp: fresh }, { address })).status).toBe(200);
  });

  it('are replaced by a new one', async () => {
    const { email, code, address } = await registered();
    api.advance(MINUTE);
    await api.post('/auth/resend-otp', { email, purpose: 'verify-email' });
    const fresh = await api.latestCode(email);
    if (fresh !== code) {
      expect((await api.post('/auth/verify-email', { email, otp: code }, { address })).body.message).toBe(
        'Wrong otp!',
      );
    }
    expect((await api.post('/auth/verify-email', { email, otp: fresh }, { address })).status).toBe(200);
  });

  it('must be 4 digits (the contract says so)', async () => {
    const { email, address } = await registered();
    const { status, body } = await api.post('/auth/verify-email', { email, otp: '12a4' }, { address });
    expect(status).toBe(400);
    expect(body.errors?.[0]?.field).toBe('otp');
  });

  it('past 30 wrong codes from one client address in 15 minutes, a code is checked only with a solved challenge', async () => {
    const address = newShopper().address;
    const { email, code } = await registered();
    const others = [await registered(), await registered(), await registered(), await registered()];
    for (let i = 0; i < 30; i++) {
      // every failure counts, a dead code's too
      const who = i < 4 ? { email, code } : (others[i % 4] ?? { email, code });
      await api.post('/auth/verify-email', { email: who.email, otp: wrong(who.code) }, { address });
    }
    const limited = await api.post('/auth/verify-email', { email, otp: code }, { address });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe(SOLVE_THE_CHALLENGE);
    const solved = await new Device(api.app, api.contract).postSolving(
      '/auth/verify-email',
      { email, otp: code },
      { address },
    );
    expect([solved.status, solved.solved]).toEqual([200, true]);
  });

  it('an account takes at most 20 tries a day, whatever the codes and addresses', async () => {
    const { email } = await registered();
    let code = await api.latestCode(email);
    for (let round = 0; round < 4; round++) {
      // 5 wrong tries kill each code; a new code a minute later, from a new address every time.
      for (let i = 0; i < 5; i++) {
        const answer = await api.post(
          '/auth/verify-email',
          { email, otp: wrong(code) },
          { address: newShopper().address },
        );
        expect(answer.body.message).toBe('Wrong otp!');
      }
      api.advance(MINUTE);
      await api.post('/auth/resend-otp', { email, purpose: 'verify-email' });
      code = await api.latestCode(email);
    }
    const today = await api.post(
      '/auth/verify-email',
      { email, otp: code },
      { address: newShopper().address },
    );
    expect(today).toEqual({
      status: 429,
      body: { success: false, message: 'Too many codes tried today. Please try again tomorrow.' },
    });
    api.advance(24 * 60 * MINUTE);
    await api.post('/auth/resend-otp', { email, purpose: 'verify-email' });
    const tomorrow = await api.post('/auth/verify-email', { email, otp: await api.latestCode(email) });
    expect(tomorrow.status).toBe(200);
  });
});

describe('resending a code', () => {
  it('sends at most one a minute per email and purpose', async () => {
    const { email } = await registered();
    api.advance(MINUTE);
    expect(await api.post('/auth/resend-otp', { email, purpose: 'verify-email' })).toEqual({
      status: 200,
      body: { success: true, message: `OTP sent to ${email}` },
    });
    expect(await api.post('/auth/resend-otp', { email, purpose: 'verify-email' })).toEqual({
      status: 429,
      body: { success: false, message: 'Please wait a minute before asking for a new code.' },
    });
    // Another purpose has its own minute.
    expect((await api.post('/auth/resend-otp', { email, purpose: 'reset-password' })).status).toBe(200);
    api.advance(MINUTE);
    expect((await api.post('/auth/resend-otp', { email, purpose: 'verify-email' })).status).toBe(200);
    expect(await api.outboxSize(email)).toBe(4);
  });

  it('answers the same for an unknown email, and sends nothing', async () => {
    const email = newShopper().email;
    expect(await api.post('/auth/resend-otp', { email, purpose: 'reset-password' })).toEqual({
      status: 200,
      body: { success: true, message: `OTP sent to ${email}` },
    });
    expect(await api.outboxSize(email)).toBe(0);
  });

  it('refuses a purpose it does not know', async () => {
    const { status } = await api.post('/auth/resend-otp', { email: 'a@b.co', purpose: 'admin' });
    expect(status).toBe(400);
  });
});

describe('logging in before verifying', () => {
  it('is refused with 403 and a fresh code, at most one a minute', async () => {
    const { email, userID } = await registered();
    api.advance(MINUTE);
    const refused = await api.post('/auth/login', { email, password: PASSWORD });
    expect(refused).toEqual({
      status: 403,
      body: {
        success: false,
        message: 'Please verify your email to continue.',
        data: { requires_verification: true, isEmailVerified: false, email, userID },
      },
    });
    await api.post('/auth/login', { email, password: PASSWORD });
    expect(await api.outboxSize(email)).toBe(2);
    expect((await api.post('/auth/verify-email', { email, otp: await api.latestCode(email) })).status).toBe(
      200,
    );
    expect((await api.post('/auth/login', { email, password: PASSWORD })).status).toBe(200);
  });
});
