import { validateForgotPassword } from '@oja/domain';
import { type FormEvent, useState } from 'react';
import { handleLinkClick, type NavigateHandler } from '../../lib/navigation';
import { Button } from '../button/button';
import { TextField } from '../text-field/text-field';
import { AuthLayout } from './auth-layout';

export interface ForgotPasswordScreenProps {
  onSubmit: (payload: { email: string }) => void;
  submitting?: boolean;
  error?: string;
  onNavigate?: NavigateHandler;
}

/** /forgot-password: one email field; the app then goes to /reset-password/{email}. */
export function ForgotPasswordScreen({
  onSubmit,
  submitting = false,
  error,
  onNavigate,
}: ForgotPasswordScreenProps) {
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateForgotPassword({ email });
    if (!result.ok) return setFieldError(result.errors.email);
    setFieldError(undefined);
    onSubmit(result.value);
  };
  return (
    <AuthLayout title="Forgot your password?" intro="Enter your email and we will send you a 4-digit code.">
      <form className="oja-auth__form" noValidate onSubmit={submit}>
        {error ? (
          <p role="alert" className="oja-auth__error">
            {error}
          </p>
        ) : null}
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={fieldError}
          disabled={submitting}
        />
        <Button type="submit" size="lg" fullWidth loading={submitting}>
          Send code
        </Button>
      </form>
      <p className="oja-auth__alt">
        Remembered it?{' '}
        <a href="/login" onClick={(e) => handleLinkClick(e, '/login', onNavigate)}>
          Log in
        </a>
      </p>
    </AuthLayout>
  );
}
