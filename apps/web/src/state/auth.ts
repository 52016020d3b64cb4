import { AUTH_TOKEN_STORAGE_KEY } from '@oja/api-client';
import { atomWithStorage } from 'jotai/utils';

/** The bearer token of the signed-in shopper, persisted so a reload keeps the session. */
export const authTokenAtom = atomWithStorage<string | null>(AUTH_TOKEN_STORAGE_KEY, null, undefined, {
  getOnInit: true,
});
