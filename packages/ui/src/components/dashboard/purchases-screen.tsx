import {
  type CalendarDate,
  type Kobo,
  PURCHASE_EMPTY_MESSAGES,
  PURCHASE_TAB_LABELS,
  PURCHASE_TABS,
  type PurchaseTab,
  searchOrdersByNumber,
} from '@oja/domain';
import { useId, useState } from 'react';
import { Button } from '../button/button';
import type { LinkedAccount } from '../checkout/checkout-types';
import { Skeleton } from '../skeleton/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../tabs/tabs';
import type { DashboardOrder, DashboardStatus } from './dashboard-types';
import type { PayAheadWay } from './order-actions';
import { OrderCard } from './order-card';
import './dashboard.css';

/** The spec's loading and failure texts of the orders. */
export const ORDERS_LOADING = 'Loading Orders...';
export const ORDERS_FAILED = 'Failed to load orders';
/** Why a money button is disabled offline. */
const OFFLINE_PAYING = 'Paying needs a connection: you are offline.';

export interface PurchasesScreenProps {
  status: DashboardStatus;
  /** Every order of the shopper, each with its tab. */
  orders?: DashboardOrder[];
  /** The open tab (controlled: the app may preset it from navigation state). */
  tab: PurchaseTab;
  onTabChange: (tab: PurchaseTab) => void;
  /** Today, as a calendar date (Lagos): late charges and what is owed are counted from it. */
  today: CalendarDate;
  /** The order whose details are open at first. */
  defaultExpandedOrderId?: string;
  /** Rotate each order's pictures every 3 seconds (off in stories, so snapshots hold still). */
  rotateImages?: boolean;
  /** The shopper's linked bank accounts: a pending order's set-up asks which first. */
  linkedAccounts?: LinkedAccount[];
  /** Whether another bank account may be linked besides those. */
  canLinkNewAccount?: boolean;
  /** The order with an action on its way (a payment, a mandate): its buttons wait. */
  busyOrderId?: string;
  /**
   * Set while the device is offline, to the time ('14:05') the orders shown were fetched: the screen says so
   * and every money button is disabled with the reason (DESIGN.md, 'Offline and data saver').
   */
  offlineAsOf?: string | undefined;
  onRetry?: () => void;
  /** Start a pending order's direct debit: with a linked account's id, or without one to link a new account. */
  onSetUpDirectDebit: (orderId: string, accountId?: string) => void;
  /**
   * Pay the next instalment now: the amount is the domain's payNextNow, confirmed by the shopper. Without
   * it (and onPayOff) an ongoing order offers no paying ahead.
   */
  onPayNextNow?: (orderId: string, amountKobo: Kobo, way: PayAheadWay) => void;
  /** Pay off the order: the amount is the domain's payOff (everything still owed), confirmed by the shopper. */
  onPayOff?: (orderId: string, amountKobo: Kobo, way: PayAheadWay) => void;
  /** The copy button of the standing account was pressed for `text`; the page copies it. */
  onCopyText?: (text: string) => void;
}

/**
 * The shopper's purchases (/user-dashboard/purchases): tabs Pending, Ongoing, Completed, Cancelled with
 * their counts; an order-number search (trimmed, lowercased, substring; an empty search does nothing) that
 * switches to its results; the order cards, one open at a time.
 *
 * Accessibility: h1 'My purchases'; the tabs are Radix tabs named 'Orders by status', each tab's name carries
 * its count; the search is a search landmark with a labelled field; loading is a status, failure an alert
 * with Retry.
 */
