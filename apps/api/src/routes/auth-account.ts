import { randomUUID } from 'node:crypto';
import {
  DEVICE_FAILURE_LIMIT,
  LOGIN_ACCOUNT_FAILURES,
  LOGIN_ADDRESS_CEILING,
  LOGIN_PAIR_LIMIT,
  loginDelayMs,
  OTP_ADDRESS_CEILING,
  REGISTER_ADDRESS_CEILING,
  validateLogin,
  validateSignUp,
  validateVerifyEmail,
} from '@oja/domain';
import { challengeGate } from '../auth/challenge.ts';
import { keepDeviceCookie, knownDeviceOf } from '../auth/device-cookie.ts';
import { sendSignUpNotice } from '../auth/notices.ts';
import { issueOtp, takeSendSlot, useOtpFromAddress } from '../auth/otp.ts';
import { hashPassword, verifyAgainstNothing, verifyPassword } from '../auth/passwords.ts';
import { SIGN_IN_DELAYED } from '../auth/rate-limit.ts';
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

/** Sign-up, email verification, login and logout. Bodies are validated by the contract, then the domain. */
export const accountRoutes = routes(
  route('POST /auth/register', async (c, request) => {
    const check = validateSignUp(request.body);
    if (!check.ok) return refuseInvalid(c, check.errors);
    const db = c.get('db');
    const now = c.get('now')();
    const address = c.get('clientAddress');
    // Past the address's ceiling a sign-up costs the client a solved challenge, never a refusal: one
    // address may be a whole mobile network (carrier-grade NAT).
    const gate = await challengeGate(c, db, now, [
      { key: limitKeys.registerAddress(address), limit: REGISTER_ADDRESS_CEILING },
    ]);
    if (!gate.pass) return gate.refusal;
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
    const address = c.get('clientAddress');
    const gate = await challengeGate(c, db, now, [
      { key: limitKeys.otpAddress(address), limit: OTP_ADDRESS_CEILING },
    ]);
    if (!gate.pass) return gate.refusal;
    const code = await useOtpFromAddress(db, {
      address,
      counted: gate.counted,
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
    // A device that signed in to this account before, and has not failed too often itself since, is held
    // up by nobody else's failures: not the address's ceiling, not the account's delay (issue 41).
    const device = knownDeviceOf(c, email);
    const deviceFailures = device ? await readAttempts(db, limitKeys.loginDevice(device), now) : null;
    const known = deviceFailures !== null && deviceFailures.count < DEVICE_FAILURE_LIMIT.max;
    let countedByAddress = false;
    if (!known) {
      // Failures from everywhere slow the account down progressively (a wait, not a lock: Retry-After).
      // Checked first, so a solved challenge is not spent on an attempt that would wait anyway.
      const failures = await readAttempts(db, limitKeys.loginAccount(email), now);
      const wait = failures.lastAt ? failures.lastAt.getTime() + loginDelayMs(failures.count) - now : 0;
      if (wait > 0) {
        c.header('Retry-After', String(Math.ceil(wait / 1000)));
        return refuse(c, 429, SIGN_IN_DELAYED);
      }
      // Counted before the password is checked, per address and per account and address; past either,
      // each attempt costs a solved challenge, and one without a right answer checks nothing.
      const gate = await challengeGate(c, db, now, [
        { key: limitKeys.loginAddress(address), limit: LOGIN_ADDRESS_CEILING },
        { key: limitKeys.loginPair(email, address), limit: LOGIN_PAIR_LIMIT },
      ]);
      if (!gate.pass) return gate.refusal;
      countedByAddress = gate.counted;
    }
    const user = await findUserByEmail(db, email);
    const right = user
      ? await verifyPassword(check.value.password, user.passwordHash)
      : await verifyAgainstNothing(check.value.password);
    if (!user || !right) {
      await takeAttempt(db, limitKeys.loginAccount(email), LOGIN_ACCOUNT_FAILURES, now);
      if (device) await takeAttempt(db, limitKeys.loginDevice(device), DEVICE_FAILURE_LIMIT, now);
      return refuse(c, 401, LOGIN_REFUSED);
    }
    await clearAttempts(db, limitKeys.loginPair(email, address));
    if (countedByAddress) await giveBackAttempt(db, limitKeys.loginAddress(address));
    if (device) await clearAttempts(db, limitKeys.loginDevice(device));
    // The right password makes this a known device of the account (a new cookie, or the old one renewed).
    keepDeviceCookie(c, email, known ? device : null);
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
