import {
  type AdminTierRequestStatus,
  adminDecideTierRequest,
  adminQueryKeys,
  adminTierRequestsQueryOptions,
} from '@oja/api-client';
import { kobo } from '@oja/domain';
import { TierRequestsScreen } from '@oja/ui/admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useSearch } from 'wouter';
import { adminClient } from '../app/api';
import { ConsolePage } from '../app/console-page';
import { useSessionLost } from '../app/session';
import type { SignedInRouteProps } from '../app/signed-in-route-props';
import { routes } from '../routes';

const STATUSES: readonly AdminTierRequestStatus[] = ['waiting', 'approved', 'refused'];

type Decision = { requestId: string } & ({ decision: 'approve' } | { decision: 'refuse'; reason: string });

/** /admin/tier-2: the Tier 2 queue (owner and finance); the tab shown lives in the address. */
export default function TierRequestsRoute({ session }: SignedInRouteProps) {
  const search = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const status = STATUSES.find((each) => each === search.get('status')) ?? 'waiting';
  const queryClient = useQueryClient();
  const sessionLost = useSessionLost();
  const requests = useQuery(adminTierRequestsQueryOptions(adminClient, status));
  const decide = useMutation({
    mutationFn: ({ requestId, ...body }: Decision) =>
      adminDecideTierRequest(adminClient, session.csrfToken, requestId, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.allTierRequests }),
    onError: sessionLost,
  });
  return (
    <ConsolePage session={session} title="Tier 2 requests" section="tier2" headedByScreen>
      <TierRequestsScreen
        status={requests.data ? 'ready' : requests.error ? 'error' : 'loading'}
        requestStatus={status}
        requests={(requests.data ?? []).map((request) => ({
          ...request,
          history: { ...request.history, owedKobo: kobo(request.history.owedKobo) },
        }))}
        busyRequestId={decide.isPending ? decide.variables.requestId : null}
        refusal={decide.error?.message ?? null}
        onStatusChange={(next) => {
          decide.reset();
          navigate(next === 'waiting' ? routes.tier2.path : `${routes.tier2.path}?status=${next}`);
        }}
        onApprove={(requestId) => decide.mutate({ requestId, decision: 'approve' })}
        onRefuse={(requestId, reason) => decide.mutate({ requestId, decision: 'refuse', reason })}
        onRetry={() => void requests.refetch()}
      />
    </ConsolePage>
  );
}
