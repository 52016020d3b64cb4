import {
  EMAIL_VERIFICATION_OTP_SECONDS,
  OTP_ACCOUNT_LIMIT,
  OTP_EXPIRED,
  OTP_SEND_LIMIT,
  otpExpiresAt,
  RESET_OTP_SECONDS,
} from '@oja/domain';
import type { Database } from '../db/connect.ts';
import {
  consumeOtp,
  findLiveOtp,
  type OtpPurpose,
  type OtpRow,
  replaceOtp,
  takeTry,
} from '../db/otp-repository.ts';
import { giveBackAttempt, limitKeys, takeAttempt } from '../db/rate-limits-repository.ts';
import type { UserRow } from '../db/users-repository.ts';
import { findUserByEmail } from '../db/users-repository.ts';
import type { EmailSender } from '../email/sender.ts';
import { TOO_MANY_CODES_TODAY } from './rate-limit.ts';
import { hashOtp, newOtpCode, newSalt, sameDigest } from './tokens.ts';

const WRONG_OTP = 'Wrong otp!';
const TOO_MANY_WRONG_CODES = 'Too many wrong codes. Please request a new one.';
/** A code dies after this many tries. */
const MAX_TRIES = 5;

const LIFETIME_SECONDS: Record<OtpPurpose, number> = {
  'verify-email': EMAIL_VERIFICATION_OTP_SECONDS,
  'reset-password': RESET_OTP_SECONDS,
};

const SUBJECT: Record<OtpPurpose, string> = {
  'verify-email': 'Verify your Oja email',
  'reset-password': 'Reset your Oja password',
};

/** The rate-limit key of codes sent to an email for a purpose. */
const sendKey = (purpose: OtpPurpose, email: string) => `otp-send:${purpose}:${email}`;

/**
 * Takes the send slot of an email and purpose (one code a minute), also for an email no account has, so
 * the answers cannot tell them apart. Atomic: of parallel requests, one gets the slot.
 */
export async function takeSendSlot(db: Database, purpose: OtpPurpose, email: string, now: number) {
  return (await takeAttempt(db, sendKey(purpose, email), OTP_SEND_LIMIT, now)).allowed;
}

/** Issues a fresh code (replacing older ones of the purpose) and emails it. The caller took the send slot. */
export async function issueOtp(
  db: Database,
  email: EmailSender,
  user: UserRow,
  purpose: OtpPurpose,
  now: number,
): Promise<void> {
  const code = newOtpCode();
  const salt = newSalt();
  const lifetime = LIFETIME_SECONDS[purpose];
  await replaceOtp(db, {
    userId: user.id,
    purpose,
    salt,
    codeHash: hashOtp(code, salt),
    createdAt: new Date(now),
    expiresAt: new Date(otpExpiresAt(now, lifetime)),
  });
  const minutes = Math.round(lifetime / 60);
  await email.send({
    to: user.email,
    subject: SUBJECT[purpose],
    text: `Your Oja code is ${code}\nIt expires in ${minutes >= 60 ? `${minutes / 60} hours` : `${minutes} minutes`}. If you did not ask for it, ignore this email.`,
  });
}

type OtpCheck = { ok: true; row: OtpRow } | { ok: false; status: 400 | 429; message: string };

/**
 * Checks a code and, when right, consumes it. Every try is counted before the digits are compared, each
 * in one statement: the account's daily tries (20), then the code's tries (5). Order of answers: no live
 * code, too many tries today, dead code, expired, wrong digits.
 */
async function useOtp(
  db: Database,
  user: UserRow | undefined,
  purpose: OtpPurpose,
  code: string,
  now: number,
): Promise<OtpCheck> {
  const row = user ? await findLiveOtp(db, user.id, purpose) : undefined;
  if (!user || !row) return { ok: false, status: 400, message: WRONG_OTP };
  const today = await takeAttempt(db, `otp-account:${user.id}`, OTP_ACCOUNT_LIMIT, now);
  if (!today.allowed) return { ok: false, status: 429, message: TOO_MANY_CODES_TODAY };
  if ((await takeTry(db, row.id, MAX_TRIES)) === null) {
    return { ok: false, status: 400, message: TOO_MANY_WRONG_CODES };
  }
  if (row.expiresAt.getTime() <= now) return { ok: false, status: 400, message: OTP_EXPIRED };
  if (!sameDigest(hashOtp(code, row.salt), row.codeHash))
    return { ok: false, status: 400, message: WRONG_OTP };
  // Two right tries at once: only one consumes the code.
  if (!(await consumeOtp(db, row.id, new Date(now)))) return { ok: false, status: 400, message: WRONG_OTP };
  return { ok: true, row };
}

/**
 * A code typed by a shopper (verify-email, verify-otp), after the route's gate counted it against the
 * client's address (auth/challenge.ts: past OTP_ADDRESS_CEILING, a challenge to solve), then checked and used
 * up by `useOtp`. A right code gives the address its try back (when the gate counted one), since many
 * shoppers may share one address. Answers the code's user, or why not.
 */
export async function useOtpFromAddress(
  db: Database,
  {
    address,
    counted,
    email,
    otp,
    purpose,
    now,
  }: { address: string; counted: boolean; email: string; otp: string; purpose: OtpPurpose; now: number },
): Promise<{ ok: true; user: UserRow } | { ok: false; status: 400 | 429; message: string }> {
  const user = await findUserByEmail(db, email);
  const code = await useOtp(db, user, purpose, otp, now);
  if (!code.ok) return code;
  if (!user) return { ok: false, status: 400, message: WRONG_OTP };
  if (counted) await giveBackAttempt(db, limitKeys.otpAddress(address));
  return { ok: true, user };
}
