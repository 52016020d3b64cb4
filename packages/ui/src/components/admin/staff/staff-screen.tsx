import { formatLagosDay, STAFF_ROLES, type StaffRole } from '@oja/domain';
import { useState } from 'react';
import { Badge } from '../../badge/badge';
import { Button } from '../../button/button';
import { SelectField } from '../../select-field/select-field';
import { STAFF_ROLE_LABELS } from '../shell/admin-navigation';
import { AskResetDialog } from './ask-reset-dialog';
import { AuthenticatorResets, type WaitingReset } from './authenticator-resets';
import { ConfirmStaffActionDialog } from './confirm-staff-action-dialog';
import { InviteStaffDialog, type StaffInvite } from './invite-staff-dialog';
import './staff-screen.css';

/** Active (signed up), invited (the setup link not used yet) or disabled by an owner. */
export type StaffState = 'active' | 'invited' | 'disabled';

export interface StaffListMember {
  staffId: string;
  name: string;
  email: string;
  role: StaffRole;
  state: StaffState;
  /** When they last signed in (an instant from the API), null if never. */
  lastSignInAt: string | null;
}

export interface StaffScreenProps {
  staff: readonly StaffListMember[];
  /** The signed-in owner, marked '(you)' in the list. */
  currentStaffId?: string;
  /** The invitation dialog: open or not, sending, the server's refusal. */
  invite: { open: boolean; submitting?: boolean; error?: string };
  onInviteOpenChange: (open: boolean) => void;
  onInvite: (invite: StaffInvite) => void;
  onChangeRole: (staffId: string, role: StaffRole) => void;
  onSetActive: (staffId: string, active: boolean) => void;
  onEndSessions: (staffId: string) => void;
  /** The member whose change is on its way: their row's controls wait. */
  busyStaffId?: string;
  /** The server's refusal of the last change ('The shop needs at least one active owner.'). */
  refusal?: string;
  /** What the last change did ('Invitation sent', '2 sessions ended'). */
  notice?: string;
  /** Authenticator resets waiting for another owner's approval. */
  resets?: readonly WaitingReset[];
  /** The ask-for-reset dialog: the member it is open for (null: closed), sending, the server's refusal. */
  resetAsk?: { staffId: string | null; submitting?: boolean; error?: string };
  onResetAskChange?: (staffId: string | null) => void;
  onAskReset?: (staffId: string, reason: string) => void;
  onApproveReset?: (resetId: string) => void;
  onWithdrawReset?: (resetId: string) => void;
  /** The reset whose decision is on its way. */
  busyResetId?: string;
}

const ignore = () => undefined;

const STATE_BADGE = {
  active: { label: 'Active', variant: 'success' },
  invited: { label: 'Invited', variant: 'warning' },
  disabled: { label: 'Disabled', variant: 'neutral' },
} as const;

const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({ value: role, label: STAFF_ROLE_LABELS[role] }));

type PendingAction =
  | { kind: 'role'; member: StaffListMember; role: StaffRole }
  | { kind: 'disable'; member: StaffListMember }
  | { kind: 'end-sessions'; member: StaffListMember };

function confirmation(action: PendingAction) {
  const { name } = action.member;
  switch (action.kind) {
    case 'role':
      return {
        title: `Change ${name}'s role to ${STAFF_ROLE_LABELS[action.role]}?`,
        description: "They are signed out everywhere and sign in again with the new role's permissions.",
        confirmLabel: 'Change role',
      };
    case 'disable':
      return {
        title: `Disable ${name}?`,
        description: 'They are signed out at once and cannot sign in until an owner enables them again.',
        confirmLabel: 'Disable',
      };
    case 'end-sessions':
      return {
        title: `End ${name}'s sessions?`,
        description: 'They are signed out on every device and sign in again with their code.',
        confirmLabel: 'End sessions',
      };
  }
}

/**
 * Staff (owners only): every console account with its role, its state in words (Active, Invited, Disabled)
 * and when it last signed in. Invite opens a dialog; a new role, Disable and End sessions each ask first
 * (Enable does not: it takes nothing away). The server's refusal (the last active owner) shows as an alert.
 * Reset authenticator (a lost phone) asks for a reason; the resets waiting show above the table for another
 * owner to approve.
 * Accessibility: a table with a caption and column headers; each row's controls are named after the member.
 */
