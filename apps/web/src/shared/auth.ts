import { AUTH_STORAGE_KEY } from '@oja/api-client';
import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';

/** The spec's auth state (storefront §3): kept on the device so a reload keeps the session. */
export interface AuthState {
  token: string | null;
  isAuthenticated: boolean;
  loading: boolean;
  error: string | null;
  userID: string | null;
  /** A login was refused because the email is not verified yet. */
  requiresVerification: boolean;
}

export const SIGNED_OUT: AuthState = {
  token: null,
  isAuthenticated: false,
  loading: false,
  error: null,
  userID: null,
  requiresVerification: false,
};

export const authAtom = atomWithStorage<AuthState>(AUTH_STORAGE_KEY, SIGNED_OUT, undefined, {
  getOnInit: true,
});

/** The bearer token the API client sends. */
export const authTokenAtom = atom((get) => get(authAtom).token);

/**
 * Set before the reload that ends a logout, so the fresh page can say 'Logged Out Successfully' (here, not in
 * session.ts, which loads log-out.ts on demand: beside it, it would make an import cycle).
 */
export const LOGGED_OUT_FLAG = 'oja.loggedOut';
