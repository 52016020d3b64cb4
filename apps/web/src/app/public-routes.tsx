import type { ComponentType } from 'react';
import { Route, Switch } from 'wouter';
import { HomeRoute } from '../features/catalogue/home-route';
import { patternOf, patternsOf, type RouteParams, routeList, screenOf, screenOfModule } from '../routes';
import { lazyWithStyles } from '../ssr/route-styles';

/** What a route's screen is given: its parameters, its own address and its name in the manifest. */
export interface ScreenProps {
  params: RouteParams;
  path: string;
  route: string;
}

type ScreenModule = { default: ComponentType<ScreenProps> };

/**
 * The screens of the routes the server renders (the features every shopper sees), each a chunk of its own,
 * the home page's excepted: it comes with the first load. Each made once: lazily loaded, and telling the
 * server's render which module it rendered (its key in Vite's manifest) so the page links its CSS.
 * routes.test.ts checks that every server-rendered route of the manifest has its screen here.
 */
const serverScreens = new Map<string, ComponentType<ScreenProps>>([['home', HomeRoute]]);
for (const [module, load] of Object.entries(
  import.meta.glob<ScreenModule>([
    '/src/features/{catalogue,cart,real-estate,static}/*-route.tsx',
    '!/src/features/catalogue/home-route.tsx',
  ]),
)) {
  serverScreens.set(screenOfModule(module) ?? module, lazyWithStyles({ [module]: load }));
}

/**
 * The routes the server renders, in the manifest's order: a path under a browser-only route that none of
 * that table matches ends here too (a listing's or product's path, else the 404 page).
 */
export function PublicRoutes() {
  return (
    <Switch>
      {routeList.flatMap(([name, route]) => {
        const Screen = serverScreens.get(screenOf(name, route));
        if (route.browserOnly || !Screen) return [];
        return patternsOf(route).map((pattern) => (
          <Route key={pattern} path={pattern}>
            {(params) => <Screen params={params} path={patternOf(route)} route={name} />}
          </Route>
        ));
      })}
    </Switch>
  );
}
