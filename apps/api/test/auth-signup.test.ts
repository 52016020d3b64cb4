import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../src/app.ts';
import { SOLVE_THE_CHALLENGE } from '../src/auth/challenge.ts';
import { type AuthApp, createAuthApp, newShopper, PASSWORD } from './auth-app.ts';
import { Device } from './support/device.ts';

let api: AuthApp;
beforeAll(async () => {
  api = await createAuthApp();
});
afterAll(async () => api?.dispose());

describe('sign-up to the first page of a session', () => {
  it('signs up, verifies the emailed code, logs in and reads the user', async () => {
    const { email, phoneNumber } = newShopper();
    const registered = await api.post('/auth/register', {
      email: ` ${email.toUpperCase()} `,
      phoneNumber,
      password: PASSWORD,
    });
    expect(registered.status).toBe(201);
    expect(registered.body).toEqual({
      success: true,
      message: 'Please verify your email.',
      data: { email, userID: expect.any(String) },
    });
    const code = await api.latestCode(email);
    expect(code).toMatch(/^\d{4}$/);
    // Verifying the email signs the shopper in, as a login does: the answer carries a session token.
    const verified = await api.post('/auth/verify-email', { email, otp: code });
    expect(verified).toEqual({
      status: 200,
      body: {
        success: true,
        message: 'OTP verified successfully',
        data: {
          token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
          email,
          userID: registered.body.data.userID,
        },
      },
    });
    const verifiedUser = await api.get('/users/get-user', { token: verified.body.data.token });
    expect(verifiedUser.status).toBe(200);
    expect(verifiedUser.body.data.user.email).toBe(email);
    const login = await api.post('/auth/login', { email, password: PASSWORD });
    expect(login).toEqual({
      status: 200,
      body: {
        success: true,
        message: 'Login successful!',
        data: {
          token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
          requires_verification: false,
          isEmailVerified: true,
          email,
          userID: registered.body.data.userID,
        },
      },
    });
    const user = await api.get('/users/get-user', { token: login.body.data.token });
    expect(user.status).toBe(200);
    expect(user.body.data.user).toEqual({
      userID: registered.body.data.userID,
      // No name made from the email: sign-up asks none.
      firstName: null,
      lastName: null,
      email,
      phoneNumber: `+234${phoneNumber.slice(1)}`,
      isTier2: false,
      isEmailVerified: true,
      residentialAddress: null,
      residentialCity: null,
      residentialState: null,
      hasBvn: false,
      addressCheck: null,
      // Made once an instalment order's down payment settles (issue 44).
      standingAccount: null,
      smsNotifications: true,
      instalmentCredit: { owed: 0, orderWithoutDirectDebit: false, limit: 500_000, frozen: false },
    });
  });

  it('serves the spec’s paths with a trailing slash too', async () => {
    const { email, phoneNumber } = newShopper();
    expect((await api.post('/auth/register/', { email, phoneNumber, password: PASSWORD })).status).toBe(201);
  });

  it('never answers a BVN: the user carries only hasBvn', async () => {
    const { email } = await api.signUp();
    const token = await api.logIn(email);
    const { body } = await api.get('/users/get-user', { token });
    expect(Object.keys(body.data.user).filter((k) => /bvn/i.test(k))).toEqual(['hasBvn']);
    expect(JSON.stringify(body)).not.toMatch(/password|Hash/i);
  });
});

