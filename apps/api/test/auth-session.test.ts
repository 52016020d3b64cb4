import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_LIFETIME_MS } from '../src/auth/sessions.ts';
import { NO_TOKEN } from './account-app.ts';
import { type AuthApp, createAuthApp, MINUTE, newShopper, PASSWORD } from './auth-app.ts';

let api: AuthApp;
beforeAll(async () => {
  api = await createAuthApp();
});
afterAll(async () => api?.dispose());

const INVALID = { status: 401, body: { success: false, message: 'Session expired or invalid' } };
const WRONG_CREDENTIALS = { status: 401, body: { success: false, message: 'Invalid email or password' } };
const LOCKED = {
  status: 429,
  body: { success: false, message: 'Too many attempts. Please try again in 15 minutes.' },
};

describe('login', () => {
  it('answers the same 401 for a wrong password and an unknown email', async () => {
    const { email, address } = await api.signUp();
    expect(await api.post('/auth/login', { email, password: 'Wr0ng-password!' }, { address })).toEqual(
      WRONG_CREDENTIALS,
    );
    expect(
      await api.post('/auth/login', { email: newShopper().email, password: PASSWORD }, { address }),
    ).toEqual(WRONG_CREDENTIALS);
  });

  it('asks for both fields', async () => {
    const { status, body } = await api.post('/auth/login', { email: '', password: '' });
    expect(status).toBe(400);
    expect(body.message).toBe('Please fill in all fields');
  });

  it('locks an account from one address after 5 attempts in 15 minutes, even for the right password', async () => {
    const { email } = await api.signUp();
    const address = newShopper().address;
    for (let i = 0; i < 5; i++) {
      expect(await api.post('/auth/login', { email, password: `Wr0ng-${i}!` }, { address })).toEqual(
        WRONG_CREDENTIALS,
      );
    }
    expect(await api.post('/auth/login', { email, password: 'Wr0ng-6!' }, { address })).toEqual(LOCKED);
    expect(await api.post('/auth/login', { email, password: PASSWORD }, { address })).toEqual(LOCKED);
    api.advance(15 * MINUTE);
    expect((await api.post('/auth/login', { email, password: PASSWORD }, { address })).status).toBe(200);
  });

  it('a stranger’s failures from other addresses never lock the owner out of theirs', async () => {
    const { email, address: home } = await api.signUp();
    await api.logIn(email, PASSWORD, home);
    // 5 addresses × 5 wrong passwords: each address is locked for this account, the account is not.
    for (let a = 0; a < 5; a++) {
      const address = newShopper().address;
      for (let i = 0; i < 6; i++)
        await api.post('/auth/login', { email, password: `Wr0ng-${i}!` }, { address });
    }
    expect((await api.post('/auth/login', { email, password: PASSWORD }, { address: home })).status).toBe(
      200,
    );
  });

  it('slows a guesser spread over many addresses: past 10 failures, new addresses wait, doubling', async () => {
    const { email, address: home } = await api.signUp();
    await api.logIn(email, PASSWORD, home);
    for (let i = 0; i < 10; i++) {
      const address = newShopper().address;
      expect(await api.post('/auth/login', { email, password: 'Wr0ng-pass1' }, { address })).toEqual(
        WRONG_CREDENTIALS,
      );
    }
    // The 10th failure starts a 1-second wait for addresses the account has not logged in from.
    const waiting = await api.post(
      '/auth/login',
      { email, password: PASSWORD },
      { address: newShopper().address },
    );
    expect(waiting).toEqual(LOCKED);
    // The owner's own address is not held up.
    expect((await api.post('/auth/login', { email, password: PASSWORD }, { address: home })).status).toBe(
      200,
    );
    api.advance(1000);
    expect(
      await api.post('/auth/login', { email, password: 'Wr0ng-pass1' }, { address: newShopper().address }),
    ).toEqual(WRONG_CREDENTIALS);
    // The 11th failure: 2 seconds now.
    api.advance(1000);
    expect(
      (await api.post('/auth/login', { email, password: PASSWORD }, { address: newShopper().address }))
        .status,
    ).toBe(429);
    api.advance(1000);
    expect(
      (await api.post('/auth/login', { email, password: PASSWORD }, { address: newShopper().address }))
        .status,
    ).toBe(200);
  });

  it('a success clears the address’s attempts for the account', async () => {
    const { email, address } = await api.signUp();
    for (let i = 0; i < 4; i++)
      await api.post('/auth/login', { email, password: 'Wr0ng-pass1' }, { address });
    await api.logIn(email, PASSWORD, address);
    for (let i = 0; i < 4; i++)
      await api.post('/auth/login', { email, password: 'Wr0ng-pass1' }, { address });
    expect((await api.post('/auth/login', { email, password: PASSWORD }, { address })).status).toBe(200);
  });

  it('limits one client address to 30 failed attempts in 15 minutes across accounts', async () => {
    const address = newShopper().address;
    for (let i = 0; i < 30; i++) {
      await api.post('/auth/login', { email: newShopper().email, password: 'Wr0ng-pass1' }, { address });
    }
    const { email } = await api.signUp();
    expect(await api.post('/auth/login', { email, password: PASSWORD }, { address })).toEqual(LOCKED);
    expect((await api.post('/auth/login', { email, password: PASSWORD })).status).toBe(200);
  });
});

