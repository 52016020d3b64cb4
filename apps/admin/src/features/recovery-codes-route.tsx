import { adminNewRecoveryCodes, adminQueryKeys } from '@oja/api-client';
import { RecoveryCodesScreen, type RecoveryCodesScreenState } from '@oja/ui/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminClient } from '../app/api';
import { ConsolePage } from '../app/console-page';
import { useSessionLost } from '../app/session';
import type { SignedInRouteProps } from '../app/signed-in-route-props';

/**
 * /admin/recovery-codes (any role): how many of the member's recovery codes are left, and new ones, shown
 * once. The session is asked again after, so the count under their name is right.
 */
export default function RecoveryCodesRoute({ session }: SignedInRouteProps) {
  const queryClient = useQueryClient();
  const sessionLost = useSessionLost();
  const make = useMutation({
    mutationFn: () => adminNewRecoveryCodes(adminClient, session.csrfToken),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.session }),
    onError: sessionLost,
  });
  const state: RecoveryCodesScreenState = make.data
    ? { status: 'made', codes: make.data }
    : {
        status: 'ready',
        left: session.recoveryCodesLeft,
        making: make.isPending,
        ...(make.error ? { error: make.error.message } : {}),
      };
  return (
    <ConsolePage session={session} title="Recovery codes">
      <RecoveryCodesScreen state={state} onMake={() => make.mutate()} />
    </ConsolePage>
  );
}
