import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ApiError,
  challengeAnswer,
  createApiClient,
  currentUserQueryOptions,
  forgotPassword,
  login,
  logout,
  queryKeys,
  register,
  requestTier2,
  resendOtp,
  resetPassword,
  type User,
  verifyEmail,
  verifyOtp,
  withChallenge,
} from '../src/index';
import { json, startServer } from './echo-server';

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (closers.length) await closers.pop()?.();
});

interface Seen {
  method: string;
  url: string;
  auth: string | undefined;
  body: unknown;
}

/** A loopback server that records each request and answers with `status` and `answer`. */
async function serving(status: number, answer: unknown, token: string | null = null) {
  const seen: Seen[] = [];
  const s = await startServer((req, res) => {
    let text = '';
    req.on('data', (chunk) => {
      text += chunk;
    });
    req.on('end', () => {
      seen.push({
        method: req.method ?? '',
        url: req.url ?? '',
        auth: req.headers.authorization,
        body: text ? JSON.parse(text) : undefined,
      });
      json(res, status, answer);
    });
  });
  closers.push(s.close);
  return { client: createApiClient({ baseUrl: s.baseUrl, getToken: () => token }), seen };
}

const email = 'ada@example.com';
const ok = (message: string, data?: unknown) => ({ success: true, message, ...(data ? { data } : {}) });

describe('account calls post the contract’s payloads', () => {
  it('register answers the email and userID', async () => {
    const { client, seen } = await serving(201, ok('Please verify your email.', { email, userID: 'u1' }));
    const body = { email, phoneNumber: '08012345678', password: 'Sup3r-secret!' };
    expect(await register(client, body)).toEqual({ email, userID: 'u1' });
    expect(seen).toEqual([{ method: 'POST', url: '/api/v1/auth/register', auth: undefined, body }]);
  });

  it('login answers the session', async () => {
    const data = { token: 't', requires_verification: false, isEmailVerified: true, email, userID: 'u1' };
    const { client, seen } = await serving(200, ok('Login successful!', data));
    expect(await login(client, { email, password: 'x' })).toEqual(data);
    expect(seen[0]?.url).toBe('/api/v1/auth/login');
  });

  it('verify-email answers the session it starts, as login does', async () => {
    const data = { token: 't', email, userID: 'u1' };
    const { client, seen } = await serving(200, ok('OTP verified successfully', data));
    expect(await verifyEmail(client, { email, otp: '1234' })).toEqual(data);
    expect(seen[0]?.url).toBe('/api/v1/auth/verify-email');
  });

  it.each([
    ['forgot-password', () => forgotPassword, { email }],
    [
      'reset-password',
      () => resetPassword,
      { email, resetToken: 'reset-1', password: 'P4ss-word!', passwordAgain: 'P4ss-word!' },
    ],
    ['resend-otp', () => resendOtp, { email, purpose: 'verify-email' }],
  ] as const)('%s answers the server’s message', async (path, call, body) => {
    const { client, seen } = await serving(200, ok(`done ${path}`));
    const fn = call() as (c: typeof client, b: typeof body) => Promise<string>;
    expect(await fn(client, body)).toBe(`done ${path}`);
    expect(seen).toEqual([{ method: 'POST', url: `/api/v1/auth/${path}`, auth: undefined, body }]);
  });

  it('verify-otp answers the single-use reset token', async () => {
    const { client, seen } = await serving(200, ok('OTP verified successfully', { resetToken: 'reset-1' }));
    expect(await verifyOtp(client, { email, otp: '1234' })).toEqual({ resetToken: 'reset-1' });
    expect(seen[0]?.url).toBe('/api/v1/auth/verify-otp');
  });

  it('logout and the Tier 2 request send the bearer token and no body', async () => {
    const { client, seen } = await serving(200, ok('fine'), 'tok-1');
    expect(await logout(client)).toBe('fine');
    expect(await requestTier2(client)).toBe('fine');
    expect(seen).toEqual([
      { method: 'POST', url: '/api/v1/auth/logout', auth: 'Bearer tok-1', body: undefined },
      { method: 'POST', url: '/api/v1/auth/send-verification-email', auth: 'Bearer tok-1', body: undefined },
    ]);
  });
});

