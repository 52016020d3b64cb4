import { isPasswordAcceptable, type SignUpField, type SignUpPayload, validateSignUp } from '@oja/domain';
import { useId } from 'react';
import { summaryOf, useDomainForm, useServerErrors } from '../../lib/form';
import type { ShopHrefs } from '../../lib/hrefs';
import { Link } from '../../lib/link';
import { Button } from '../button/button';
import { ErrorSummary } from '../error-summary/error-summary';
import { TextField } from '../text-field/text-field';
import { AuthLayout } from './auth-layout';
import { CHECKING_CONNECTION, ConnectionCheck } from './connection-check';
import { PasswordField } from './password-field';

type SignUpValues = Record<SignUpField, string>;

export interface SignUpScreenProps {
  /** Called with the checked payload (email trimmed, phone with +234). */
  onSubmit: (payload: SignUpPayload) => void;
  submitting?: boolean;
  /**
   * 'Checking your connection…' (the button and a live region) while the device solves the API's
   * proof-of-work challenge; the app then signs up again by itself. Inputs stay disabled (`submitting`).
   */
  checkingConnection?: boolean;
  /** The server's first message per field ('Email is already registered'), shown under the field. */
  serverErrors?: Partial<Record<SignUpField, string>>;
  /** Where 'Log in' and the terms and privacy links go. */
  hrefs: Pick<ShopHrefs, 'login' | 'termsOfUse' | 'privacyPolicy'>;
}

/**
 * /sign-up: email, phone and password, checked by the domain's validateSignUp. The password checklist shows
 * while the password has focus; Create account looks and is announced disabled until all five checks hold,
 * but stays focusable and, pressed early, says why (GOV.UK: never a dead button). A submit with errors
 * shows every field's message under it and in the error summary, which takes focus.
 */
export function SignUpScreen({
  onSubmit,
  submitting = false,
  checkingConnection = false,
  serverErrors = {},
  hrefs,
}: SignUpScreenProps) {
  const ids = { email: useId(), phoneNumber: useId(), password: useId() };
  const { form, failedSubmits, setFailedSubmits, submitWith } = useDomainForm<SignUpValues, SignUpPayload>(
    { email: '', phoneNumber: '', password: '' },
    validateSignUp,
  );
  const { register, watch, formState } = form;
  useServerErrors(form.setError, serverErrors, () => setFailedSubmits((n) => n + 1));
  const password = watch('password');
  const { errors } = formState;
  return (
    <AuthLayout title="Create your account" intro="Buy now and pay in small, easy instalments.">
      <form className="oja-auth__form" noValidate onSubmit={submitWith(onSubmit)}>
        <ErrorSummary
          errors={summaryOf(errors, [
            ['email', ids.email],
            ['phoneNumber', ids.phoneNumber],
            ['password', ids.password],
          ])}
          focusKey={failedSubmits}
        />
        <ConnectionCheck checking={checkingConnection} />
        <TextField
          {...register('email')}
          id={ids.email}
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          disabled={submitting}
        />
        <TextField
          {...register('phoneNumber')}
          id={ids.phoneNumber}
          label="Phone number"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          hint="For example 08031234567"
          error={errors.phoneNumber?.message}
          disabled={submitting}
        />
        <PasswordField
          {...register('password')}
          id={ids.password}
          label="Password"
          autoComplete="new-password"
          showChecklist
          value={password}
          error={errors.password?.message}
          disabled={submitting}
        />
        <Button
          type="submit"
          size="lg"
          fullWidth
          loading={submitting}
          aria-disabled={isPasswordAcceptable(password) ? undefined : true}
        >
          {checkingConnection ? CHECKING_CONNECTION : submitting ? 'Creating account...' : 'Create account'}
        </Button>
      </form>
      <p className="oja-auth__alt">
        By creating an account you agree to our <Link href={hrefs.termsOfUse}>Terms of use</Link> and{' '}
        <Link href={hrefs.privacyPolicy}>Privacy policy</Link>.
      </p>
      <p className="oja-auth__alt">
        Already have an account? <Link href={hrefs.login}>Log in</Link>
      </p>
    </AuthLayout>
  );
}
