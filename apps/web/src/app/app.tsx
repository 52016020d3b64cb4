import { categoriesQueryOptions } from '@oja/api-client';
import { LinkProvider, type NavCategory, SandboxBanner, SiteHeader } from '@oja/ui';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { useCurrentUser, useLogout } from '../features/account/session';
import { useCartCount } from '../features/cart/cart-query';
import { cartPanelOpenAtom } from '../features/cart/cart-session';
import { useFavourites } from '../features/catalogue/favourites-query';
import { HomeRoute } from '../features/catalogue/home-route';
import { useActiveOrdersCount } from '../features/dashboard/active-orders';
import { STATIC_PAGES } from '../features/static/static-pages';
import { hrefs } from '../hrefs';
import { apiClient } from '../shared/api';
import { toastsAtom } from '../shared/toasts';
import { BROWSER_ONLY_PATHS } from '../ssr/browser-only';
import { useHydrated } from '../ssr/hydration';
import { startedFromServerHtml } from '../ssr/render-mode';
import { lazyWithStyles } from '../ssr/route-styles';
import { AppLink } from './app-link';
import { useConnectivityToasts, useScrollToTopOnRouteChange } from './connectivity';
import { isSandbox, sandboxExposure } from './mode';
import { RouteFallback } from './route-fallback';
import { useFocusHeadingOnRouteChange } from './route-focus';

// Only the home page loads with the shell; every other route and the toaster load on demand.
const ProductRoute = lazyWithStyles(
  'src/features/catalogue/product-route.tsx',
  () => import('../features/catalogue/product-route'),
);
// The 404 and 'not written yet' pages load when a path needs them: no first visit does.
const NotFoundRoute = lazyWithStyles('src/features/static/not-found-route.tsx', () =>
  import('../features/static/not-found-route').then((module) => ({ default: module.NotFoundRoute })),
);
const ListingRoute = lazyWithStyles(
  'src/features/catalogue/listing-route.tsx',
  () => import('../features/catalogue/listing-route'),
);
const SalesRoute = lazyWithStyles(
  'src/features/catalogue/sales-route.tsx',
  () => import('../features/catalogue/sales-route'),
);
const SearchRoute = lazyWithStyles(
  'src/features/catalogue/search-route.tsx',
  () => import('../features/catalogue/search-route'),
);
const CartRoute = lazyWithStyles(
  'src/features/cart/cart-route.tsx',
  () => import('../features/cart/cart-route'),
);
const RealEstateRoute = lazyWithStyles(
  'src/features/real-estate/real-estate-route.tsx',
  () => import('../features/real-estate/real-estate-route'),
);
const LandingRoute = lazyWithStyles(
  'src/features/static/landing-route.tsx',
  () => import('../features/static/landing-route'),
);
const StaticPageRoute = lazyWithStyles(
  'src/features/static/static-page-route.tsx',
  () => import('../features/static/static-page-route'),
);
// The pages the server leaves to the browser (the signed-in shopper's, the sign-in forms): one table of their
// own that loads with the first of them.
const BrowserOnlyRoutes = lazy(() => import('./browser-only-routes'));
const Toaster = lazy(() => import('./toaster'));
const Footer = lazyWithStyles('src/app/footer.tsx', () => import('./footer'));
const CartPanelRoute = lazy(() => import('../features/cart/cart-panel-route'));

/** The category tree as the header shows it; until it loads, the header simply has no categories. */
function useNavCategories(): NavCategory[] {
  const { data = [] } = useQuery(categoriesQueryOptions(apiClient));
  return data.map((c) => ({
    name: c.name,
    slug: c.slug,
    href: hrefs.category(c.slug),
    isComingSoon: c.isComingSoon,
    // The desktop Department menu lists them under each category.
    subcategories: (c.subcategories ?? []).map((s) => ({
      name: s.name,
      href: hrefs.subcategory(c.slug, s.slug),
    })),
  }));
}

