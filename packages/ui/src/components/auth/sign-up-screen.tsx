import { isPasswordAcceptable, type SignUpField, type SignUpPayload, validateSignUp } from '@oja/domain';
import { type FormEvent, useState } from 'react';
import { handleLinkClick, type NavigateHandler } from '../../lib/navigation';
import { Button } from '../button/button';
import { TextField } from '../text-field/text-field';
import { AuthLayout } from './auth-layout';
import { PasswordField } from './password-field';

export interface SignUpScreenProps {
  /** Called with the checked payload (email trimmed, phone with +234). */
  onSubmit: (payload: SignUpPayload) => void;
  submitting?: boolean;
  /** The server's first message per field ('Email is already registered'), shown under the field. */
  serverErrors?: Partial<Record<SignUpField, string>>;
  onNavigate?: NavigateHandler;
}

/**
 * /sign-up: email, phone and password. The password checklist shows while the password has focus; Create
 * account stays disabled until all five checks hold. Messages appear under their fields, all at once.
 */
export function SignUpScreen({
  onSubmit,
  submitting = false,
  serverErrors = {},
  onNavigate,
}: SignUpScreenProps) {
  const [values, setValues] = useState({ email: '', phoneNumber: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<SignUpField, string>>>({});
  const set = (field: SignUpField) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateSignUp(values);
    if (result.ok) onSubmit(result.value);
    else setErrors(result.errors);
  };
  const error = (field: SignUpField) => errors[field] ?? serverErrors[field];
  return (
    <AuthLayout title="Create your account" intro="Buy now and pay in small, easy instalments.">
      <form className="oja-auth__form" noValidate onSubmit={submit}>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={set('email')}
          error={error('email')}
          disabled={submitting}
        />
        <TextField
          label="Phone number"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          hint="For example 08031234567"
          value={values.phoneNumber}
          onChange={set('phoneNumber')}
          error={error('phoneNumber')}
          disabled={submitting}
        />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          showChecklist
          value={values.password}
          onChange={set('password')}
          error={error('password')}
          disabled={submitting}
        />
        <Button
          type="submit"
          size="lg"
          fullWidth
          loading={submitting}
          disabled={!isPasswordAcceptable(values.password)}
        >
          {submitting ? 'Creating account...' : 'Create account'}
        </Button>
      </form>
      <p className="oja-auth__alt">
        By creating an account you agree to our{' '}
        <a href="/terms-of-use" onClick={(e) => handleLinkClick(e, '/terms-of-use', onNavigate)}>
          Terms of use
        </a>{' '}
        and{' '}
        <a href="/privacy-policy" onClick={(e) => handleLinkClick(e, '/privacy-policy', onNavigate)}>
          Privacy policy
        </a>
        .
      </p>
      <p className="oja-auth__alt">
        Already have an account?{' '}
        <a href="/login" onClick={(e) => handleLinkClick(e, '/login', onNavigate)}>
          Log in
        </a>
      </p>
    </AuthLayout>
  );
}
