import '@oja/ui/styles.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRoot } from './app/app-root';
import { createQueryClient, preloadApiClient, store } from './shared/api';
import { reloadForANewRelease } from './shared/release-change';
import { markStartedFromServerHtml } from './shared/render-mode';
import { loadRenderedModules } from './ssr/route-styles';
import { readServerState } from './ssr/server-state';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
reloadForANewRelease();

const queryClient = createQueryClient();
// What the server rendered the page from goes in the cache first: hydrating asks the API for none of it.
readServerState(queryClient);
// The device's copy of the cart (features/cart/cart-persistence.ts), fetched beside the page's own code rather
// than in the first load (home's budget): restored before hydration, and before the server's answer where it
// is slower.
const keepCart = import('./features/cart/cart-persistence').then(({ persistCartQuery }) =>
  persistCartQuery(queryClient),
);

const app = <AppRoot store={store} queryClient={queryClient} />;
if (root.firstElementChild) {
  // The server rendered this page: React takes over its HTML instead of drawing it again, once the code of
  // the page's lazy parts is here (else it would hydrate them in a second pass). If that code cannot load,
  // React's lazy shows the failure where it is needed.
  // (Not a top-level await: the bundler would then split its runtime helpers into a file of their own.)
  void Promise.all([loadRenderedModules(), keepCart])
    .catch(() => undefined)
    .then(() => {
      markStartedFromServerHtml();
      // As a transition, React hydrates in slices of a few milliseconds, yielding to the browser between
      // them: a slow phone stays responsive (no long task) while the page becomes interactive.
      startTransition(() => {
        hydrateRoot(root, app);
      });
    });
  // It shows and hydrates without a call: the API client's code loads once the browser is idle, so the
  // shopper's first call rarely waits for it.
  if ('requestIdleCallback' in window) window.requestIdleCallback(preloadApiClient, { timeout: 2000 });
  else setTimeout(preloadApiClient, 200);
} else {
  // A page the server leaves to the browser (a signed-in shopper's, the sign-in forms). It asks the API
  // from its first render: the client's code loads at once, beside the route's.
  preloadApiClient();
  createRoot(root).render(app);
  void keepCart.catch(() => undefined);
}
