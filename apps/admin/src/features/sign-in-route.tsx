import { adminSignIn } from '@oja/api-client';
import { StaffSignInScreen } from '@oja/ui/admin';
import { useMutation } from '@tanstack/react-query';
import { Redirect, useLocation, useSearch } from 'wouter';
import { adminClient } from '../app/api';
import { useDocumentTitle } from '../app/console-page';
import { useStaffSession, useStoreSession } from '../app/session';
import { safeNext } from '../hrefs';
import { routes } from '../routes';

/** /admin/sign-in: once signed in, back to the page asked (`?next=`), else the member's landing page. */
export default function SignInRoute() {
  useDocumentTitle('Sign in');
  const session = useStaffSession();
  const storeSession = useStoreSession();
  const [, navigate] = useLocation();
  const next = safeNext(new URLSearchParams(useSearch()).get('next'));
  const signIn = useMutation({
    mutationFn: (credentials: { email: string; password: string; code: string }) =>
      adminSignIn(adminClient, credentials),
    onSuccess: (answer) => {
      storeSession(answer);
      navigate(next ?? routes.home.path, { replace: true });
    },
  });
  // Already signed in (a bookmark, the back button): on to the console.
  if (session.status === 'signed-in' && !signIn.isPending && !signIn.isSuccess) {
    return <Redirect to={next ?? routes.home.path} replace />;
  }
  return (
    <main>
      <StaffSignInScreen
        onSubmit={(credentials) => signIn.mutate(credentials)}
        submitting={signIn.isPending}
        error={signIn.error?.message}
      />
    </main>
  );
}
