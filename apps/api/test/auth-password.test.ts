import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthApp, createAuthApp, MINUTE, NEW_PASSWORD, newShopper, PASSWORD } from './auth-app.ts';
import { Device } from './support/device.ts';

let api: AuthApp;
beforeAll(async () => {
  api = await createAuthApp();
});
afterAll(async () => api?.dispose());

const FORGOT = {
  status: 200,
  body: { success: true, message: 'If that email is registered, we have sent a code to it.' },
};

/** A verified shopper who asked for a reset code. */
async function withResetCode() {
  const shopper = await api.signUp();
  expect(await api.post('/auth/forgot-password', { email: shopper.email })).toEqual(FORGOT);
  return { ...shopper, code: await api.latestCode(shopper.email) };
}

describe('forgot password', () => {
  it('answers a known and an unknown email alike, and only the known one gets a code', async () => {
    const { email } = await api.signUp();
    const unknown = newShopper().email;
    const known = await api.post('/auth/forgot-password', { email });
    const other = await api.post('/auth/forgot-password', { email: unknown });
    expect(known).toEqual(FORGOT);
    expect(other).toEqual(known);
    expect(await api.outboxSize(email)).toBe(2);
    expect(await api.outboxSize(unknown)).toBe(0);
    // A second ask within the minute sends nothing, with the same answer.
    expect(await api.post('/auth/forgot-password', { email })).toEqual(FORGOT);
    expect(await api.outboxSize(email)).toBe(2);
  });

  it('checks the email', async () => {
    const { status, body } = await api.post('/auth/forgot-password', { email: 'nope' });
    expect(status).toBe(400);
    expect(body.message).toBe('Invalid email address');
  });
});

