import {
  type AdminStaffChange,
  adminEndStaffSessions,
  adminInviteStaff,
  adminQueryKeys,
  adminStaffQueryOptions,
  adminUpdateStaff,
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

/** /admin/staff (owners): the staff list, invitations, roles, disabling and ending sessions. */
export default function StaffRoute({ session }: SignedInRouteProps) {
  const { csrfToken } = session;
  const queryClient = useQueryClient();
  const sessionLost = useSessionLost();
  const staff = useQuery(adminStaffQueryOptions(adminClient));
  const [inviteOpen, setInviteOpen] = useState(false);
  const [notice, setNotice] = useState<string>();
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.staff });

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
          refusal={change.error?.message}
          notice={notice}
        />
      ) : staff.error ? (
        <p role="alert">{staff.error.message}</p>
      ) : (
        <p role="status">Loading staff...</p>
      )}
    </ConsolePage>
  );
}
