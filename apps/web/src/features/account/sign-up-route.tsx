import { register } from '@oja/api-client';
import { SignUpScreen } from '@oja/ui';
import { useMutation } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useLocation } from 'wouter';
import { hrefs } from '../../hrefs';
import { apiClient } from '../../shared/api';
import { useDocumentTitle } from '../../shared/document-title';
import { fieldErrorsOf, messageOf } from '../../shared/errors';
import { showToastAtom } from '../../shared/toasts';

/** /sign-up: on success 'Please verify your email.' and the verify page; field errors under their fields. */
export default function SignUpRoute() {
  const [, navigate] = useLocation();
  useDocumentTitle('Create your account');
  const showToast = useSetAtom(showToastAtom);
  const signUp = useMutation({
    mutationFn: (payload: { email: string; phoneNumber: string; password: string }) =>
      register(apiClient, payload),
    onSuccess: (_answer, payload) => {
      showToast({ title: 'Please verify your email.', variant: 'success' });
      navigate(hrefs.verifyEmail(payload.email));
    },
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
      serverErrors={{ email: fieldErrors.email, phoneNumber: fieldErrors.phoneNumber }}
      hrefs={hrefs}
    />
  );
}
