import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './client';
import type { components } from './generated/schema';
import { adminQueryKeys } from './keys';
import { unwrap } from './unwrap';

/** A reset one owner asked for, waiting for another's approval. */
export type AuthenticatorReset = components['schemas']['AuthenticatorReset'];

const csrf = (token: string) => ({ 'X-CSRF-Token': token });

/** The authenticator resets waiting for approval, oldest first (owners only). */
export function adminAuthenticatorResetsQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: adminQueryKeys.authenticatorResets,
    queryFn: async ({ signal }) => unwrap(await client.GET('/admin/authenticator-resets', { signal })).data,
  });
}

/** Asks for a member's authenticator reset, with a reason; answers the server's message. */
export async function adminAskAuthenticatorReset(
  client: ApiClient,
  csrfToken: string,
  staffId: string,
  reason: string,
): Promise<string> {
  const answer = await client.POST('/admin/staff/{staffId}/authenticator-reset', {
    params: { header: csrf(csrfToken), path: { staffId } },
    body: { reason },
  });
  return unwrap(answer).message;
}

/** Approves a waiting reset (an owner who neither asked nor is its member); answers the server's message. */
export async function adminApproveAuthenticatorReset(
  client: ApiClient,
  csrfToken: string,
  resetId: string,
): Promise<string> {
  const answer = await client.POST('/admin/authenticator-resets/{resetId}/approve', {
    params: { header: csrf(csrfToken), path: { resetId } },
  });
  return unwrap(answer).message;
}

/** Withdraws a waiting reset; answers the server's message. */
export async function adminWithdrawAuthenticatorReset(
  client: ApiClient,
  csrfToken: string,
  resetId: string,
): Promise<string> {
  const answer = await client.DELETE('/admin/authenticator-resets/{resetId}', {
    params: { header: csrf(csrfToken), path: { resetId } },
  });
  return unwrap(answer).message;
}

/** Makes the signed-in member 10 new recovery codes (the old ones stop working); answers them, once. */
export async function adminNewRecoveryCodes(client: ApiClient, csrfToken: string): Promise<string[]> {
  const answer = await client.POST('/admin/session/recovery-codes', { params: { header: csrf(csrfToken) } });
  return unwrap(answer).data.recoveryCodes;
}
