import {
  type CalendarDate,
  carrierTrackingUrl,
  cutOrderItemText,
  daysLate,
  formatCalendarDate,
  formatKobo,
  formatLagosDateTime,
  type InstalmentDot,
  type Kobo,
  keyFactsSections,
  lateCharge,
  lateChargeExample,
  MANDATE_NOT_INITIATED,
  refundDaysLeft,
  refundNotice,
  sumKobo,
} from '@oja/domain';
import { useId } from 'react';
import type { LinkedAccount } from '../checkout/checkout-types';
import { DebitDate } from '../checkout/debit-date';
import { KeyFactsStatement } from '../checkout/key-facts-statement';
import { PLAN_LABELS } from '../plan-picker/plan-labels';
import type { DashboardOrder } from './dashboard-types';
import { DeliveryTimeline } from './delivery-timeline';
import { InstalmentDots } from './instalment-dots';
import { MandateStatusBadge } from './mandate-status';
import { DirectDebitSetup, PayActions, type PayAheadWay } from './order-actions';
import { OrderRefunds } from './order-refunds';
import { StandingAccountPanel } from './standing-account-panel';
import { useRotatingIndex } from './use-rotating-index';
import './dashboard.css';

/**
 * 'Shipped' (then 'Delivered') with the carrier and the tracking number, on the card without opening it, and
 * 'Track your parcel' to the carrier's own tracking page when the carrier is one the domain's table knows
 * (an unknown carrier shows the number only). The link opens in a new tab: the shop stays where it was.
 */
function ShipmentLine({ shipment }: { shipment: NonNullable<DashboardOrder['shipment']> }) {
  const trackingUrl =
    shipment.status === 'shipped' ? carrierTrackingUrl(shipment.carrier, shipment.trackingNumber) : null;
  return (
    <p className="oja-dashboard__shipment" data-slot="order-shipment">
      <strong>{shipment.status === 'delivered' ? 'Delivered' : 'Shipped'}</strong>
      {` · ${shipment.carrier} · Tracking number `}
      <span className="oja-dashboard__figure oja-dashboard__tracking">{shipment.trackingNumber}</span>
      {shipment.status === 'shipped' ? ` · Expected ${formatCalendarDate(shipment.expectedDelivery)}` : null}
      {trackingUrl ? (
        <>
          {' · '}
          <a href={trackingUrl} target="_blank" rel="noopener noreferrer" className="oja-dashboard__link">
            Track your parcel
            <span className="oja-sr-only"> on {shipment.carrier}’s site (opens a new tab)</span>
          </a>
        </>
      ) : null}
    </p>
  );
}

/** The late payment charge owed today on the unpaid rows, and the worked example while nothing is late. */
function lateSummary(rows: readonly InstalmentDot[], today: CalendarDate) {
  const owed = rows.filter((row) => row.status !== 'paid').sort((a, b) => a.number - b.number);
  const charges = owed.map((row) => lateCharge(row.amountKobo, daysLate(row.dueDate, today)));
  const charge: Kobo = sumKobo(charges);
  const next = owed[0];
  const example = charge === 0 && next ? lateChargeExample(next.amountKobo, next.dueDate) : null;
  return { charge, example };
}

export interface OrderCardProps {
  order: DashboardOrder;
  expanded: boolean;
  onToggle: () => void;
  today: CalendarDate;
  /** Rotate the item's pictures every 3 seconds (off in stories, so snapshots hold still). */
  rotateImages?: boolean;
  linkedAccounts?: readonly LinkedAccount[];
  canLinkNewAccount?: boolean;
  /** An action of this order is on its way (a payment, a mandate): its buttons wait. */
  busy?: boolean;
  /** Why money actions cannot start now (the device is offline): shown disabled with it. */
  unavailable?: string | undefined;
  onSetUpDirectDebit: (orderId: string, accountId?: string) => void;
  /** Paying ahead; an ongoing order offers it only when both are given. */
  onPayNextNow?: (orderId: string, amountKobo: Kobo, way: PayAheadWay) => void;
  onPayOff?: (orderId: string, amountKobo: Kobo, way: PayAheadWay) => void;
  /** The standing account's copy button was pressed for `text`; the page copies it. */
  onCopyText?: (text: string) => void;
}

/**
 * One order on the purchases screen: its picture (moving every 3 s), item, order number and what is paid;
 * 'View Order' opens the details (instalment dots, next due, direct debit, delivery timeline, late payment
 * charge, refund notice, and the actions of its tab). Accessibility: an article named by its item; the
 * toggle is a disclosure button (aria-expanded, aria-controls) whose name says which order it opens.
 */
