import { register, withChallenge } from '@oja/api-client';
import { SignUpScreen } from '@oja/ui';
import { useMutation } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { hrefs } from '../../hrefs';
import { apiClient } from '../../shared/api';
import { useDocumentTitle } from '../../shared/document-title';
import { fieldErrorsOf, messageOf } from '../../shared/errors';
import { solveChallenge } from '../../shared/solve-challenge';
import { showToastAtom } from '../../shared/toasts';
import { useReturnPath, withReturnPath } from './return-path';

/**
 * /sign-up: on success the verify page, which says 'Please verify your email.' itself (no toast over its
 * buttons); field errors under their fields. The way back (`from`) goes on to the verify page.
 */
export default function SignUpRoute() {
  const [, navigate] = useLocation();
  useDocumentTitle('Create your account');
  const from = useReturnPath();
  const showToast = useSetAtom(showToastAtom);
  // While the device solves a proof-of-work challenge (many sign-ups from one address), then signs up again.
  const [checkingConnection, setCheckingConnection] = useState(false);
  const signUp = useMutation({
    mutationFn: (payload: { email: string; phoneNumber: string; password: string }) =>
      withChallenge((answer) => register(apiClient, payload, answer), {
        solve: solveChallenge,
        onSolving: setCheckingConnection,
      }),
    onSuccess: (_answer, payload) => navigate(withReturnPath(hrefs.verifyEmail(payload.email), from)),
    onError: (error) => {
      if (Object.keys(fieldErrorsOf(error)).length === 0) {
        showToast({
          title: messageOf(error, 'Something went wrong'),
          variant: 'error',
        });
      }
    },
  });
  const fieldErrors = fieldErrorsOf(signUp.error);
  return (
    <SignUpScreen
      onSubmit={(payload) => signUp.mutate(payload)}
      submitting={signUp.isPending}
      checkingConnection={checkingConnection}
      serverErrors={{ email: fieldErrors.email, phoneNumber: fieldErrors.phoneNumber }}
      hrefs={{ ...hrefs, login: withReturnPath(hrefs.login, from) }}
    />
  );
}
