import { blankLoginFields, validateLogin } from '@oja/domain';
import { useEffect, useId } from 'react';
import { spreadFormError, summaryOf, useDomainForm } from '../../lib/form';
import type { ShopHrefs } from '../../lib/hrefs';
import { Link } from '../../lib/link';
import { Button } from '../button/button';
import { ErrorSummary } from '../error-summary/error-summary';
import { TextField } from '../text-field/text-field';
import { AuthLayout } from './auth-layout';
import { CHECKING_CONNECTION, ConnectionCheck } from './connection-check';
import { PasswordField } from './password-field';

interface LoginValues {
  email: string;
  password: string;
}

export interface LoginScreenProps {
  onSubmit: (credentials: LoginValues) => void;
  /** 'Logging in...': inputs are disabled while it is true. */
  submitting?: boolean;
  /**
   * 'Checking your connection…' (the button and a live region) while the device solves the API's
   * proof-of-work challenge; the app then logs in again by itself. Inputs stay disabled (`submitting`).
   */
  checkingConnection?: boolean;
  /** The server's message ('Invalid email or password'); the app clears it after 3 s. A new one clears the password. */
  error?: string;
  /** Where 'Forgot password?' and 'Create an account' go. */
  hrefs: Pick<ShopHrefs, 'forgotPassword' | 'signUp'>;
}

/**
 * /login: email and password, checked by the domain's validateLogin. A blank field gets 'Please fill in all
 * fields' under it and in the error summary, which takes focus. While logging in the button says
 * 'Logging in...' and the inputs are disabled; an error from the server empties the password field.
 * Accessibility: the server's error is an alert, announced at once.
 */
export function LoginScreen({
  onSubmit,
  submitting = false,
  checkingConnection = false,
  error,
  hrefs,
}: LoginScreenProps) {
  const ids = { email: useId(), password: useId() };
  const { form, failedSubmits, submitWith } = useDomainForm<LoginValues, LoginValues>(
    { email: '', password: '' },
    (values) => spreadFormError(validateLogin(values), blankLoginFields(values)),
  );
  const { register, setValue, formState } = form;
  const { errors } = formState;
  useEffect(() => {
    if (error) setValue('password', '');
  }, [error, setValue]);
  return (
    <AuthLayout title="Log in" intro="Welcome back. Log in to see your cart, orders and instalments.">
      <form className="oja-auth__form" noValidate onSubmit={submitWith(onSubmit)}>
        <ErrorSummary
          errors={summaryOf(errors, [
            ['email', ids.email],
            ['password', ids.password],
          ])}
          focusKey={failedSubmits}
        />
        <ConnectionCheck checking={checkingConnection} />
        {error ? (
          <p role="alert" className="oja-auth__error">
            {error}
          </p>
        ) : null}
        <TextField
          {...register('email')}
          id={ids.email}
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          disabled={submitting}
        />
        <PasswordField
          {...register('password')}
          id={ids.password}
          label="Password"
          autoComplete="current-password"
          error={errors.password?.message}
          disabled={submitting}
        />
        <Link className="oja-auth__link" href={hrefs.forgotPassword}>
          Forgot password?
        </Link>
        <Button type="submit" size="lg" fullWidth loading={submitting}>
          {checkingConnection ? CHECKING_CONNECTION : submitting ? 'Logging in...' : 'Log in'}
        </Button>
      </form>
      <p className="oja-auth__alt">
        New to Oja? <Link href={hrefs.signUp}>Create an account</Link>
      </p>
    </AuthLayout>
  );
}