export function PurchasesScreen({
  status,
  orders = [],
  tab,
  onTabChange,
  today,
  defaultExpandedOrderId,
  rotateImages = true,
  linkedAccounts,
  canLinkNewAccount,
  busyOrderId,
  offlineAsOf,
  onRetry,
  onSetUpDirectDebit,
  onPayNextNow,
  onPayOff,
  onCopyText,
}: PurchasesScreenProps) {
  const titleId = useId();
  const searchId = useId();
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<{ query: string; orders: DashboardOrder[] } | null>(null);
  const [expandedId, setExpandedId] = useState<string | null>(defaultExpandedOrderId ?? null);

  const renderCards = (list: readonly DashboardOrder[], empty: string) =>
    list.length === 0 ? (
      <p className="oja-dashboard__empty">{empty}</p>
    ) : (
      <ul className="oja-dashboard__cards" aria-label="Orders">
        {list.map((order) => (
          <li key={order.id}>
            <OrderCard
              order={order}
              expanded={expandedId === order.id}
              onToggle={() => setExpandedId((open) => (open === order.id ? null : order.id))}
              today={today}
              rotateImages={rotateImages}
              linkedAccounts={linkedAccounts}
              canLinkNewAccount={canLinkNewAccount}
              busy={busyOrderId === order.id}
              unavailable={offlineAsOf ? OFFLINE_PAYING : undefined}
              onSetUpDirectDebit={onSetUpDirectDebit}
              onPayNextNow={onPayNextNow}
              onPayOff={onPayOff}
              onCopyText={onCopyText}
            />
          </li>
        ))}
      </ul>
    );

  let body: React.ReactNode;
  if (status === 'loading') {
    body = (
      <div aria-busy="true" className="oja-dashboard__stack">
        <p role="status" className="oja-dashboard__muted">
          {ORDERS_LOADING}
        </p>
        <Skeleton shape="rect" height="2.75rem" />
        <Skeleton shape="rect" height="6.5rem" />
        <Skeleton shape="rect" height="6.5rem" />
      </div>
    );
  } else if (status === 'error') {
    body = (
      <div role="alert" className="oja-dashboard__failure">
        <p>{ORDERS_FAILED}</p>
        {onRetry ? (
          <Button variant="secondary" size="sm" onClick={onRetry}>
            Retry
          </Button>
        ) : null}
      </div>
    );
  } else if (results) {
    body = (
      <section aria-labelledby={`${searchId}-results`} className="oja-dashboard__stack">
        <div className="oja-dashboard__section-head">
          <h2 id={`${searchId}-results`} className="oja-dashboard__section-title">
            {`Results for “${results.query.trim()}”`}
          </h2>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              setResults(null);
              setQuery('');
            }}
          >
            Clear search
          </Button>
        </div>
        {renderCards(results.orders, PURCHASE_EMPTY_MESSAGES.all)}
      </section>
    );
  } else {
    body = (
      <Tabs value={tab} onValueChange={(value) => onTabChange(value as PurchaseTab)}>
        <TabsList aria-label="Orders by status">
          {PURCHASE_TABS.map((value) => {
            const count = orders.filter((order) => order.tab === value).length;
            return (
              <TabsTrigger key={value} value={value}>
                {PURCHASE_TAB_LABELS[value]}
                <span className="oja-dashboard__count" aria-hidden="true">
                  {count}
                </span>
                <span className="oja-sr-only"> ({count})</span>
              </TabsTrigger>
            );
          })}
        </TabsList>
        {PURCHASE_TABS.map((value) => (
          <TabsContent key={value} value={value}>
            {renderCards(
              orders.filter((order) => order.tab === value),
              orders.length === 0 ? PURCHASE_EMPTY_MESSAGES.all : PURCHASE_EMPTY_MESSAGES[value],
            )}
          </TabsContent>
        ))}
      </Tabs>
    );
  }

  return (
    <div className="oja-dashboard" data-slot="purchases-screen">
      <h1 id={titleId} className="oja-dashboard__title">
        My purchases
      </h1>
      {offlineAsOf ? (
        <p role="status" className="oja-dashboard__offline">
          {`You are offline. Showing your purchases as of ${offlineAsOf}.`}
        </p>
      ) : null}
      {status === 'ready' ? (
        <search className="oja-dashboard__search">
          <form
            onSubmit={(event) => {
              event.preventDefault();
              const found = searchOrdersByNumber(orders, query);
              if (found) {
                setResults({ query, orders: found });
                setExpandedId(null);
              }
            }}
          >
            <label htmlFor={searchId} className="oja-dashboard__label">
              Search by order number
            </label>
            <div className="oja-dashboard__search-row">
              <input
                id={searchId}
                type="search"
                className="oja-dashboard__input"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                autoComplete="off"
              />
              <Button type="submit">Search</Button>
            </div>
          </form>
        </search>
      ) : null}
      {body}
    </div>
  );
}
