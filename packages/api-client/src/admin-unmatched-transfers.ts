import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './client';
import type { components } from './generated/schema';
import { adminQueryKeys } from './keys';
import { unwrap } from './unwrap';

/** The console's queue of transfers to an account no shopper holds (issue 44). */
export type AdminUnmatchedTransfersData = components['schemas']['AdminUnmatchedTransfersResponse']['data'];

/** What the server said of a request, and the queue as it is now. */
export interface AdminUnmatchedTransfersChange {
  message: string;
  queue: AdminUnmatchedTransfersData;
}

const csrf = (token: string) => ({ 'X-CSRF-Token': token });

/** The queue: open and waiting transfers first, oldest first, then the decided ones. */
export function adminUnmatchedTransfersQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: adminQueryKeys.unmatchedTransfers,
    queryFn: async ({ signal }) => unwrap(await client.GET('/admin/unmatched-transfers', { signal })).data,
  });
}

/** Matches an open transfer to an order with a reason (₦100,000 or more waits for a second member). */
export async function adminMatchUnmatchedTransfer(
  client: ApiClient,
  csrfToken: string,
  transferId: string,
  body: { orderNumber: string; reason: string },
): Promise<AdminUnmatchedTransfersChange> {
  const answer = unwrap(
    await client.POST('/admin/unmatched-transfers/{transferId}/match', {
      params: { header: csrf(csrfToken), path: { transferId } },
      body,
    }),
  );
  return { message: answer.message, queue: answer.data };
}

/** Refunds an open transfer to the account it came from, with a reason (same approval threshold). */
export async function adminRefundUnmatchedTransfer(
  client: ApiClient,
  csrfToken: string,
  transferId: string,
  reason: string,
): Promise<AdminUnmatchedTransfersChange> {
  const answer = unwrap(
    await client.POST('/admin/unmatched-transfers/{transferId}/refund', {
      params: { header: csrf(csrfToken), path: { transferId } },
      body: { reason },
    }),
  );
  return { message: answer.message, queue: answer.data };
}

/** Approves or rejects a waiting match or refund (never the maker's own). */
export async function adminDecideUnmatchedTransfer(
  client: ApiClient,
  csrfToken: string,
  transferId: string,
  decision: 'approve' | 'reject',
): Promise<AdminUnmatchedTransfersChange> {
  const answer = unwrap(
    await client.POST('/admin/unmatched-transfers/{transferId}/decision', {
      params: { header: csrf(csrfToken), path: { transferId } },
      body: { decision },
    }),
  );
  return { message: answer.message, queue: answer.data };
}
