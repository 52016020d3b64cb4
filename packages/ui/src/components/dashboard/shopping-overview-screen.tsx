import { cutOrderItemText, formatKobo, type Kobo } from '@oja/domain';
import { type ReactNode, useId } from 'react';
import { Link } from '../../lib/link';
import { Button } from '../button/button';
import { Skeleton } from '../skeleton/skeleton';
import {
  DASHBOARD_SECTION_ITEMS,
  type DashboardHrefs,
  type DashboardMandate,
  type DashboardOrder,
  type DashboardRecentItem,
  type DashboardStatus,
} from './dashboard-types';
import { NO_ACTIVE_DIRECT_DEBITS } from './direct-debits-screen';
import { MandateCard } from './mandate-card';
import { ORDERS_FAILED, ORDERS_LOADING } from './purchases-screen';
import './dashboard.css';

/** The empty texts of the overview's sections (spec). */
export const NO_RECENT_PURCHASES = 'No recently purchased items';
export const NO_RECENTLY_VIEWED = 'No recently viewed items';

export interface ShoppingOverviewScreenProps {
  /** The orders' state; the recently viewed list is the shopper's own and shows whatever it is. */
  status: DashboardStatus;
  /** Purchase counts by tab. */
  counts?: { ongoing: number; completed: number; cancelled: number };
  /** The shopper's active direct debits; the first 2 are shown. */
  activeMandates?: DashboardMandate[];
  /** The shopper's orders, newest first; the first 2 are shown. */
  recentPurchases?: DashboardOrder[];
  /** The products the shopper looked at, newest first; the first 2 are shown. */
  recentlyViewed?: DashboardRecentItem[];
  /** The interest-free credit the shopper can still unlock, when the app knows it. */
  creditToUnlockKobo?: Kobo;
  onRetry?: () => void;
  hrefs: DashboardHrefs;
}

function Section({
  title,
  seeAll,
  seeAllWhat,
  children,
}: {
  title: string;
  seeAll: string;
  /** What 'See all' opens, for screen readers ('See all recent purchases'). */
  seeAllWhat: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="oja-dashboard__section">
      <div className="oja-dashboard__section-head">
        <h2 id={id} className="oja-dashboard__section-title">
          {title}
        </h2>
        <Link className="oja-dashboard__see-all" href={seeAll}>
          See all<span className="oja-sr-only"> {seeAllWhat}</span>
        </Link>
      </div>
      {children}
    </section>
  );
}

/**
 * The shopper's dashboard home (/user-dashboard/shopping-overview): purchase counts (ongoing, completed,
 * cancelled), then Active Direct Debits, Recent Purchases and Recently viewed, 2 of each, each with 'See all'.
 *
 * Accessibility: h1 'Shopping overview'; each section a region named by its h2; each 'See all' link's name
 * says what it opens ('See all recent purchases'); loading is a status, failure an alert with Retry.
 */
export function ShoppingOverviewScreen({
  status,
  counts = { ongoing: 0, completed: 0, cancelled: 0 },
  activeMandates = [],
  recentPurchases = [],
  recentlyViewed = [],
  creditToUnlockKobo,
  onRetry,
  hrefs,
}: ShoppingOverviewScreenProps) {
  const mandates = activeMandates.slice(0, DASHBOARD_SECTION_ITEMS);
  const purchases = recentPurchases.slice(0, DASHBOARD_SECTION_ITEMS);
  const viewed = recentlyViewed.slice(0, DASHBOARD_SECTION_ITEMS);
  const ordersBusy = status === 'loading';

  const ordersPart =
    status === 'loading' ? (
      <div aria-busy="true" className="oja-dashboard__stack">
        <p role="status" className="oja-dashboard__muted">
          {ORDERS_LOADING}
        </p>
        <Skeleton shape="rect" height="5rem" />
        <Skeleton shape="rect" height="8rem" />
      </div>
    ) : status === 'error' ? (
      <div role="alert" className="oja-dashboard__failure">
        <p>{ORDERS_FAILED}</p>
        {onRetry ? (
          <Button variant="secondary" size="sm" onClick={onRetry}>
            Retry
          </Button>
        ) : null}
      </div>
    ) : (
      <>
        <dl className="oja-dashboard__counts">
          <div>
            <dt>Ongoing</dt>
            <dd>{counts.ongoing}</dd>
          </div>
          <div>
            <dt>Completed</dt>
            <dd>{counts.completed}</dd>
          </div>
          <div>
            <dt>Cancelled</dt>
            <dd>{counts.cancelled}</dd>
          </div>
        </dl>
        {creditToUnlockKobo !== undefined ? (
          <p className="oja-dashboard__notice">
            {formatKobo(creditToUnlockKobo)} interest free credit to unlock
          </p>
        ) : null}
        <div className="oja-dashboard__overview">
          <Section title="Active Direct Debits" seeAll={hrefs.directDebits} seeAllWhat="direct debits">
            {mandates.length === 0 ? (
              <p className="oja-dashboard__muted">{NO_ACTIVE_DIRECT_DEBITS}</p>
            ) : (
              <ul className="oja-dashboard__list">
                {mandates.map((mandate) => (
                  <li key={mandate.id}>
                    <MandateCard mandate={mandate} compact />
                  </li>
                ))}
              </ul>
            )}
          </Section>
          <Section title="Recent Purchases" seeAll={hrefs.purchases} seeAllWhat="recent purchases">
            {purchases.length === 0 ? (
              <p className="oja-dashboard__muted">{NO_RECENT_PURCHASES}</p>
            ) : (
              <ul className="oja-dashboard__list">
                {purchases.map((order) => {
                  const item = order.items[0];
                  return (
                    <li key={order.id} className="oja-dashboard__list-item">
                      {item?.imageUrls[0] ? (
                        <img src={item.imageUrls[0]} alt="" width={56} height={56} />
                      ) : null}
                      <span className="oja-dashboard__list-text">
                        <span className="oja-dashboard__strong">
                          {item ? cutOrderItemText(item.name) : `Order ${order.orderNumber}`}
                        </span>
                        <span className="oja-dashboard__muted">
                          Order {order.orderNumber} · paid {formatKobo(order.totalPaidKobo)}
                        </span>
                      </span>
                    </li>
                  );
                })}
              </ul>
            )}
          </Section>
        </div>
      </>
    );

  return (
    <div className="oja-dashboard" data-slot="shopping-overview-screen">
      <h1 className="oja-dashboard__title">Shopping overview</h1>
      <div className="oja-dashboard__stack" aria-busy={ordersBusy || undefined}>
        {ordersPart}
      </div>
      <Section title="Recently viewed" seeAll={hrefs.recentlyViewed} seeAllWhat="recently viewed items">
        {viewed.length === 0 ? (
          <p className="oja-dashboard__muted">{NO_RECENTLY_VIEWED}</p>
        ) : (
          <ul className="oja-dashboard__list">
            {viewed.map((item) => (
              <li key={item.productID} className="oja-dashboard__list-item">
                <img src={item.imageUrl} alt="" width={56} height={56} />
                <span className="oja-dashboard__list-text">
                  <Link className="oja-dashboard__link" href={item.href}>
                    {cutOrderItemText(item.name)}
                  </Link>
                  {item.priceKobo !== undefined ? (
                    <span className="oja-dashboard__muted">{formatKobo(item.priceKobo)}</span>
                  ) : null}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </div>
  );
}
