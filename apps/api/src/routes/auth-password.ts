import { otpError, validateForgotPassword, validateResetPassword, validateVerifyEmail } from '@oja/domain';
import { Hono } from 'hono';
import { checkOtp, countSend, issueOtp, sentRecently } from '../auth/otp.ts';
import { hashPassword } from '../auth/passwords.ts';
import {
  clearEvents,
  isLimited,
  OTP_ADDRESS_LIMIT,
  recordEvent,
  TOO_MANY_CODES,
  WAIT_A_MINUTE,
} from '../auth/rate-limit.ts';
import { deleteUserSessions } from '../auth/sessions.ts';
import { consumeOtp, markOtpVerified, type OtpPurpose } from '../db/otp-repository.ts';
import { emailKey, findUserByEmail, setPasswordHash } from '../db/users-repository.ts';
import type { ApiEnv } from '../env.ts';
import { fail, invalid } from './auth-wire.ts';

const FORGOT_ANSWER = 'If that email is registered, we have sent a code to it.';
const RESET_FAILED = 'Error resetting password.';

/** Forgot password, the reset code, resending codes. Unknown emails get the same answers as known ones. */
export const passwordRoutes = new Hono<ApiEnv>()
  .post('/auth/forgot-password', async (c) => {
    const check = validateForgotPassword(c.get('body') as Record<string, unknown>);
    if (!check.ok) return invalid(c, check.errors);
    const db = c.get('db');
    const now = c.get('now')();
    const email = emailKey(check.value.email);
    const user = await findUserByEmail(db, email);
    if (!(await sentRecently(db, 'reset-password', email, now))) {
      // Both branches write one send event; a known email also stores and emails a code.
      const work = user
        ? issueOtp(db, c.get('email'), user, 'reset-password', now)
        : countSend(db, 'reset-password', email, now);
      // An SMTP round trip would tell a known email by its time: deliver in the background there.
      if (c.get('email').kind === 'smtp')
        work.catch((error) => console.error('forgot-password email failed:', error));
      else await work;
    }
    return c.json({ success: true, message: FORGOT_ANSWER });
  })
  .post('/auth/verify-otp', async (c) => {
    const db = c.get('db');
    const now = c.get('now')();
    const addressKey = `otp-address:${c.get('clientAddress')}`;
    if (await isLimited(db, addressKey, OTP_ADDRESS_LIMIT, now)) return fail(c, 429, TOO_MANY_CODES);
    const check = validateVerifyEmail(c.get('body') as Record<string, unknown>);
    if (!check.ok) return invalid(c, check.errors);
    const user = await findUserByEmail(db, check.value.email);
    const code = await checkOtp(db, user, 'reset-password', check.value.otp, now);
    if (!code.ok) {
      await recordEvent(db, addressKey, OTP_ADDRESS_LIMIT, now);
      return fail(c, 400, code.message);
    }
    await markOtpVerified(db, code.row.id, new Date(now));
    return c.json({ success: true, message: 'OTP verified successfully' });
  })
  .post('/auth/reset-password', async (c) => {
    const body = c.get('body') as Record<string, unknown>;
    const check = validateResetPassword(body);
    if (!check.ok) return invalid(c, check.errors);
    const codeProblem = otpError(body.otp);
    if (codeProblem) return invalid(c, { otp: codeProblem });
    const db = c.get('db');
    const now = c.get('now')();
    const user = await findUserByEmail(db, check.value.email);
    const code = await checkOtp(db, user, 'reset-password', String(body.otp).trim(), now);
    if (!code.ok) return fail(c, 400, code.message);
    if (!user || !code.row.verifiedAt || !(await consumeOtp(db, code.row.id, new Date(now)))) {
      return fail(c, 400, RESET_FAILED);
    }
    await setPasswordHash(db, user.id, await hashPassword(check.value.password));
    await deleteUserSessions(db, user.id);
    await clearEvents(db, `login-account:${user.email}`);
    return c.json({ success: true, message: 'Password reset successful. Please login.' });
  })
  .post('/auth/resend-otp', async (c) => {
    const body = c.get('body') as { email: string; purpose: OtpPurpose };
    const check = validateForgotPassword(body);
    if (!check.ok) return invalid(c, check.errors);
    const db = c.get('db');
    const now = c.get('now')();
    const email = emailKey(check.value.email);
    if (await sentRecently(db, body.purpose, email, now)) return fail(c, 429, WAIT_A_MINUTE);
    const user = await findUserByEmail(db, email);
    // No code for an unknown email or an email already verified, but the same answer.
    const wanted = user && (body.purpose === 'reset-password' || !user.isEmailVerified);
    if (user && wanted) await issueOtp(db, c.get('email'), user, body.purpose, now);
    else await countSend(db, body.purpose, email, now);
    return c.json({ success: true, message: `OTP sent to ${check.value.email}` });
  });