describe('a session', () => {
  it('ends at logout: the token then gets 401', async () => {
    const { email } = await api.signUp();
    const token = await api.logIn(email);
    expect((await api.get('/users/get-user', { token })).status).toBe(200);
    expect(await api.post('/auth/logout', undefined, { token })).toEqual({
      status: 200,
      body: { success: true, message: 'Logged Out Successfully' },
    });
    expect(await api.get('/users/get-user', { token })).toEqual(INVALID);
    expect(await api.post('/auth/logout', undefined, { token })).toEqual(INVALID);
  });

  it('expires after 7 days', async () => {
    const { email } = await api.signUp();
    const token = await api.logIn(email);
    api.advance(SESSION_LIFETIME_MS - 1000);
    expect((await api.get('/users/get-user', { token })).status).toBe(200);
    api.advance(1000);
    expect(await api.get('/users/get-user', { token })).toEqual(INVALID);
  });

  it('is refused for a forged, malformed or missing token', async () => {
    expect(await api.get('/users/get-user', { token: randomBytes(32).toString('base64url') })).toEqual(
      INVALID,
    );
    expect(await api.get('/users/get-user', { token: 'not a token' })).toEqual(INVALID);
    expect(await api.get('/users/get-user', { authorization: 'Basic b2phOm9qYQ==' })).toEqual(INVALID);
    // No header at all says so, in the spec's words: the client sent no token, rather than a bad one.
    expect(await api.get('/users/get-user')).toEqual(NO_TOKEN);
  });

  it('takes the Bearer scheme in any case, as HTTP says', async () => {
    const { email } = await api.signUp();
    const token = await api.logIn(email);
    for (const scheme of ['bearer', 'BEARER']) {
      const answer = await api.get('/users/get-user', { authorization: `${scheme} ${token}` });
      expect(answer.status).toBe(200);
    }
  });

  it('is one per login: logging out of one leaves the other', async () => {
    const { email } = await api.signUp();
    const first = await api.logIn(email);
    const second = await api.logIn(email);
    await api.post('/auth/logout', undefined, { token: first });
    expect((await api.get('/users/get-user', { token: second })).status).toBe(200);
  });
});

describe('the Tier 2 request', () => {
  it('needs a session, is recorded and emails the shopper', async () => {
    expect(await api.post('/auth/send-verification-email')).toEqual(NO_TOKEN);
    const { email } = await api.signUp();
    const token = await api.logIn(email);
    expect(await api.post('/auth/send-verification-email', undefined, { token })).toEqual({
      status: 200,
      body: {
        success: true,
        message: 'Your request has been submitted. We will contact you via email with the next steps.',
      },
    });
    const { body } = await api.get(`/dev/outbox?email=${email}`);
    expect(body.data.messages[0].subject).toBe('Your Oja Tier 2 request');
  });
});
