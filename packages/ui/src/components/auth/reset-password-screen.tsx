import { blankResetPasswordFields, formatCountdown, otpError, validateResetPassword } from '@oja/domain';
import { useId, useState } from 'react';
import { spreadFormError, summaryOf, useDomainForm } from '../../lib/form';
import { Button } from '../button/button';
import { ErrorSummary } from '../error-summary/error-summary';
import { OtpInput } from '../otp-input/otp-input';
import { AuthLayout } from './auth-layout';
import { PasswordField } from './password-field';

interface NewPasswordValues {
  password: string;
  passwordAgain: string;
}

export type ResetCodeStatus = 'unverified' | 'verifying' | 'verified' | 'wrong';

const CODE_STATUS_TEXT: Partial<Record<ResetCodeStatus, string>> = {
  verifying: 'Code verifying...',
  verified: 'Code verified',
  wrong: 'Check code again',
};

export interface ResetPasswordScreenProps {
  email: string;
  /** Seconds until the code expires, from the app's clock (starts at 900). */
  secondsLeft: number;
  codeStatus: ResetCodeStatus;
  onVerifyCode: (otp: string) => void;
  onResend: () => void;
  resending?: boolean;
  onSubmit: (payload: { email: string; otp: string; password: string; passwordAgain: string }) => void;
  submitting?: boolean;
  /** The server's message ('Error resetting password.'). */
  error?: string;
  /** The code already typed (when the screen is shown again with a verified code). */
  defaultCode?: string;
}

/**
 * /reset-password/{email}: the code with 'OTP expires in' (mm:ss); at zero 'OTP expired' and 'Resend OTP'.
 * The new-password form stays disabled until the code is verified; it is checked by the domain's
 * validateResetPassword, each message under its field and in the error summary, which takes focus.
 */
export function ResetPasswordScreen({
  email,
  secondsLeft,
  codeStatus,
  onVerifyCode,
  onResend,
  resending = false,
  onSubmit,
  submitting = false,
  error,
  defaultCode = '',
}: ResetPasswordScreenProps) {
  const [code, setCode] = useState(defaultCode);
  const [codeError, setCodeError] = useState<string | undefined>();
  const ids = { password: useId(), passwordAgain: useId() };
  const { form, failedSubmits, submitWith } = useDomainForm<
    NewPasswordValues,
    { email: string; password: string; passwordAgain: string }
  >({ password: '', passwordAgain: '' }, (values) =>
    spreadFormError(
      validateResetPassword({ email, ...values }),
      blankResetPasswordFields({ email, ...values }),
    ),
  );
  const { register, watch, formState } = form;
  const { errors } = formState;
  const expired = secondsLeft <= 0;
  const verified = codeStatus === 'verified';
  const verify = (otp: string) => {
    const problem = otpError(otp, { expired });
    setCodeError(problem ?? undefined);
    if (!problem) onVerifyCode(otp);
  };
  return (
    <AuthLayout title="Reset your password" intro={<>Enter the 4-digit code we sent to {email}.</>}>
      <OtpInput
        value={code}
        onChange={(v) => {
          setCode(v);
          setCodeError(undefined);
        }}
        onComplete={verify}
        label="Reset code"
        disabled={verified || codeStatus === 'verifying'}
        error={codeError ?? (codeStatus === 'wrong' ? 'Check code again' : undefined)}
        autoFocus
      />
      {expired ? (
        <div className="oja-auth__row">
          <p className="oja-auth__error">OTP expired</p>
          <Button variant="secondary" onClick={onResend} loading={resending}>
            Resend OTP
          </Button>
        </div>
      ) : (
        <p className="oja-auth__countdown">OTP expires in {formatCountdown(secondsLeft, 'mm:ss')}</p>
      )}
      <p role="status" className={verified ? 'oja-auth__success' : 'oja-auth__countdown'}>
        {CODE_STATUS_TEXT[codeStatus] ?? ''}
      </p>
      <form
        className="oja-auth__form"
        noValidate
        onSubmit={submitWith((value) => onSubmit({ ...value, otp: code }))}
        aria-label="Choose a new password"
      >
        <ErrorSummary
          errors={summaryOf(errors, [
            ['password', ids.password],
            ['passwordAgain', ids.passwordAgain],
          ])}
          focusKey={failedSubmits}
        />
        {error ? (
          <p role="alert" className="oja-auth__error">
            {error}
          </p>
        ) : null}
        <PasswordField
          {...register('password')}
          id={ids.password}
          label="New password"
          autoComplete="new-password"
          showChecklist
          value={watch('password')}
          error={errors.password?.message}
          disabled={!verified || submitting}
        />
        <PasswordField
          {...register('passwordAgain')}
          id={ids.passwordAgain}
          label="Confirm new password"
          autoComplete="new-password"
          error={errors.passwordAgain?.message}
          disabled={!verified || submitting}
        />
        <Button type="submit" size="lg" fullWidth disabled={!verified} loading={submitting}>
          Reset password
        </Button>
      </form>
    </AuthLayout>
  );
}
