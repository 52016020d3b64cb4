import { categoriesQueryOptions, requestTier2 } from '@oja/api-client';
import { recentlyViewedFor } from '@oja/domain';
import { HomeScreen, type ProductCardData } from '@oja/ui';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { hrefs } from '../../hrefs';
import { apiClient } from '../../shared/api';
import { useDocumentTitle } from '../../shared/document-title';
import { useHydrated } from '../../shared/hydration';
import { showToastAtom } from '../../shared/toasts';
import { useCurrentUser } from '../account/session';
import { useInstallPrompt } from './install-prompt';
import { homeNewProductCardsQueryOptions } from './product-card-queries';
import { recentlyViewedAtom } from './recently-viewed';

const DirectDebitNotice = lazy(() => import('../dashboard/direct-debit-notice'));
// Recently viewed is the device's and shows once the page is live: its queries load only when there are some.
const HomeRecentlyViewed = lazy(() => import('./home-recently-viewed'));

/**
 * Where 'Download app' leads, and its QR code: a static picture (public/app-download-qr.svg, drawn from this
 * address; app-download.test.ts holds them together), so the page needs no QR encoder. The shop serves the
 * address (routes.ts `getTheApp`): it leads to home, where the phone's browser can install the shop.
 */
export const APP_DOWNLOAD = { url: 'https://oja.ng/app', qrCode: '/app-download-qr.svg' } as const;

/** Navigation state a mandate's success page sets to show the 'Direct debit setup notification'. */
interface HomeNavigationState {
  showDirectDebitNotification?: boolean;
}

/** The recently viewed product IDs home shows (5), newest first: none on the server and while hydrating. */
function useRecentlyViewedIds(): string[] {
  // Kept on the device: the server renders none, and the browser shows them once the page is live.
  const hydrated = useHydrated();
  const stored = useAtomValue(recentlyViewedAtom);
  return hydrated ? recentlyViewedFor(stored, 'home') : [];
}

/** Home: hero, promises, the 10 newest products (and a link to all 50), recently viewed and the app banner. */
export function HomeRoute() {
  const [, navigate] = useLocation();
  useDocumentTitle();
  const hydrated = useHydrated();
  const [notice, setNotice] = useState(false);
  // A mandate's success page sets it in the history entry: only the browser has one (read after hydrating).
  useEffect(() => {
    if ((window.history.state as HomeNavigationState | null)?.showDirectDebitNotification === true)
      setNotice(true);
  }, []);
  const products = useQuery({ ...homeNewProductCardsQueryOptions(), select: (page) => page.products });
  const categories = useQuery(categoriesQueryOptions(apiClient));
  const recentlyViewedIds = useRecentlyViewedIds();
  const [recentlyViewedCards, setRecentlyViewedCards] = useState<ProductCardData[]>([]);
  const signedInUser = useCurrentUser();
  const user = hydrated ? signedInUser : null;
  const showToast = useSetAtom(showToastAtom);
  const onInstall = useInstallPrompt();
  // On the home page the Tier 2 request answers with a toast instead of the modal (spec §4). A plain call: home
  // shows no progress for it, and TanStack's mutation observer would add its code to the first load.
  const upgrade = () =>
    requestTier2(apiClient).then(
      () =>
        showToast({
          title: 'Your request has been submitted. We will contact you via email with the next steps.',
          variant: 'success',
        }),
      () => showToast({ title: 'Request failed. Please try again.', variant: 'error' }),
    );
  return (
    <>
      <HomeScreen
        newProducts={{
          status: products.isPending ? 'loading' : products.isError ? 'error' : 'ready',
          products: products.data,
          errorMessage: products.error?.message,
          onRetry: () => void products.refetch(),
        }}
        recentlyViewed={recentlyViewedIds.length > 0 ? recentlyViewedCards : []}
        categoryTiles={(categories.data ?? [])
          .filter((c) => !c.isComingSoon && c.slug !== 'sales-offers')
          .map((c) => ({ name: c.name, href: hrefs.category(c.slug) }))}
        signedIn={user !== null}
        isTier2={user?.isTier2 ?? false}
        onUpgrade={() => void upgrade()}
        appDownload={{ ...APP_DOWNLOAD, onInstall }}
        notice={
          notice ? (
            <Suspense fallback={null}>
              <DirectDebitNotice
                onGotoPurchases={() => navigate(hrefs.purchases)}
                onDismiss={() => {
                  setNotice(false);
                  window.history.replaceState({}, '');
                }}
              />
            </Suspense>
          ) : null
        }
        hrefs={hrefs}
      />
      {recentlyViewedIds.length > 0 ? (
        <Suspense fallback={null}>
          <HomeRecentlyViewed ids={recentlyViewedIds} onCards={setRecentlyViewedCards} />
        </Suspense>
      ) : null}
    </>
  );
}
