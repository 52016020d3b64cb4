import { currentUserQueryOptions } from '@oja/api-client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtom, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { apiClient } from '../../shared/api';
import { authAtom, LOGGED_OUT_FLAG, SIGNED_OUT } from '../../shared/auth';
import { isRefusal } from '../../shared/errors';
import { showToastAtom } from '../../shared/toasts';

/**
 * The signed-in shopper, loaded from the stored token at start (spec §4). If loading fails because the
 * session is no longer valid, the session is cleared (silently when it has ended: 401).
 */
export function useCurrentUser() {
  const [auth, setAuth] = useAtom(authAtom);
  const query = useQuery({ ...currentUserQueryOptions(apiClient), enabled: auth.token !== null });
  const showToast = useSetAtom(showToastAtom);
  useEffect(() => {
    if (!query.error) return;
    // Spec §4: if loading the user fails, the session is cleared. A session that has ended (401 'Session
    // expired or invalid': a token kept a week, a logout elsewhere) is cleared silently: the shopper is a guest
    // again, which the header shows, and a signed-in page sends them to log in; a red toast would only stay
    // beside 'Login successful!'. A dropped connection is not a failed session, though: offline, the shopper
    // stays signed in and is told the user could not be fetched.
    if (isRefusal(query.error)) setAuth(SIGNED_OUT);
    if (isRefusal(query.error, 401)) return;
    showToast({ title: 'Failed to fetch user', variant: 'error' });
  }, [query.error, setAuth, showToast]);
  useEffect(() => {
    if (sessionStorage.getItem(LOGGED_OUT_FLAG)) {
      sessionStorage.removeItem(LOGGED_OUT_FLAG);
      showToast({ title: 'Logged Out Successfully', variant: 'success' });
    }
  }, [showToast]);
  return auth.token ? (query.data ?? null) : null;
}

/**
 * Logout (features/account/log-out.ts), loaded when the shopper presses it: nothing of it is in the first load.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return async () => (await import('./log-out')).logOut(queryClient);
}
