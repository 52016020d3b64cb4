import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './client';
import type { components, operations } from './generated/schema';
import { adminQueryKeys } from './keys';
import { unwrap } from './unwrap';

const csrf = (token: string) => ({ 'X-CSRF-Token': token });

/** One collections action on an order (issue 45): an outside payment, reschedule, restructure, waiver or write-off. */
export type AdminCollectionActionData = components['schemas']['AdminCollectionAction'];
/** A collections tool's request, as POST …/collection-actions takes it. */
export type AdminCollectionActionBody =
  operations['adminCreateCollectionAction']['requestBody']['content']['application/json'];

/** The key of an order's collections actions: under the order's, so reading the order again reads them too. */
export const adminCollectionActionsKey = (orderNumber: string) =>
  [...adminQueryKeys.order(orderNumber), 'collection-actions'] as const;

/** An order's collections actions, newest first (orders:read). */
export function adminCollectionActionsQueryOptions(client: ApiClient, orderNumber: string) {
  return queryOptions({
    queryKey: adminCollectionActionsKey(orderNumber),
    queryFn: async ({ signal }) =>
      unwrap(
        await client.GET('/admin/orders/{orderNumber}/collection-actions', {
          params: { path: { orderNumber } },
          signal,
        }),
      ).data,
  });
}

/** Asks for a collections tool on an order (collections:act): applied at once, or waiting from ₦100,000. */
export async function adminRequestCollectionAction(
  client: ApiClient,
  csrfToken: string,
  orderNumber: string,
  body: AdminCollectionActionBody,
) {
  return unwrap(
    await client.POST('/admin/orders/{orderNumber}/collection-actions', {
      params: { header: csrf(csrfToken), path: { orderNumber } },
      body,
    }),
  );
}

/** Approves or rejects a collections action waiting for a second staff member (refunds:approve, not its maker). */
export async function adminDecideCollectionAction(
  client: ApiClient,
  csrfToken: string,
  actionId: string,
  decision: 'approve' | 'reject',
) {
  return unwrap(
    await client.POST('/admin/collection-actions/{actionId}/decision', {
      params: { header: csrf(csrfToken), path: { actionId } },
      body: { decision },
    }),
  );
}
