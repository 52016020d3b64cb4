import { ApiError, adminStaffSetup } from '@oja/api-client';
import { StaffSetupScreen, type StaffSetupState } from '@oja/ui/admin';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { adminClient } from '../app/api';
import { useDocumentTitle } from '../app/console-page';
import { routes } from '../routes';

/**
 * The token of the setup link (`/admin/setup#token=…`), read once. It is then taken out of the address bar,
 * so it stays in no history entry or screenshot; the page keeps it in memory until the form is sent.
 */
function takeToken(): string | null {
  const token = new URLSearchParams(window.location.hash.slice(1)).get('token');
  if (window.location.hash) window.history.replaceState(window.history.state, '', window.location.pathname);
  return token;
}

/** /admin/setup: an invited member sets a password and receives the authenticator key, once. */
export default function SetupRoute() {
  useDocumentTitle('Set up your account');
  const [token] = useState(takeToken);
  const setup = useMutation({
    mutationFn: (password: string) => adminStaffSetup(adminClient, { token: token ?? '', password }),
  });
  const state: StaffSetupState = !token
    ? { status: 'expired' }
    : setup.data
      ? {
          status: 'done',
          email: setup.data.staff.email,
          totpSecret: setup.data.totpSecret,
          totpUri: setup.data.totpUri,
          recoveryCodes: setup.data.recoveryCodes,
        }
      : setup.error instanceof ApiError && setup.error.status === 410
        ? { status: 'expired' }
        : {
            status: 'form',
            submitting: setup.isPending,
            ...(setup.error ? { error: setup.error.message } : {}),
          };
  return (
    <main>
      <StaffSetupScreen
        state={state}
        onSubmit={({ password }) => setup.mutate(password)}
        hrefs={{ signIn: routes.signIn.path }}
      />
    </main>
  );
}
