import { validateStaffSetup } from '@oja/domain';
import { useId } from 'react';
import { summaryOf, useDomainForm } from '../../../lib/form';
import { Link } from '../../../lib/link';
import { AuthLayout } from '../../auth/auth-layout';
import { PasswordField } from '../../auth/password-field';
import { Button } from '../../button/button';
import { ErrorSummary } from '../../error-summary/error-summary';
import { RecoveryCodes } from './recovery-codes';
import './staff-setup-screen.css';

interface SetupValues {
  password: string;
  passwordAgain: string;
}

/** What the server answered once the account is set up: the TOTP secret, shown this once. */
interface StaffSetupSecret {
  email: string;
  totpSecret: string;
  /** The otpauth:// URI an authenticator app opens. */
  totpUri: string;
  /** The single-use recovery codes, shown this once. */
  recoveryCodes: readonly string[];
}

export type StaffSetupState =
  | { status: 'form'; submitting?: boolean; error?: string }
  /** The link was used, has expired or was never good (410), or the page was opened without its token. */
  | { status: 'expired' }
  | ({ status: 'done' } & StaffSetupSecret);

export interface StaffSetupScreenProps {
  state: StaffSetupState;
  onSubmit: (value: { password: string }) => void;
  hrefs: { signIn: string };
}

/** 'JBSW Y3DP EHPK 3PXP': the secret in groups of 4, as an authenticator app asks for it to be typed. */
function groupSecret(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(' ') ?? '';
}

/**
 * /admin/setup#token=…: an invited member sets a password (twice, under the domain's validateStaffSetup),
 * then reads the TOTP secret once (grouped in 4s, and as an otpauth:// link their phone's app opens) to add
 * to an authenticator app, and their recovery codes, once. A used or expired link says to ask an owner for a new invitation.
 */
export function StaffSetupScreen({ state, onSubmit, hrefs }: StaffSetupScreenProps) {
  if (state.status === 'expired') {
    return (
      <AuthLayout title="This setup link has expired">
        <p role="alert" className="oja-auth__error">
          This setup link is not valid any more. Ask an owner for a new invitation.
        </p>
        <p className="oja-auth__alt">
          Already set up? <Link href={hrefs.signIn}>Sign in</Link>
        </p>
      </AuthLayout>
    );
  }
  if (state.status === 'done') return <SetupDone secret={state} hrefs={hrefs} />;
  return <SetupForm onSubmit={onSubmit} submitting={state.submitting ?? false} error={state.error} />;
}

function SetupForm({
  onSubmit,
  submitting,
  error,
}: {
  onSubmit: StaffSetupScreenProps['onSubmit'];
  submitting: boolean;
  error: string | undefined;
}) {
  const ids = { password: useId(), passwordAgain: useId() };
  const { form, failedSubmits, submitWith } = useDomainForm<SetupValues, { password: string }>(
    { password: '', passwordAgain: '' },
    validateStaffSetup,
  );
  const { register, watch, formState } = form;
  const { errors } = formState;
  return (
    <AuthLayout
      title="Set up your console account"
      intro="Choose a password. Next you add Oja to your authenticator app."
    >
      <form className="oja-auth__form" noValidate onSubmit={submitWith(onSubmit)}>
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
          value={watch('password')}
          id={ids.password}
          label="New password"
          autoComplete="new-password"
          showChecklist
          error={errors.password?.message}
          disabled={submitting}
        />
        <PasswordField
          {...register('passwordAgain')}
          id={ids.passwordAgain}
          label="Confirm password"
          autoComplete="new-password"
          error={errors.passwordAgain?.message}
          disabled={submitting}
        />
        <Button type="submit" size="lg" fullWidth loading={submitting}>
          {submitting ? 'Setting up...' : 'Set password'}
        </Button>
      </form>
    </AuthLayout>
  );
}

function SetupDone({ secret, hrefs }: { secret: StaffSetupSecret; hrefs: StaffSetupScreenProps['hrefs'] }) {
  return (
    <AuthLayout
      title="Add Oja to your authenticator app"
      intro={<>Your password is set for {secret.email}.</>}
    >
      <p role="status" className="oja-auth__success">
        Your account is ready. This key is shown only once: add it now.
      </p>
      <dl className="oja-staff-setup__key">
        <dt className="oja-staff-setup__key-label">Setup key</dt>
        <dd className="oja-staff-setup__secret" data-testid="totp-secret">
          {groupSecret(secret.totpSecret)}
        </dd>
      </dl>
      <ol className="oja-staff-setup__steps">
        <li>Open an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password...).</li>
        <li>Add an account and type the key above, or, on this phone, open the link below.</li>
        <li>Sign in with your email, your password and the 6-digit code the app shows.</li>
      </ol>
      {/* A plain anchor: otpauth:// is for the phone's authenticator app, not the console's router. */}
      <a className="oja-auth__link" href={secret.totpUri}>
        Open in authenticator app
      </a>
      <RecoveryCodes codes={secret.recoveryCodes} />
      <Link className="oja-staff-setup__sign-in" href={hrefs.signIn}>
        Go to sign in
      </Link>
    </AuthLayout>
  );
}
