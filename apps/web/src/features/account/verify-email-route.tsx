import { resendOtp, verifyEmail } from '@oja/api-client';
import { EMAIL_VERIFICATION_OTP_SECONDS, otpExpiresAt } from '@oja/domain';
import { VerifyEmailScreen, type VerifyEmailStatus } from '@oja/ui';
import { useMutation } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { hrefs } from '../../hrefs';
import { apiClient } from '../../shared/api';
import { useCountdown } from '../../shared/countdown';
import { useDocumentTitle } from '../../shared/document-title';
import { messageOf } from '../../shared/errors';
import { showToastAtom } from '../../shared/toasts';

/** OTP toasts stay 3 s (spec §9). */
const OTP_TOAST_MS = 3000;

/** /sign-up/verify-email/{email}: the 4-digit code, its 24-hour countdown, resend, then Continue to log in. */
export default function VerifyEmailRoute({ params }: { params: { email: string } }) {
  const email = decodeURIComponent(params.email);
  const [, navigate] = useLocation();
  useDocumentTitle('Verify your email');
  const showToast = useSetAtom(showToastAtom);
  const [expiresAt, setExpiresAt] = useState(() => otpExpiresAt(Date.now(), EMAIL_VERIFICATION_OTP_SECONDS));
  const secondsLeft = useCountdown(expiresAt);
  const [status, setStatus] = useState<VerifyEmailStatus>('idle');
  const verify = useMutation({
    mutationFn: (otp: string) => verifyEmail(apiClient, { email, otp }),
    onMutate: () => setStatus('verifying'),
    onSuccess: () => {
      setStatus('verified');
      showToast({ title: 'OTP verified successfully', variant: 'success', duration: OTP_TOAST_MS });
    },
    onError: (error) => {
      setStatus('wrong');
      showToast({
        title: messageOf(error, 'Verification failed'),
        variant: 'error',
        duration: OTP_TOAST_MS,
      });
    },
  });
  const resend = useMutation({
    mutationFn: () => resendOtp(apiClient, { email, purpose: 'verify-email' }),
    onSuccess: () => {
      setExpiresAt(otpExpiresAt(Date.now(), EMAIL_VERIFICATION_OTP_SECONDS));
      setStatus('idle');
      showToast({ title: `OTP sent to ${email}`, variant: 'success', duration: OTP_TOAST_MS });
    },
    onError: (error) =>
      showToast({
        title: messageOf(error, 'Something went wrong'),
        variant: 'error',
      }),
  });
  return (
    <VerifyEmailScreen
      email={email}
      secondsLeft={secondsLeft}
      status={status}
      onVerify={(otp) => verify.mutate(otp)}
      onResend={() => resend.mutate()}
      resending={resend.isPending}
      onContinue={() => navigate(hrefs.login)}
    />
  );
}