export function StaffScreen({
  staff,
  currentStaffId,
  invite,
  onInviteOpenChange,
  onInvite,
  onChangeRole,
  onSetActive,
  onEndSessions,
  busyStaffId,
  refusal,
  notice,
  resets = [],
  resetAsk = { staffId: null },
  onResetAskChange = ignore,
  onAskReset = ignore,
  onApproveReset = ignore,
  onWithdrawReset = ignore,
  busyResetId,
}: StaffScreenProps) {
  const resetMember = staff.find((member) => member.staffId === resetAsk.staffId) ?? null;
  const [pending, setPending] = useState<PendingAction | null>(null);
  const asked = pending ? confirmation(pending) : null;
  const confirm = () => {
    if (!pending) return;
    if (pending.kind === 'role') onChangeRole(pending.member.staffId, pending.role);
    if (pending.kind === 'disable') onSetActive(pending.member.staffId, false);
    if (pending.kind === 'end-sessions') onEndSessions(pending.member.staffId);
    setPending(null);
  };
  return (
    <div className="oja-staff" data-slot="staff-screen">
      <div className="oja-staff__toolbar">
        <p className="oja-staff__count">{staff.length === 1 ? '1 account' : `${staff.length} accounts`}</p>
        <Button onClick={() => onInviteOpenChange(true)}>Invite a staff member</Button>
      </div>
      {refusal ? (
        <p role="alert" className="oja-staff__refusal">
          {refusal}
        </p>
      ) : null}
      <p role="status" className={notice ? 'oja-staff__notice' : 'oja-sr-only'}>
        {notice ?? ''}
      </p>
      <AuthenticatorResets
        resets={resets}
        currentStaffId={currentStaffId}
        onApprove={onApproveReset}
        onWithdraw={onWithdrawReset}
        busyResetId={busyResetId}
      />
      <div className="oja-staff__table-wrap">
        <table className="oja-staff__table">
          <caption className="oja-sr-only">Staff accounts</caption>
          <thead>
            <tr>
              <th scope="col">Name and email</th>
              <th scope="col">Role</th>
              <th scope="col">State</th>
              <th scope="col">Last sign-in</th>
              <th scope="col">
                <span className="oja-sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {staff.map((member) => {
              const busy = member.staffId === busyStaffId;
              const badge = STATE_BADGE[member.state];
              return (
                <tr key={member.staffId} aria-busy={busy || undefined}>
                  <th scope="row" className="oja-staff__name">
                    {member.name}
                    {member.staffId === currentStaffId ? (
                      <span className="oja-staff__you">{' (you)'}</span>
                    ) : null}
                    <span className="oja-staff__email">{member.email}</span>
                  </th>
                  <td>
                    <SelectField
                      label={`Role of ${member.name}`}
                      hideLabel
                      options={ROLE_OPTIONS}
                      value={member.role}
                      disabled={busy}
                      onChange={(event) =>
                        setPending({ kind: 'role', member, role: event.target.value as StaffRole })
                      }
                    />
                  </td>
                  <td>
                    <Badge variant={badge.variant}>{badge.label}</Badge>
                  </td>
                  <td className="oja-staff__date">
                    {member.lastSignInAt ? formatLagosDay(member.lastSignInAt) : 'Never'}
                  </td>
                  <td>
                    <div className="oja-staff__actions">
                      {member.state === 'disabled' ? (
                        <Button
                          size="sm"
                          variant="secondary"
                          disabled={busy}
                          aria-label={`Enable ${member.name}`}
                          onClick={() => onSetActive(member.staffId, true)}
                        >
                          Enable
                        </Button>
                      ) : (
                        <>
                          {member.state === 'active' ? (
                            <Button
                              size="sm"
                              variant="ghost"
                              disabled={busy}
                              onClick={() => setPending({ kind: 'end-sessions', member })}
                            >
                              End sessions<span className="oja-sr-only"> of {member.name}</span>
                            </Button>
                          ) : null}
                          {member.state === 'active' && member.staffId !== currentStaffId ? (
                            <Button
                              size="sm"
                              variant="ghost"
                              disabled={busy}
                              onClick={() => onResetAskChange(member.staffId)}
                            >
                              Reset authenticator<span className="oja-sr-only"> of {member.name}</span>
                            </Button>
                          ) : null}
                          <Button
                            size="sm"
                            variant="secondary"
                            disabled={busy}
                            aria-label={`Disable ${member.name}`}
                            onClick={() => setPending({ kind: 'disable', member })}
                          >
                            Disable
                          </Button>
                        </>
                      )}
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <InviteStaffDialog
        open={invite.open}
        onOpenChange={onInviteOpenChange}
        onInvite={onInvite}
        submitting={invite.submitting}
        error={invite.error}
      />
      <AskResetDialog
        member={resetMember}
        onClose={() => onResetAskChange(null)}
        onAsk={onAskReset}
        submitting={resetAsk.submitting}
        error={resetAsk.error}
      />
      <ConfirmStaffActionDialog
        title={asked?.title ?? null}
        description={asked?.description ?? ''}
        confirmLabel={asked?.confirmLabel ?? ''}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
    </div>
  );
}
