import type { Context } from 'hono';
import {
  type AuthenticatorResetRow,
  decideReset,
  findReset,
  insertResetIfNoneWaiting,
  listWaitingResets,
} from '../db/authenticator-resets-repository.ts';
import type { Database } from '../db/connect.ts';
import {
  clearAuthenticator,
  findStaffById,
  findStaffByRowId,
  type StaffRow,
} from '../db/staff-repository.ts';
import { refuse, refuseInvalid } from '../http/refuse.ts';
import { route, routes } from '../http/route.ts';
import { auditWrite } from '../staff/audit.ts';
import { newSetupLink } from '../staff/setup-links.ts';
import { NOT_PERMITTED, requireStaff, type StaffEnv, stillPermitted } from '../staff/staff-sessions.ts';

const STAFF_NOT_FOUND = 'No such staff member';
const RESET_NOT_FOUND = 'No such reset';
const REASON_REQUIRED = 'Say why the authenticator must be reset';
const OWN_RESET = 'You cannot ask for a reset of your own authenticator.';
const NOT_SET_UP = 'This member has not set up an authenticator yet.';
const ALREADY_WAITING = "A reset of this member's authenticator is waiting for approval already.";
const DECIDED = 'This reset was decided already.';
const ASKER_APPROVES = 'Another owner must approve a reset you asked for.';
const MEMBER_APPROVES = 'Another owner must approve a reset of your own authenticator.';

const wireReset = (
  reset: Pick<AuthenticatorResetRow, 'resetId' | 'reason' | 'askedAt'>,
  member: Pick<StaffRow, 'staffId' | 'name' | 'email'>,
  asker: Pick<StaffRow, 'staffId' | 'name'>,
) => ({
  resetId: reset.resetId,
  reason: reset.reason,
  askedAt: reset.askedAt.toISOString(),
  member: { staffId: member.staffId, name: member.name, email: member.email },
  askedBy: { staffId: asker.staffId, name: asker.name },
});

type Decision = 'approved' | 'withdrawn';

/**
 * Decides a waiting reset in one transaction, audited: the actor still holds `staff:manage`, the waiting
 * status decides (of two owners deciding at once, one changes the row), then `apply` does what the decision
 * does and answers what the audit row records. Answers the member, or why nothing was decided.
 */
async function decideAudited(
  c: Context<StaffEnv>,
  resetId: string,
  status: Decision,
  apply: (tx: Database, reset: AuthenticatorResetRow) => Promise<Record<string, unknown>>,
): Promise<StaffRow | 'forbidden' | 'decided'> {
  const actor = c.get('staff');
  const now = c.get('now')();
  return c.get('db').transaction(async (tx) => {
    if (!(await stillPermitted(tx, actor, 'staff:manage'))) return 'forbidden' as const;
    const reset = await decideReset(tx, resetId, { status, decidedBy: actor.id }, now);
    if (!reset) return 'decided' as const;
    const after = await apply(tx, reset);
    const member = await findStaffByRowId(tx, reset.staffId);
    await auditWrite(
      tx,
      actor,
      { clientAddress: c.get('clientAddress'), now },
      {
        action: `staff.authenticator-reset.${status === 'approved' ? 'approve' : 'withdraw'}`,
        target: { type: 'staff', id: member.staffId },
        after: { resetId: reset.resetId, ...after },
      },
    );
    return member;
  });
}

/**
 * Authenticator resets, maker-checker as refunds are: one owner asks for a member's reset (with a reason),
 * another approves it, neither the asker nor the member. Approval clears the member's authenticator and
 * recovery codes, ends all their sessions and emails them a new set-up link. Every step is audited. (A shop
 * with one owner resets that owner with the server command, staff/reset-authenticator.ts.)
 */
