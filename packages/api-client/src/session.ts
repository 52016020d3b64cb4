import type { ApiClient } from './client';
import { unwrap } from './unwrap';

// The calls of a signed-in shopper's session that the header and the home page make (auth.ts has the forms').

/** Ends the session of the stored token. */
export async function logout(client: ApiClient): Promise<string> {
  return unwrap(await client.POST('/auth/logout')).message;
}

/** Requests the Tier 2 upgrade; resolves with the confirmation to show. */
export async function requestTier2(client: ApiClient): Promise<string> {
  return unwrap(await client.POST('/auth/send-verification-email')).message;
}
