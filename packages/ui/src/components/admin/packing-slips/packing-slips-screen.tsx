import { formatLagosDay } from '@oja/domain';
import { Link } from '../../../lib/link';
import { Button } from '../../button/button';
import { AdminLoadFailure } from '../admin-load-failure';
import '../admin-screen.css';
import './packing-slips.css';

/** One slip: what goes in the box and on it. Personal data: the API gives it only to members who fulfil orders. */
export interface PackingSlip {
  orderNumber: string;
  /** When it was placed (an ISO instant: the slip shows the Lagos day). */
  placedAt: string;
  recipient: string;
  phoneNumber: string;
  address: { street: string; state: string };
  items: ReadonlyArray<{ name: string; quantity: number }>;
  carrier: string | null;
  trackingNumber: string | null;
}

export interface PackingSlipsScreenProps {
  status: 'ready' | 'loading' | 'error';
  slips: readonly PackingSlip[];
  /** Numbers asked for that are not paid orders (nothing to pack). */
  missing: readonly string[];
  hrefs: { orders: string };
  onPrint: () => void;
  onRetry: () => void;
}

/** A slip: the waybill half (to, phone, order number large enough to read across a room) and the packing list. */
function Slip({ slip }: { slip: PackingSlip }) {
  const units = slip.items.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <article className="oja-packing-slip" aria-label={`Packing slip ${slip.orderNumber}`}>
      <header className="oja-packing-slip__head">
        <p className="oja-packing-slip__brand">Oja</p>
        <p className="oja-packing-slip__number">{slip.orderNumber}</p>
      </header>
      <div className="oja-packing-slip__to">
        <h2 className="oja-packing-slip__label">Deliver to</h2>
        <p className="oja-packing-slip__recipient">{slip.recipient || 'The shopper'}</p>
        <p>{slip.address.street}</p>
        <p>{slip.address.state}</p>
        <p>
          Phone <span className="oja-packing-slip__figure">{slip.phoneNumber}</span>
        </p>
        {slip.carrier && slip.trackingNumber ? (
          <p>
            {slip.carrier} · <span className="oja-packing-slip__figure">{slip.trackingNumber}</span>
          </p>
        ) : null}
      </div>
      <table className="oja-packing-slip__items">
        <caption className="oja-packing-slip__label">
          In the box: {units} {units === 1 ? 'item' : 'items'} · placed {formatLagosDay(slip.placedAt)}
        </caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col" className="oja-packing-slip__qty">
              Quantity
            </th>
          </tr>
        </thead>
        <tbody>
          {slip.items.map((item) => (
            <tr key={item.name}>
              <td>{item.name}</td>
              <td className="oja-packing-slip__qty">{item.quantity}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </article>
  );
}

/**
 * Packing slips and waybills (/admin/packing-slips?orders=…): one per order, each printed on its own page
 * (print CSS: the console's chrome and the buttons hidden, a page break after each slip). The order number is
 * printed large and plain, to be read or typed at the carrier's counter.
 *
 * Accessibility: h1 'Packing slips'; each slip an article named by its order number; the items a table.
 */
export function PackingSlipsScreen({
  status,
  slips,
  missing,
  hrefs,
  onPrint,
  onRetry,
}: PackingSlipsScreenProps) {
  return (
    <div className="oja-admin-screen oja-packing-slips" data-slot="packing-slips-screen">
      <header className="oja-admin-screen__header oja-packing-slips__screen-only">
        <h1 className="oja-admin-screen__title">Packing slips</h1>
        <div className="oja-packing-slips__actions">
          <Button onClick={onPrint} disabled={status !== 'ready' || slips.length === 0}>
            Print {slips.length === 1 ? 'slip' : `${slips.length} slips`}
          </Button>
          <Link href={hrefs.orders} className="oja-packing-slips__back">
            Back to orders
          </Link>
        </div>
      </header>
      {status === 'error' ? <AdminLoadFailure what="the packing slips" onRetry={onRetry} /> : null}
      {status === 'loading' ? (
        <p role="status" className="oja-packing-slips__screen-only">
          Loading packing slips…
        </p>
      ) : null}
      {missing.length > 0 ? (
        <p role="alert" className="oja-packing-slips__screen-only oja-packing-slips__missing">
          No slip for {missing.join(', ')}: not found, or not paid.
        </p>
      ) : null}
      {slips.map((slip) => (
        <Slip key={slip.orderNumber} slip={slip} />
      ))}
    </div>
  );
}
