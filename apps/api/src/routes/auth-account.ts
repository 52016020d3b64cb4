import { randomUUID } from 'node:crypto';
import { validateLogin, validateSignUp, validateVerifyEmail } from '@oja/domain';
import { sendSignUpNotice } from '../auth/notices.ts';
import { issueOtp, takeSendSlot, useOtpFromAddress } from '../auth/otp.ts';
import { hashPassword, verifyAgainstNothing, verifyPassword } from '../auth/passwords.ts';
import {
  LOGIN_ACCOUNT_FAILURES,
  LOGIN_ADDRESS_LIMIT,
  LOGIN_PAIR_LIMIT,
  loginDelayMs,
  REGISTER_ADDRESS_LIMIT,
  TOO_MANY_LOGINS,
  TOO_MANY_SIGN_UPS,
} from '../auth/rate-limit.ts';
import { dropSessionCookie, keepSessionCookie } from '../auth/session-cookie.ts';
import { createSession, deleteSession, requireUser } from '../auth/sessions.ts';
import { WorkQueue } from '../auth/work-queue.ts';
import {
  clearAttempts,
  giveBackAttempt,
  limitKeys,
  readAttempts,
  takeAttempt,
} from '../db/rate-limits-repository.ts';
import {
  emailKey,
  findUserByEmail,
  findUserByPhone,
  insertUser,
  markEmailVerified,
} from '../db/users-repository.ts';
import { refuse, refuseInvalid } from '../http/refuse.ts';
import { route, routes } from '../http/route.ts';

const REGISTERED = 'Please verify your email.';
const SIGN_UPS_BUSY = 'Too many sign-ups right now. Please try again in a minute.';
/** One sign-up hash at a time per process (the other threads stay free for logins), 20 waiting at most. */
const signUpHashing = new WorkQueue({ concurrency: 1, maxWaiting: 20 });
const LOGIN_REFUSED = 'Invalid email or password';

/** How long an address stays known after a successful login (its counter is never over a limit). */
const KNOWN_ADDRESS = { max: Number.MAX_SAFE_INTEGER, windowMs: 30 * 24 * 60 * 60 * 1000 };

/** Sign-up, email verification, login and logout. Bodies are validated by the contract, then the domain. */
export const accountRoutes = routes(
  route('POST /auth/register', async (c, request) => {
    const check = validateSignUp(request.body);
    if (!check.ok) return refuseInvalid(c, check.errors);
    const db = c.get('db');
    const now = c.get('now')();
    const address = c.get('clientAddress');
    const slot = await takeAttempt(db, limitKeys.registerAddress(address), REGISTER_ADDRESS_LIMIT, now);
    if (!slot.allowed) return refuse(c, 429, TOO_MANY_SIGN_UPS);
    const { email, phoneNumber, password } = check.value;
    // The hash is computed whether or not the account can be made, so the time tells nothing either.
    const passwordHash = await signUpHashing.run(() => hashPassword(password));
    if (passwordHash === null) return refuse(c, 429, SIGN_UPS_BUSY);
    const user =
      (await findUserByEmail(db, email)) || (await findUserByPhone(db, phoneNumber))
        ? null
        : await insertUser(db, {
            userId: randomUUID(),
            email,
            phoneNumber,
            // No name yet: sign-up asks none, and one made from the email reads as a robot's ('Hi, Ada.obi25!').
            firstName: null,
            passwordHash,
            createdAt: new Date(now),
          });
    // The answer is the same for a taken email or phone number: the email's owner learns why by email.
    if (user) await issueOtp(db, c.get('email'), user, 'verify-email', now);
    else await sendSignUpNotice(db, c.get('email'), { email, phoneNumber }, now);
    return c.json(
      {
        success: true,
        message: REGISTERED,
        data: { email: emailKey(email), userID: user?.userId ?? randomUUID() },
      },
      201,
    );
  }),
  route('POST /auth/verify-email', async (c, request) => {
    const db = c.get('db');
    const now = c.get('now')();
    const check = validateVerifyEmail(request.body);
    if (!check.ok) return refuseInvalid(c, check.errors);
    const code = await useOtpFromAddress(db, {
      address: c.get('clientAddress'),
      ...check.value,
      purpose: 'verify-email',
      now,
    });
    if (!code.ok) return refuse(c, code.status, code.message);
    const { user } = code;
    await markEmailVerified(db, user.id);
    // The code proved the email, as a password would: the shopper is signed in, as after a login.
    const token = await createSession(db, user.id, now);
    // The same session for the pages the server renders for the shopper (auth/session-cookie.ts).
    keepSessionCookie(c, token);
    return c.json({
      success: true,
      message: 'OTP verified successfully',
      data: { token, email: user.email, userID: user.userId },
    });
  }),
  route('POST /auth/login', async (c, request) => {
    const check = validateLogin(request.body);
    if (!check.ok) return refuseInvalid(c, check.errors);
    const db = c.get('db');
    const now = c.get('now')();
    const email = emailKey(check.value.email);
    const address = c.get('clientAddress');
    // Every attempt is counted before the password is checked, per account and address together (so a
    // stranger's failures never lock the owner's own address out) and per address.
    const pair = await takeAttempt(db, limitKeys.loginPair(email, address), LOGIN_PAIR_LIMIT, now);
    const byAddress = await takeAttempt(db, limitKeys.loginAddress(address), LOGIN_ADDRESS_LIMIT, now);
    if (!pair.allowed || !byAddress.allowed) return refuse(c, 429, TOO_MANY_LOGINS);
    // Failures from every address slow the account down progressively, except from an address the owner
    // has logged in from before.
    const failures = await readAttempts(db, limitKeys.loginAccount(email), now);
    const wait = failures.lastAt ? failures.lastAt.getTime() + loginDelayMs(failures.count) - now : 0;
    if (wait > 0 && (await readAttempts(db, limitKeys.knownAddress(email, address), now)).count === 0) {
      c.header('Retry-After', String(Math.ceil(wait / 1000)));
      return refuse(c, 429, TOO_MANY_LOGINS);
    }
    const user = await findUserByEmail(db, email);
    const right = user
      ? await verifyPassword(check.value.password, user.passwordHash)
      : await verifyAgainstNothing(check.value.password);
    if (!user || !right) {
      await takeAttempt(db, limitKeys.loginAccount(email), LOGIN_ACCOUNT_FAILURES, now);
      return refuse(c, 401, LOGIN_REFUSED);
    }
    await clearAttempts(db, limitKeys.loginPair(email, address));
    await giveBackAttempt(db, limitKeys.loginAddress(address));
    await takeAttempt(db, limitKeys.knownAddress(email, address), KNOWN_ADDRESS, now);
    const who = { email: user.email, userID: user.userId };
    if (!user.isEmailVerified) {
      if (await takeSendSlot(db, 'verify-email', user.email, now)) {
        await issueOtp(db, c.get('email'), user, 'verify-email', now);
      }
      return refuse(c, 403, 'Please verify your email to continue.', {
        data: { requires_verification: true, isEmailVerified: false, ...who },
      });
    }
    const token = await createSession(db, user.id, now);
    // The same session for the pages the server renders for the shopper (auth/session-cookie.ts).
    keepSessionCookie(c, token);
    return c.json({
      success: true,
      message: 'Login successful!',
      data: { token, requires_verification: false, isEmailVerified: true, ...who },
    });
  }),
  route('POST /auth/logout', requireUser, async (c) => {
    await deleteSession(c.get('db'), c.get('sessionTokenHash'));
    dropSessionCookie(c);
    return c.json({ success: true, message: 'Logged Out Successfully' });
  }),
);
