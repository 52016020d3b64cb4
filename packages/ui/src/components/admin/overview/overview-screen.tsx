import { type CalendarDate, formatCalendarDate, formatKobo } from '@oja/domain';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import { Link } from '../../../lib/link';
import { Skeleton } from '../../skeleton/skeleton';
import { AdminLoadFailure } from '../admin-load-failure';
import { AdminSection } from '../admin-section';
import '../admin-screen.css';
import { CollectionRateChart } from './collection-rate-chart';
import type { AdminCountAmount, AdminOverview, AdminOverviewHrefs } from './overview-types';
import './overview.css';

export interface OverviewScreenProps {
  status: 'ready' | 'loading' | 'error';
  overview: AdminOverview | null;
  /** Today in Lagos, for the heading. */
  today: CalendarDate;
  hrefs: AdminOverviewHrefs;
  onRetry: () => void;
}

interface Tile {
  label: string;
  value: string;
  detail?: string;
  /** The list behind the figure; a console without that screen yet shows the figure alone. */
  href: string | undefined;
  /** Asks for attention (failed debits, refunds owed, requests waiting): a border, the words say why. */
  attention?: boolean;
}

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-NG')} ${count === 1 ? one : many}`;
const counted = ({ count, amountKobo }: AdminCountAmount, one: string, many: string) => ({
  value: formatKobo(amountKobo),
  detail: plural(count, one, many),
});

function tilesOf(overview: AdminOverview, hrefs: AdminOverviewHrefs): Tile[] {
  return [
    { label: "Today's orders", value: overview.ordersToday.toLocaleString('en-NG'), href: hrefs.orders },
    { label: "Today's sales", value: formatKobo(overview.salesTodayKobo), href: hrefs.orders },
    {
      label: 'Down payments taken',
      ...counted(overview.downPayments, 'payment', 'payments'),
      href: hrefs.orders,
    },
    {
      label: 'Instalments due today',
      ...counted(overview.instalmentsDue, 'instalment', 'instalments'),
      href: hrefs.collections,
    },
    {
      label: 'Collected today',
      ...counted(overview.instalmentsCollected, 'instalment', 'instalments'),
      href: hrefs.collections,
    },
    {
      label: 'Debits failed today',
      ...counted(overview.instalmentsFailed, 'instalment', 'instalments'),
      href: hrefs.collections,
      attention: overview.instalmentsFailed.count > 0,
    },
    {
      label: 'Refunds owed',
      ...counted(overview.refundsOwed, 'refund', 'refunds'),
      href: hrefs.refunds,
      attention: overview.refundsOwed.count > 0,
    },
    {
      label: 'Refunds paid today',
      ...counted(overview.refundsPaid, 'refund', 'refunds'),
      href: hrefs.refunds,
    },
    {
      label: 'Tier 2 requests waiting',
      value: overview.tier2Waiting.toLocaleString('en-NG'),
      detail: overview.tier2Waiting > 0 ? 'Waiting for a decision' : 'None waiting',
      href: hrefs.tier2,
      attention: overview.tier2Waiting > 0,
    },
  ];
}

/** A tile is a link to the list behind its figure, or the figure alone when there is no such list. */
function TileFrame({
  href,
  className,
  children,
}: {
  href: string | undefined;
  className: string;
  children: ReactNode;
}) {
  return href ? (
    <Link href={href} className={className}>
      {children}
    </Link>
  ) : (
    <div className={className}>{children}</div>
  );
}

/**
 * The console's first page (/admin): today's orders and sales, down payments, instalments due, collected and
 * failed, refunds owed and paid, Tier 2 requests waiting, each a tile linking to the list behind it; then the
 * collection rate of the last 30 days as a chart with its figures in words and a table.
 *
 * Accessibility: h1 'Overview'; the tiles a list of links, each read whole (label, figure, detail); a tile
 * that needs attention says so in words ('Needs attention'), its border only repeats it; loading a status,
 * failure an alert with Retry.
 */
export function OverviewScreen({ status, overview, today, hrefs, onRetry }: OverviewScreenProps) {
  let body: ReactNode;
  if (status === 'error') {
    body = <AdminLoadFailure what="today's figures" onRetry={onRetry} />;
  } else if (status === 'loading' || !overview) {
    body = (
      <div aria-busy="true" className="oja-admin-screen">
        <p role="status" className="oja-sr-only">
          Loading today's figures…
        </p>
        <div className="oja-admin-overview__tiles">
          {Array.from({ length: 9 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart.
            <Skeleton key={index} shape="rect" height={104} />
          ))}
        </div>
        <Skeleton shape="rect" height={240} />
      </div>
    );
  } else {
    body = (
      <>
        <ul className="oja-admin-overview__tiles" aria-label="Today's figures">
          {tilesOf(overview, hrefs).map((tile) => (
            <li key={tile.label}>
              <TileFrame
                href={tile.href}
                className={cn(
                  'oja-admin-overview__tile',
                  tile.attention && 'oja-admin-overview__tile--attention',
                )}
              >
                <span className="oja-admin-overview__label">{tile.label}</span>
                <span className="oja-admin-overview__value">{tile.value}</span>
                {tile.detail ? <span className="oja-admin-overview__detail">{tile.detail}</span> : null}
                {tile.attention ? (
                  <span className="oja-admin-overview__attention">Needs attention</span>
                ) : null}
              </TileFrame>
            </li>
          ))}
        </ul>
        <AdminSection title="Collection rate, last 30 days">
          <CollectionRateChart days={overview.collection} percent={overview.collectionPercent} />
        </AdminSection>
      </>
    );
  }
  return (
    <div className="oja-admin-screen" data-slot="admin-overview-screen">
      <header className="oja-admin-screen__header">
        <div>
          <h1 className="oja-admin-screen__title">Overview</h1>
          <p className="oja-admin-screen__subtitle">Today, {formatCalendarDate(today)}</p>
        </div>
      </header>
      {body}
    </div>
  );
}
