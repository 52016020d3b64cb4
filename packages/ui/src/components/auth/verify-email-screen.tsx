import { formatCountdown, otpError } from '@oja/domain';
import { useState } from 'react';
import { Button } from '../button/button';
import { OtpInput } from '../otp-input/otp-input';
import { AuthLayout } from './auth-layout';

export type VerifyEmailStatus = 'idle' | 'verifying' | 'verified' | 'wrong';

/** What the last request answered ('OTP sent to {email}', a server's refusal), said on the page. */
export interface VerifyEmailNotice {
  tone: 'success' | 'error';
  text: string;
}

export interface VerifyEmailScreenProps {
  email: string;
  /** Seconds until the code expires, from the app's clock (starts at 86,400). */
  secondsLeft: number;
  status: VerifyEmailStatus;
  /** Sends the code (also called by itself 150 ms after the fourth digit). */
  onVerify: (otp: string) => void;
  onResend: () => void;
  resending?: boolean;
  /** The server's message for a refused code (default 'Wrong otp!'), under the boxes. */
  wrongMessage?: string;
  /**
   * The answer of the last resend, said on the page rather than in a toast, which on a phone would sit over
   * the buttons it is about.
   */
  notice?: VerifyEmailNotice;
  /** Goes on (verifying signed the shopper in); enabled only once verified. */
  onContinue: () => void;
}

/**
 * /sign-up/verify-email/{email}: the 4-digit code with its countdown (hh:mm:ss). Verified shows 'Great, all
 * set!'; a wrong code 'Oops.. failed, try again' and 'Wrong otp!' (or the server's message). Continue is
 * enabled only when verified. The page says every outcome itself ('Please verify your email.', a resent
 * code), so no toast covers its buttons on a phone.
 * Accessibility: every state change is announced (role status / alert).
 */
export function VerifyEmailScreen({
  email,
  secondsLeft,
  status,
  onVerify,
  onResend,
  resending = false,
  wrongMessage = 'Wrong otp!',
  notice,
  onContinue,
}: VerifyEmailScreenProps) {
  const [code, setCode] = useState('');
  const [localError, setLocalError] = useState<string | undefined>();
  const expired = secondsLeft <= 0;
  const verify = (otp: string) => {
    const error = otpError(otp, { expired });
    setLocalError(error ?? undefined);
    if (!error) onVerify(otp);
  };
  return (
    <AuthLayout
      title="Verify your email"
      intro={
        <>
          <strong>Please verify your email.</strong> We sent a 4-digit code to {email}.
        </>
      }
    >
      <OtpInput
        value={code}
        onChange={(v) => {
          setCode(v);
          setLocalError(undefined);
        }}
        onComplete={verify}
        label="Enter the 4-digit code"
        disabled={status === 'verifying' || status === 'verified'}
        error={localError ?? (status === 'wrong' ? wrongMessage : undefined)}
        autoFocus
      />
      <p className="oja-auth__countdown" aria-live="off">
        {expired ? 'The code has expired.' : <>Code expires in {formatCountdown(secondsLeft, 'hh:mm:ss')}</>}
      </p>
      <div role="status">
        {notice?.tone === 'success' && status !== 'verified' ? (
          <p className="oja-auth__countdown">{notice.text}</p>
        ) : null}
        {status === 'verifying' ? <p className="oja-auth__countdown">Verifying...</p> : null}
        {status === 'verified' ? (
          <div className="oja-auth__success">
            <p style={{ margin: 0 }}>Great, all set!</p>
            <p style={{ margin: 0 }}>Your account is verified!</p>
          </div>
        ) : null}
      </div>
      {status === 'wrong' ? (
        <p role="alert" className="oja-auth__error">
          Oops.. failed, try again
        </p>
      ) : notice?.tone === 'error' ? (
        <p role="alert" className="oja-auth__error">
          {notice.text}
        </p>
      ) : null}
      <div className="oja-auth__row">
        <Button onClick={onContinue} disabled={status !== 'verified'}>
          Continue
        </Button>
        {status === 'verified' ? null : (
          <Button variant="ghost" onClick={onResend} loading={resending}>
            Resend code
          </Button>
        )}
        {status !== 'verified' && code.length === 4 && status !== 'verifying' ? (
          <Button variant="secondary" onClick={() => verify(code)}>
            Verify
          </Button>
        ) : null}
      </div>
    </AuthLayout>
  );
}
