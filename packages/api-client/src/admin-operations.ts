import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './client';
import type { components, paths } from './generated/schema';
import { adminQueryKeys } from './keys';
import { unwrap } from './unwrap';

type Schemas = components['schemas'];
/** Today's figures (kobo) and the 30-day collection rate. */
export type AdminOverviewData = Schemas['AdminOverviewResponse']['data'];
export type AdminTierRequestData = Schemas['AdminTierRequest'];
export type AdminTierRequestStatus = AdminTierRequestData['status'];
export type AdminCollectionData = Schemas['AdminCollectionsResponse']['data'][number];
export type AdminAuditEventData = Schemas['AuditEvent'];
export type AdminAuditQuery = NonNullable<paths['/admin/audit']['get']['parameters']['query']>;

const csrf = (token: string) => ({ 'X-CSRF-Token': token });

/** The console's overview (every role). */
export function adminOverviewQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: adminQueryKeys.overview,
    queryFn: async ({ signal }) => unwrap(await client.GET('/admin/overview', { signal })).data,
  });
}

/** The Tier 2 requests in `status`: waiting oldest first, decided newest first. */
export function adminTierRequestsQueryOptions(client: ApiClient, status: AdminTierRequestStatus) {
  return queryOptions({
    queryKey: adminQueryKeys.tierRequests(status),
    queryFn: async ({ signal }) =>
      unwrap(await client.GET('/admin/tier-requests', { params: { query: { status } }, signal })).data,
  });
}

/** Approves a waiting request, or refuses it with the reason the shopper reads; answers the decided request. */
export async function adminDecideTierRequest(
  client: ApiClient,
  csrfToken: string,
  requestId: string,
  body: { decision: 'approve' } | { decision: 'refuse'; reason: string },
): Promise<{ message: string; request: AdminTierRequestData }> {
  const answer = unwrap(
    await client.POST('/admin/tier-requests/{requestId}/decision', {
      params: { header: csrf(csrfToken), path: { requestId } },
      body,
    }),
  );
  return { message: answer.message, request: answer.data };
}

/** The instalments the direct debit gave up on, most days late first. */
export function adminCollectionsQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: adminQueryKeys.collections,
    queryFn: async ({ signal }) => unwrap(await client.GET('/admin/collections', { signal })).data,
  });
}

/** Queues one more debit of a failed instalment; resolves with the server's message (its reference). */
export async function adminRetryDebit(
  client: ApiClient,
  csrfToken: string,
  orderNumber: string,
  number: number,
): Promise<string> {
  const answer = await client.POST('/admin/collections/{orderNumber}/instalments/{number}/retry', {
    params: { header: csrf(csrfToken), path: { orderNumber, number: String(number) } },
  });
  return unwrap(answer).message;
}

/** Reminds the shopper of an overdue instalment (once a day); resolves with the server's message. */
export async function adminRemindShopper(
  client: ApiClient,
  csrfToken: string,
  orderNumber: string,
  number: number,
): Promise<string> {
  const answer = await client.POST('/admin/collections/{orderNumber}/instalments/{number}/reminder', {
    params: { header: csrf(csrfToken), path: { orderNumber, number: String(number) } },
  });
  return unwrap(answer).message;
}

/** A page of the audit trail, newest first, by its filters (owner and finance). */
export function adminAuditQueryOptions(client: ApiClient, query: AdminAuditQuery) {
  return queryOptions({
    queryKey: adminQueryKeys.audit(query),
    queryFn: async ({ signal }) =>
      unwrap(await client.GET('/admin/audit', { params: { query }, signal })).data,
  });
}

export type AdminOrdersQuery = NonNullable<paths['/admin/orders']['get']['parameters']['query']>;
export type AdminOrderSummaryData = Schemas['AdminOrderSummary'];
/** An order as its console page shows it: the ledger, schedule, mandate, fulfilment, notes and trail. */
export type AdminOrderData = Schemas['AdminOrder'];
export type AdminFulfilmentMove =
  | { action: 'pack' | 'deliver' }
  | { action: 'ship'; carrier: string; trackingNumber: string; expectedDelivery: string };

/** A page of the orders list, filtered and searched. */
export function adminOrdersQueryOptions(client: ApiClient, query: AdminOrdersQuery) {
  return queryOptions({
    queryKey: adminQueryKeys.orders(query),
    queryFn: async ({ signal }) =>
      unwrap(await client.GET('/admin/orders', { params: { query }, signal })).data,
  });
}

