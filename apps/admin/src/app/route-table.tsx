import { can } from '@oja/domain';
import { AuthLayout, Button } from '@oja/ui';
import { type ComponentType, useEffect } from 'react';
import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import { signInHref } from '../hrefs';
import { type RouteRecord, routeList, routes, screenOf, screenOfModule } from '../routes';
import { useStaffSession } from './session';
import type { SignedInRouteProps } from './signed-in-route-props';

type ScreenModule = { default: ComponentType<SignedInRouteProps> };

/**
 * Every route's screen by its name (`features/…/<screen>-route.tsx`), in the first load as before: the console
 * is a small app for staff on desktops, and a page opens at once. routes.test.ts checks each route has one.
 */
const screens = new Map(
  Object.entries(import.meta.glob<ScreenModule>('/src/features/**/*-route.tsx', { eager: true })).map(
    ([module, loaded]) => [screenOfModule(module) ?? module, loaded.default],
  ),
);

/** Waits for the session; sends a visitor without one to sign-in (then back here), and a role without the page's permission to its landing page. */
function SignedIn({
  record,
  screen: Screen,
}: {
  record: RouteRecord;
  screen: ComponentType<SignedInRouteProps>;
}) {
  const session = useStaffSession();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const here = `${location}${search ? `?${search}` : ''}`;
  useEffect(() => {
    if (session.status === 'signed-out') navigate(signInHref(here), { replace: true });
  }, [session.status, here, navigate]);
  if (session.status === 'failed') {
    return (
      <AuthLayout title="The console could not reach the server">
        <p role="alert" className="oja-auth__error">
          Check your connection, then try again.
        </p>
        <Button onClick={session.retry}>Try again</Button>
      </AuthLayout>
    );
  }
  if (session.status !== 'signed-in')
    return (
      <p className="oja-sr-only" role="status">
        Loading the console...
      </p>
    );
  if (record.permission && !can(session.session.staff.role, record.permission)) {
    return <Redirect to={routes.home.path} replace />;
  }
  return <Screen session={session.session} />;
}

/** The router's table, from the manifest (routes.ts), in its order; any other path goes home. */
export function RouteTable() {
  return (
    <Switch>
      {routeList.map(([name, record]) => {
        const Screen = screens.get(screenOf(name, record));
        if (!Screen) return null;
        // A public page (sign-in, setup) takes no session: it is the one screen rendered without one.
        const Public = Screen as ComponentType;
        return (
          <Route key={name} path={record.path}>
            {record.public ? <Public /> : <SignedIn record={record} screen={Screen} />}
          </Route>
        );
      })}
      <Route>
        <Redirect to={routes.home.path} replace />
      </Route>
    </Switch>
  );
}
