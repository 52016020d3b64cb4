import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { hrefs } from '../../hrefs';
import { authAtom } from '../../shared/auth';

/** The login page's address for a page the shopper wanted: /login?from=/user-dashboard/… */
function loginHref(from: string): string {
  return hrefs.loginFrom(from);
}

/** Protected pages: a guest is sent to /login, carrying where they were going (spec: guarded layouts). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { token } = useAtomValue(authAtom);
  const [location] = useLocation();
  const search = useSearch();
  if (!token) return <Redirect to={loginHref(`${location}${search ? `?${search}` : ''}`)} replace />;
  return <>{children}</>;
}
