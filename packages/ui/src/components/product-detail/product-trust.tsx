import {
  BUYER_PROTECTION_DAYS,
  type CalendarDate,
  DELIVERY_AREA,
  deliveryEstimate,
  formatDeliveryEstimate,
  formatKobo,
  OUTSIDE_DELIVERY_AREA_NOTE,
  RETURN_REPORT_WINDOW_HOURS,
  SHIPPING_OPTIONS,
  type WarrantyRule,
  warrantyLabel,
} from '@oja/domain';

export interface ProductTrustProps {
  /** The seller's brand name, as the catalogue has it ('Tecno Store'). */
  seller: string;
  /** The product's warranty, by its subcategory (the domain's warrantyFor). */
  warranty: WarrantyRule;
  /** Today in Lagos: the delivery dates count from it (the same on the server and in the browser). */
  today: CalendarDate;
}

/**
 * What a careful buyer asks before Add to cart, answered beside it: who sells it, when it arrives (the
 * domain's delivery options and their dates from today), the warranty and why, the returns policy and how the
 * payment is kept safe. A description list: each answer is read with its question.
 */
export function ProductTrust({ seller, warranty, today }: ProductTrustProps) {
  return (
    <section
      aria-label="Seller, delivery and returns"
      className="oja-product-trust"
      data-slot="product-trust"
    >
      <dl className="oja-product-trust__list">
        <div className="oja-product-trust__item">
          <dt>Seller</dt>
          <dd>Sold by {seller}</dd>
        </div>
        <div className="oja-product-trust__item">
          <dt>Delivery in {DELIVERY_AREA}</dt>
          <dd>
            <ul className="oja-product-trust__options">
              {SHIPPING_OPTIONS.map((option) => (
                <li key={option.id}>
                  {option.label}: <strong>{formatDeliveryEstimate(deliveryEstimate(option, today))}</strong> (
                  {formatKobo(option.amount)})
                </li>
              ))}
            </ul>
            <span className="oja-product-trust__note">
              Ordered today, counted in working days. {OUTSIDE_DELIVERY_AREA_NOTE}
            </span>
          </dd>
        </div>
        <div className="oja-product-trust__item">
          <dt>Warranty</dt>
          <dd>
            {warrantyLabel(warranty)}
            <span className="oja-product-trust__note">{warranty.reason}.</span>
          </dd>
        </div>
        <div className="oja-product-trust__item">
          <dt>Returns</dt>
          <dd>
            {BUYER_PROTECTION_DAYS}-day buyer protection: return it for any reason within{' '}
            {BUYER_PROTECTION_DAYS} days of delivery.
            <span className="oja-product-trust__note">
              Damaged, wrong or incomplete? Report it within {RETURN_REPORT_WINDOW_HOURS} hours of delivery.
            </span>
          </dd>
        </div>
        <div className="oja-product-trust__item">
          <dt>Secure payment</dt>
          <dd>
            You pay on our payment provider&rsquo;s secure page; Oja never sees your card number.
            <span className="oja-product-trust__note">
              Instalments are taken by a direct debit you approve with your bank.
            </span>
          </dd>
        </div>
      </dl>
    </section>
  );
}
