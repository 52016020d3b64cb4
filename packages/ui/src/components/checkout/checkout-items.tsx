import { formatKobo } from '@oja/domain';
import { PLAN_LABELS } from '../plan-picker/plan-labels';
import type { CheckoutItem } from './checkout-types';

/** The order's items: image, name, quantity, line total and the plan each is bought on. */
export function CheckoutItems({ items }: { items: readonly CheckoutItem[] }) {
  return (
    <ul className="oja-checkout__items" aria-label="Items in your order">
      {items.map((item) => (
        <li key={item.productID} className="oja-checkout__item">
          <img
            className="oja-checkout__item-image"
            src={item.imageUrl}
            alt=""
            width={56}
            height={56}
            loading="lazy"
          />
          <div className="oja-checkout__item-body">
            <p className="oja-checkout__item-name">{item.name}</p>
            <p className="oja-checkout__muted">
              Qty {item.quantity} · {PLAN_LABELS[item.plan]}
            </p>
          </div>
          <p className="oja-checkout__amount">{formatKobo(item.lineTotal)}</p>
        </li>
      ))}
    </ul>
  );
}
