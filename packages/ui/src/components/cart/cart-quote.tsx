import { formatKobo } from '@oja/domain';
import type { CartQuoteData } from './cart-types';

const PERIOD = { monthly: 'monthly', weekly: 'weekly', daily: 'daily' } as const;

/**
 * What the cart will cost at checkout: 'Due today', then the instalments, and the total, with what they
 * include said in words. The figures are given (the domain's instalmentQuote); nothing is added up here.
 */
export function CartQuote({ quote }: { quote: CartQuoteData }) {
  return (
    <div className="oja-cart-quote" data-testid="cart-quote">
      <dl className="oja-cart-quote__figures">
        <div className="oja-cart-quote__row oja-cart-quote__row--strong">
          <dt>Due today</dt>
          <dd>{formatKobo(quote.dueToday)}</dd>
        </div>
        {quote.plan !== 'full' && quote.instalmentCount > 0 ? (
          <div className="oja-cart-quote__row">
            <dt>
              Then {quote.instalmentCount} {PERIOD[quote.plan]} payments of
            </dt>
            <dd>{formatKobo(quote.instalment)}</dd>
          </div>
        ) : null}
        <div className="oja-cart-quote__row">
          <dt>Total</dt>
          <dd>{formatKobo(quote.total)}</dd>
        </div>
      </dl>
      <p className="oja-cart-quote__includes">{quote.includes}</p>
    </div>
  );
}