describe('resetting the password', () => {
  /** Verifies the reset code and answers the single-use reset token. */
  async function resetTokenOf(shopper: { email: string; code: string; address: string }) {
    const verified = await api.post(
      '/auth/verify-otp',
      { email: shopper.email, otp: shopper.code },
      { address: shopper.address },
    );
    expect(verified.status).toBe(200);
    expect(verified.body.message).toBe('OTP verified successfully');
    return verified.body.data.resetToken as string;
  }
  const FAILED = { status: 400, body: { success: false, message: 'Error resetting password.' } };

  it('changes it with the token, ends every session, emails the owner; the old password stops working', async () => {
    const shopper = await withResetCode();
    const { email } = shopper;
    const oldSession = await api.logIn(email);
    const resetToken = await resetTokenOf(shopper);
    const reset = await api.post('/auth/reset-password', {
      email,
      resetToken,
      password: NEW_PASSWORD,
      passwordAgain: NEW_PASSWORD,
    });
    expect(reset).toEqual({
      status: 200,
      body: { success: true, message: 'Password reset successful. Please login.' },
    });
    expect((await api.get('/users/get-user', { token: oldSession })).status).toBe(401);
    expect((await api.post('/auth/login', { email, password: PASSWORD })).status).toBe(401);
    expect((await api.post('/auth/login', { email, password: NEW_PASSWORD })).status).toBe(200);
    const { body } = await api.get(`/dev/outbox?email=${encodeURIComponent(email)}`);
    expect(body.data.messages[0].subject).toBe('Your Oja password was changed');
    // The token and the code are used up.
    const again = { email, resetToken, password: PASSWORD, passwordAgain: PASSWORD };
    expect(await api.post('/auth/reset-password', again)).toEqual(FAILED);
    expect(
      (await api.post('/auth/verify-otp', { email, otp: shopper.code }, { address: shopper.address })).body
        .message,
    ).toBe('Wrong otp!');
  });

  it('answers every token problem alike: unknown, another email’s, expired', async () => {
    const shopper = await withResetCode();
    const other = await api.signUp();
    const resetToken = await resetTokenOf(shopper);
    const body = (email: string, token: string) => ({
      email,
      resetToken: token,
      password: NEW_PASSWORD,
      passwordAgain: NEW_PASSWORD,
    });
    expect(await api.post('/auth/reset-password', body(shopper.email, 'not-a-token'))).toEqual(FAILED);
    expect(await api.post('/auth/reset-password', body(other.email, resetToken))).toEqual(FAILED);
    api.advance(15 * MINUTE);
    expect(await api.post('/auth/reset-password', body(shopper.email, resetToken))).toEqual(FAILED);
    expect((await api.post('/auth/login', { email: shopper.email, password: PASSWORD })).status).toBe(200);
    expect((await api.post('/auth/login', { email: other.email, password: PASSWORD })).status).toBe(200);
  });

  it('a token works once, even for two resets at once', async () => {
    const shopper = await withResetCode();
    const resetToken = await resetTokenOf(shopper);
    const answers = await Promise.all(
      [NEW_PASSWORD, `${NEW_PASSWORD}2`].map((password) =>
        api.post('/auth/reset-password', {
          email: shopper.email,
          resetToken,
          password,
          passwordAgain: password,
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
  });

  it('past 30 resets from one address in 15 minutes, each costs a solved challenge', async () => {
    const { address, email } = newShopper();
    const body = { email, resetToken: 'guess', password: NEW_PASSWORD, passwordAgain: NEW_PASSWORD };
    const answers = [];
    for (let i = 0; i < 31; i++) answers.push(await api.post('/auth/reset-password', body, { address }));
    expect(answers.map((a) => a.status)).toEqual([...Array(30).fill(400), 429]);
    expect(answers[30]?.body.challenge).toMatchObject({ algorithm: 'SHA-256' });
    // Solved, the guess is checked (and fails as a guess does).
    const solved = await new Device(api.app, api.contract).postSolving('/auth/reset-password', body, {
      address,
    });
    expect([solved.status, solved.solved]).toEqual([400, true]);
  });

  it('refuses passwords that do not match or break the rule, and changes nothing', async () => {
    const shopper = await withResetCode();
    const { email } = shopper;
    const resetToken = await resetTokenOf(shopper);
    const mismatch = await api.post('/auth/reset-password', {
      email,
      resetToken,
      password: NEW_PASSWORD,
      passwordAgain: `${NEW_PASSWORD}x`,
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.message).toBe('Passwords do not match');
    const weak = await api.post('/auth/reset-password', {
      email,
      resetToken,
      password: 'weak',
      passwordAgain: 'weak',
    });
    expect(weak.body.message).toMatch(/^Password must be at least 8 characters/);
    const empty = await api.post('/auth/reset-password', {
      email,
      resetToken,
      password: '',
      passwordAgain: '',
    });
    expect(empty.body.message).toBe('Please fill in all fields');
    expect((await api.post('/auth/login', { email, password: PASSWORD })).status).toBe(200);
  });

  it('refuses an expired reset code (15 minutes)', async () => {
    const { email, code, address } = await withResetCode();
    api.advance(15 * MINUTE);
    expect(await api.post('/auth/verify-otp', { email, otp: code }, { address })).toEqual({
      status: 400,
      body: { success: false, message: 'OTP has expired. Please request a new one.' },
    });
  });

  it('counts wrong reset codes: 5 kill the code', async () => {
    const { email, code, address } = await withResetCode();
    const wrong = code === '0000' ? '1111' : '0000';
    for (let i = 0; i < 5; i++) await api.post('/auth/verify-otp', { email, otp: wrong }, { address });
    expect((await api.post('/auth/verify-otp', { email, otp: code }, { address })).body.message).toBe(
      'Too many wrong codes. Please request a new one.',
    );
  });

  it('answers an unknown email like a wrong code', async () => {
    const { address, email } = newShopper();
    expect(await api.post('/auth/verify-otp', { email, otp: '1234' }, { address })).toEqual({
      status: 400,
      body: { success: false, message: 'Wrong otp!' },
    });
  });
});
