import { forgotPassword } from '@oja/api-client';
import { ForgotPasswordScreen } from '@oja/ui';
import { useMutation } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { hrefs } from '../../hrefs';
import { apiClient } from '../../shared/api';
import { useDocumentTitle } from '../../shared/document-title';
import { messageOf } from '../../shared/errors';
import { solvingChallenges } from '../../shared/solve-challenge';

/** /forgot-password: sends the code, then the reset page for that email. */
export default function ForgotPasswordRoute() {
  const [, navigate] = useLocation();
  useDocumentTitle('Forgot your password?');
  const send = useMutation({
    mutationFn: (payload: { email: string }) =>
      solvingChallenges((answer) => forgotPassword(apiClient, payload, answer)),
    onSuccess: (_answer, payload) => navigate(hrefs.resetPassword(payload.email)),
  });
  return (
    <ForgotPasswordScreen
      onSubmit={(payload) => send.mutate(payload)}
      submitting={send.isPending}
      error={send.error ? messageOf(send.error, 'Something went wrong') : undefined}
      hrefs={hrefs}
    />
  );
}
