import type { AdminSession } from '@oja/api-client';
import { type AdminSection, AdminShell } from '@oja/ui/admin';
import { type ReactNode, useEffect } from 'react';
import { navigationHrefs } from '../hrefs';
import { routes } from '../routes';
import { useSignOut } from './session';

/** A signed-in page: the shell around the screen, the document's title, Sign out. */
export function ConsolePage({
  session,
  title,
  section,
  headedByScreen = false,
  children,
}: {
  session: AdminSession;
  title: string;
  /** The screen writes its own h1 (the overview, orders and order screens): the shell then writes none. */
  headedByScreen?: boolean;
  section?: AdminSection | undefined;
  children: ReactNode;
}) {
  const signOut = useSignOut(session.csrfToken);
  useDocumentTitle(title);
  return (
    <AdminShell
      title={headedByScreen ? undefined : title}
      member={{ name: session.staff.name, role: session.staff.role }}
      permissions={session.permissions}
      hrefs={navigationHrefs}
      current={section}
      onSignOut={() => signOut.mutate()}
      signingOut={signOut.isPending}
      recovery={{ href: routes.recoveryCodes.path, left: session.recoveryCodesLeft }}
    >
      {children}
    </AdminShell>
  );
}

export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · Oja console`;
  }, [title]);
}
