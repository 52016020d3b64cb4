import {
  CHALLENGE_LIFETIME_MS,
  CHALLENGE_MAX_NUMBER,
  DEVICE_FAILURE_LIMIT,
  LOGIN_ADDRESS_CEILING,
  LOGIN_PAIR_LIMIT,
  REGISTER_ADDRESS_CEILING,
} from '@oja/domain';
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHALLENGE_NOT_SOLVED, challengeMaxNumber, SOLVE_THE_CHALLENGE } from '../src/auth/challenge.ts';
import { purgeExpired } from '../src/db/purge.ts';
import { rateLimits } from '../src/db/schema.ts';
import { type AuthApp, createAuthApp, MINUTE, newShopper, PASSWORD } from './auth-app.ts';
import { Device } from './support/device.ts';
import { solveChallenge } from './support/solve-challenge.ts';

/**
 * Issue 41: Nigerian mobile networks put thousands of shoppers behind one carrier-grade NAT address. Every
 * test here plays out on one shared address: strangers' failures must never lock a shopper out, and past an
 * address's ceiling the answer is a proof-of-work challenge to solve, never a plain refusal.
 */

let api: AuthApp;
beforeAll(async () => {
  api = await createAuthApp();
});
afterAll(async () => api?.dispose());

const device = () => new Device(api.app, api.contract);
const WRONG = { status: 401, message: 'Invalid email or password' };
const statusAndMessage = (a: { status: number; body: { message: string } }) => ({
  status: a.status,
  message: a.body.message,
});
const asksToSolve = (a: { status: number; body: { challenge?: unknown } }) =>
  a.status === 429 && a.body.challenge !== undefined;

/** A verified shopper, signed in once on `phone` (so it holds the account's device cookie). */
async function shopperWithPhone(address: string) {
  const { email } = await api.signUp();
  const phone = device();
  const first = await phone.postSolving('/auth/login', { email, password: PASSWORD }, { address });
  expect(first.status).toBe(200);
  return { email, phone };
}

