import { can, passwordError, staffChangeRefusal, validateStaffInvite } from '@oja/domain';
import { hashPassword } from '../auth/passwords.ts';
import { RESET_ADDRESS_LIMIT, TOO_MANY_CODES } from '../auth/rate-limit.ts';
import { sha256 } from '../auth/tokens.ts';
import { limitKeys, takeAttempt } from '../db/rate-limits-repository.ts';
import {
  completeStaffSetup,
  findStaffByEmail,
  findStaffById,
  insertInvitationIfAbsent,
  listStaff,
  lockActiveOwners,
  lockStaff,
  replaceRecoveryCodes,
  revokeAllStaffSessions,
  type StaffRow,
  updateStaff,
} from '../db/staff-repository.ts';
import { refuse, refuseInvalid } from '../http/refuse.ts';
import { route, routes } from '../http/route.ts';
import { auditWrite } from '../staff/audit.ts';
import { newRecoveryCodes } from '../staff/recovery-codes.ts';
import { newSetupLink } from '../staff/setup-links.ts';
import { NOT_PERMITTED, requireStaff } from '../staff/staff-sessions.ts';
import { newTotpSecret, totpUri } from '../staff/totp.ts';
import { toWireStaff } from '../wire/staff.ts';

const SETUP_LINK_REFUSED = 'This setup link is not valid any more. Ask an owner for a new invitation.';
const STAFF_NOT_FOUND = 'No such staff member';
const ALREADY_STAFF = 'This email already has a console account.';

/** What the audit trail keeps of a staff member, before and after a change: never a secret. */
const auditedStaff = (member: StaffRow) => ({
  email: member.email,
  role: member.role,
  active: member.disabledAt === null,
});

