import {
  type AdminFulfilmentMove,
  type AdminOrderChange,
  type AdminOrderData,
  adminAddOrderNote,
  adminCancelOrder,
  adminDecideRefund,
  adminMoveFulfilment,
  adminOrderQueryOptions,
  adminQueryKeys,
  adminRecordReturn,
  adminRefundOrder,
} from '@oja/api-client';
import { lagosCalendarDate, type ReturnReason, type StaffPermission } from '@oja/domain';
import { OrderScreen } from '@oja/ui/admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'wouter';
import { adminClient } from '../app/api';
import { ConsolePage } from '../app/console-page';
import { useSessionLost } from '../app/session';
import type { SignedInRouteProps } from '../app/signed-in-route-props';
import { routes } from '../routes';
import { OrderCollections } from './order-collections';
import { toOrderDetail } from './orders/orders-view';

type Change =
  | { action: 'pack' | 'ship' | 'deliver'; move: AdminFulfilmentMove }
  | { action: 'note'; text: string }
  | { action: 'cancel'; reason: string }
  | { action: 'return'; reason: ReturnReason; note: string }
  | { action: 'refund'; amountKobo: number; reason: string; returnId?: string }
  | { action: 'approve-refund' | 'reject-refund'; refundId: string };

/**
 * Sends one change of the order's page; every one is answered with the order as it is now (the page shows
 * what changed: a step, a return, a refund and its state).
 */
async function send(csrfToken: string, orderNumber: string, change: Change): Promise<AdminOrderData> {
  const ofChange = (answer: Promise<AdminOrderChange>) => answer.then(({ order }) => order);
  switch (change.action) {
    case 'note':
      return adminAddOrderNote(adminClient, csrfToken, orderNumber, change.text);
    case 'cancel':
      return ofChange(adminCancelOrder(adminClient, csrfToken, orderNumber, change.reason));
    case 'return': {
      const { reason, note } = change;
      return ofChange(adminRecordReturn(adminClient, csrfToken, orderNumber, { reason, note }));
    }
    case 'refund': {
      const { amountKobo, reason, returnId } = change;
      const body = { amountKobo, reason, ...(returnId ? { returnId } : {}) };
      return ofChange(adminRefundOrder(adminClient, csrfToken, orderNumber, body));
    }
    case 'approve-refund':
    case 'reject-refund': {
      const decision = change.action === 'approve-refund' ? 'approve' : 'reject';
      return ofChange(adminDecideRefund(adminClient, csrfToken, change.refundId, decision));
    }
    default:
      return adminMoveFulfilment(adminClient, csrfToken, orderNumber, change.move);
  }
}

/**
 * /admin/orders/:orderNumber: an order's page; pack, ship, deliver, cancel, returns, refunds and their
 * decisions, and notes, each answered with the order.
 */
export default function OrderRoute({ session }: SignedInRouteProps) {
  const { orderNumber = '' } = useParams<{ orderNumber: string }>();
  const queryClient = useQueryClient();
  const sessionLost = useSessionLost();
  const order = useQuery(adminOrderQueryOptions(adminClient, orderNumber));
  const change = useMutation({
    mutationFn: (request: Change) => send(session.csrfToken, orderNumber, request),
    onSuccess: (answer) => {
      queryClient.setQueryData(adminQueryKeys.order(orderNumber), answer);
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.allOrders });
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.allRefunds });
    },
    onError: sessionLost,
  });
  const title = `Order ${orderNumber}`;
  const detail = order.data ? toOrderDetail(order.data) : null;
  return (
    <ConsolePage session={session} title={title} section="orders" headedByScreen>
      <OrderScreen
        status={order.data ? 'ready' : order.error ? 'error' : 'loading'}
        order={detail}
        permissions={session.permissions as StaffPermission[]}
        today={lagosCalendarDate(Date.now())}
        busy={change.isPending ? change.variables.action : null}
        refusal={
          change.error ? { action: change.variables?.action ?? 'note', message: change.error.message } : null
        }
        hrefs={{ orders: routes.orders.path }}
        onPack={() => change.mutate({ action: 'pack', move: { action: 'pack' } })}
        onShip={(shipment) => change.mutate({ action: 'ship', move: { action: 'ship', ...shipment } })}
        onDeliver={() => change.mutate({ action: 'deliver', move: { action: 'deliver' } })}
        onCancel={(reason) => change.mutate({ action: 'cancel', reason })}
        onRecordReturn={(input) => change.mutate({ action: 'return', ...input })}
        onRefund={(input) => change.mutate({ action: 'refund', ...input })}
        onDecideRefund={(refundId, decision) =>
          change.mutate({ action: decision === 'approve' ? 'approve-refund' : 'reject-refund', refundId })
        }
        onAddNote={(text) => change.mutate({ action: 'note', text })}
        onRetry={() => void order.refetch()}
        collections={detail ? <OrderCollections session={session} order={detail} /> : null}
      />
    </ConsolePage>
  );
}
