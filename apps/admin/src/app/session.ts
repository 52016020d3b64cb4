import {
  type AdminSession,
  type ApiError,
  adminQueryKeys,
  adminSessionQueryOptions,
  adminSignOut,
} from '@oja/api-client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { routes } from '../routes';
import { adminClient, isSignedOut } from './api';

/**
 * The staff session of the cookie, asked of the server once the app starts (GET /admin/session): 'signed-out'
 * on a 401, 'failed' when the server could not be reached.
 */
export function useStaffSession():
  | { status: 'pending' }
  | { status: 'signed-out' }
  | { status: 'failed'; retry: () => void }
  | { status: 'signed-in'; session: AdminSession } {
  const query = useQuery(adminSessionQueryOptions(adminClient));
  if (query.data) return { status: 'signed-in', session: query.data };
  if (query.isPending && query.fetchStatus !== 'idle') return { status: 'pending' };
  if (isSignedOut(query.error)) return { status: 'signed-out' };
  if (query.error) return { status: 'failed', retry: () => void query.refetch() };
  return { status: 'pending' };
}

/** After a sign-in: the session the server answered is the app's, with no second call. */
export function useStoreSession() {
  const queryClient = useQueryClient();
  return (session: AdminSession) => queryClient.setQueryData(adminQueryKeys.session, session);
}

/**
 * When a write answers 401 (the member's sessions were ended, or they were disabled), the session is asked
 * again: its 401 sends them to sign-in.
 */
export function useSessionLost() {
  const queryClient = useQueryClient();
  return (error: ApiError) => {
    if (isSignedOut(error)) void queryClient.invalidateQueries({ queryKey: adminQueryKeys.session });
  };
}

/** Sign out: the server ends the session (with its CSRF token), then every cached answer is dropped. */
export function useSignOut(csrfToken: string) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: () => adminSignOut(adminClient, csrfToken),
    onSettled: () => {
      queryClient.clear();
      navigate(routes.signIn.path);
    },
  });
}
