import { login, withChallenge } from '@oja/api-client';
import { LoginScreen } from '@oja/ui';
import { useMutation } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { hrefs } from '../../hrefs';
import { apiClient } from '../../shared/api';
import { authAtom, SIGNED_OUT } from '../../shared/auth';
import { useDocumentTitle } from '../../shared/document-title';
import { isRefusal, messageOf } from '../../shared/errors';
import { solveChallenge } from '../../shared/solve-challenge';
import { showToastAtom } from '../../shared/toasts';
import { useReturnPath, withReturnPath } from './return-path';
import { useStartSession } from './start-session';

/** A login error shows for 3 s; the verify-email warning for 1 s before the redirect (spec §8). */
const LOGIN_ERROR_MS = 3000;
const VERIFY_WARNING_MS = 1000;

/**
 * /login: then back to the page the shopper came from (`from`, a path of this shop only, or home), with the
 * guest cart moved to the account. 'Create an account' and the verify page keep the way back.
 */
export default function LoginRoute() {
  const [, navigate] = useLocation();
  useDocumentTitle('Log in');
  const from = useReturnPath();
  const setAuth = useSetAtom(authAtom);
  const showToast = useSetAtom(showToastAtom);
  const startSession = useStartSession();
  const [error, setError] = useState<string | undefined>();
  // While the device solves a proof-of-work challenge (many shoppers behind one address), then logs in again.
  const [checkingConnection, setCheckingConnection] = useState(false);
  useEffect(() => {
    if (!error) return;
    const timer = setTimeout(() => setError(undefined), LOGIN_ERROR_MS);
    return () => clearTimeout(timer);
  }, [error]);
  const signIn = useMutation({
    mutationFn: (credentials: { email: string; password: string }) =>
      withChallenge((answer) => login(apiClient, credentials, answer), {
        solve: solveChallenge,
        onSolving: setCheckingConnection,
      }),
    onMutate: () => setAuth((a) => ({ ...a, loading: true, error: null })),
    onSuccess: async (data) => {
      if (!data.token) {
        setAuth({ ...SIGNED_OUT, error: 'Token not found in response' });
        setError('Token not found in response');
        return;
      }
      await startSession(data);
      showToast({ title: 'Login successful!', variant: 'success' });
      navigate(from ?? hrefs.home, { replace: true });
    },
    onError: (failure, credentials) => {
      const requiresVerification = isRefusal(failure, 403);
      const message = messageOf(failure, 'Invalid email or password');
      setAuth({ ...SIGNED_OUT, error: message, requiresVerification });
      if (requiresVerification) {
        showToast({
          title: 'Please verify your email to continue.',
          variant: 'info',
          duration: VERIFY_WARNING_MS,
        });
        setTimeout(
          () => navigate(withReturnPath(hrefs.verifyEmail(credentials.email), from)),
          VERIFY_WARNING_MS,
        );
        return;
      }
      setError(message || 'Invalid email or password');
    },
  });
  return (
    <LoginScreen
      onSubmit={(credentials) => signIn.mutate(credentials)}
      submitting={signIn.isPending}
      checkingConnection={checkingConnection}
      error={error}
      hrefs={{ ...hrefs, signUp: withReturnPath(hrefs.signUp, from) }}
    />
  );
}
