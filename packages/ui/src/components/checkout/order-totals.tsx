import { formatKobo } from '@oja/domain';
import type { CheckoutTotals } from './checkout-types';

/** The order total as the server computed it: subtotal, VAT (7.5%), shipping, total. Nothing is added here. */
export function OrderTotals({ totals }: { totals: CheckoutTotals }) {
  return (
    <dl className="oja-checkout__totals">
      <div>
        <dt>Subtotal</dt>
        <dd>{formatKobo(totals.subtotal)}</dd>
      </div>
      <div>
        <dt>VAT (7.5%)</dt>
        <dd>{formatKobo(totals.vat)}</dd>
      </div>
      <div>
        <dt>Shipping</dt>
        <dd>{formatKobo(totals.shipping)}</dd>
      </div>
      <div className="oja-checkout__total">
        <dt>Total</dt>
        <dd>{formatKobo(totals.total)}</dd>
      </div>
    </dl>
  );
}
