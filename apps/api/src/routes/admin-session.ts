import { ROLE_PERMISSIONS, validateStaffSignIn } from '@oja/domain';
import { getCookie } from 'hono/cookie';
import { verifyAgainstNothing, verifyPassword } from '../auth/passwords.ts';
import { LOGIN_ADDRESS_LIMIT, LOGIN_PAIR_LIMIT, TOO_MANY_LOGINS } from '../auth/rate-limit.ts';
import { recordAudit } from '../db/audit-repository.ts';
import { clearAttempts, giveBackAttempt, limitKeys, takeAttempt } from '../db/rate-limits-repository.ts';
import { findStaffByEmail, listStaff, type StaffRow, takeTotpStep } from '../db/staff-repository.ts';
import { refuse, refuseInvalid } from '../http/refuse.ts';
import { route, routes } from '../http/route.ts';
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
    // their own so a shopper's attempts never lock a staff member out, or the other way round.
    const pair = await takeAttempt(db, limitKeys.loginPair(key, address), LOGIN_PAIR_LIMIT, now);
    const byAddress = await takeAttempt(
      db,
      limitKeys.loginAddress(`staff:${address}`),
      LOGIN_ADDRESS_LIMIT,
      now,
    );
    if (!pair.allowed || !byAddress.allowed) return refuse(c, 429, TOO_MANY_LOGINS);
    const member = await findStaffByEmail(db, email);
    const right = member
      ? await verifyPassword(password, member.passwordHash)
      : await verifyAgainstNothing(password);
    // Against the real clock, never the sandbox's: the code comes from an authenticator app on a phone.
    const step =
      member && right ? acceptedTotpStep(member.totpSecret, code, Date.now(), member.totpLastStep) : null;
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
    await giveBackAttempt(db, limitKeys.loginAddress(`staff:${address}`));
    const csrfToken = await startStaffSession(c, member, now);
    await recordAudit(
      db,
      {
        staff: member,
        action: 'staff.sign-in',
        target: { type: 'staff', id: member.staffId },
        clientAddress: address,
      },
      now,
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
    await recordAudit(
      c.get('db'),
      {
        staff: member,
        action: 'staff.sign-out',
        target: { type: 'staff', id: member.staffId },
        clientAddress: c.get('clientAddress'),
      },
      c.get('now')(),
    );
    return c.json({ success: true, message: 'Signed out' });
  }),
  route('GET /admin/staff', requireStaff('staff:manage'), async (c) => {
    const members = await listStaff(c.get('db'));
    return c.json({ success: true, message: 'Staff', data: members.map(toWireStaff) });
  }),
);
