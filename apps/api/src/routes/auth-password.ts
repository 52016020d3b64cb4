import {
  CODE_SEND_ADDRESS_CEILING,
  OTP_ADDRESS_CEILING,
  RESET_ADDRESS_CEILING,
  validateForgotPassword,
  validateResetPassword,
  validateVerifyEmail,
} from '@oja/domain';
import { challengeGate } from '../auth/challenge.ts';
import { sendPasswordChangedNotice } from '../auth/notices.ts';
import { issueOtp, takeSendSlot, useOtpFromAddress } from '../auth/otp.ts';
import { hashPassword } from '../auth/passwords.ts';
import { WAIT_A_MINUTE } from '../auth/rate-limit.ts';
import { newToken, sha256 } from '../auth/tokens.ts';
import { resetPasswordWithToken, storePasswordReset } from '../db/password-resets-repository.ts';
import { limitKeys } from '../db/rate-limits-repository.ts';
import { emailKey, findUserByEmail } from '../db/users-repository.ts';
import { refuse, refuseInvalid } from '../http/refuse.ts';
import { route, routes } from '../http/route.ts';

const FORGOT_ANSWER = 'If that email is registered, we have sent a code to it.';
const RESET_FAILED = 'Error resetting password.';
/** A reset token lives as long as a reset code: 15 minutes. */
const RESET_TOKEN_MS = 15 * 60 * 1000;

/**
 * Forgot password, the reset code, the reset, resending codes. Unknown emails get the same answers as known
 * ones; a reset fails with one message whatever went wrong.
 */
export const passwordRoutes = routes(
  route('POST /auth/forgot-password', async (c, request) => {
    const check = validateForgotPassword(request.body);
    if (!check.ok) return refuseInvalid(c, check.errors);
    const db = c.get('db');
    const now = c.get('now')();
    // Every request may send an email: past the address's ceiling, each costs a solved challenge.
    const gate = await challengeGate(c, db, now, [
      { key: limitKeys.codeSendAddress(c.get('clientAddress')), limit: CODE_SEND_ADDRESS_CEILING },
    ]);
    if (!gate.pass) return gate.refusal;
    const email = emailKey(check.value.email);
    // The slot is taken for unknown emails too: the answer and its time are the same.
    if (await takeSendSlot(db, 'reset-password', email, now)) {
      const user = await findUserByEmail(db, email);
      if (user) await issueOtp(db, c.get('email'), user, 'reset-password', now);
    }
    return c.json({ success: true, message: FORGOT_ANSWER });
  }),
  route('POST /auth/verify-otp', async (c, request) => {
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
      purpose: 'reset-password',
      now,
    });
    if (!code.ok) return refuse(c, code.status, code.message);
    const { user } = code;
    // The code is used up; what it proved travels as a single-use token to reset-password.
    const resetToken = newToken();
    await storePasswordReset(db, {
      tokenHash: sha256(resetToken),
      userId: user.id,
      createdAt: new Date(now),
      expiresAt: new Date(now + RESET_TOKEN_MS),
    });
    return c.json({ success: true, message: 'OTP verified successfully', data: { resetToken } });
  }),
  route('POST /auth/reset-password', async (c, { body }) => {
    const check = validateResetPassword(body);
    if (!check.ok) return refuseInvalid(c, check.errors);
    const db = c.get('db');
    const now = c.get('now')();
    const gate = await challengeGate(c, db, now, [
      { key: limitKeys.resetAddress(c.get('clientAddress')), limit: RESET_ADDRESS_CEILING },
    ]);
    if (!gate.pass) return gate.refusal;
    const user = await resetPasswordWithToken(db, {
      tokenHash: sha256(body.resetToken),
      email: emailKey(check.value.email),
      passwordHash: await hashPassword(check.value.password),
      now: new Date(now),
    });
    if (!user) return refuse(c, 400, RESET_FAILED);
    await sendPasswordChangedNotice(c.get('email'), user.email);
    return c.json({ success: true, message: 'Password reset successful. Please login.' });
  }),
  route('POST /auth/resend-otp', async (c, { body }) => {
    const check = validateForgotPassword(body);
    if (!check.ok) return refuseInvalid(c, check.errors);
    const db = c.get('db');
    const now = c.get('now')();
    const gate = await challengeGate(c, db, now, [
      { key: limitKeys.codeSendAddress(c.get('clientAddress')), limit: CODE_SEND_ADDRESS_CEILING },
    ]);
    if (!gate.pass) return gate.refusal;
    const email = emailKey(check.value.email);
    if (!(await takeSendSlot(db, body.purpose, email, now))) return refuse(c, 429, WAIT_A_MINUTE);
    const user = await findUserByEmail(db, email);
    // No code for an unknown email or an email already verified, but the same answer.
    if (user && (body.purpose === 'reset-password' || !user.isEmailVerified)) {
      await issueOtp(db, c.get('email'), user, body.purpose, now);
    }
    return c.json({ success: true, message: `OTP sent to ${check.value.email}` });
  }),
);
