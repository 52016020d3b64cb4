import { formatKobo, planMixViolation } from '@oja/domain';
import type { ShopHrefs } from '../../lib/hrefs';
import { Link } from '../../lib/link';
import { Button } from '../button/button';
import { Dialog, DialogContent } from '../dialog/dialog';
import { CartLine } from './cart-line';
import { CartQuote } from './cart-quote';
import type { CartLineData, CartQuoteData, CartSummaryData } from './cart-types';
import './cart.css';

/** Where the mobile empty cart sends a shopper (spec: Shop, Home & Living, Lifestyle & Consumer goods, Electronics). */
const MOBILE_EMPTY_LINKS = [
  { label: 'Shop', page: 'home' },
  { label: 'Home & Living', page: 'homeLiving' },
  { label: 'Lifestyle & Consumer goods', page: 'lifestyle' },
  { label: 'Electronics', page: 'electronics' },
] as const;

type CartPanelHrefs = Pick<ShopHrefs, 'home' | 'cart' | 'homeLiving' | 'lifestyle' | 'electronics'>;

export interface CartPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  lines: CartLineData[];
  /** The server's totals for these lines (the panel never adds them up itself). */
  summary: CartSummaryData;
  /** What the cart costs as checkout takes it ('Due today', the instalments, the total). */
  quote?: CartQuoteData;
  /** The panel's words differ by screen: 'Cart Summary' on a desktop, 'Shopping Cart' on a phone. */
  layout?: 'desktop' | 'mobile';
  onCheckout: () => void;
  /** Where 'View cart', 'Continue shopping' and the empty cart's links go. */
  hrefs: CartPanelHrefs;
}

/**
 * The cart side panel, opened from the header's cart icon: how many items, each line, 'View cart', the
 * subtotal and Check Out. Accessibility: a dialog named by its title; focus is trapped and returns to the
 * cart icon; links close the panel as they navigate.
 */
export function CartPanel({
  open,
  onOpenChange,
  lines,
  summary,
  quote,
  layout = 'desktop',
  onCheckout,
  hrefs,
}: CartPanelProps) {
  const count = summary.totalQuantity;
  // A link closes the panel as the shopper leaves for the page.
  const close = () => onOpenChange(false);
  const link = (label: string, href: string) => (
    <Link className="oja-cart-panel__link" href={href} onClick={close}>
      {label}
    </Link>
  );
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        side="right"
        title={layout === 'mobile' ? 'Shopping Cart' : 'Cart Summary'}
        className="oja-cart-panel"
      >
        {lines.length === 0 ? (
          layout === 'mobile' ? (
            <div className="oja-cart-panel__empty">
              <p>Your shopping cart is empty</p>
              <ul>
                {MOBILE_EMPTY_LINKS.map((l) => (
                  <li key={l.page}>{link(l.label, hrefs[l.page])}</li>
                ))}
              </ul>
            </div>
          ) : (
            <div className="oja-cart-panel__empty">
              <p>Your cart is empty.</p>
              {link('Continue shopping', hrefs.home)}
            </div>
          )
        ) : (
          <>
            <p className="oja-cart-panel__count">
              You have {count} item(s) in your cart. {link('View cart', hrefs.cart)}
            </p>
            <ul className="oja-cart-panel__lines">
              {lines.map((line) => (
                <CartLine key={line.productID} line={line} onLinkClick={close} />
              ))}
            </ul>
            <div className="oja-cart-panel__footer">
              <p className="oja-cart__subtotal">
                <span>Subtotal</span>
                <strong>{formatKobo(summary.subtotal)}</strong>
              </p>
              {quote && !planMixViolation(lines.map((l) => l.plan)) ? <CartQuote quote={quote} /> : null}
              <Button
                fullWidth
                size="lg"
                onClick={() => {
                  onOpenChange(false);
                  onCheckout();
                }}
              >
                Check Out
              </Button>
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
