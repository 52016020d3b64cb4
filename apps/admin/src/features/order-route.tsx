import {
  type AdminFulfilmentMove,
  adminAddOrderNote,
  adminMoveFulfilment,
  adminOrderQueryOptions,
  adminQueryKeys,
} from '@oja/api-client';
import { lagosCalendarDate, type StaffPermission } from '@oja/domain';
import { type AdminOrderAction, OrderScreen } from '@oja/ui/admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'wouter';
import { adminClient } from '../app/api';
import { ConsolePage } from '../app/console-page';
import type { SignedInRouteProps } from '../app/route-table';
import { useSessionLost } from '../app/session';
import { routes } from '../routes';
import { toOrderDetail } from './orders/orders-view';

type Change =
  | { action: Exclude<AdminOrderAction, 'cancel' | 'note'>; move: AdminFulfilmentMove }
  | { action: 'note'; text: string };

/** /admin/orders/:orderNumber: an order's page; pack, ship, deliver and notes, each answered with the order. */
export default function OrderRoute({ session }: SignedInRouteProps) {
  const { orderNumber = '' } = useParams<{ orderNumber: string }>();
  const queryClient = useQueryClient();
  const sessionLost = useSessionLost();
  const order = useQuery(adminOrderQueryOptions(adminClient, orderNumber));
  const change = useMutation({
    mutationFn: (request: Change) =>
      request.action === 'note'
        ? adminAddOrderNote(adminClient, session.csrfToken, orderNumber, request.text)
        : adminMoveFulfilment(adminClient, session.csrfToken, orderNumber, request.move),
    onSuccess: (answer) => {
      queryClient.setQueryData(adminQueryKeys.order(orderNumber), answer);
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.allOrders });
    },
    onError: sessionLost,
  });
  const title = `Order ${orderNumber}`;
  return (
    <ConsolePage session={session} title={title} section="orders" headedByScreen>
      <OrderScreen
        status={order.data ? 'ready' : order.error ? 'error' : 'loading'}
        order={order.data ? toOrderDetail(order.data) : null}
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
        onAddNote={(text) => change.mutate({ action: 'note', text })}
        onRetry={() => void order.refetch()}
      />
    </ConsolePage>
  );
}
