import {
  type AdminBulkFulfilmentLine,
  type AdminSession,
  adminBulkMoveFulfilment,
  adminQueryKeys,
} from '@oja/api-client';
import { lagosCalendarDate } from '@oja/domain';
import type { BulkShipment, OrdersBulk } from '@oja/ui/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { adminClient } from '../../app/api';
import { useSessionLost } from '../../app/session';
import { packingSlipsHref } from '../../hrefs';

type Request = { action: 'pack' } | { action: 'ship'; shipment: BulkShipment };

/** Each selected order's line of the request: for Ship its tracking number, its carrier or the form's. */
function linesOf(request: Request, selected: ReadonlySet<string>): AdminBulkFulfilmentLine[] {
  if (request.action === 'pack') return [...selected].map((orderNumber) => ({ orderNumber }));
  const { carrier, expectedDelivery, lines } = request.shipment;
  return lines.map((line) => ({ carrier, expectedDelivery, ...line }));
}

/**
 * The orders list's bulk fulfilment (members with fulfilment:write; null for the others): the selection, kept
 * across pages, and one request per press. What moved leaves the selection; what was refused stays selected,
 * listed by number with the reason, for the operator to see to.
 */
export function useBulkFulfilment(session: AdminSession): OrdersBulk | undefined {
  const queryClient = useQueryClient();
  const sessionLost = useSessionLost();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const move = useMutation({
    mutationFn: (request: Request) =>
      adminBulkMoveFulfilment(adminClient, session.csrfToken, request.action, linesOf(request, selected)),
    onSuccess: (answer) => {
      const moved = new Set(answer.moved.map((m) => m.orderNumber));
      setSelected((now) => new Set([...now].filter((n) => !moved.has(n))));
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.allOrders });
    },
    onError: sessionLost,
  });
  if (!session.permissions.includes('fulfilment:write')) return undefined;
  const action = move.variables?.action ?? null;
  return {
    selected,
    onSelectionChange: (next) => {
      setSelected(next);
      move.reset();
    },
    today: lagosCalendarDate(Date.now()),
    busy: move.isPending ? action : null,
    outcome:
      move.data && action
        ? { action, moved: move.data.moved.map((m) => m.orderNumber), refused: move.data.refused }
        : null,
    failure: move.error ? move.error.message : null,
    onPack: () => move.mutate({ action: 'pack' }),
    onShip: (shipment) => move.mutate({ action: 'ship', shipment }),
    packingSlipsHref: packingSlipsHref(selected),
  };
}
