import { CartPanel } from '@oja/ui';
import { useAtom } from 'jotai';
import { useSyncExternalStore } from 'react';
import { useLocation } from 'wouter';
import { hrefs } from '../../hrefs';
import { cartQuote } from '../../shared/cart/cart-quote';
import { cartPanelOpenAtom } from '../../shared/cart/cart-session';
import { useLagosToday } from '../../shared/lagos-today';
import { useCart } from './cart';

const PHONE_QUERY = '(max-width: 767px)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** The header's cart panel; its title and empty text differ on a phone (spec). */
export default function CartPanelRoute() {
  const [, navigate] = useLocation();
  const [open, setOpen] = useAtom(cartPanelOpenAtom);
  const isPhone = useSyncExternalStore(subscribe, () => window.matchMedia(PHONE_QUERY).matches);
  const cart = useCart();
  const today = useLagosToday();
  if (!open) return null;
  return (
    <CartPanel
      open={open}
      onOpenChange={setOpen}
      lines={cart.lines}
      summary={cart.summary}
      quote={cartQuote(cart, today)}
      layout={isPhone ? 'mobile' : 'desktop'}
      onCheckout={() => navigate(hrefs.cart)}
      hrefs={hrefs}
    />
  );
}
