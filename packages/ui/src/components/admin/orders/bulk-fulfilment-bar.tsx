import type { CalendarDate } from '@oja/domain';
import { useState } from 'react';
import { Link } from '../../../lib/link';
import { Button } from '../../button/button';
import { BulkShipDialog, type BulkShipment } from './bulk-ship-dialog';
import './bulk-fulfilment.css';

/** What the server answered for a bulk move: the orders moved, and each one refused with its reason. */
export interface BulkOutcome {
  action: 'pack' | 'ship';
  moved: readonly string[];
  refused: ReadonlyArray<{ orderNumber: string; reason: string }>;
}

/** Bulk fulfilment on the orders list, for members who fulfil orders (the app passes it only to them). */
export interface OrdersBulk {
  /** The selected orders' numbers (kept across pages until acted on). */
  selected: ReadonlySet<string>;
  onSelectionChange: (selected: ReadonlySet<string>) => void;
  today: CalendarDate;
  busy: 'pack' | 'ship' | null;
  outcome: BulkOutcome | null;
  /** The request failed as a whole (the connection, the session): nothing is known to have moved. */
  failure: string | null;
  onPack: () => void;
  onShip: (shipment: BulkShipment) => void;
  /** The printable packing slips and waybills of the selected orders. */
  packingSlipsHref: string;
}

const ordersWord = (n: number) => `${n} ${n === 1 ? 'order' : 'orders'}`;
const MOVED: Record<BulkOutcome['action'], string> = { pack: 'packed', ship: 'shipped' };

/**
 * The bar over the list once orders are selected: how many, Pack, Ship… (the dialog asks each one's tracking
 * number), Print packing slips, Clear; then what the server did, the orders it could not move named with the
 * reason. Accessibility: a toolbar named 'Selected orders'; the outcome a status (polite), refusals a list.
 */
export function BulkFulfilmentBar({ bulk }: { bulk: OrdersBulk }) {
  const [shipping, setShipping] = useState(false);
  const count = bulk.selected.size;
  const { outcome } = bulk;
  return (
    <div className="oja-admin-orders__bulk" data-slot="bulk-fulfilment">
      {count > 0 ? (
        <div role="toolbar" aria-label="Selected orders" className="oja-admin-orders__bulk-bar">
          <p className="oja-admin-orders__bulk-count">{ordersWord(count)} selected</p>
          <Button
            size="sm"
            loading={bulk.busy === 'pack'}
            disabled={bulk.busy !== null}
            onClick={bulk.onPack}
          >
            Pack
          </Button>
          <Button
            size="sm"
            loading={bulk.busy === 'ship'}
            disabled={bulk.busy !== null}
            onClick={() => setShipping(true)}
          >
            Ship…
          </Button>
          <Link href={bulk.packingSlipsHref} className="oja-admin-orders__bulk-link">
            Print packing slips
          </Link>
          <Button size="sm" variant="ghost" onClick={() => bulk.onSelectionChange(new Set())}>
            Clear selection
          </Button>
        </div>
      ) : null}
      <div role="status" className="oja-admin-orders__bulk-outcome">
        {bulk.failure ? <p className="oja-admin-orders__bulk-refused">{bulk.failure}</p> : null}
        {outcome ? (
          <>
            <p>
              {ordersWord(outcome.moved.length)} {MOVED[outcome.action]}.
              {outcome.refused.length > 0 ? ` ${ordersWord(outcome.refused.length)} not moved:` : null}
            </p>
            {outcome.refused.length > 0 ? (
              <ul aria-label="Orders not moved" className="oja-admin-orders__bulk-refused">
                {outcome.refused.map((r) => (
                  <li key={r.orderNumber}>{r.reason}</li>
                ))}
              </ul>
            ) : null}
          </>
        ) : null}
      </div>
      {shipping ? (
        <BulkShipDialog
          open
          onOpenChange={setShipping}
          orderNumbers={[...bulk.selected]}
          today={bulk.today}
          busy={bulk.busy === 'ship'}
          onShip={(shipment) => {
            bulk.onShip(shipment);
            setShipping(false);
          }}
        />
      ) : null}
    </div>
  );
}
