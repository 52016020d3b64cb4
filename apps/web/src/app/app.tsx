import { categoriesQueryOptions } from '@oja/api-client';
import { LinkProvider, type NavCategory, SiteHeader } from '@oja/ui';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { type ComponentType, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { useCurrentUser, useLogout } from '../features/account/session';
import { useFavourites } from '../features/catalogue/favourites-query';
import { useActiveOrdersCount } from '../features/dashboard/active-orders';
import { hrefs } from '../hrefs';
import { apiClient } from '../shared/api';
import { useCartCount } from '../shared/cart/cart-query';
import { cartPanelOpenAtom } from '../shared/cart/cart-session';
import { useHydrated } from '../shared/hydration';
import { startedFromServerHtml } from '../shared/render-mode';
import { toastsAtom } from '../shared/toasts';
import { lazyWithStyles } from '../ssr/route-styles';
import { AppLink } from './app-link';
import { useSandbox } from './mode';
import { useRouteChangeEffects } from './route-change';
import { RouteFallback } from './route-fallback';
import { AppRoutes } from './route-table';

// Every route loads on demand but the home page (route-table.tsx); so do the toaster, footer, cart panel and
// the sandbox strip.
const Toaster = lazy(() => import('./toaster'));
const Footer = lazyWithStyles(import.meta.glob<{ default: ComponentType }>('/src/app/footer.tsx'));
const CartPanelRoute = lazy(() => import('../features/cart/cart-panel'));
const SandboxStrip = lazyWithStyles(
  import.meta.glob<{ default: ComponentType<{ exposed?: string | undefined }> }>(
    '/src/app/sandbox-strip.tsx',
  ),
);

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
  const sandbox = useSandbox();
  useEffect(() => {
    let stop: (() => void) | undefined;
    let gone = false;
    void import('./connectivity').then(({ watchConnectivity }) => {
      if (!gone) stop = watchConnectivity();
    });
    return () => {
      gone = true;
      stop?.();
    };
  }, []);
  useRouteChangeEffects();
  return (
    // Every link ui renders navigates through wouter (client-side), without a callback threaded to it.
    <LinkProvider component={AppLink}>
      {sandbox ? (
        <Suspense fallback={null}>
          <SandboxStrip exposed={sandbox.exposed} />
        </Suspense>
      ) : null}
      <AppHeader />
      <main id="main" className="oja-page">
        <Suspense fallback={<RouteFallback />}>
          <AppRoutes />
        </Suspense>
      </main>
      <LazyFooter />
      <LazyCartPanel />
      <LazyToaster />
    </LinkProvider>
  );
}
