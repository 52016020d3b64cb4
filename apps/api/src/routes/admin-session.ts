import {
  LOGIN_ADDRESS_CEILING,
  LOGIN_PAIR_LIMIT,
  normalRecoveryCode,
  ROLE_PERMISSIONS,
  validateStaffSignIn,
} from '@oja/domain';
import { getCookie } from 'hono/cookie';
import { challengeGate } from '../auth/challenge.ts';
import { verifyAgainstNothing, verifyPassword } from '../auth/passwords.ts';
import type { Database } from '../db/connect.ts';
import { clearAttempts, giveBackAttempt, limitKeys } from '../db/rate-limits-repository.ts';
import {
  countRecoveryCodesLeft,
  findStaffByEmail,
  replaceRecoveryCodes,
  type StaffRow,
  takeRecoveryCode,
  takeTotpStep,
} from '../db/staff-repository.ts';
import { refuse, refuseInvalid } from '../http/refuse.ts';
import { route, routes } from '../http/route.ts';
import { auditWrite } from '../staff/audit.ts';
import { newRecoveryCodes, recoveryCodeHash } from '../staff/recovery-codes.ts';
import {
  csrfTokenOf,
  endStaffSession,
  requireStaff,
  STAFF_COOKIE,
  startStaffSession,
} from '../staff/staff-sessions.ts';
import { acceptedTotpStep } from '../staff/totp.ts';
import { toWireStaff } from '../wire/staff.ts';

const STAFF_SIGN_IN_REFUSED = 'Invalid email, password or code';

const sessionAnswer = async (db: Database, member: StaffRow, csrfToken: string) => ({
  success: true as const,
  message: 'Signed in',
  data: {
    staff: toWireStaff(member),
    permissions: [...ROLE_PERMISSIONS[member.role]],
    csrfToken,
    recoveryCodesLeft: await countRecoveryCodesLeft(db, member.id),
  },
});

/**
 * Whether `code` is a right second factor for `member` now, used up by this sign-in: the authenticator's
 * 6-digit code (each 30-second step once), or one of their recovery codes (each once).
 */
async function takeSecondFactor(db: Database, member: StaffRow, code: string, now: number): Promise<boolean> {
  if (!member.totpSecret) return false;
  const recovery = normalRecoveryCode(code);
  if (recovery !== null) {
    return takeRecoveryCode(db, member.id, recoveryCodeHash(member.staffId, recovery), now);
  }
  // Against the real clock, never the sandbox's: the code comes from an authenticator app on a phone.
  const step = acceptedTotpStep(member.totpSecret, code, Date.now(), member.totpLastStep);
  return step !== null && (await takeTotpStep(db, member.id, step));
}

/** Staff sign-in, the session and sign-out; the staff list (owner only). */
export const adminSessionRoutes = routes(
  route('POST /admin/session', async (c, request) => {
    const check = validateStaffSignIn(request.body);
    if (!check.ok) return refuseInvalid(c, check.errors);
    const db = c.get('db');
    const now = c.get('now')();
    const { email, password, code } = check.value;
    const key = `staff:${email.toLowerCase()}`;
    const address = c.get('clientAddress');
    // Counted before anything is checked, as a shopper's login is (routes/auth-account.ts), under keys of
    // their own so a shopper's attempts never hold a staff member up, or the other way round. Past either
    // limit each attempt costs a solved challenge (auth/challenge.ts); without a right answer, nothing is
    // checked.
    const gate = await challengeGate(c, db, now, [
      { key: limitKeys.loginAddress(`staff:${address}`), limit: LOGIN_ADDRESS_CEILING },
      { key: limitKeys.loginPair(key, address), limit: LOGIN_PAIR_LIMIT },
    ]);
    if (!gate.pass) return gate.refusal;
    const member = await findStaffByEmail(db, email);
    // An invited member who has not set up their account yet has neither a password nor a secret.
    const passwordHash = member?.passwordHash;
    const right = passwordHash
      ? await verifyPassword(password, passwordHash)
      : await verifyAgainstNothing(password);
    if (!member || !right || member.disabledAt !== null || !(await takeSecondFactor(db, member, code, now))) {
      return refuse(c, 401, STAFF_SIGN_IN_REFUSED);
    }
    await clearAttempts(db, limitKeys.loginPair(key, address));
    if (gate.counted) await giveBackAttempt(db, limitKeys.loginAddress(`staff:${address}`));
    const csrfToken = await startStaffSession(c, member, now);
    await auditWrite(
      db,
      member,
      { clientAddress: address, now },
      {
        action: 'staff.sign-in',
        target: { type: 'staff', id: member.staffId },
      },
    );
    return c.json(await sessionAnswer(db, member, csrfToken));
  }),
  route('GET /admin/session', requireStaff(), async (c) => {
    const token = getCookie(c, STAFF_COOKIE) ?? '';
    return c.json(await sessionAnswer(c.get('db'), c.get('staff'), csrfTokenOf(token)));
  }),
  route('POST /admin/session/recovery-codes', requireStaff(), async (c) => {
    const member = c.get('staff');
    const now = c.get('now')();
    const fresh = newRecoveryCodes(member.staffId);
    await c.get('db').transaction(async (tx) => {
      await replaceRecoveryCodes(tx, member.id, fresh.hashes, now);
      await auditWrite(
        tx,
        member,
        { clientAddress: c.get('clientAddress'), now },
        { action: 'staff.recovery-codes', target: { type: 'staff', id: member.staffId } },
      );
    });
    return c.json({
      success: true,
      message: 'New recovery codes made. Keep them somewhere safe: they are shown only now.',
      data: { recoveryCodes: fresh.codes },
    });
  }),
  route('DELETE /admin/session', requireStaff(), async (c) => {
    const member = c.get('staff');
    await endStaffSession(c);
    await auditWrite(
      c.get('db'),
      member,
      { clientAddress: c.get('clientAddress'), now: c.get('now')() },
      {
        action: 'staff.sign-out',
        target: { type: 'staff', id: member.staffId },
      },
    );
    return c.json({ success: true, message: 'Signed out' });
  }),
);