/** An order's console page. */
export function adminOrderQueryOptions(client: ApiClient, orderNumber: string) {
  return queryOptions({
    queryKey: adminQueryKeys.order(orderNumber),
    queryFn: async ({ signal }) =>
      unwrap(await client.GET('/admin/orders/{orderNumber}', { params: { path: { orderNumber } }, signal }))
        .data,
  });
}

/** Packs, ships (carrier, tracking number, expected delivery) or delivers; answers the order moved. */
export async function adminMoveFulfilment(
  client: ApiClient,
  csrfToken: string,
  orderNumber: string,
  body: AdminFulfilmentMove,
): Promise<AdminOrderData> {
  const answer = await client.POST('/admin/orders/{orderNumber}/fulfilment', {
    params: { header: csrf(csrfToken), path: { orderNumber } },
    body,
  });
  return unwrap(answer).data;
}

/** Adds a note to the order; answers the order with it. */
export async function adminAddOrderNote(
  client: ApiClient,
  csrfToken: string,
  orderNumber: string,
  text: string,
): Promise<AdminOrderData> {
  const answer = await client.POST('/admin/orders/{orderNumber}/notes', {
    params: { header: csrf(csrfToken), path: { orderNumber } },
    body: { text },
  });
  return unwrap(answer).data;
}

export type AdminReturnReason = NonNullable<Schemas['AdminOrder']['returns'][number]['reason']>;
export type AdminStaffRefundData = Schemas['AdminStaffRefund'];
export type AdminRefundsQuery = NonNullable<paths['/admin/refunds']['get']['parameters']['query']>;
export type AdminRefundsData = Schemas['AdminRefundListResponse']['data'];

/** The answer of a write on the order's page: the server's message and the order as it is now. */
export interface AdminOrderChange {
  message: string;
  order: AdminOrderData;
}

/** Records a return of a delivered order (its debits wait while it is open); answers the order. */
export async function adminRecordReturn(
  client: ApiClient,
  csrfToken: string,
  orderNumber: string,
  body: { reason: AdminReturnReason; note: string },
): Promise<AdminOrderChange> {
  const answer = unwrap(
    await client.POST('/admin/orders/{orderNumber}/returns', {
      params: { header: csrf(csrfToken), path: { orderNumber } },
      body,
    }),
  );
  return { message: answer.message, order: answer.data };
}

/** Refunds part or all of the order (from ₦100,000 it waits for a second staff member); answers the order. */
export async function adminRefundOrder(
  client: ApiClient,
  csrfToken: string,
  orderNumber: string,
  body: { amountKobo: number; reason: string; returnId?: string },
): Promise<AdminOrderChange> {
  const answer = unwrap(
    await client.POST('/admin/orders/{orderNumber}/refunds', {
      params: { header: csrf(csrfToken), path: { orderNumber } },
      body,
    }),
  );
  return { message: answer.message, order: answer.data };
}

/** Cancels an order not yet shipped: refund, stock back, direct debit ended; answers the order. */
export async function adminCancelOrder(
  client: ApiClient,
  csrfToken: string,
  orderNumber: string,
  reason: string,
): Promise<AdminOrderChange> {
  const answer = unwrap(
    await client.POST('/admin/orders/{orderNumber}/cancel', {
      params: { header: csrf(csrfToken), path: { orderNumber } },
      body: { reason },
    }),
  );
  return { message: answer.message, order: answer.data };
}

/** Approves (pays) or rejects a staff refund waiting for a second staff member; answers its order. */
export async function adminDecideRefund(
  client: ApiClient,
  csrfToken: string,
  refundId: string,
  decision: 'approve' | 'reject',
): Promise<AdminOrderChange> {
  const answer = unwrap(
    await client.POST('/admin/refunds/{refundId}/decision', {
      params: { header: csrf(csrfToken), path: { refundId } },
      body: { decision },
    }),
  );
  return { message: answer.message, order: answer.data };
}

/** A page of every refund the provider is asked to pay, with the staff refunds waiting for approval. */
export function adminRefundsQueryOptions(client: ApiClient, query: AdminRefundsQuery) {
  return queryOptions({
    queryKey: adminQueryKeys.refunds(query),
    queryFn: async ({ signal }) =>
      unwrap(await client.GET('/admin/refunds', { params: { query }, signal })).data,
  });
}
