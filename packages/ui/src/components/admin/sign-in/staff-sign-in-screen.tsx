import { validateStaffSignIn } from '@oja/domain';
import { useEffect, useId, useState } from 'react';
import { summaryOf, useDomainForm } from '../../../lib/form';
import { AuthLayout } from '../../auth/auth-layout';
import { PasswordField } from '../../auth/password-field';
import { Button } from '../../button/button';
import { ErrorSummary } from '../../error-summary/error-summary';
import { TextField } from '../../text-field/text-field';

interface StaffSignInValues {
  email: string;
  password: string;
  code: string;
}

export interface StaffSignInScreenProps {
  /** The cleaned credentials (trimmed email and code), once the domain's validateStaffSignIn passes. */
  onSubmit: (credentials: StaffSignInValues) => void;
  /** 'Signing in...' with the inputs disabled. */
  submitting?: boolean;
  /**
   * The server's refusal ('Invalid email, password or code', 'Too many attempts...'). A new one empties the
   * code, which works once anyway.
   */
  error?: string;
}

/**
 * The console's sign-in: email, password and the 6-digit code of the member's authenticator app, checked by
 * the domain's validateStaffSignIn (each message under its field and in the error summary, which takes
 * focus). Accessibility: the code field is numeric with autocomplete="one-time-code" (a password manager or
 * the phone offers the code); the server's refusal is an alert, announced at once. A member who lost their
 * phone switches the field to one of their recovery codes (letters and digits, so a text keyboard).
 */
export function StaffSignInScreen({ onSubmit, submitting = false, error }: StaffSignInScreenProps) {
  const ids = { email: useId(), password: useId(), code: useId() };
  const { form, failedSubmits, submitWith } = useDomainForm<StaffSignInValues, StaffSignInValues>(
    { email: '', password: '', code: '' },
    validateStaffSignIn,
  );
  const [recovery, setRecovery] = useState(false);
  const { register, setValue, formState } = form;
  const { errors } = formState;
  useEffect(() => {
    if (error) setValue('code', '');
  }, [error, setValue]);
  return (
    <AuthLayout title="Sign in to the console" intro="For Oja's staff. You need your authenticator app.">
      <form className="oja-auth__form" noValidate onSubmit={submitWith(onSubmit)}>
        <ErrorSummary
          errors={summaryOf(errors, [
            ['email', ids.email],
            ['password', ids.password],
            ['code', ids.code],
          ])}
          focusKey={failedSubmits}
        />
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
          autoComplete="username"
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
        {recovery ? (
          <TextField
            {...register('code')}
            key="recovery"
            id={ids.code}
            label="Recovery code"
            hint="One of the codes you saved when you set up your account; each works once"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={14}
            error={errors.code?.message}
            disabled={submitting}
          />
        ) : (
          <TextField
            {...register('code')}
            key="authenticator"
            id={ids.code}
            label="6-digit code"
            hint="From your authenticator app"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            error={errors.code?.message}
            disabled={submitting}
          />
        )}
        <Button
          type="button"
          variant="ghost"
          size="sm"
          disabled={submitting}
          onClick={() => {
            setValue('code', '');
            setRecovery(!recovery);
          }}
        >
          {recovery ? 'Use the code from your authenticator app' : 'Lost your phone? Use a recovery code'}
        </Button>
        <Button type="submit" size="lg" fullWidth loading={submitting}>
          {submitting ? 'Signing in...' : 'Sign in'}
        </Button>
      </form>
    </AuthLayout>
  );
}
