import { formatKobo } from '@oja/domain';
import { handleLinkClick, type NavigateHandler } from '../../lib/navigation';
import { Button } from '../button/button';
import { Dialog, DialogContent } from '../dialog/dialog';
import { CartLine } from './cart-line';
import type { CartLineData, CartSummaryData } from './cart-types';
import './cart.css';

/** Where the mobile empty cart sends a shopper (spec: Shop, Home & Living, Lifestyle & Consumer goods, Electronics). */
const MOBILE_EMPTY_LINKS = [
  { label: 'Shop', href: '/' },
  { label: 'Home & Living', href: '/home-living' },
  { label: 'Lifestyle & Consumer goods', href: '/lifestyle-consumer-goods' },
  { label: 'Electronics', href: '/electronics' },
];

export interface CartPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  lines: CartLineData[];
  /** The server's totals for these lines (the panel never adds them up itself). */
  summary: CartSummaryData;
  /** The panel's words differ by screen: 'Cart Summary' on a desktop, 'Shopping Cart' on a phone. */
  layout?: 'desktop' | 'mobile';
  onCheckout: () => void;
  onNavigate?: NavigateHandler;
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
  layout = 'desktop',
  onCheckout,
  onNavigate,
}: CartPanelProps) {
  const count = summary.totalQuantity;
  const go: NavigateHandler = (href, event) => {
    onOpenChange(false);
    onNavigate?.(href, event);
  };
  const link = (label: string, href: string, className?: string) => (
    <a className={className} href={href} onClick={(event) => handleLinkClick(event, href, go)}>
      {label}
    </a>
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
                  <li key={l.href}>{link(l.label, l.href, 'oja-cart-panel__link')}</li>
                ))}
              </ul>
            </div>
          ) : (
            <div className="oja-cart-panel__empty">
              <p>Your cart is empty.</p>
              {link('Continue shopping', '/', 'oja-cart-panel__link')}
            </div>
          )
        ) : (
          <>
            <p className="oja-cart-panel__count">
              You have {count} item(s) in your cart.{' '}
              {link('View cart', '/cart-items', 'oja-cart-panel__link')}
            </p>
            <ul className="oja-cart-panel__lines">
              {lines.map((line) => (
                <CartLine key={line.productID} line={line} onNavigate={go} />
              ))}
            </ul>
            <div className="oja-cart-panel__footer">
              <p className="oja-cart__subtotal">
                <span>Subtotal</span>
                <strong>{formatKobo(summary.subtotal)}</strong>
              </p>
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
