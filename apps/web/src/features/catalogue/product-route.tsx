import { productQueryOptions, productReviewsQueryOptions } from '@oja/api-client';
import { clampQuantity, formatLagosDay, PAYMENT_PLAN_TYPES } from '@oja/domain';
import { ProductDetailScreen } from '@oja/ui';
import { useQuery } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useSearch } from 'wouter';
import { hrefs } from '../../hrefs';
import { apiClient } from '../../shared/api';
import { useDocumentTitle } from '../../shared/document-title';
import { isNotFound } from '../../shared/errors';
import { useHydrated } from '../../shared/hydration';
import { useLagosToday } from '../../shared/lagos-today';
import { usePageHead } from '../../shared/page-head';
import { useShopOrigin } from '../../shared/shop-origin';
import { showToastAtom } from '../../shared/toasts';
import { useAddToCart } from '../cart/cart';
import { NOT_FOUND_PAGE, NotFoundRoute } from '../static/not-found-route';
import { useToggleFavourite } from './favourites';
import { useFavourites } from './favourites-query';
import { toProductDetail } from './product-detail';
import { productHead } from './product-head';
import { recordProductViewAtom } from './recently-viewed';

/**
 * The API's reviews as the product page lists them (plain text; each dated by the day in Lagos it was
 * written, not in the zone of whichever machine renders it: the server's page and the phone's would
 * disagree, and React would throw the page away while hydrating).
 */
function toReviews(
  answer: Array<{ id: string | number; author: string; rating: number; review: string; createdAt: string }>,
) {
  return answer.map((r) => ({
    id: String(r.id),
    author: r.author,
    rating: r.rating,
    comment: r.review,
    date: formatLagosDay(r.createdAt),
  }));
}

/** The most of one product a cart line takes (openapi.yaml's CartQuantity). */
const MOST_OF_ONE = 99;

/**
 * What the shopper chose before the app started: the server sends a − or + pressed then back to this page
 * with ?quantity=&plan= (apps/api/src/routes/cart-forms.ts). Read the same on the server and while hydrating.
 */
function chosenIn(search: string) {
  const params = new URLSearchParams(search);
  const quantity = params.get('quantity');
  const plan = PAYMENT_PLAN_TYPES.find((type) => type === params.get('plan'));
  return { quantity: quantity ? Math.min(clampQuantity(quantity), MOST_OF_ONE) : undefined, plan };
}

/** The picture the address chose (?picture=2, a thumbnail followed before the app started), 0-based. */
function pictureIn(search: string): number {
  const picture = Number.parseInt(new URLSearchParams(search).get('picture') ?? '', 10);
  return Number.isInteger(picture) && picture > 0 ? picture - 1 : 0;
}

/** This page's address with picture `i` chosen, the other choices in it (quantity, plan) kept. */
function pictureHref(path: string, search: string, i: number): string {
  const params = new URLSearchParams(search);
  if (i === 0) params.delete('picture');
  else params.set('picture', String(i + 1));
  const query = params.toString();
  return `${path}${query ? `?${query}` : ''}`;
}

/** /{parentSlug}/{categoryName}/{productID}/{productSlug}: the product page. */
export default function ProductRoute({ params }: { params: { productID: string } }) {
  const productID = decodeURIComponent(params.productID);
  const search = useSearch();
  const chosen = chosenIn(search);
  const origin = useShopOrigin();
  const raw = useQuery(productQueryOptions(apiClient, productID));
  const product = useQuery({ ...productQueryOptions(apiClient, productID), select: toProductDetail });
  const reviews = useQuery({ ...productReviewsQueryOptions(apiClient, productID), select: toReviews });
  const favourites = useFavourites();
  // The shopper's favourites are theirs, not the server's: the heart fills in once the page is live.
  const hydrated = useHydrated();
  // Today in Lagos, the server's until the page is live: the quoted plans are the same on both sides.
  const today = useLagosToday();
  const toggleFavourite = useToggleFavourite();
  const recordView = useSetAtom(recordProductViewAtom);
  const showToast = useSetAtom(showToastAtom);
  const addToCart = useAddToCart();

  useEffect(() => {
    if (product.data) recordView(product.data.productID);
  }, [product.data, recordView]);

  const notFound = product.isError && isNotFound(product.error);
  // A parent's effect runs after its child's, so the 404 title is named here too.
  useDocumentTitle(notFound ? NOT_FOUND_PAGE : product.data?.name);
  usePageHead((origin) =>
    raw.data
      ? productHead(raw.data, hrefs.product({ ...raw.data, category: raw.data.produtCategory }), origin)
      : {},
  );
  if (notFound) return <NotFoundRoute />;
  const productHref = raw.data
    ? hrefs.product({ ...raw.data, category: raw.data.produtCategory })
    : undefined;
  return (
    <ProductDetailScreen
      status={product.isPending ? 'loading' : product.isError ? 'error' : 'ready'}
      product={product.data}
      today={today}
      adding={addToCart.isPending}
      // Before the app starts (or without JavaScript) the server takes the add and sends the shopper back here.
      cartForm={productHref ? { action: hrefs.cart, back: productHref } : undefined}
      chosen={chosen}
      picture={
        productHref
          ? { initialIndex: pictureIn(search), href: (i) => pictureHref(productHref, search, i) }
          : undefined
      }
      // Before the app starts the server takes it: a guest is sent to log in, a signed-in shopper's (the session
      // cookie's) favourite is added and they come back here with the notice.
      favouriteForm={productHref ? { action: hrefs.favourites, back: productHref } : undefined}
      shareUrl={productHref ? `${origin}${productHref}` : undefined}
      onAddToCart={({ plan, quantity }) => {
        if (product.data)
          addToCart.add({ productID: product.data.productID, quantity, selectedPaymentPlan: plan });
      }}
      // None when they could not be loaded: the section then says so rather than waiting for ever.
      reviews={reviews.isError ? [] : reviews.data}
      isFavourite={hydrated && favourites.products.some((p) => p.productID === productID)}
      // Favourites need an account: a guest goes to log in (spec §6) and comes back here.
      onToggleFavourite={() => {
        if (raw.data) toggleFavourite(raw.data);
      }}
      onShare={() => {
        const url = productHref ? `${origin}${productHref}` : window.location.href;
        // The phone's own share sheet when it has one (the panel then stays closed)…
        if (typeof navigator.share === 'function' && product.data) {
          void navigator.share({ title: product.data.name, url }).catch(() => undefined);
          return true;
        }
        // …else the link is copied, and the panel's links are there too.
        void navigator.clipboard
          ?.writeText(url)
          .then(() => showToast({ title: 'Link copied to clipboard!', variant: 'success' }));
        return false;
      }}
      onRetry={() => void product.refetch()}
    />
  );
}
