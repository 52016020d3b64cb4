import { addProductReview, allOrdersQueryOptions, queryKeys } from '@oja/api-client';
import type { PurchaseTab } from '@oja/domain';
import { type PayAheadWay, PurchasesScreen, ReviewForm } from '@oja/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { hrefs } from '../../hrefs';
import { apiClient } from '../../shared/api';
import { useDocumentTitle } from '../../shared/document-title';
import { messageOf } from '../../shared/errors';
import { useLagosToday } from '../../shared/lagos-today';
import { lagosTimeOf, useOffline } from '../../shared/offline';
import { providerReference } from '../../shared/provider-return';
import { startedFromServerHtml } from '../../shared/render-mode';
import { toDashboardOrder } from './dashboard-view';
import { useOrdersErrorToast } from './orders-error-toast';
import { useReturnFromPayAhead, useStartPayAhead, useStartPayAheadTransfer } from './pay-ahead';
import { reviewFormItems } from './review-form-items';

/** Navigation state another page may set when it sends the shopper here (spec): a tab, and a refetch. */
interface PurchasesNavigation {
  tab?: PurchaseTab;
  refetch?: boolean;
}

function navigationState(): PurchasesNavigation {
  // The server renders this page for a signed-in shopper too: it has no history (the tab is the default).
  if (import.meta.env.SSR) return {};
  const state: unknown = window.history.state;
  return state && typeof state === 'object' ? (state as PurchasesNavigation) : {};
}

/**
 * /user-dashboard/purchases: the shopper's orders under the tabs Pending, Ongoing, Completed and Cancelled,
 * searchable by order number. A pending order's direct debit is set up on the order's mandate page (its
 * linked-account picker included). `?order=` opens that order's card (links from the direct-debits page, and
 * the card page's way back after paying ahead, with `reference`: see pay-ahead.ts).
 */
export default function PurchasesRoute() {
  useDocumentTitle('My purchases');
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const search = new URLSearchParams(useSearch());
  const opened = search.get('order') ?? undefined;
  // A page the server rendered hydrates with the server's tab; one asked in the navigation follows at once.
  const [tab, setTab] = useState<PurchaseTab>(() =>
    startedFromServerHtml() ? 'ongoing' : (navigationState().tab ?? 'ongoing'),
  );
  useEffect(() => {
    const asked = navigationState().tab;
    if (asked) setTab(asked);
  }, []);
  const payAhead = useStartPayAhead();
  const payAheadTransfer = useStartPayAheadTransfer();
  // By card to the provider's page; by bank transfer or USSD to the transfer page, as at checkout.
  const payAheadBy = (orderId: string, kind: 'next' | 'payoff', way: PayAheadWay) => {
    if (way.method === 'card') payAhead.start({ orderId, kind });
    else if (!payAheadTransfer.isPending) payAheadTransfer.mutate({ orderId, kind, way });
  };
  // Back from the card page: a paid-off order now shows under Completed.
  useReturnFromPayAhead(providerReference(search), (completed) => {
    if (completed) setTab('completed');
  });
  useEffect(() => {
    if (navigationState().refetch) void queryClient.invalidateQueries({ queryKey: queryKeys.orders });
  }, [queryClient]);
  const orders = useQuery(allOrdersQueryOptions(apiClient));
  useOrdersErrorToast(orders.errorUpdatedAt);
  // The server's day while a server-rendered page hydrates, the device's once live (shared/lagos-today.ts).
  const today = useLagosToday();
  const list = orders.data?.orders.flatMap((o) => toDashboardOrder(o) ?? []);
  // Offline (the page from the service worker's copy, or the connection dropped): as of when they were fetched.
  const offline = useOffline();
  const offlineAsOf = offline && orders.dataUpdatedAt > 0 ? lagosTimeOf(orders.dataUpdatedAt) : undefined;
  // An order opened by number shows under its own tab.
  const openedOrder = list?.find((o) => o.orderNumber === opened);
  const paying = payAhead.pending
    ? payAhead.variables?.orderId
    : payAheadTransfer.isPending
      ? payAheadTransfer.variables?.orderId
      : undefined;
  useEffect(() => {
    if (openedOrder) setTab(openedOrder.tab);
  }, [openedOrder]);
  const review = useMutation({
    mutationFn: (body: { productID: string; review: string; rating: number }) =>
      addProductReview(apiClient, body),
    // The reviewed product leaves the picker: the orders answer hasReviewed from the server.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.orders }),
  });
  return (
    <>
      <PurchasesScreen
        // The card asked for in the address opens once the orders are here (the screen opens it on mount).
        key={openedOrder?.id ?? 'all'}
        status={orders.isError ? 'error' : list ? 'ready' : 'loading'}
        orders={list}
        tab={tab}
        onTabChange={setTab}
        today={today}
        defaultExpandedOrderId={openedOrder?.id}
        onRetry={() => void orders.refetch()}
        onSetUpDirectDebit={(orderId) => {
          const order = orders.data?.orders.find((o) => o.id === orderId);
          if (order) navigate(hrefs.mandateCreate(order.firstPayment, order.id));
        }}
        busyOrderId={paying}
        offlineAsOf={offlineAsOf}
        // The amounts shown are the domain's; the server computes its own from the same rules.
        onPayNextNow={(orderId, _amount, way) => payAheadBy(orderId, 'next', way)}
        onPayOff={(orderId, _amount, way) => payAheadBy(orderId, 'payoff', way)}
        onCopyText={(text) => void navigator.clipboard?.writeText(text)}
      />
      {orders.data ? (
        <ReviewForm
          items={reviewFormItems(orders.data)}
          status={
            review.isPending ? 'saving' : review.isSuccess ? 'saved' : review.isError ? 'error' : 'idle'
          }
          message={review.isError ? messageOf(review.error, 'Something went wrong') : review.data}
          onSubmit={(body) => {
            if (!review.isPending) review.mutate(body);
          }}
        />
      ) : null}
    </>
  );
}