describe('one address, many shoppers (sign-in)', () => {
  it('100 wrong passwords against A: B and A sign in, the attacker gets nothing without work', async () => {
    const nat = newShopper().address;
    const a = await shopperWithPhone(nat);
    const b = await shopperWithPhone(nat);
    const attacker = device();
    const answers = [];
    for (let i = 0; i < 100; i++) {
      answers.push(
        await attacker.post('/auth/login', { email: a.email, password: `Wr0ng-${i}!` }, { address: nat }),
      );
    }
    // The first five are checked; every later one is asked for work, and checks nothing without it.
    expect(answers.slice(0, LOGIN_PAIR_LIMIT.max).map(statusAndMessage)).toEqual(Array(5).fill(WRONG));
    expect(answers.slice(LOGIN_PAIR_LIMIT.max).every(asksToSolve)).toBe(true);
    expect(answers[99]?.body.message).toBe(SOLVE_THE_CHALLENGE);

    // Those 95 refusals counted nothing toward a guess: A's account is not slowed down (it would be past
    // 10 failures), so A on a brand-new phone elsewhere signs in at once.
    const elsewhere = await device().post(
      '/auth/login',
      { email: a.email, password: PASSWORD },
      { address: newShopper().address },
    );
    expect(elsewhere.status).toBe(200);

    // B, on the phone B signed in with before, behind the same address: no challenge at all.
    const bKnown = await b.phone.post(
      '/auth/login',
      { email: b.email, password: PASSWORD },
      { address: nat },
    );
    expect(bKnown.status).toBe(200);
    // B on a new phone behind the address (past its ceiling): asked to solve, then signed in.
    const bNew = device();
    const asked = await bNew.post('/auth/login', { email: b.email, password: PASSWORD }, { address: nat });
    expect(asksToSolve(asked)).toBe(true);
    const solved = await bNew.post(
      '/auth/login',
      { email: b.email, password: PASSWORD },
      { address: nat, altcha: solveChallenge(asked.body.challenge) },
    );
    expect(solved.status).toBe(200);
    // A, on A's own phone behind the same address: signed in, no challenge.
    const aKnown = await a.phone.post(
      '/auth/login',
      { email: a.email, password: PASSWORD },
      { address: nat },
    );
    expect(aKnown.status).toBe(200);
  });

  it('an answer buys one guess, once: a reused, expired, forged or garbled answer checks nothing', async () => {
    const nat = newShopper().address;
    const { email } = await api.signUp();
    const attacker = device();
    for (let i = 0; i < LOGIN_PAIR_LIMIT.max; i++) {
      await attacker.post('/auth/login', { email, password: `Wr0ng-${i}!` }, { address: nat });
    }
    const asked = await attacker.post('/auth/login', { email, password: 'Wr0ng-x!' }, { address: nat });
    const answer = solveChallenge(asked.body.challenge);
    const paid = await attacker.post(
      '/auth/login',
      { email, password: 'Wr0ng-y!' },
      { address: nat, altcha: answer },
    );
    expect(statusAndMessage(paid)).toEqual(WRONG);
    // The same answer again: refused with a fresh challenge, even with the right password.
    const reused = await attacker.post(
      '/auth/login',
      { email, password: PASSWORD },
      { address: nat, altcha: answer },
    );
    expect(asksToSolve(reused)).toBe(true);
    expect(reused.body.message).toBe(CHALLENGE_NOT_SOLVED);
    expect(reused.body.challenge?.challenge).not.toBe(asked.body.challenge?.challenge);

    // Expired: solved, but sent back after the challenge's lifetime.
    const late = await attacker.post('/auth/login', { email, password: PASSWORD }, { address: nat });
    const lateAnswer = solveChallenge(late.body.challenge);
    api.advance(CHALLENGE_LIFETIME_MS + 1000);
    expect(
      (
        await attacker.post(
          '/auth/login',
          { email, password: PASSWORD },
          { address: nat, altcha: lateAnswer },
        )
      ).body.message,
    ).toBe(CHALLENGE_NOT_SOLVED);

    // Forged: a right number for a challenge the attacker made up (the signature is not the shop's).
    const fresh = (await attacker.post('/auth/login', { email, password: PASSWORD }, { address: nat })).body
      .challenge;
    const forged = JSON.parse(Buffer.from(solveChallenge(fresh), 'base64').toString());
    forged.signature = '0'.repeat(64);
    const forgedAnswer = Buffer.from(JSON.stringify(forged)).toString('base64');
    expect(
      (
        await attacker.post(
          '/auth/login',
          { email, password: PASSWORD },
          { address: nat, altcha: forgedAnswer },
        )
      ).body.message,
    ).toBe(CHALLENGE_NOT_SOLVED);
    // Garbled: a clear refusal with a challenge, never a crash.
    for (const garbage of ['not base64!', Buffer.from('{"x":1}').toString('base64'), '']) {
      const answered = await attacker.post(
        '/auth/login',
        { email, password: PASSWORD },
        { address: nat, altcha: garbage },
      );
      expect(asksToSolve(answered)).toBe(true);
    }
    // Only the one paid guess and the five free ones reached the password check: the owner's new phone
    // elsewhere is not slowed down (that takes 10 failures).
    expect(
      (await device().post('/auth/login', { email, password: PASSWORD }, { address: newShopper().address }))
        .status,
    ).toBe(200);
  });

  it('a guesser who pays for every guess slows the account down, but never its own phone', async () => {
    const nat = newShopper().address;
    const owner = await shopperWithPhone(nat);
    const attacker = device();
    // 10 failures: 5 free, then each paid with a solved challenge; with the 10th the account's delay starts.
    for (let i = 0; i < 10; i++) {
      const guess = await attacker.postSolving(
        '/auth/login',
        { email: owner.email, password: `Wr0ng-${i}!` },
        { address: nat },
      );
      expect(statusAndMessage(guess)).toEqual(WRONG);
    }
    // A new phone waits (a growing delay, with Retry-After), whatever it solves.
    const waiting = await device().postSolving(
      '/auth/login',
      { email: owner.email, password: PASSWORD },
      { address: newShopper().address },
    );
    expect(waiting.status).toBe(429);
    expect(waiting.body.challenge).toBeUndefined();
    expect(Number(waiting.headers.get('retry-after'))).toBeGreaterThan(0);
    // The owner's phone, behind the attacker's very address: straight in.
    const own = await owner.phone.post(
      '/auth/login',
      { email: owner.email, password: PASSWORD },
      { address: nat },
    );
    expect(own.status).toBe(200);
    // A minute later the delay is over for new phones too.
    api.advance(MINUTE);
    expect(
      (
        await device().postSolving(
          '/auth/login',
          { email: owner.email, password: PASSWORD },
          { address: newShopper().address },
        )
      ).status,
    ).toBe(200);
  });
});