export const adminAuthenticatorResetRoutes = routes(
  route('GET /admin/authenticator-resets', requireStaff('staff:manage'), async (c) => {
    const waiting = await listWaitingResets(c.get('db'));
    return c.json({
      success: true,
      message: 'Authenticator resets waiting',
      data: waiting.map((row) =>
        wireReset(
          row,
          { staffId: row.memberStaffId, name: row.memberName, email: row.memberEmail },
          { staffId: row.askerStaffId, name: row.askerName },
        ),
      ),
    });
  }),
  route(
    'POST /admin/staff/{staffId}/authenticator-reset',
    requireStaff('staff:manage'),
    async (c, request) => {
      const reason = request.body.reason.trim();
      if (reason === '') return refuseInvalid(c, { reason: REASON_REQUIRED });
      const db = c.get('db');
      const actor = c.get('staff');
      const now = c.get('now')();
      const member = await findStaffById(db, request.params.staffId);
      if (!member) return refuse(c, 404, STAFF_NOT_FOUND);
      if (member.id === actor.id) return refuse(c, 409, OWN_RESET);
      if (member.totpSecret === null) return refuse(c, 409, NOT_SET_UP);
      const asked = await db.transaction(async (tx) => {
        if (!(await stillPermitted(tx, actor, 'staff:manage'))) return 'forbidden' as const;
        const reset = await insertResetIfNoneWaiting(
          tx,
          { staffId: member.id, askedBy: actor.id, reason },
          now,
        );
        if (!reset) return 'waiting' as const;
        await auditWrite(
          tx,
          actor,
          { clientAddress: c.get('clientAddress'), now },
          {
            action: 'staff.authenticator-reset.ask',
            target: { type: 'staff', id: member.staffId },
            after: { resetId: reset.resetId, reason },
          },
        );
        return reset;
      });
      if (asked === 'forbidden') return refuse(c, 403, NOT_PERMITTED);
      if (asked === 'waiting') return refuse(c, 409, ALREADY_WAITING);
      return c.json(
        {
          success: true,
          message: 'Reset asked for: another owner must approve it.',
          data: wireReset(asked, member, actor),
        },
        201,
      );
    },
  ),
  route(
    'POST /admin/authenticator-resets/{resetId}/approve',
    requireStaff('staff:manage'),
    async (c, request) => {
      const db = c.get('db');
      const actor = c.get('staff');
      const now = c.get('now')();
      const found = await findReset(db, request.params.resetId);
      if (!found) return refuse(c, 404, RESET_NOT_FOUND);
      if (found.askedBy === actor.id) return refuse(c, 403, ASKER_APPROVES);
      if (found.staffId === actor.id) return refuse(c, 403, MEMBER_APPROVES);
      const setup = newSetupLink(c.get('publicUrl') ?? new URL(c.req.url).origin, now);
      const approved = await decideAudited(c, found.resetId, 'approved', async (tx, reset) => {
        const { sessionsEnded } = await clearAuthenticator(tx, reset.staffId, setup, now);
        return { sessionsEnded };
      });
      if (approved === 'forbidden') return refuse(c, 403, NOT_PERMITTED);
      if (approved === 'decided') return refuse(c, 409, DECIDED);
      await c.get('email').send({
        to: approved.email,
        subject: 'Set up a new authenticator for Oja’s console',
        text: `Two owners of Oja have reset your console authenticator, and you have been signed out everywhere.\n\nSet up a new authenticator (and choose your password again) within 72 hours: ${setup.link}\n\nIf you did not ask for this, tell an owner at once.`,
      });
      return c.json({
        success: true,
        message: `Reset approved: ${approved.name} has been emailed a link to set up a new authenticator.`,
      });
    },
  ),
  route('DELETE /admin/authenticator-resets/{resetId}', requireStaff('staff:manage'), async (c, request) => {
    const found = await findReset(c.get('db'), request.params.resetId);
    if (!found) return refuse(c, 404, RESET_NOT_FOUND);
    const withdrawn = await decideAudited(c, found.resetId, 'withdrawn', async () => ({}));
    if (withdrawn === 'forbidden') return refuse(c, 403, NOT_PERMITTED);
    if (withdrawn === 'decided') return refuse(c, 409, DECIDED);
    return c.json({ success: true, message: 'Reset withdrawn' });
  }),
);
