import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './client';
import type { components } from './generated/schema';
import { adminQueryKeys } from './keys';
import { unwrap } from './unwrap';

type Schemas = components['schemas'];
export type AdminComplaintData = Schemas['AdminComplaint'];
export type AdminComplaintQueueData = Schemas['AdminComplaintQueueResponse']['data'];
export type AdminComplaintFilter = 'open' | 'resolved';

const csrf = (token: string) => ({ 'X-CSRF-Token': token });

/** The complaints desk's queue: open ones by time left (least first), or resolved ones newest first. */
export function adminComplaintsQueryOptions(client: ApiClient, status: AdminComplaintFilter) {
  return queryOptions({
    queryKey: adminQueryKeys.complaints(status),
    queryFn: async ({ signal }) =>
      unwrap(await client.GET('/admin/complaints', { params: { query: { status } }, signal })).data,
  });
}

/** One staff action on a complaint: a reply the shopper reads, a resolution with its reason, an assignment. */
export type AdminComplaintAction =
  | { kind: 'reply'; text: string }
  | { kind: 'resolve'; reason: string }
  | { kind: 'assign'; staffId: string | null };

/** Sends one action; resolves with the server's message and the complaint as it now stands. */
export async function adminActOnComplaint(
  client: ApiClient,
  csrfToken: string,
  reference: string,
  action: AdminComplaintAction,
): Promise<{ message: string; complaint: AdminComplaintData }> {
  const params = { header: csrf(csrfToken), path: { reference } };
  const answer =
    action.kind === 'reply'
      ? await client.POST('/admin/complaints/{reference}/replies', { params, body: { text: action.text } })
      : action.kind === 'resolve'
        ? await client.POST('/admin/complaints/{reference}/resolution', {
            params,
            body: { reason: action.reason },
          })
        : await client.POST('/admin/complaints/{reference}/assignment', {
            params,
            body: { staffId: action.staffId },
          });
  const data = unwrap(answer);
  return { message: data.message, complaint: data.data };
}
