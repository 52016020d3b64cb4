import { type CalendarDate, formatCalendarDate, formatKobo, MONTH_NAMES } from '@oja/domain';
import type { ReactNode } from 'react';
import { Link } from '../../../lib/link';
import { Skeleton } from '../../skeleton/skeleton';
import { AdminLoadFailure } from '../admin-load-failure';
import { AdminSection } from '../admin-section';
import '../admin-screen.css';
import { PortfolioBars } from './portfolio-bars';
import type {
  AdminPortfolio,
  AdminPortfolioDrillDown,
  AdminPortfolioFigure,
  AdminPortfolioHrefs,
} from './portfolio-types';
import './portfolio.css';

export interface PortfolioScreenProps {
  status: 'ready' | 'loading' | 'error';
  portfolio: AdminPortfolio | null;
  /** Today in Lagos, for the heading. */
  today: CalendarDate;
  /** The orders behind the figure chosen, or null when none is. */
  drillDown: AdminPortfolioDrillDown | null;
  hrefs: AdminPortfolioHrefs;
  onRetry: () => void;
  onRetryDrillDown: () => void;
}

const PLAN_LABELS = { monthly: 'Monthly', weekly: 'Weekly', daily: 'Daily' } as const;
const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-NG')} ${count === 1 ? one : many}`;
const percentText = (percent: number | null, none: string) => (percent === null ? none : `${percent}%`);
/** '2030-04' as the console reads it: 'Apr 2030'. */
const monthLabel = (month: string) =>
  `${MONTH_NAMES[Number(month.slice(5, 7)) - 1]?.slice(0, 3)} ${month.slice(0, 4)}`;
const weekLabel = (monday: CalendarDate) => `Week of ${formatCalendarDate(monday)}`;

/** The figure a drill-down lists, in words (its section's heading). */
export function figureTitle(figure: AdminPortfolioFigure): string {
  switch (figure.figure) {
    case 'outstanding': {
      const parts = [figure.plan && PLAN_LABELS[figure.plan], figure.tier && `Tier ${figure.tier}`].filter(
        Boolean,
      );
      return `Orders with instalments outstanding${parts.length > 0 ? `: ${parts.join(', ')}` : ''}`;
    }
    case 'at-risk':
      return `Orders ${figure.days} or more days past due`;
    case 'missed':
      return `Instalments not paid on time, week of ${formatCalendarDate(figure.week)}`;
    case 'first-payment-default':
      return `First payments defaulted, bought in ${monthLabel(figure.month)}`;
    case 'write-offs':
      return `Orders written off in ${monthLabel(figure.month)}`;
  }
}

