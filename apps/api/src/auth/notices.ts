import type { Database } from '../db/connect.ts';
import { takeAttempt } from '../db/rate-limits-repository.ts';
import { emailKey, findUserByEmail } from '../db/users-repository.ts';
import type { EmailSender } from '../email/sender.ts';

/** At most one sign-up notice an hour to an address, however often someone tries its email. */
const NOTICE_LIMIT = { max: 1, windowMs: 60 * 60 * 1000 };

/**
 * A sign-up that could not make an account (its email or phone number is taken) answers like one that did;
 * the email's owner learns why here, and nobody else learns anything.
 */
export async function sendSignUpNotice(
  db: Database,
  email: EmailSender,
  attempt: { email: string; phoneNumber: string },
  now: number,
): Promise<void> {
  const to = emailKey(attempt.email);
  if (!(await takeAttempt(db, `notice:sign-up:${to}`, NOTICE_LIMIT, now)).allowed) return;
  const owner = await findUserByEmail(db, to);
  const text = owner
    ? 'Someone tried to create an Oja account with this email, which already has one.\n' +
      'If it was you, log in, or choose Forgot password to set a new one. If it was not you, you can ignore this email: your account is unchanged.'
    : `We could not create your Oja account: the phone number ending ${attempt.phoneNumber.slice(-4)} already belongs to another account.\n` +
      'Sign up again with your own phone number, or log in if the account is yours.';
  await email.send({ to, subject: 'About your Oja sign-up', text });
}

/** Tells the owner that the password changed, with what to do if it was not them. */
export async function sendPasswordChangedNotice(email: EmailSender, to: string): Promise<void> {
  await email.send({
    to,
    subject: 'Your Oja password was changed',
    text:
      'Your Oja password was just changed and every device was logged out.\n' +
      'If this was not you, choose Forgot password at once to set a new one, and write to support@oja.ng.',
  });
}