describe('the current user', () => {
  it('is fetched with the token, keyed by its path', async () => {
    const user: User = {
      userID: 'u1',
      firstName: 'Ada',
      lastName: null,
      email,
      phoneNumber: '+2348012345678',
      isTier2: false,
      isEmailVerified: true,
      residentialAddress: null,
      residentialCity: null,
      residentialState: null,
      hasBvn: false,
      smsNotifications: true,
    };
    const { client, seen } = await serving(200, ok('User fetched successfully', { user }), 'tok-2');
    const options = currentUserQueryOptions(client);
    expect(options.queryKey).toEqual(['/users/get-user']);
    expect(options.queryKey).toEqual(queryKeys.currentUser());
    expect(await new QueryClient().fetchQuery(options)).toEqual(user);
    expect(seen[0]).toMatchObject({ method: 'GET', url: '/api/v1/users/get-user', auth: 'Bearer tok-2' });
  });
});

describe('failures', () => {
  it('a 409 carries the first message per field', async () => {
    const errors = [
      { field: 'email', message: 'Email is already registered' },
      { field: 'phoneNumber', message: 'Phone number is already registered' },
      { field: 'email', message: 'a second email message' },
    ];
    const { client } = await serving(409, { success: false, message: 'Email is already registered', errors });
    const failure = register(client, { email, phoneNumber: '08012345678', password: 'x' });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      status: 409,
      message: 'Email is already registered',
      fieldErrors: {
        email: 'Email is already registered',
        phoneNumber: 'Phone number is already registered',
      },
    });
  });

  it('a 403 login keeps the server’s message', async () => {
    const { client } = await serving(403, {
      success: false,
      message: 'Please verify your email to continue.',
    });
    await expect(login(client, { email, password: 'x' })).rejects.toMatchObject({
      status: 403,
      message: 'Please verify your email to continue.',
      fieldErrors: undefined,
    });
  });

  it('a 401 without a message is “Session expired or invalid”', async () => {
    const { client } = await serving(401, {});
    await expect(new QueryClient().fetchQuery(currentUserQueryOptions(client))).rejects.toMatchObject({
      status: 401,
      message: 'Session expired or invalid',
    });
  });
});

describe('a proof-of-work challenge', () => {
  const challenge = {
    algorithm: 'SHA-256',
    challenge: 'c0ffee',
    salt: 'salt?expires=1&',
    signature: 'f00d',
    maxnumber: 1000,
  };

  /** Answers the first login with a 429 carrying the challenge, then 200; records each X-Altcha header. */
  async function challenging() {
    const answers: Array<string | undefined> = [];
    const s = await startServer((req, res) => {
      req.resume();
      req.on('end', () => {
        const altcha = req.headers['x-altcha'];
        answers.push(typeof altcha === 'string' ? altcha : undefined);
        if (altcha === undefined) {
          json(res, 429, { success: false, message: 'Many attempts come from your network.', challenge });
        } else {
          json(res, 200, ok('Login successful!', { token: 't', email, userID: 'u1' }));
        }
      });
    });
    closers.push(s.close);
    return { client: createApiClient({ baseUrl: s.baseUrl, getToken: () => null }), answers };
  }

  it('is carried by the ApiError of the refusal', async () => {
    const { client } = await challenging();
    const error = await login(client, { email, password: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).challenge).toEqual(challenge);
  });

  it('is solved and the same call made again with the answer in X-Altcha, announcing the work', async () => {
    const { client, answers } = await challenging();
    const solving: boolean[] = [];
    const session = await withChallenge((answer) => login(client, { email, password: 'x' }, answer), {
      solve: async (c) => challengeAnswer(c, 42),
      onSolving: (on) => solving.push(on),
    });
    expect(session.token).toBe('t');
    expect(solving).toEqual([true, false]);
    expect(answers[0]).toBeUndefined();
    expect(JSON.parse(atob(answers[1] ?? ''))).toEqual({
      algorithm: 'SHA-256',
      challenge: 'c0ffee',
      number: 42,
      salt: 'salt?expires=1&',
      signature: 'f00d',
    });
  });
});