describe('the device cookie', () => {
  it('is set on a right password: HttpOnly, SameSite=Strict, sent only to login, no email in it', async () => {
    const { email } = await api.signUp();
    const response = await api.app.request('https://shop.example/api/v1/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': newShopper().address },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    expect(response.status).toBe(200);
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('oja_device_'));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\/api\/v1\/auth\/login/);
    expect(cookie).toMatch(/Secure/);
    expect(cookie?.toLowerCase()).not.toContain(email.split('@')[0]);
    // Over plain HTTP (a developer's machine) it is not Secure, or the browser would drop it.
    const phone = device();
    const plain = await phone.post(
      '/auth/login',
      { email, password: PASSWORD },
      { address: newShopper().address },
    );
    const plainCookie = plain.headers.getSetCookie().find((c) => c.startsWith('oja_device_'));
    expect(plainCookie).toMatch(/HttpOnly/);
    expect(plainCookie).not.toMatch(/Secure/);
  });

  it('is not set for a wrong password, and a tampered or another account’s cookie is a new device', async () => {
    const nat = newShopper().address;
    const a = await shopperWithPhone(nat);
    const b = await shopperWithPhone(nat);
    const wrong = device();
    await wrong.post('/auth/login', { email: a.email, password: 'Wr0ng-1!' }, { address: nat });
    expect(wrong.cookies.size).toBe(0);
    // Fill the pair limit for A behind the address, so only a real device cookie gets past it unasked.
    for (let i = 0; i < LOGIN_PAIR_LIMIT.max; i++) {
      await device().post('/auth/login', { email: a.email, password: `Wr0ng-${i}!` }, { address: nat });
    }
    const tampered = device();
    for (const [name, { value, path }] of a.phone.cookies) {
      tampered.cookies.set(name, { value: `${value.slice(0, -1)}${value.endsWith('0') ? '1' : '0'}`, path });
    }
    expect(
      asksToSolve(
        await tampered.post('/auth/login', { email: a.email, password: PASSWORD }, { address: nat }),
      ),
    ).toBe(true);
    // B's phone holds a cookie, but for B: to A it is a new device.
    expect(
      asksToSolve(
        await b.phone.post('/auth/login', { email: a.email, password: PASSWORD }, { address: nat }),
      ),
    ).toBe(true);
    expect(
      (await a.phone.post('/auth/login', { email: a.email, password: PASSWORD }, { address: nat })).status,
    ).toBe(200);
  });

  it(`loses its standing after ${DEVICE_FAILURE_LIMIT.max} wrong passwords of its own`, async () => {
    const nat = newShopper().address;
    const owner = await shopperWithPhone(nat);
    // Strangers on 10 addresses fail 10 times: new devices now wait (the account's delay).
    for (let i = 0; i < 10; i++) {
      const stranger = { address: newShopper().address };
      await device().post('/auth/login', { email: owner.email, password: `Wr0ng-${i}!` }, stranger);
    }
    // The owner's phone is not held up, but a stolen cookie would give 5 guesses, not unlimited ones.
    for (let i = 0; i < DEVICE_FAILURE_LIMIT.max; i++) {
      const guess = await owner.phone.post(
        '/auth/login',
        { email: owner.email, password: `Wr0ng-${i}!` },
        { address: nat },
      );
      expect(statusAndMessage(guess)).toEqual(WRONG);
    }
    // Then it is a new device: it waits like one.
    const next = await owner.phone.post(
      '/auth/login',
      { email: owner.email, password: PASSWORD },
      { address: nat },
    );
    expect(next.status).toBe(429);
    expect(Number(next.headers.get('retry-after'))).toBeGreaterThan(0);
    // After the wait, the right password restores it (a fresh cookie), and it is not held up again.
    api.advance(MINUTE);
    const back = await owner.phone.post(
      '/auth/login',
      { email: owner.email, password: PASSWORD },
      { address: nat },
    );
    expect(back.status).toBe(200);
    await device().post('/auth/login', { email: owner.email, password: 'Wr0ng-again!' }, { address: nat });
    const again = await owner.phone.post(
      '/auth/login',
      { email: owner.email, password: PASSWORD },
      { address: nat },
    );
    expect(again.status).toBe(200);
  });
});

describe('one address, many shoppers (sign-up)', () => {
  it('500 sign-ups in an hour: none refused, the ones past the ceiling solve a challenge', async () => {
    const nat = newShopper().address;
    const before = await api.userCount();
    let asked = 0;
    const phone = device();
    for (let i = 0; i < 500; i++) {
      const { email, phoneNumber } = newShopper();
      const answer = await phone.postSolving(
        '/auth/register',
        { email, phoneNumber, password: PASSWORD },
        { address: nat },
      );
      expect(answer.status).toBe(201);
      if (answer.solved) asked++;
      api.advance(7000); // 500 in just under an hour
    }
    expect(asked).toBe(500 - REGISTER_ADDRESS_CEILING.max);
    expect(await api.userCount()).toBe(before + 500);
  }, 180_000);
});