/** Mounts the toaster with the first toast and keeps it, so later toasts animate in and out normally. */
function LazyToaster() {
  const hasToasts = useAtomValue(toastsAtom).length > 0;
  const mounted = useRef(false);
  if (hasToasts) mounted.current = true;
  if (!mounted.current) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

/** The cart panel's code loads the first time the shopper opens it. */
function LazyCartPanel() {
  const open = useAtomValue(cartPanelOpenAtom);
  const mounted = useRef(false);
  if (open) mounted.current = true;
  if (!mounted.current) return null;
  return (
    <Suspense fallback={null}>
      <CartPanelRoute />
    </Suspense>
  );
}

/**
 * A page the browser renders itself shows the footer once the browser is idle after the first render, so it
 * never competes with the page. A server-rendered page has it in its HTML (its links work before any script):
 * it is hydrated when its code arrives.
 */
function LazyFooter() {
  const [ready, setReady] = useState(() => import.meta.env.SSR || startedFromServerHtml());
  useEffect(() => {
    if (ready) return;
    const show = () => setReady(true);
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(show, { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(show, 200);
    return () => clearTimeout(id);
  }, [ready]);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <Footer />
    </Suspense>
  );
}

/**
 * The header with the shopper's own parts (name, counts). They are the device's: the server renders a guest's
 * header and the browser fills them in once the page is live, in place (each has its room already). Its own
 * component, so a change in the cart or the session re-renders the header, not the page.
 */
function AppHeader() {
  const [, navigate] = useLocation();
  const categories = useNavCategories();
  const cartCount = useCartCount();
  const openCartPanel = useSetAtom(cartPanelOpenAtom);
  const user = useCurrentUser();
  const logout = useLogout();
  const favourites = useFavourites();
  const activeOrdersCount = useActiveOrdersCount();
  const hydrated = useHydrated();
  return (
    <SiteHeader
      categories={categories}
      user={hydrated && user ? { firstName: user.firstName ?? '' } : null}
      onLogOut={() => void logout()}
      favouritesCount={hydrated ? favourites.products.length : 0}
      activeOrdersCount={hydrated ? activeOrdersCount : undefined}
      cartCount={hydrated ? cartCount : 0}
      onCartClick={() => openCartPanel(true)}
      onSearch={(query) => navigate(hrefs.search(query))}
      searchAction={hrefs.searchPage}
      hrefs={hrefs}
    />
  );
}

export function App() {
  useConnectivityToasts();
  useScrollToTopOnRouteChange();
  useFocusHeadingOnRouteChange();
  return (
    // Every link ui renders navigates through wouter (client-side), without a callback threaded to it.
    <LinkProvider component={AppLink}>
      {isSandbox() ? <SandboxBanner exposed={sandboxExposure()} /> : null}
      <AppHeader />
      <main id="main" className="oja-page">
        <Suspense fallback={<RouteFallback />}>
          <Switch>
            <Route path="/" component={HomeRoute} />
            <Route path="/search-results" component={SearchRoute} />
            <Route path="/cart-items" component={CartRoute} />
            <Route path="/sales-offers" component={SalesRoute} />
            {/* The signed-in shopper's pages and the sign-in forms: routes/browser-only-routes.tsx. */}
            <Route path={BROWSER_ONLY_PATHS} component={BrowserOnlyRoutes} />
            <Route path="/welcome" component={LandingRoute} />
            <Route path="/real-estate" component={RealEstateRoute} />
            <Route path="/real-estate/*" component={RealEstateRoute} />
            {/* The static and legal pages (before a category could claim the path). */}
            {Object.keys(STATIC_PAGES).map((path) => (
              <Route key={path} path={path}>
                <StaticPageRoute path={path} />
              </Route>
            ))}
            <Route path="/:parent/:sub/:productID/:slug" component={ProductRoute} />
            <Route path="/:parent/:sub?" component={ListingRoute} />
            <Route component={NotFoundRoute} />
          </Switch>
        </Suspense>
      </main>
      <LazyFooter />
      <LazyCartPanel />
      <LazyToaster />
    </LinkProvider>
  );
}
