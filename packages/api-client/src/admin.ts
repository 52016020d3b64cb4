import { queryOptions } from '@tanstack/react-query';
import { type ChallengeAnswer, challengeHeader } from './challenge';
import { type ApiClient, type ApiClientOptions, createApiClient } from './client';
import type { components, paths } from './generated/schema';
import { adminQueryKeys } from './keys';
import { unwrap } from './unwrap';

type Schemas = components['schemas'];
export type AdminSignInBody = Schemas['AdminSignInRequest'];
/** The signed-in staff member, their role's permissions and the session's CSRF token. */
export type AdminSession = Schemas['AdminSessionResponse']['data'];
export type StaffMember = Schemas['StaffMember'];
export type StaffRoleName = Schemas['StaffRole'];
export type AdminStaffChange = NonNullable<
  paths['/admin/staff/{staffId}']['patch']['requestBody']
>['content']['application/json'];
/** What setup answers once: the member, the TOTP secret and its otpauth:// URI. */
export type AdminSetupData =
  paths['/admin/staff/setup']['post']['responses']['200']['content']['application/json']['data'];

/**
 * The operator console's client: the staff session rides in the `oja_staff` cookie (HttpOnly, Path=/api/v1/admin),
 * sent on same-origin calls only, and never a shopper's bearer token. Each write takes the session's CSRF token
 * explicitly (`X-CSRF-Token`), from the session the app holds.
 */
export function createAdminApiClient(options: Omit<ApiClientOptions, 'getToken' | 'credentials'> = {}) {
  return createApiClient({ ...options, credentials: 'same-origin', getToken: () => null });
}

const csrf = (token: string) => ({ 'X-CSRF-Token': token });

/** Signs in (email, password, 6-digit code); the cookie is set by the answer. */
export async function adminSignIn(
  client: ApiClient,
  body: AdminSignInBody,
  answer?: ChallengeAnswer,
): Promise<AdminSession> {
  return unwrap(await client.POST('/admin/session', { body, headers: challengeHeader(answer) })).data;
}

/** The session of the cookie; 401 (an ApiError) when there is none. */
export function adminSessionQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: adminQueryKeys.session,
    queryFn: async ({ signal }) => unwrap(await client.GET('/admin/session', { signal })).data,
    retry: false,
  });
}

export async function adminSignOut(client: ApiClient, csrfToken: string): Promise<string> {
  return unwrap(await client.DELETE('/admin/session', { params: { header: csrf(csrfToken) } })).message;
}

/** Sets an invited member's password from their setup link's token; answers the TOTP secret, once. */
export async function adminStaffSetup(
  client: ApiClient,
  body: { token: string; password: string },
): Promise<AdminSetupData> {
  return unwrap(await client.POST('/admin/staff/setup', { body })).data;
}

/** Every staff account, oldest first (owners only). */
export function adminStaffQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: adminQueryKeys.staff,
    queryFn: async ({ signal }) => unwrap(await client.GET('/admin/staff', { signal })).data,
  });
}

/** Invites a member; resolves with the server's message ('Invitation sent'). */
export async function adminInviteStaff(
  client: ApiClient,
  csrfToken: string,
  body: { email: string; name: string; role: StaffRoleName },
): Promise<string> {
  return unwrap(await client.POST('/admin/staff', { params: { header: csrf(csrfToken) }, body })).message;
}

/** A new role, or disabled / enabled again; resolves with the server's message. */
export async function adminUpdateStaff(
  client: ApiClient,
  csrfToken: string,
  staffId: string,
  body: AdminStaffChange,
): Promise<string> {
  const answer = await client.PATCH('/admin/staff/{staffId}', {
    params: { header: csrf(csrfToken), path: { staffId } },
    body,
  });
  return unwrap(answer).message;
}

/** Ends every session of a member; resolves with '{n} sessions ended'. */
export async function adminEndStaffSessions(
  client: ApiClient,
  csrfToken: string,
  staffId: string,
): Promise<string> {
  const answer = await client.DELETE('/admin/staff/{staffId}/sessions', {
    params: { header: csrf(csrfToken), path: { staffId } },
  });
  return unwrap(answer).message;
}
