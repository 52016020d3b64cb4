import { Route, Switch } from 'wouter';
import { BROWSER_ONLY_PATHS } from '../routes';
import { lazyWithStyles } from '../ssr/route-styles';
import { PublicRoutes } from './public-routes';

// The public routes' table is public-routes.tsx: the browser-only table falls back on it too, and were it
// here, that table and this file would import each other (a cycle: lint's noImportCycles).

// The pages the server leaves to the browser (the signed-in shopper's, the sign-in forms): one table of their
// own that loads with the first of them. The server renders some of them for a signed-in shopper: the page
// names this table, so the browser loads it before hydrating (ssr/route-styles.tsx).
const BrowserOnlyRoutes = lazyWithStyles({
  '/src/app/browser-only-routes.tsx': () => import('./browser-only-routes'),
});

/** Every route of the manifest: the browser-only ones through their own lazily loaded table. */
export function AppRoutes() {
  return (
    <Switch>
      <Route path={BROWSER_ONLY_PATHS} component={BrowserOnlyRoutes} />
      <Route>
        <PublicRoutes />
      </Route>
    </Switch>
  );
}
