import { resendOtp, verifyEmail } from '@oja/api-client';
import { EMAIL_VERIFICATION_OTP_SECONDS, otpExpiresAt } from '@oja/domain';
import { type VerifyEmailNotice, VerifyEmailScreen, type VerifyEmailStatus } from '@oja/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { hrefs } from '../../hrefs';
import { apiClient } from '../../shared/api';
import { useCountdown } from '../../shared/countdown';
import { useDocumentTitle } from '../../shared/document-title';
import { messageOf } from '../../shared/errors';
import { solvingChallenges } from '../../shared/solve-challenge';
import { useReturnPath } from './return-path';
import { useStartSession } from './start-session';

/**
 * /sign-up/verify-email/{email}: the 4-digit code, its 24-hour countdown and resend. A verified email signs
 * the shopper in (the answer carries a session, as a login's), and Continue goes back to where they were
 * (`from`: checkout, a protected page) or home. Every outcome is said on the page, never in a toast, which on
 * a phone sat over Continue.
 */
export default function VerifyEmailRoute({ params }: { params: { email: string } }) {
  const email = decodeURIComponent(params.email);
  const [, navigate] = useLocation();
  useDocumentTitle('Verify your email');
  const from = useReturnPath();
  const startSession = useStartSession();
  const [expiresAt, setExpiresAt] = useState(() => otpExpiresAt(Date.now(), EMAIL_VERIFICATION_OTP_SECONDS));
  const secondsLeft = useCountdown(expiresAt);
  const [status, setStatus] = useState<VerifyEmailStatus>('idle');
  const [notice, setNotice] = useState<VerifyEmailNotice | undefined>();
  const [wrongMessage, setWrongMessage] = useState<string | undefined>();
  const verify = useMutation({
    mutationFn: (otp: string) =>
      solvingChallenges((answer) => verifyEmail(apiClient, { email, otp }, answer)),
    onMutate: () => {
      setStatus('verifying');
      setNotice(undefined);
    },
    onSuccess: async (session) => {
      await startSession(session);
      setStatus('verified');
    },
    onError: (error) => {
      setStatus('wrong');
      setWrongMessage(messageOf(error, 'Verification failed'));
    },
  });
  const resend = useMutation({
    mutationFn: () =>
      solvingChallenges((answer) => resendOtp(apiClient, { email, purpose: 'verify-email' }, answer)),
    onSuccess: () => {
      setExpiresAt(otpExpiresAt(Date.now(), EMAIL_VERIFICATION_OTP_SECONDS));
      setStatus('idle');
      setNotice({ tone: 'success', text: `OTP sent to ${email}` });
    },
    onError: (error) => setNotice({ tone: 'error', text: messageOf(error, 'Something went wrong') }),
  });
  return (
    <VerifyEmailScreen
      email={email}
      secondsLeft={secondsLeft}
      status={status}
      wrongMessage={wrongMessage}
      notice={notice}
      onVerify={(otp) => verify.mutate(otp)}
      onResend={() => resend.mutate()}
      resending={resend.isPending}
      onContinue={() => navigate(from ?? hrefs.home)}
    />
  );
}
