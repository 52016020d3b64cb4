import {
  type AdminUnmatchedTransfersData,
  adminDecideUnmatchedTransfer,
  adminMatchUnmatchedTransfer,
  adminQueryKeys,
  adminRefundUnmatchedTransfer,
  adminUnmatchedTransfersQueryOptions,
} from '@oja/api-client';
import { kobo, type StaffPermission } from '@oja/domain';
import {
  type AdminUnmatchedTransfer,
  type UnmatchedTransferRequest,
  UnmatchedTransfersScreen,
} from '@oja/ui/admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminClient } from '../app/api';
import { ConsolePage } from '../app/console-page';
import { useSessionLost } from '../app/session';
import type { SignedInRouteProps } from '../app/signed-in-route-props';
import { orderHref } from '../hrefs';

const toTransfer = (row: AdminUnmatchedTransfersData['transfers'][number]): AdminUnmatchedTransfer => ({
  ...row,
  amountKobo: kobo(row.amountKobo),
});

type Asked =
  | { transferId: string; request: UnmatchedTransferRequest }
  | { transferId: string; decision: 'approve' | 'reject' };

/** /admin/unmatched-transfers: transfers to an account no shopper holds, to match to an order or refund. */
export default function UnmatchedTransfersRoute({ session }: SignedInRouteProps) {
  const queryClient = useQueryClient();
  const sessionLost = useSessionLost();
  const queue = useQuery(adminUnmatchedTransfersQueryOptions(adminClient));
  const ask = useMutation({
    mutationFn: (asked: Asked) => {
      if ('decision' in asked) {
        return adminDecideUnmatchedTransfer(adminClient, session.csrfToken, asked.transferId, asked.decision);
      }
      const { request } = asked;
      return request.kind === 'match'
        ? adminMatchUnmatchedTransfer(adminClient, session.csrfToken, asked.transferId, request)
        : adminRefundUnmatchedTransfer(adminClient, session.csrfToken, asked.transferId, request.reason);
    },
    // The answer is the queue as it is now: shown at once, so a dialog whose transfer moved closes.
    onSuccess: ({ queue: fresh }) => queryClient.setQueryData(adminQueryKeys.unmatchedTransfers, fresh),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.allRefunds }),
    onError: sessionLost,
  });
  const data = queue.data;
  return (
    <ConsolePage session={session} title="Unmatched transfers" section="unmatched" headedByScreen>
      <UnmatchedTransfersScreen
        status={data ? 'ready' : queue.error ? 'error' : 'loading'}
        transfers={(data?.transfers ?? []).map(toTransfer)}
        permissions={session.permissions as StaffPermission[]}
        busy={ask.isPending ? ask.variables.transferId : null}
        refusal={
          ask.error && ask.variables
            ? { transferId: ask.variables.transferId, message: ask.error.message }
            : null
        }
        orderHref={orderHref}
        onRequest={(transferId, request) => ask.mutate({ transferId, request })}
        onDecide={(transferId, decision) => ask.mutate({ transferId, decision })}
        onRetry={() => void queue.refetch()}
      />
    </ConsolePage>
  );
}
