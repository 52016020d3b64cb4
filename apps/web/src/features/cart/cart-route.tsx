import { CartScreen } from '@oja/ui';
import { useAtomValue } from 'jotai';
import { hrefs } from '../../hrefs';
import { EMPTY_CART_VIEW } from '../../shared/cart/cart-query';
import { cartQuote, quotedCartLines } from '../../shared/cart/cart-quote';
import { useDocumentTitle } from '../../shared/document-title';
import { useHydrated } from '../../shared/hydration';
import { useLagosToday } from '../../shared/lagos-today';
import { useCurrentUser } from '../account/session';
import { useTierUpgradeDialog } from '../account/tier-upgrade';
import { useCart, useCartMutations } from './cart';
import { servedCartAtom } from './served-cart';

/** /cart-items: the cart page (Check Out leads to /cart-items/checkout); above ₦500,000 a Tier 1 shopper can ask for Tier 2 from here. */
export default function CartRoute() {
  useDocumentTitle('Cart');
  const cart = useCart();
  // Changes queue one after another (see state/cart.ts), so the controls stay live while one is sent.
  const { updateQuantity, updatePlan, remove } = useCartMutations();
  const signedInUser = useCurrentUser();
  // The cart is the device's (a guest's session id, or the signed-in shopper's): without a cart the server
  // knows of, it renders the page loading, and the browser shows the cart once the page is live.
  // A page rendered with the shopper's cart (the cookie's guest cart, ssr/guest-cart.ts; the session's shopper's,
  // ssr/session-cart.ts) shows it from the start, so its forms work before the app starts and without JavaScript.
  const served = useAtomValue(servedCartAtom);
  const hydrated = useHydrated();
  const shown = hydrated || served;
  // On a served page the shopper is the server's too: the session's (its answer in the page, so the browser's
  // first render finds it), or none for a guest's cart (none in the page either).
  const user = shown ? signedInUser : null;
  const tierUpgrade = useTierUpgradeDialog();
  // The figures checkout will take (VAT and the cheapest delivery included); today only dates them.
  const today = useLagosToday();
  return (
    <>
      <CartScreen
        status={shown ? cart.status : 'loading'}
        lines={shown ? quotedCartLines(cart.lines, today) : []}
        summary={shown ? cart.summary : EMPTY_CART_VIEW.summary}
        quote={shown ? cartQuote(cart, today) : undefined}
        formAction={hrefs.cart}
        shopper={{ loggedIn: user !== null, isTier2: user?.isTier2 ?? false }}
        onQuantityChange={(productID, quantity) => updateQuantity({ productID, quantity })}
        onPlanChange={(productID, selectedPaymentPlan) => updatePlan({ productID, selectedPaymentPlan })}
        onRemove={(productID) => remove({ productID })}
        onUpgrade={tierUpgrade.ask}
        errorMessage={cart.errorMessage}
        onRetry={cart.retry}
        hrefs={hrefs}
      />
      {tierUpgrade.dialog}
    </>
  );
}
