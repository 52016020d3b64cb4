import { randomUUID } from 'node:crypto';
import { validateLogin, validateSignUp, validateVerifyEmail } from '@oja/domain';
import { Hono } from 'hono';
import { checkOtp, issueOtp, sentRecently, WRONG_OTP } from '../auth/otp.ts';
import { hashPassword, verifyAgainstNothing, verifyPassword } from '../auth/passwords.ts';
import {
  clearEvents,
  isLimited,
  LOGIN_ACCOUNT_LIMIT,
  LOGIN_ADDRESS_LIMIT,
  OTP_ADDRESS_LIMIT,
  recordEvent,
  TOO_MANY_CODES,
  TOO_MANY_LOGINS,
} from '../auth/rate-limit.ts';
import { createSession, deleteSession, requireUser } from '../auth/sessions.ts';
import { consumeOtp } from '../db/otp-repository.ts';
import {
  emailKey,
  findUserByEmail,
  findUserByPhone,
  insertUser,
  markEmailVerified,
} from '../db/users-repository.ts';
import type { ApiEnv } from '../env.ts';
import { fail, invalid, provisionalFirstName } from './auth-wire.ts';

const EMAIL_TAKEN = 'Email is already registered';
const PHONE_TAKEN = 'Phone number is already registered';

/** Sign-up, email verification, login and logout. Bodies are validated by the contract, then the domain. */
export const accountRoutes = new Hono<ApiEnv>()
  .post('/auth/register', async (c) => {
    const check = validateSignUp(c.get('body') as Record<string, unknown>);
    if (!check.ok) return invalid(c, check.errors);
    const { email, phoneNumber, password } = check.value;
    const db = c.get('db');
    const taken = {
      email: (await findUserByEmail(db, email)) ? EMAIL_TAKEN : undefined,
      phoneNumber: (await findUserByPhone(db, phoneNumber)) ? PHONE_TAKEN : undefined,
    };
    if (taken.email || taken.phoneNumber) return fail(c, 409, taken.email ?? PHONE_TAKEN, taken);
    const now = c.get('now')();
    const user = await insertUser(db, {
      userId: randomUUID(),
      email,
      phoneNumber,
      firstName: provisionalFirstName(emailKey(email)),
      passwordHash: await hashPassword(password),
      createdAt: new Date(now),
    });
    // Lost a race with a sign-up of the same email or phone number.
    if (!user) return fail(c, 409, EMAIL_TAKEN, { email: EMAIL_TAKEN });
    await issueOtp(db, c.get('email'), user, 'verify-email', now);
    return c.json(
      {
        success: true,
        message: 'Please verify your email.',
        data: { email: user.email, userID: user.userId },
      },
      201,
    );
  })
  .post('/auth/verify-email', async (c) => {
    const db = c.get('db');
    const now = c.get('now')();
    const addressKey = `otp-address:${c.get('clientAddress')}`;
    if (await isLimited(db, addressKey, OTP_ADDRESS_LIMIT, now)) return fail(c, 429, TOO_MANY_CODES);
    const check = validateVerifyEmail(c.get('body') as Record<string, unknown>);
    if (!check.ok) return invalid(c, check.errors);
    const user = await findUserByEmail(db, check.value.email);
    const code = await checkOtp(db, user, 'verify-email', check.value.otp, now);
    if (!code.ok) {
      await recordEvent(db, addressKey, OTP_ADDRESS_LIMIT, now);
      return fail(c, 400, code.message);
    }
    if (!user || !(await consumeOtp(db, code.row.id, new Date(now)))) return fail(c, 400, WRONG_OTP);
    await markEmailVerified(db, user.id);
    return c.json({ success: true, message: 'OTP verified successfully' });
  })
  .post('/auth/login', async (c) => {
    const check = validateLogin(c.get('body') as Record<string, unknown>);
    if (!check.ok) return invalid(c, check.errors);
    const db = c.get('db');
    const now = c.get('now')();
    const accountKey = `login-account:${emailKey(check.value.email)}`;
    const addressKey = `login-address:${c.get('clientAddress')}`;
    if (
      (await isLimited(db, accountKey, LOGIN_ACCOUNT_LIMIT, now)) ||
      (await isLimited(db, addressKey, LOGIN_ADDRESS_LIMIT, now))
    ) {
      return fail(c, 429, TOO_MANY_LOGINS);
    }
    const user = await findUserByEmail(db, check.value.email);
    const right = user
      ? await verifyPassword(check.value.password, user.passwordHash)
      : await verifyAgainstNothing(check.value.password);
    if (!user || !right) {
      await recordEvent(db, accountKey, LOGIN_ACCOUNT_LIMIT, now);
      await recordEvent(db, addressKey, LOGIN_ADDRESS_LIMIT, now);
      return fail(c, 401, 'Invalid email or password');
    }
    await clearEvents(db, accountKey);
    const who = { email: user.email, userID: user.userId };
    if (!user.isEmailVerified) {
      if (!(await sentRecently(db, 'verify-email', user.email, now))) {
        await issueOtp(db, c.get('email'), user, 'verify-email', now);
      }
      return c.json(
        {
          success: false,
          message: 'Please verify your email to continue.',
          data: { requires_verification: true, isEmailVerified: false, ...who },
        },
        403,
      );
    }
    const token = await createSession(db, user.id, now);
    return c.json({
      success: true,
      message: 'Login successful!',
      data: { token, requires_verification: false, isEmailVerified: true, ...who },
    });
  })
  .post('/auth/logout', requireUser, async (c) => {
    await deleteSession(c.get('db'), c.get('sessionTokenHash'));
    return c.json({ success: true, message: 'Logged Out Successfully' });
  });
