import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './client';
import type { components } from './generated/schema';
import { queryKeys } from './keys';
import { unwrap } from './unwrap';

type Schemas = components['schemas'];
/** A shopper's complaint: its reference, status (open, escalated, resolved), 48-hour clock and replies. */
export type ComplaintData = Schemas['Complaint'];
/** `picture`: one JPEG, PNG or WebP file's bytes in base64. */
export type NewComplaintBody = { category: string; text: string; orderId?: string; picture?: string };

/**
 * The server's time (ms) of a complaints answer, from which every complaint's 48-hour clock is counted: the
 * device's own clock may be wrong (and the sandbox's is moved ahead). `fallback` only when the answer has no
 * complaint, and so no clock to show.
 */
export function complaintsAnsweredAt(complaints: readonly { asOf: string }[] | undefined, fallback: number) {
  const asOf = complaints?.[0] ? Date.parse(complaints[0].asOf) : Number.NaN;
  return Number.isFinite(asOf) ? asOf : fallback;
}

/** The signed-in shopper's complaints, newest first, each with its replies. */
export function complaintsQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.complaints(),
    queryFn: async ({ signal }) => unwrap(await client.GET('/complaints', { signal })).data,
  });
}

/**
 * Raises a complaint about an order (its id) or the account; resolves with the server's message (which
 * quotes the reference) and the complaint. A refusal is an ApiError with a message per field.
 */
export async function raiseComplaint(
  client: ApiClient,
  body: NewComplaintBody,
): Promise<{ message: string; complaint: ComplaintData }> {
  const answer = unwrap(await client.POST('/complaints', { body }));
  return { message: answer.message, complaint: answer.data };
}