export function OrderCard({
  order,
  expanded,
  onToggle,
  today,
  rotateImages = true,
  linkedAccounts,
  canLinkNewAccount,
  busy,
  unavailable,
  onSetUpDirectDebit,
  onPayNextNow,
  onPayOff,
  onCopyText,
}: OrderCardProps) {
  const titleId = useId();
  const detailsId = useId();
  const images = order.items.flatMap((item) =>
    item.imageUrls.map((src) => ({ src, alt: cutOrderItemText(item.name) })),
  );
  const { index, handlers } = useRotatingIndex(images.length, { enabled: rotateImages });
  const image = images[index];
  const [first, ...others] = order.items;
  const title = first ? cutOrderItemText(first.name) : `Order ${order.orderNumber}`;
  const owesSomething = order.instalments.some((row) => row.status !== 'paid');
  const late = lateSummary(order.instalments, today);
  // Each line only when it applies (issue 45): a charge only when one is owed, the refund notice only while the
  // buyer protection runs after delivery.
  const refundDays = order.tab === 'cancelled' ? null : refundDaysLeft(order.deliveredOn, today);
  const canSetUp =
    order.tab === 'pending' &&
    (order.mandate === null || order.mandate.status === 'refused' || order.mandate.status === 'revoked');

  return (
    <article aria-labelledby={titleId} className="oja-dashboard__card" data-slot="order-card" {...handlers}>
      <div className="oja-dashboard__card-head">
        <div className="oja-dashboard__image">
          {image ? <img src={image.src} alt={image.alt} width={72} height={72} /> : null}
        </div>
        <div className="oja-dashboard__card-summary">
          <h2 id={titleId} className="oja-dashboard__card-title">
            {title}
            {others.length > 0 ? (
              <span className="oja-dashboard__muted"> and {others.length} more</span>
            ) : null}
          </h2>
          <p className="oja-dashboard__muted">
            Order <span className="oja-dashboard__figure">{order.orderNumber}</span> ·{' '}
            {PLAN_LABELS[order.plan]}
          </p>
          <p>
            Total paid <span className="oja-dashboard__figure">{formatKobo(order.totalPaidKobo)}</span>
          </p>
          {order.shipment ? <ShipmentLine shipment={order.shipment} /> : null}
        </div>
        <button
          type="button"
          className="oja-dashboard__toggle"
          aria-expanded={expanded}
          aria-controls={detailsId}
          onClick={onToggle}
        >
          {expanded ? 'Hide Order' : 'View Order'}
          <span className="oja-sr-only"> {order.orderNumber}</span>
        </button>
      </div>

      <div id={detailsId} hidden={!expanded} className="oja-dashboard__details">
        {expanded ? (
          <>
            {order.instalments.length > 0 ? (
              <section className="oja-dashboard__block" aria-label="Payments">
                <h3 className="oja-dashboard__block-title">Instalment payments</h3>
                <InstalmentDots instalments={order.instalments} />
                <dl className="oja-dashboard__facts">
                  <div>
                    <dt>Next due</dt>
                    <dd>
                      {order.nextDue ? (
                        <DebitDate
                          dueDate={order.nextDue.date}
                          prefix={`${formatKobo(order.nextDue.amountKobo)} on `}
                        />
                      ) : (
                        'Nothing left to pay'
                      )}
                    </dd>
                  </div>
                  <div>
                    <dt>Total paid</dt>
                    <dd>{formatKobo(order.totalPaidKobo)}</dd>
                  </div>
                </dl>
              </section>
            ) : null}

            {order.tab === 'pending' || order.tab === 'ongoing' ? (
              <section className="oja-dashboard__block" aria-label="Direct debit">
                <dl className="oja-dashboard__facts">
                  <div>
                    <dt>Direct debit</dt>
                    <dd>
                      {order.mandate ? (
                        <>
                          <MandateStatusBadge status={order.mandate.status} />
                          {order.mandate.bankName ? (
                            <span className="oja-dashboard__muted">
                              {' '}
                              {order.mandate.bankName}
                              {order.mandate.last4 ? (
                                <>
                                  {' · '}
                                  <span aria-hidden="true">••••</span>
                                  <span className="oja-sr-only">account ending </span>
                                  {order.mandate.last4}
                                </>
                              ) : null}
                            </span>
                          ) : null}
                        </>
                      ) : (
                        MANDATE_NOT_INITIATED
                      )}
                    </dd>
                  </div>
                </dl>
                {canSetUp ? (
                  <DirectDebitSetup
                    order={order}
                    linkedAccounts={linkedAccounts}
                    canLinkNewAccount={canLinkNewAccount}
                    busy={busy}
                    unavailable={unavailable}
                    onSetUpDirectDebit={onSetUpDirectDebit}
                  />
                ) : null}
                {order.tab === 'ongoing' && onPayNextNow && onPayOff ? (
                  <PayActions
                    order={order}
                    today={today}
                    busy={busy}
                    unavailable={unavailable}
                    onPayNextNow={onPayNextNow}
                    onPayOff={onPayOff}
                  />
                ) : null}
              </section>
            ) : null}

            {order.standingAccount !== undefined && (order.tab === 'ongoing' || order.tab === 'completed') ? (
              <StandingAccountPanel
                account={order.standingAccount}
                nextDue={order.tab === 'completed' ? null : order.nextDue}
                onCopyText={onCopyText}
              />
            ) : null}

            {order.tab !== 'cancelled' && order.timeline && order.timeline.length > 0 ? (
              <section className="oja-dashboard__block" aria-label="Delivery">
                <h3 className="oja-dashboard__block-title">Delivery</h3>
                <DeliveryTimeline steps={order.timeline} />
              </section>
            ) : null}

            {late.charge > 0 || (owesSomething && late.example) || refundDays !== null ? (
              <section className="oja-dashboard__block" aria-label="Charges and refunds">
                {late.charge > 0 ? (
                  <dl className="oja-dashboard__facts">
                    <div>
                      <dt>Late payment charge</dt>
                      <dd className="oja-dashboard__danger">{formatKobo(late.charge)}</dd>
                    </div>
                  </dl>
                ) : null}
                {owesSomething && late.example ? (
                  <p className="oja-dashboard__muted">{late.example}</p>
                ) : null}
                {refundDays !== null ? (
                  <p className="oja-dashboard__notice">{refundNotice(refundDays)}</p>
                ) : null}
              </section>
            ) : null}
            {order.refunds && order.refunds.length > 0 ? <OrderRefunds refunds={order.refunds} /> : null}
            {order.keyFacts ? (
              <KeyFactsStatement
                className="oja-dashboard__block"
                headingLevel={3}
                sections={keyFactsSections(order.keyFacts.text)}
                note={`You accepted these key facts on ${formatLagosDateTime(order.keyFacts.acceptedAt)} (Lagos time).`}
              />
            ) : null}
          </>
        ) : null}
      </div>
    </article>
  );
}
