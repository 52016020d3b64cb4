import { fillPath } from '@oja/domain';
import type { ComponentType } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { RequireAuth } from '../features/account/require-auth';
import { patternOf, patternsOf, routeList, routes, screenOf, screenOfModule } from '../routes';
import { InertUntilHydrated } from '../ssr/inert-until-hydrated';
import { lazyWithStyles } from '../ssr/route-styles';
import { PublicRoutes, type ScreenProps } from './public-routes';

/** The screens of the browser-only routes: each a chunk of its own, loaded when its page opens. */
const screens = new Map<string, ComponentType<ScreenProps>>();
for (const [module, load] of Object.entries(
  import.meta.glob<{ default: ComponentType<ScreenProps> }>(
    '/src/features/{account,checkout,dashboard}/*-route.tsx',
  ),
)) {
  // With its module named, as the server's screens are: a signed-in page the server renders links its CSS and
  // the browser loads its code before hydrating (ssr/route-styles.tsx).
  screens.set(screenOfModule(module) ?? module, lazyWithStyles({ [module]: load }));
}

/**
 * The pages the server leaves to the browser (the manifest's `browserOnly` routes): the sign-in forms, and
 * the signed-in shopper's pages behind RequireAuth. The app's table routes every path under them here, so the
 * home page's first load carries none of this table: it loads with the first of them the shopper opens. A
 * path under them that none of these matches ends as it would in the app's table (PublicRoutes).
 */
export default function BrowserOnlyRoutes() {
  return (
    <Switch>
      {routeList.flatMap(([name, route]) => {
        if (!route.browserOnly) return [];
        const target = route.redirectTo as keyof typeof routes | undefined;
        const Screen = screens.get(screenOf(name, route));
        return patternsOf(route).map((pattern) => (
          <Route key={pattern} path={pattern}>
            {(params) => {
              if (target) return <Redirect to={fillPath(patternOf(routes[target]))} replace />;
              if (!Screen) return null;
              const screen = <Screen params={params} path={patternOf(route)} route={name} />;
              if (!route.signedIn) return screen;
              // The ones the server may render for the shopper are inert until the app is live.
              return (
                <RequireAuth>
                  {route.forSession ? <InertUntilHydrated>{screen}</InertUntilHydrated> : screen}
                </RequireAuth>
              );
            }}
          </Route>
        ));
      })}
      <Route>
        <PublicRoutes />
      </Route>
    </Switch>
  );
}
