import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './client';
import type { components } from './generated/schema';
import { adminQueryKeys } from './keys';
import { unwrap } from './unwrap';

const csrf = (token: string) => ({ 'X-CSRF-Token': token });

/** A day's reconciliation with the card and debit provider: the figures and every difference (kobo). */
export type AdminReconciliationData = components['schemas']['AdminReconciliationResponse']['data'];

/** The reconciliation of a Lagos day (audit:read); a 404 before the day's first import. */
export function adminReconciliationQueryOptions(client: ApiClient, day: string) {
  return queryOptions({
    queryKey: adminQueryKeys.reconciliation(day),
    queryFn: async ({ signal }) =>
      unwrap(await client.GET('/admin/reconciliations/{day}', { params: { path: { day } }, signal })).data,
    // A day not imported yet is an answer, not a failure to retry.
    retry: false,
  });
}

/** Imports the day's settlement report: from the provider, or the text of its CSV file. */
export async function importSettlementReport(
  client: ApiClient,
  csrfToken: string,
  day: string,
  body: { source: 'provider' } | { source: 'csv'; csv: string },
) {
  return unwrap(
    await client.POST('/admin/reconciliations/{day}', {
      params: { path: { day }, header: csrf(csrfToken) },
      body,
    }),
  ).data;
}

/** Closes one difference with a reason. */
export async function resolveReconciliationLine(
  client: ApiClient,
  csrfToken: string,
  line: { day: string; lineId: string; reason: string },
) {
  const { day, lineId, reason } = line;
  return unwrap(
    await client.POST('/admin/reconciliations/{day}/lines/{lineId}/resolve', {
      params: { path: { day, lineId }, header: csrf(csrfToken) },
      body: { reason },
    }),
  ).data;
}
