import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './client';
import type { components, paths } from './generated/schema';
import { adminQueryKeys } from './keys';
import { unwrap } from './unwrap';

type BulkBody = paths['/admin/orders/bulk-fulfilment']['post']['requestBody']['content']['application/json'];
/** One order of a bulk move: its number, and for Ship its carrier, tracking number and expected day. */
export type AdminBulkFulfilmentLine = BulkBody['orders'][number];
export type AdminBulkFulfilmentAction = BulkBody['action'];
/** The orders moved, and those refused with the reason. */
export type AdminBulkFulfilmentData =
  paths['/admin/orders/bulk-fulfilment']['post']['responses']['200']['content']['application/json']['data'];
export type AdminPackingSlipData = components['schemas']['PackingSlip'];

const csrf = (token: string) => ({ 'X-CSRF-Token': token });

/** Packs, ships or delivers up to 100 orders at once; each moves at most once. */
export async function adminBulkMoveFulfilment(
  client: ApiClient,
  csrfToken: string,
  action: AdminBulkFulfilmentAction,
  orders: AdminBulkFulfilmentLine[],
): Promise<AdminBulkFulfilmentData> {
  const answer = await client.POST('/admin/orders/bulk-fulfilment', {
    params: { header: csrf(csrfToken) },
    body: { action, orders },
  });
  return unwrap(answer).data;
}

/** The packing slips of some orders (members who fulfil orders; each view audited by the API). */
export function adminPackingSlipsQueryOptions(client: ApiClient, orderNumbers: readonly string[]) {
  const orders = orderNumbers.join(',');
  return queryOptions({
    queryKey: adminQueryKeys.packingSlips(orders),
    queryFn: async ({ signal }) =>
      unwrap(await client.GET('/admin/packing-slips', { params: { query: { orders } }, signal })).data,
    // Personal data, read for printing: not kept once the page is left.
    gcTime: 0,
  });
}