describe('a sign-up the rules refuse writes nothing', () => {
  it.each([
    [
      'an email with HTML',
      { email: '<script>@x.com', phoneNumber: '08012345678', password: PASSWORD },
      'email',
      'Invalid email address',
    ],
    [
      'a bad phone number',
      { email: 'a@b.co', phoneNumber: '0801234', password: PASSWORD },
      'phoneNumber',
      'Invalid phone number',
    ],
    [
      'a weak password',
      { email: 'a@b.co', phoneNumber: '08012345678', password: 'password' },
      'password',
      expect.stringMatching(/^Password must be/),
    ],
  ])('%s', async (_, body, field, message) => {
    const before = await api.userCount();
    const { status, body: answer } = await api.post('/auth/register', body);
    expect(status).toBe(400);
    expect(answer).toEqual({ success: false, message, errors: [{ field, message }] });
    expect(await api.userCount()).toBe(before);
  });

  it.each([
    ['a missing field', { email: 'a@b.co', password: PASSWORD }],
    ['a wrong type', { email: 'a@b.co', phoneNumber: 8012345678, password: PASSWORD }],
    ['an unknown field', { email: 'a@b.co', phoneNumber: '08012345678', password: PASSWORD, isTier2: true }],
    [
      'an over-long email',
      { email: `${'a'.repeat(250)}@b.co`, phoneNumber: '08012345678', password: PASSWORD },
    ],
    ['a body that is not JSON', '{"email":'],
  ])('%s → 400', async (_, body) => {
    const before = await api.userCount();
    const { status, body: answer } = await api.post('/auth/register', body);
    expect(status).toBe(400);
    expect(answer.success).toBe(false);
    expect(await api.userCount()).toBe(before);
  });

  it('answers 413 to a body over the limit', async () => {
    const body = { email: 'a@b.co', phoneNumber: '08012345678', password: 'x'.repeat(MAX_BODY_BYTES) };
    expect(await api.post('/auth/register', body)).toEqual({
      status: 413,
      body: { success: false, message: 'Request body too large' },
    });
  });

  it('answers a registered email (any case) or phone number like a new one, and tells only the email’s owner', async () => {
    const { email, phoneNumber } = await api.signUp({ verify: false });
    const other = newShopper();
    const before = await api.userCount();
    const sameEmail = await api.post(
      '/auth/register',
      { email: email.toUpperCase(), phoneNumber: other.phoneNumber, password: PASSWORD },
      { address: other.address },
    );
    expect(sameEmail.status).toBe(201);
    expect(sameEmail.body).toEqual({
      success: true,
      message: 'Please verify your email.',
      data: { email, userID: expect.any(String) },
    });
    const owner = await api.get(`/dev/outbox?email=${encodeURIComponent(email)}`);
    expect(owner.body.data.messages[0].subject).toBe('About your Oja sign-up');
    expect(owner.body.data.messages[0].text).toMatch(
      /^Someone tried to create an Oja account with this email/,
    );

    const samePhone = await api.post(
      '/auth/register',
      { email: other.email, phoneNumber: `+234${phoneNumber.slice(1)}`, password: PASSWORD },
      { address: other.address },
    );
    expect(samePhone.status).toBe(201);
    expect(Object.keys(samePhone.body.data)).toEqual(Object.keys(sameEmail.body.data));
    const notice = await api.get(`/dev/outbox?email=${encodeURIComponent(other.email)}`);
    expect(notice.body.data.messages[0].text).toMatch(
      /phone number ending \d{4} already belongs to another account/,
    );
    expect(await api.userCount()).toBe(before);
    // The userID answered for a taken email names no account: it cannot verify anything.
    expect((await api.post('/auth/login', { email: other.email, password: PASSWORD })).status).toBe(401);
  });

  it('past 30 sign-ups from one address in an hour, asks for a solved challenge, never refuses', async () => {
    const address = newShopper().address;
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof api.post>> | undefined;
    for (let i = 0; i < 31; i++) {
      const { email, phoneNumber } = newShopper();
      // A body the rules refuse is not counted; these are all well formed.
      last = await api.post('/auth/register', { email, phoneNumber, password: PASSWORD }, { address });
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 30).every((s) => s === 201)).toBe(true);
    expect(last).toEqual({
      status: 429,
      body: { success: false, message: SOLVE_THE_CHALLENGE, challenge: expect.any(Object) },
    });
    const { email, phoneNumber } = newShopper();
    const solved = await new Device(api.app, api.contract).postSolving(
      '/auth/register',
      { email, phoneNumber, password: PASSWORD },
      { address },
    );
    expect([solved.status, solved.solved]).toEqual([201, true]);
  });
});

describe('the email sandbox', () => {
  it('keeps the latest 10 messages of an address, newest first', async () => {
    const { email } = await api.signUp();
    const { body } = await api.get(`/dev/outbox?email=${encodeURIComponent(email.toUpperCase())}`);
    expect(body.data.messages).toEqual([
      {
        to: email,
        subject: 'Verify your Oja email',
        text: expect.stringMatching(/^Your Oja code is \d{4}\n/),
        createdAt: expect.any(String),
      },
    ]);
  });

  it('is not served when SMTP is configured', async () => {
    const smtp = await createAuthApp({ email: { kind: 'smtp', send: async () => undefined } });
    try {
      expect((await smtp.get('/dev/outbox?email=a@b.co')).status).toBe(404);
    } finally {
      await smtp.dispose();
    }
  });
});
