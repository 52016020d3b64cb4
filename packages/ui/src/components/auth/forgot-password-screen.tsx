import { validateForgotPassword } from '@oja/domain';
import { useId } from 'react';
import { summaryOf, useDomainForm } from '../../lib/form';
import type { ShopHrefs } from '../../lib/hrefs';
import { Link } from '../../lib/link';
import { Button } from '../button/button';
import { ErrorSummary } from '../error-summary/error-summary';
import { TextField } from '../text-field/text-field';
import { AuthLayout } from './auth-layout';

export interface ForgotPasswordScreenProps {
  onSubmit: (payload: { email: string }) => void;
  submitting?: boolean;
  /** The server's message, an alert above the field. */
  error?: string;
  /** Where 'Log in' goes. */
  hrefs: Pick<ShopHrefs, 'login'>;
}

/**
 * /forgot-password: one email field, checked by the domain's validateForgotPassword (its message under the
 * field and in the error summary, which takes focus); the app then goes to /reset-password/{email}.
 */
export function ForgotPasswordScreen({
  onSubmit,
  submitting = false,
  error,
  hrefs,
}: ForgotPasswordScreenProps) {
  const emailId = useId();
  const { form, failedSubmits, submitWith } = useDomainForm<{ email: string }, { email: string }>(
    { email: '' },
    validateForgotPassword,
  );
  const { register, formState } = form;
  const { errors } = formState;
  return (
    <AuthLayout title="Forgot your password?" intro="Enter your email and we will send you a 4-digit code.">
      <form className="oja-auth__form" noValidate onSubmit={submitWith(onSubmit)}>
        <ErrorSummary errors={summaryOf(errors, [['email', emailId]])} focusKey={failedSubmits} />
        {error ? (
          <p role="alert" className="oja-auth__error">
            {error}
          </p>
        ) : null}
        <TextField
          {...register('email')}
          id={emailId}
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          disabled={submitting}
        />
        <Button type="submit" size="lg" fullWidth loading={submitting}>
          Send code
        </Button>
      </form>
      <p className="oja-auth__alt">
        Remembered it? <Link href={hrefs.login}>Log in</Link>
      </p>
    </AuthLayout>
  );
}
