import { resendOtp, resetPassword, verifyOtp } from '@oja/api-client';
import { otpExpiresAt, RESET_OTP_SECONDS } from '@oja/domain';
import { type ResetCodeStatus, ResetPasswordScreen } from '@oja/ui';
import { useMutation } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { hrefs } from '../../hrefs';
import { apiClient } from '../../shared/api';
import { useCountdown } from '../../shared/countdown';
import { useDocumentTitle } from '../../shared/document-title';
import { messageOf } from '../../shared/errors';
import { solvingChallenges } from '../../shared/solve-challenge';
import { showToastAtom } from '../../shared/toasts';

const OTP_TOAST_MS = 3000;

/** /reset-password/{email}: verify the 15-minute code, then choose a new password. */
export default function ResetPasswordRoute({ params }: { params: { email: string } }) {
  const email = decodeURIComponent(params.email);
  const [, navigate] = useLocation();
  useDocumentTitle('Reset your password');
  const showToast = useSetAtom(showToastAtom);
  const [expiresAt, setExpiresAt] = useState(() => otpExpiresAt(Date.now(), RESET_OTP_SECONDS));
  const secondsLeft = useCountdown(expiresAt);
  const [codeStatus, setCodeStatus] = useState<ResetCodeStatus>('unverified');
  // The right code is used up on the server; this single-use token stands for it until the reset.
  const [resetToken, setResetToken] = useState('');
  const verify = useMutation({
    mutationFn: (otp: string) => solvingChallenges((answer) => verifyOtp(apiClient, { email, otp }, answer)),
    onMutate: () => setCodeStatus('verifying'),
    onSuccess: (answer) => {
      setResetToken(answer.resetToken);
      setCodeStatus('verified');
    },
    onError: (error) => {
      setCodeStatus('wrong');
      showToast({ title: messageOf(error, 'Verification failed'), variant: 'error', duration: OTP_TOAST_MS });
    },
  });
  const resend = useMutation({
    mutationFn: () =>
      solvingChallenges((answer) => resendOtp(apiClient, { email, purpose: 'reset-password' }, answer)),
    onSuccess: () => {
      setExpiresAt(otpExpiresAt(Date.now(), RESET_OTP_SECONDS));
      setCodeStatus('unverified');
      setResetToken('');
      showToast({ title: `OTP sent to ${email}`, variant: 'success', duration: OTP_TOAST_MS });
    },
    onError: (error) => showToast({ title: messageOf(error, 'Something went wrong'), variant: 'error' }),
  });
  const reset = useMutation({
    mutationFn: ({ password, passwordAgain }: { password: string; passwordAgain: string }) =>
      solvingChallenges((answer) =>
        resetPassword(apiClient, { email, resetToken, password, passwordAgain }, answer),
      ),
    onSuccess: () => {
      showToast({ title: 'Password reset successful. Please login.', variant: 'success' });
      navigate(hrefs.login);
    },
  });
  return (
    <ResetPasswordScreen
      email={email}
      secondsLeft={secondsLeft}
      codeStatus={codeStatus}
      onVerifyCode={(otp) => verify.mutate(otp)}
      onResend={() => resend.mutate()}
      resending={resend.isPending}
      onSubmit={(payload) => reset.mutate(payload)}
      submitting={reset.isPending}
      error={reset.error ? messageOf(reset.error, 'Error resetting password.') : undefined}
    />
  );
}
