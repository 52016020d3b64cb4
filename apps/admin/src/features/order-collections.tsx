import {
  type AdminCollectionActionData,
  adminCollectionActionsQueryOptions,
  adminDecideCollectionAction,
  adminQueryKeys,
  adminRequestCollectionAction,
} from '@oja/api-client';
import { type CalendarDate, kobo, lagosCalendarDate, type StaffPermission } from '@oja/domain';
import {
  type AdminCollectionActionView,
  type AdminOrderDetail,
  type CollectionActionRequest,
  CollectionTools,
  type CollectionToolsWork,
} from '@oja/ui/admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminClient } from '../app/api';
import { useSessionLost } from '../app/session';
import type { SignedInRouteProps } from '../app/signed-in-route-props';

type Work =
  | { work: CollectionToolsWork; request: CollectionActionRequest }
  | { work: 'decide'; actionId: string; decision: 'approve' | 'reject' };

const toView = (action: AdminCollectionActionData): AdminCollectionActionView & { canDecide: boolean } => ({
  actionId: action.actionId,
  kind: action.kind,
  amountKobo: kobo(action.amountKobo),
  reason: action.reason,
  status: action.status,
  requestedAt: action.requestedAt,
  decidedAt: action.decidedAt,
  canDecide: action.canDecide,
});

/**
 * The order page's collections tools (issue 45): its actions, read with the order, and each request or
 * decision sent; once the server answers, the order (its schedule and ledger) and the actions are read again.
 */
export function OrderCollections({
  session,
  order,
}: SignedInRouteProps & { order: Pick<AdminOrderDetail, 'orderNumber' | 'plan' | 'schedule'> }) {
  const { orderNumber } = order;
  const queryClient = useQueryClient();
  const sessionLost = useSessionLost();
  const actions = useQuery(adminCollectionActionsQueryOptions(adminClient, orderNumber));
  const send = useMutation({
    mutationFn: (work: Work) =>
      'request' in work
        ? adminRequestCollectionAction(adminClient, session.csrfToken, orderNumber, work.request)
        : adminDecideCollectionAction(adminClient, session.csrfToken, work.actionId, work.decision),
    onSuccess: async () => {
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.collections });
      // The order's key is a prefix of its actions' key: both are read again before the dialog closes.
      await queryClient.invalidateQueries({ queryKey: adminQueryKeys.order(orderNumber) });
    },
    onError: sessionLost,
  });
  const now = Date.now();
  const today: CalendarDate = lagosCalendarDate(now);
  const error = send.error;
  return (
    <CollectionTools
      orderNumber={orderNumber}
      plan={order.plan}
      schedule={order.schedule}
      actions={(actions.data ?? []).map(toView)}
      permissions={session.permissions as StaffPermission[]}
      today={today}
      now={now}
      busy={send.isPending ? send.variables.work : null}
      refusal={
        error && send.variables
          ? {
              work: send.variables.work,
              message: error.message,
              ...(error.fieldErrors ? { fields: error.fieldErrors } : {}),
            }
          : null
      }
      onRequest={(request) => send.mutate({ work: request.kind, request })}
      onDecide={(actionId, decision) => send.mutate({ work: 'decide', actionId, decision })}
    />
  );
}