describe('one address, many shoppers (codes and resets)', () => {
  it('verify-email: past the ceiling a code is checked only with a solved challenge', async () => {
    const nat = newShopper().address;
    const { email } = await api.signUp({ verify: false });
    const code = await api.latestCode(email);
    const wrongCode = code === '0000' ? '0001' : '0000';
    const someone = device();
    // Strangers' wrong codes for other accounts fill the address's allowance (30 in 15 minutes).
    for (let i = 0; i < 30; i++) {
      await someone.post(
        '/auth/verify-email',
        { email: newShopper().email, otp: wrongCode },
        { address: nat },
      );
    }
    const refused = await someone.post('/auth/verify-email', { email, otp: code }, { address: nat });
    expect(asksToSolve(refused)).toBe(true);
    const verified = await device().postSolving('/auth/verify-email', { email, otp: code }, { address: nat });
    expect([verified.status, verified.solved]).toEqual([200, true]);
  });

  it('forgot-password, resend-otp, verify-otp and reset-password: the same, and a reset goes through', async () => {
    const nat = newShopper().address;
    const { email } = await api.signUp();
    const phone = device();
    for (let i = 0; i < 30; i++) {
      const asked = await phone.post(
        '/auth/forgot-password',
        { email: newShopper().email },
        { address: nat },
      );
      expect(asked.status).toBe(200);
    }
    expect(asksToSolve(await phone.post('/auth/forgot-password', { email }, { address: nat }))).toBe(true);
    expect(
      asksToSolve(
        await phone.post('/auth/resend-otp', { email, purpose: 'reset-password' }, { address: nat }),
      ),
    ).toBe(true);
    const sent = await phone.postSolving('/auth/forgot-password', { email }, { address: nat });
    expect([sent.status, sent.solved]).toEqual([200, true]);
    const code = await api.latestCode(email);
    for (let i = 0; i < 30; i++) {
      await phone.post('/auth/verify-otp', { email: newShopper().email, otp: '1234' }, { address: nat });
    }
    const checked = await phone.postSolving('/auth/verify-otp', { email, otp: code }, { address: nat });
    expect([checked.status, checked.solved]).toEqual([200, true]);
    const resetToken = checked.body.data?.resetToken as string;
    const reset = { email, resetToken, password: 'An0ther-secret!', passwordAgain: 'An0ther-secret!' };
    for (let i = 0; i < 30; i++) {
      await phone.post('/auth/reset-password', { ...reset, resetToken: `guess-${i}` }, { address: nat });
    }
    const done = await phone.postSolving('/auth/reset-password', reset, { address: nat });
    expect([done.status, done.solved]).toEqual([200, true]);
    api.advance(MINUTE);
    const resent = await phone.postSolving(
      '/auth/resend-otp',
      { email, purpose: 'reset-password' },
      { address: nat },
    );
    expect([resent.status, resent.solved]).toEqual([200, true]);
  });
});

describe('challenges', () => {
  it('cost a phone a second or two in production, and the tests a fraction of that', () => {
    expect(challengeMaxNumber({})).toBe(CHALLENGE_MAX_NUMBER);
    expect(challengeMaxNumber({ OJA_TEST_CHEAP_CHALLENGES: '1', OJA_MODE: 'production' })).toBe(
      CHALLENGE_MAX_NUMBER,
    );
    expect(challengeMaxNumber({ OJA_TEST_CHEAP_CHALLENGES: '1' })).toBeLessThan(CHALLENGE_MAX_NUMBER);
  });

  it('a used answer is kept in the database until its challenge expires, then purged', async () => {
    const nat = newShopper().address;
    const phone = device();
    for (let i = 0; i < LOGIN_ADDRESS_CEILING.max; i++) {
      await phone.post('/auth/login', { email: newShopper().email, password: 'Wr0ng-1!' }, { address: nat });
    }
    const answer = await phone.postSolving(
      '/auth/login',
      { email: newShopper().email, password: 'Wr0ng-1!' },
      { address: nat },
    );
    expect([answer.status, answer.solved]).toEqual([401, true]);
    const used = () =>
      api.database.db.select().from(rateLimits).where(like(rateLimits.key, 'challenge-used:%'));
    const kept = (await used()).length;
    expect(kept).toBeGreaterThan(0);
    api.advance(CHALLENGE_LIFETIME_MS);
    // Long after every challenge of this file expired.
    await purgeExpired(api.database.db, Date.parse('2100-01-01T00:00:00Z'));
    expect((await used()).length).toBe(0);
  });
});
