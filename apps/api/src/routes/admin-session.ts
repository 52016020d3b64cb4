import { LOGIN_ADDRESS_CEILING, LOGIN_PAIR_LIMIT, ROLE_PERMISSIONS, validateStaffSignIn } from '@oja/domain';
import { getCookie } from 'hono/cookie';
import { challengeGate } from '../auth/challenge.ts';
import { verifyAgainstNothing, verifyPassword } from '../auth/passwords.ts';
import { clearAttempts, giveBackAttempt, limitKeys } from '../db/rate-limits-repository.ts';
import { findStaffByEmail, type StaffRow, takeTotpStep } from '../db/staff-repository.ts';
import { refuse, refuseInvalid } from '../http/refuse.ts';
import { route, routes } from '../http/route.ts';
import { auditWrite } from '../staff/audit.ts';
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

const sessionAnswer = (member: StaffRow, csrfToken: string) => ({
  success: true as const,
  message: 'Signed in',
  data: { staff: toWireStaff(member), permissions: [...ROLE_PERMISSIONS[member.role]], csrfToken },
});

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
    const totpSecret = member?.totpSecret;
    const right = passwordHash
      ? await verifyPassword(password, passwordHash)
      : await verifyAgainstNothing(password);
    // Against the real clock, never the sandbox's: the code comes from an authenticator app on a phone.
    const step =
      member && totpSecret && right
        ? acceptedTotpStep(totpSecret, code, Date.now(), member.totpLastStep)
        : null;
    if (
      !member ||
      !right ||
      step === null ||
      member.disabledAt !== null ||
      !(await takeTotpStep(db, member.id, step))
    ) {
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
    return c.json(sessionAnswer(member, csrfToken));
  }),
  route('GET /admin/session', requireStaff(), async (c) => {
    const token = getCookie(c, STAFF_COOKIE) ?? '';
    return c.json(sessionAnswer(c.get('staff'), csrfTokenOf(token)));
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