/** The staff screen (owner only: staff:manage) and the setup link an invitation sends. */
export const adminStaffRoutes = routes(
  route('GET /admin/staff', requireStaff('staff:manage'), async (c) => {
    const members = await listStaff(c.get('db'));
    return c.json({ success: true, message: 'Staff', data: members.map(toWireStaff) });
  }),
  route('POST /admin/staff', requireStaff('staff:manage'), async (c, request) => {
    const check = validateStaffInvite(request.body);
    if (!check.ok) return refuseInvalid(c, check.errors);
    const db = c.get('db');
    const now = c.get('now')();
    if (await findStaffByEmail(db, check.value.email)) return refuse(c, 409, ALREADY_STAFF);
    const setup = newSetupLink(c.get('publicUrl') ?? new URL(c.req.url).origin, now);
    const member = await db.transaction(async (tx) => {
      const invited = await insertInvitationIfAbsent(
        tx,
        { ...check.value, setupTokenHash: setup.tokenHash, setupExpiresAt: setup.expiresAt },
        now,
      );
      // Invited by another owner since the check above (both pressed at once): one invitation, one 409.
      if (!invited) return undefined;
      await auditWrite(
        tx,
        c.get('staff'),
        { clientAddress: c.get('clientAddress'), now },
        {
          action: 'staff.invite',
          target: { type: 'staff', id: invited.staffId },
          after: auditedStaff(invited),
        },
      );
      return invited;
    });
    if (!member) return refuse(c, 409, ALREADY_STAFF);
    await c.get('email').send({
      to: member.email,
      subject: "You're invited to Oja's console",
      text: `${c.get('staff').name} invited you to Oja's operator console as ${member.role}.\n\nSet up your account (a password and an authenticator app) within 72 hours: ${setup.link}\n\nIf you did not expect this, ignore this email.`,
    });
    return c.json({ success: true, message: 'Invitation sent', data: toWireStaff(member) }, 201);
  }),
  route('PATCH /admin/staff/{staffId}', requireStaff('staff:manage'), async (c, request) => {
    const db = c.get('db');
    const { role, active } = request.body;
    const actor = c.get('staff');
    const now = c.get('now')();
    // Every rule is read inside the transaction that writes, after the owners' lock: two owners changing each
    // other at once must not both see two owners (issue 41).
    const changed = await db.transaction(async (tx) => {
      const owners = await lockActiveOwners(tx);
      const target = await lockStaff(tx, request.params.staffId);
      if (!target) return { kind: 'refused', status: 404, message: STAFF_NOT_FOUND } as const;
      const refusal = staffChangeRefusal(
        { role: target.role, active: target.disabledAt === null },
        { ...(role ? { role } : {}), ...(active === undefined ? {} : { active }) },
        owners.length,
      );
      if (refusal) return { kind: 'refused', status: 409, message: refusal } as const;
      // The session was checked before the lock: an owner demoted or disabled meanwhile manages no one.
      const actorNow = owners.find((owner) => owner.id === actor.id);
      if (!actorNow || !can(actorNow.role, 'staff:manage')) {
        return { kind: 'refused', status: 403, message: NOT_PERMITTED } as const;
      }
      const row = await updateStaff(tx, target.id, {
        ...(role ? { role } : {}),
        ...(active === undefined ? {} : { disabledAt: active ? null : (target.disabledAt ?? new Date(now)) }),
      });
      // A disabled account, or one whose role changed, starts again from a fresh sign-in.
      if (active === false || (role && role !== target.role))
        await revokeAllStaffSessions(tx, target.id, now);
      await auditWrite(
        tx,
        actor,
        { clientAddress: c.get('clientAddress'), now },
        {
          action: 'staff.update',
          target: { type: 'staff', id: target.staffId },
          before: auditedStaff(target),
          after: auditedStaff(row),
        },
      );
      return { kind: 'updated', row } as const;
    });
    if (changed.kind === 'refused') return refuse(c, changed.status, changed.message);
    return c.json({ success: true, message: 'Staff member updated', data: toWireStaff(changed.row) });
  }),
  route('DELETE /admin/staff/{staffId}/sessions', requireStaff('staff:manage'), async (c, request) => {
    const db = c.get('db');
    const target = await findStaffById(db, request.params.staffId);
    if (!target) return refuse(c, 404, STAFF_NOT_FOUND);
    const now = c.get('now')();
    const ended = await db.transaction(async (tx) => {
      const count = await revokeAllStaffSessions(tx, target.id, now);
      await auditWrite(
        tx,
        c.get('staff'),
        { clientAddress: c.get('clientAddress'), now },
        {
          action: 'staff.end-sessions',
          target: { type: 'staff', id: target.staffId },
          after: { sessionsEnded: count },
        },
      );
      return count;
    });
    return c.json({ success: true, message: `${ended} session${ended === 1 ? '' : 's'} ended` });
  }),
  route('POST /admin/staff/setup', async (c, request) => {
    const db = c.get('db');
    const now = c.get('now')();
    const attempt = await takeAttempt(
      db,
      limitKeys.resetAddress(`staff:${c.get('clientAddress')}`),
      RESET_ADDRESS_LIMIT,
      now,
    );
    if (!attempt.allowed) return refuse(c, 429, TOO_MANY_CODES);
    const problem = passwordError(request.body.password);
    if (problem) return refuseInvalid(c, { password: problem });
    const totpSecret = newTotpSecret();
    const passwordHash = await hashPassword(request.body.password);
    const setUp = await db.transaction(async (tx) => {
      const done = await completeStaffSetup(
        tx,
        sha256(request.body.token),
        { passwordHash, totpSecret },
        now,
      );
      if (!done) return undefined;
      // A new authenticator comes with new recovery codes: any earlier ones stop working.
      const recovery = newRecoveryCodes(done.staffId);
      await replaceRecoveryCodes(tx, done.id, recovery.hashes, now);
      await auditWrite(
        tx,
        done,
        { clientAddress: c.get('clientAddress'), now },
        { action: 'staff.setup', target: { type: 'staff', id: done.staffId } },
      );
      return { member: done, recoveryCodes: recovery.codes };
    });
    if (!setUp) return refuse(c, 410, SETUP_LINK_REFUSED);
    const { member, recoveryCodes } = setUp;
    // The one time the secret and the recovery codes leave the server: to the person setting up their account.
    return c.json({
      success: true,
      message: 'Account set up. Add the secret to your authenticator app, then sign in.',
      data: {
        staff: toWireStaff(member),
        totpSecret,
        totpUri: totpUri(totpSecret, member.email),
        recoveryCodes,
      },
    });
  }),
);