function Table({ caption, head, rows }: { caption: string; head: string[]; rows: ReactNode[][] }) {
  return (
    <table className="oja-admin-portfolio__table">
      <caption className="oja-sr-only">{caption}</caption>
      <thead>
        <tr>
          {head.map((cell) => (
            <th key={cell} scope="col">
              {cell}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(([first, ...rest]) => (
          <tr key={String(first)}>
            <th scope="row">{first}</th>
            {rest.map((cell, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are in a fixed order.
              <td key={index}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Figures({ portfolio, hrefs }: { portfolio: AdminPortfolio; hrefs: AdminPortfolioHrefs }) {
  const { outstanding, atRisk, collectionRate, firstPaymentDefault, writeOffs } = portfolio;
  const largest = Math.max(0, ...outstanding.byPlanAndTier.map((line) => line.amountKobo));
  const par = (days: number) => atRisk.find((line) => line.days === days);
  const weeksDue = collectionRate.filter((week) => week.percent !== null);
  const lowestWeek = weeksDue.reduce<(typeof weeksDue)[number] | undefined>(
    (worst, week) => (!worst || (week.percent ?? 0) < (worst.percent ?? 0) ? week : worst),
    undefined,
  );
  const judged = firstPaymentDefault.months.filter((month) => month.percent !== null);
  const largestWriteOff = Math.max(0, ...writeOffs.months.map((month) => month.amountKobo));
  return (
    <>
      <dl className="oja-admin-portfolio__totals" aria-label="The book today">
        <div className="oja-admin-portfolio__total">
          <dt>Outstanding</dt>
          <dd>{formatKobo(outstanding.amountKobo)}</dd>
          <dt className="oja-sr-only">Orders</dt>
          <dd className="oja-admin-portfolio__note">{plural(outstanding.orders, 'order', 'orders')}</dd>
        </div>
        {atRisk.map((line) => (
          <div key={line.days} className="oja-admin-portfolio__total">
            <dt>At risk, {line.days}+ days past due</dt>
            <dd>{formatKobo(line.amountKobo)}</dd>
            <dt className="oja-sr-only">Share and orders</dt>
            <dd className="oja-admin-portfolio__note">
              {percentText(line.percent, 'Nothing outstanding')} of the book ·{' '}
              {plural(line.orders, 'order', 'orders')}
            </dd>
          </div>
        ))}
      </dl>

      <AdminSection title="Outstanding by plan and tier">
        <PortfolioBars
          summary={
            outstanding.orders === 0
              ? 'Nothing is outstanding: no instalment is owed.'
              : `${formatKobo(outstanding.amountKobo)} is outstanding on ${plural(outstanding.orders, 'order', 'orders')}.`
          }
          bars={outstanding.byPlanAndTier.map((line) => ({
            key: `${line.plan}-${line.tier}`,
            label: `${PLAN_LABELS[line.plan]}, Tier ${line.tier}`,
            percent: largest > 0 ? Math.round((100 * line.amountKobo) / largest) : null,
            text: `${formatKobo(line.amountKobo)} · ${plural(line.orders, 'order', 'orders')}`,
            href: hrefs.figure({ figure: 'outstanding', plan: line.plan, tier: line.tier }),
          }))}
          table={
            <Table
              caption="Outstanding by plan and tier"
              head={['Plan and tier', 'Orders', 'Outstanding']}
              rows={outstanding.byPlanAndTier.map((line) => [
                `${PLAN_LABELS[line.plan]}, Tier ${line.tier}`,
                line.orders.toLocaleString('en-NG'),
                formatKobo(line.amountKobo),
              ])}
            />
          }
        />
      </AdminSection>

      <AdminSection title="Portfolio at risk">
        <PortfolioBars
          summary={
            par(1)?.percent == null
              ? 'Nothing is outstanding, so nothing is at risk.'
              : `${par(1)?.percent}% of the book is past due; ${par(30)?.percent}% is 30 days or more, ${par(90)?.percent}% is 90 days or more.`
          }
          bars={atRisk.map((line) => ({
            key: String(line.days),
            label: `${line.days}+ days`,
            percent: line.percent,
            text: `${percentText(line.percent, 'Nothing outstanding')} · ${formatKobo(line.amountKobo)}`,
            href: line.orders > 0 ? hrefs.figure({ figure: 'at-risk', days: line.days }) : undefined,
          }))}
          table={
            <Table
              caption="Portfolio at risk"
              head={['Days past due', 'Orders', 'Outstanding', 'Share of the book']}
              rows={atRisk.map((line) => [
                `${line.days} or more`,
                line.orders.toLocaleString('en-NG'),
                formatKobo(line.amountKobo),
                percentText(line.percent, 'Nothing outstanding'),
              ])}
            />
          }
        />
      </AdminSection>

      <AdminSection title="Collection rate by week">
        <PortfolioBars
          summary={
            lowestWeek
              ? `Share of each week's instalments paid on their due day. The lowest was the week of ${formatCalendarDate(lowestWeek.week)}, at ${lowestWeek.percent}%.`
              : 'No instalment fell due in the last 12 weeks.'
          }
          bars={collectionRate.map((week) => ({
            key: week.week,
            label: weekLabel(week.week),
            percent: week.percent,
            text: week.percent === null ? 'Nothing due' : `${week.percent}% of ${formatKobo(week.dueKobo)}`,
            href:
              week.onTimeKobo < week.dueKobo
                ? hrefs.figure({ figure: 'missed', week: week.week })
                : undefined,
          }))}
          table={
            <Table
              caption="Collection rate by week"
              head={['Week', 'Due', 'Paid on time', 'Rate']}
              rows={collectionRate.map((week) => [
                weekLabel(week.week),
                formatKobo(week.dueKobo),
                formatKobo(week.onTimeKobo),
                percentText(week.percent, 'Nothing due'),
              ])}
            />
          }
        />
      </AdminSection>

      <AdminSection title="First-payment default by month of purchase">
        <PortfolioBars
          summary={
            judged.length === 0
              ? `No first instalment is ${firstPaymentDefault.afterDays} days past its due day yet.`
              : `Share of orders whose first instalment was still unpaid ${firstPaymentDefault.afterDays} days after its due day.`
          }
          bars={firstPaymentDefault.months.map((month) => ({
            key: month.month,
            label: monthLabel(month.month),
            percent: month.percent,
            text:
              month.percent === null
                ? 'Too early to tell'
                : `${month.percent}% · ${month.defaulted.toLocaleString('en-NG')} of ${plural(month.judged, 'order', 'orders')}`,
            href:
              month.defaulted > 0
                ? hrefs.figure({ figure: 'first-payment-default', month: month.month })
                : undefined,
          }))}
          table={
            <Table
              caption="First-payment default by month of purchase"
              head={['Month of purchase', 'Orders judged', 'Defaulted', 'Rate']}
              rows={firstPaymentDefault.months.map((month) => [
                monthLabel(month.month),
                month.judged.toLocaleString('en-NG'),
                month.defaulted.toLocaleString('en-NG'),
                percentText(month.percent, 'Too early to tell'),
              ])}
            />
          }
        />
      </AdminSection>

      <AdminSection title="Write-offs by month">
        <PortfolioBars
          summary={
            writeOffs.orders === 0
              ? 'Nothing was written off in the last 12 months.'
              : `${formatKobo(writeOffs.amountKobo)} was written off on ${plural(writeOffs.orders, 'order', 'orders')} in the last 12 months; written-off orders are not in the book.`
          }
          bars={writeOffs.months.map((month) => ({
            key: month.month,
            label: monthLabel(month.month),
            percent: largestWriteOff > 0 ? Math.round((100 * month.amountKobo) / largestWriteOff) : 0,
            text: `${formatKobo(month.amountKobo)} · ${plural(month.orders, 'order', 'orders')}`,
            href: month.orders > 0 ? hrefs.figure({ figure: 'write-offs', month: month.month }) : undefined,
          }))}
          table={
            <Table
              caption="Write-offs by month"
              head={['Month written off', 'Orders', 'Written off']}
              rows={[
                ...writeOffs.months.map((month) => [
                  monthLabel(month.month),
                  month.orders.toLocaleString('en-NG'),
                  formatKobo(month.amountKobo),
                ]),
                ['The 12 months', writeOffs.orders.toLocaleString('en-NG'), formatKobo(writeOffs.amountKobo)],
              ]}
            />
          }
        />
      </AdminSection>
    </>
  );
}

function DrillDown({
  drillDown,
  hrefs,
  onRetry,
}: {
  drillDown: AdminPortfolioDrillDown;
  hrefs: AdminPortfolioHrefs;
  onRetry: () => void;
}) {
  const { figure, status, orders, total, page, pageSize } = drillDown;
  const writtenOff = figure.figure === 'write-offs';
  const last = Math.max(1, Math.ceil(total / pageSize));
  let body: ReactNode;
  if (status === 'error') body = <AdminLoadFailure what="the orders behind this figure" onRetry={onRetry} />;
  else if (status === 'loading') body = <Skeleton shape="rect" height={160} />;
  else if (orders.length === 0) body = <p className="oja-admin-portfolio__note">No orders.</p>;
  else
    body = (
      <>
        <table className="oja-admin-portfolio__table">
          <caption className="oja-sr-only">{figureTitle(figure)}</caption>
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Shopper</th>
              <th scope="col">Plan</th>
              {writtenOff ? <th scope="col">Written off</th> : null}
              <th scope="col">Outstanding</th>
              <th scope="col">Days past due</th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <tr key={order.orderNumber}>
                <th scope="row">
                  <Link href={hrefs.order(order.orderNumber)}>{order.orderNumber}</Link>
                </th>
                <td>
                  <Link href={hrefs.shopper(order.shopperId)}>{order.shopperName ?? 'No name given'}</Link>
                </td>
                <td>
                  {order.plan in PLAN_LABELS
                    ? PLAN_LABELS[order.plan as keyof typeof PLAN_LABELS]
                    : order.plan}
                  , Tier {order.tier}
                </td>
                {writtenOff ? <td>{formatKobo(order.writtenOffKobo)}</td> : null}
                <td>{formatKobo(order.outstandingKobo)}</td>
                <td>{order.daysPastDue.toLocaleString('en-NG')}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <nav aria-label="Pages of orders" className="oja-admin-portfolio__pages">
          {page > 1 ? <Link href={hrefs.figure(figure, page - 1)}>Previous page</Link> : null}
          <span>
            Page {page} of {last}
          </span>
          {page < last ? <Link href={hrefs.figure(figure, page + 1)}>Next page</Link> : null}
        </nav>
      </>
    );
  return (
    <AdminSection
      title={figureTitle(figure)}
      aside={status === 'ready' ? <span>{plural(total, 'order', 'orders')}</span> : null}
    >
      {body}
    </AdminSection>
  );
}

/**
 * The console's portfolio (/admin/portfolio): the credit book at a glance. Totals (outstanding, at risk at 1,
 * 30 and 90 days past due), then five charts: outstanding by plan and tier, portfolio at risk, the collection
 * rate of each of the last 12 weeks, the first-payment default rate by month of purchase, the kobo written off
 * in each of the last 12 months (written-off orders are out of the book: outstanding and at risk leave them
 * out). Every bar is a link to the orders behind it, listed below the figures.
 *
 * Accessibility: h1 'Portfolio'; each chart a figure named by its summary sentence, its bars a list of links
 * read whole (label and figure in words: never colour or length alone), its figures a table behind a
 * disclosure; loading a status, failure an alert with Retry.
 */
export function PortfolioScreen({
  status,
  portfolio,
  today,
  drillDown,
  hrefs,
  onRetry,
  onRetryDrillDown,
}: PortfolioScreenProps) {
  let body: ReactNode;
  if (status === 'error') body = <AdminLoadFailure what="the portfolio" onRetry={onRetry} />;
  else if (status === 'loading' || !portfolio)
    body = (
      <div aria-busy="true" className="oja-admin-screen">
        <p role="status" className="oja-sr-only">
          Loading the portfolio…
        </p>
        <Skeleton shape="rect" height={104} />
        <Skeleton shape="rect" height={240} />
      </div>
    );
  else
    body = (
      <>
        <Figures portfolio={portfolio} hrefs={hrefs} />
        {drillDown ? <DrillDown drillDown={drillDown} hrefs={hrefs} onRetry={onRetryDrillDown} /> : null}
      </>
    );
  return (
    <div className="oja-admin-screen" data-slot="admin-portfolio-screen">
      <header className="oja-admin-screen__header">
        <div>
          <h1 className="oja-admin-screen__title">Portfolio</h1>
          <p className="oja-admin-screen__subtitle">The credit book on {formatCalendarDate(today)}</p>
        </div>
      </header>
      {body}
    </div>
  );
}
