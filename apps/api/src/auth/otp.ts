import { EMAIL_VERIFICATION_OTP_SECONDS, OTP_EXPIRED, otpExpiresAt, RESET_OTP_SECONDS } from '@oja/domain';
import type { Database } from '../db/connect.ts';
import {
  countWrongTry,
  findLiveOtp,
  type OtpPurpose,
  type OtpRow,
  replaceOtp,
} from '../db/otp-repository.ts';
import type { UserRow } from '../db/users-repository.ts';
import type { EmailSender } from '../email/sender.ts';
import { isLimited, OTP_SEND_LIMIT, recordEvent } from './rate-limit.ts';
import { hashOtp, newOtpCode, newSalt, sameDigest } from './tokens.ts';

export const WRONG_OTP = 'Wrong otp!';
export const TOO_MANY_WRONG_CODES = 'Too many wrong codes. Please request a new one.';
export { OTP_EXPIRED };
/** A code dies after this many wrong tries. */
export const MAX_WRONG_TRIES = 5;

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

/** True when a code of this purpose went to this email less than a minute ago. */
export function sentRecently(db: Database, purpose: OtpPurpose, email: string, now: number) {
  return isLimited(db, sendKey(purpose, email), OTP_SEND_LIMIT, now);
}

/** Counts a send (also for an email no account has, so the answers cannot tell them apart). */
export function countSend(db: Database, purpose: OtpPurpose, email: string, now: number) {
  return recordEvent(db, sendKey(purpose, email), OTP_SEND_LIMIT, now);
}

/** Issues a fresh code (replacing older ones of the purpose) and emails it. Counts as a send. */
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
  await countSend(db, purpose, user.email, now);
  const minutes = Math.round(lifetime / 60);
  await email.send({
    to: user.email,
    subject: SUBJECT[purpose],
    text: `Your Oja code is ${code}\nIt expires in ${minutes >= 60 ? `${minutes / 60} hours` : `${minutes} minutes`}. If you did not ask for it, ignore this email.`,
  });
}

export type OtpCheck = { ok: true; row: OtpRow } | { ok: false; message: string };

/**
 * Checks a code against the user's live code of the purpose: expired first, then dead (5 wrong tries),
 * then the digits; a wrong try is counted. Does not consume or verify the code.
 */
export async function checkOtp(
  db: Database,
  user: UserRow | undefined,
  purpose: OtpPurpose,
  code: string,
  now: number,
): Promise<OtpCheck> {
  const row = user ? await findLiveOtp(db, user.id, purpose) : undefined;
  if (!row) return { ok: false, message: WRONG_OTP };
  if (row.attempts >= MAX_WRONG_TRIES) return { ok: false, message: TOO_MANY_WRONG_CODES };
  if (row.expiresAt.getTime() <= now) return { ok: false, message: OTP_EXPIRED };
  if (!sameDigest(hashOtp(code, row.salt), row.codeHash)) {
    await countWrongTry(db, row);
    return { ok: false, message: WRONG_OTP };
  }
  return { ok: true, row };
}
