import {
  type AdminStaffChange,
  adminApproveAuthenticatorReset,
  adminAskAuthenticatorReset,
  adminAuthenticatorResetsQueryOptions,
  adminEndStaffSessions,
  adminInviteStaff,
  adminQueryKeys,
  adminStaffQueryOptions,
  adminUpdateStaff,
  adminWithdrawAuthenticatorReset,
  type StaffMember,
} from '@oja/api-client';
import type { StaffRole } from '@oja/domain';
import { type StaffInvite, type StaffListMember, StaffScreen } from '@oja/ui/admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { adminClient } from '../app/api';
import { ConsolePage } from '../app/console-page';
import { useSessionLost } from '../app/session';
import type { SignedInRouteProps } from '../app/signed-in-route-props';

/** A member's state in words: disabled by an owner, invited (no password yet), or active. */
function toListMember(member: StaffMember): StaffListMember {
  return {
    staffId: member.staffId,
    name: member.name,
    email: member.email,
    role: member.role,
    state: !member.active ? 'disabled' : member.setUp ? 'active' : 'invited',
    lastSignInAt: member.lastSignInAt ?? null,
  };
}

type Change =
  | { kind: 'update'; staffId: string; body: AdminStaffChange }
  | { kind: 'end-sessions'; staffId: string };

type ResetDecision = { kind: 'approve' | 'withdraw'; resetId: string };

/**
 * /admin/staff (owners): the staff list, invitations, roles, disabling and ending sessions, and authenticator
 * resets (one owner asks, another approves).
 */
export default function StaffRoute({ session }: SignedInRouteProps) {
  const { csrfToken } = session;
  const queryClient = useQueryClient();
  const sessionLost = useSessionLost();
  const staff = useQuery(adminStaffQueryOptions(adminClient));
  const [inviteOpen, setInviteOpen] = useState(false);
  const [notice, setNotice] = useState<string>();
  const resets = useQuery(adminAuthenticatorResetsQueryOptions(adminClient));
  const [resetAskFor, setResetAskFor] = useState<string | null>(null);
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminQueryKeys.staff }),
      queryClient.invalidateQueries({ queryKey: adminQueryKeys.authenticatorResets }),
    ]);

  const invite = useMutation({
    mutationFn: (body: StaffInvite) => adminInviteStaff(adminClient, csrfToken, body),
    onSuccess: async (message) => {
      setNotice(message);
      setInviteOpen(false);
      await refresh();
    },
    onError: sessionLost,
  });
  const change = useMutation({
    mutationFn: (request: Change) =>
      request.kind === 'update'
        ? adminUpdateStaff(adminClient, csrfToken, request.staffId, request.body)
        : adminEndStaffSessions(adminClient, csrfToken, request.staffId),
    onMutate: () => setNotice(undefined),
    onSuccess: async (message) => {
      setNotice(message);
      await refresh();
    },
    onError: sessionLost,
  });

  const askReset = useMutation({
    mutationFn: ({ staffId, reason }: { staffId: string; reason: string }) =>
      adminAskAuthenticatorReset(adminClient, csrfToken, staffId, reason),
    onSuccess: async (message) => {
      setNotice(message);
      setResetAskFor(null);
      await refresh();
    },
    onError: sessionLost,
  });
  const decideReset = useMutation({
    mutationFn: ({ kind, resetId }: ResetDecision) =>
      kind === 'approve'
        ? adminApproveAuthenticatorReset(adminClient, csrfToken, resetId)
        : adminWithdrawAuthenticatorReset(adminClient, csrfToken, resetId),
    onMutate: () => setNotice(undefined),
    onSuccess: async (message) => {
      setNotice(message);
      await refresh();
    },
    onError: sessionLost,
  });

  return (
    <ConsolePage session={session} title="Staff" section="staff">
      {staff.data ? (
        <StaffScreen
          staff={staff.data.map(toListMember)}
          currentStaffId={session.staff.staffId}
          invite={{
            open: inviteOpen,
            submitting: invite.isPending,
            ...(invite.error ? { error: invite.error.message } : {}),
          }}
          onInviteOpenChange={(open) => {
            if (open) invite.reset();
            setInviteOpen(open);
          }}
          onInvite={(body) => invite.mutate(body)}
          onChangeRole={(staffId, role: StaffRole) =>
            change.mutate({ kind: 'update', staffId, body: { role } })
          }
          onSetActive={(staffId, active) => change.mutate({ kind: 'update', staffId, body: { active } })}
          onEndSessions={(staffId) => change.mutate({ kind: 'end-sessions', staffId })}
          busyStaffId={change.isPending ? change.variables.staffId : undefined}
          refusal={change.error?.message ?? decideReset.error?.message}
          notice={notice}
          resets={resets.data ?? []}
          resetAsk={{
            staffId: resetAskFor,
            submitting: askReset.isPending,
            ...(askReset.error ? { error: askReset.error.message } : {}),
          }}
          onResetAskChange={(staffId) => {
            askReset.reset();
            setResetAskFor(staffId);
          }}
          onAskReset={(staffId, reason) => askReset.mutate({ staffId, reason })}
          onApproveReset={(resetId) => decideReset.mutate({ kind: 'approve', resetId })}
          onWithdrawReset={(resetId) => decideReset.mutate({ kind: 'withdraw', resetId })}
          busyResetId={decideReset.isPending ? decideReset.variables.resetId : undefined}
        />
      ) : staff.error ? (
        <p role="alert">{staff.error.message}</p>
      ) : (
        <p role="status">Loading staff...</p>
      )}
    </ConsolePage>
  );
}
