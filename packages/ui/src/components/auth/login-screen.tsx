import { validateLogin } from '@oja/domain';
import { type FormEvent, useEffect, useState } from 'react';
import { handleLinkClick, type NavigateHandler } from '../../lib/navigation';
import { Button } from '../button/button';
import { TextField } from '../text-field/text-field';
import { AuthLayout } from './auth-layout';
import { PasswordField } from './password-field';

export interface LoginScreenProps {
  onSubmit: (credentials: { email: string; password: string }) => void;
  /** 'Logging in...': inputs are disabled while it is true. */
  submitting?: boolean;
  /** The server's message ('Invalid email or password'); the app clears it after 3 s. A new one clears the password. */
  error?: string;
  onNavigate?: NavigateHandler;
}

/**
 * /login: email and password. Both are required ('Please fill in all fields'). While logging in the button
 * says 'Logging in...' and the inputs are disabled; an error from the server empties the password field.
 * Accessibility: errors are alerts, announced at once.
 */
export function LoginScreen({ onSubmit, submitting = false, error, onNavigate }: LoginScreenProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [formError, setFormError] = useState<string | undefined>();
  useEffect(() => {
    if (error) setPassword('');
  }, [error]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateLogin({ email, password });
    if (!result.ok) return setFormError(result.errors.form);
    setFormError(undefined);
    onSubmit(result.value);
  };
  const message = formError ?? error;
  return (
    <AuthLayout title="Log in" intro="Welcome back. Log in to see your cart, orders and instalments.">
      <form className="oja-auth__form" noValidate onSubmit={submit}>
        {message ? (
          <p role="alert" className="oja-auth__error">
            {message}
          </p>
        ) : null}
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          disabled={submitting}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          disabled={submitting}
        />
        <a
          className="oja-auth__link"
          href="/forgot-password"
          onClick={(e) => handleLinkClick(e, '/forgot-password', onNavigate)}
        >
          Forgot password?
        </a>
        <Button type="submit" size="lg" fullWidth loading={submitting}>
          {submitting ? 'Logging in...' : 'Log in'}
        </Button>
      </form>
      <p className="oja-auth__alt">
        New to Oja?{' '}
        <a href="/sign-up" onClick={(e) => handleLinkClick(e, '/sign-up', onNavigate)}>
          Create an account
        </a>
      </p>
    </AuthLayout>
  );
}
