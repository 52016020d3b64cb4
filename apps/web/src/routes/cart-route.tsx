import { CartScreen } from '@oja/ui';
import { useLocation } from 'wouter';
import { useCart, useCartMutations } from '../state/cart';
import { useCurrentUser } from '../state/session';

/** Checkout lives at /cart-items/checkout (spec); its screens come with the checkout work. */
const CHECKOUT_HREF = '/cart-items/checkout';

/** /cart-items: the cart page. */
export default function CartRoute() {
  const [, navigate] = useLocation();
  const cart = useCart();
  const { updateQuantity, updatePlan, remove, busyProductIDs } = useCartMutations();
  const user = useCurrentUser();
  return (
    <CartScreen
      status={cart.status}
      lines={cart.lines}
      shopper={{ loggedIn: user !== null, isTier2: user?.isTier2 ?? false }}
      onUpgrade={() => navigate('/user-dashboard/account-profile/profile-summary')}
      busyProductIDs={busyProductIDs}
      onQuantityChange={(productID, quantity) => updateQuantity({ productID, quantity })}
      onPlanChange={(productID, selectedPaymentPlan) => updatePlan({ productID, selectedPaymentPlan })}
      onRemove={(productID) => remove({ productID })}
      onCheckout={() => navigate(CHECKOUT_HREF)}
      errorMessage={cart.errorMessage}
      onRetry={cart.retry}
      onNavigate={(href) => navigate(href)}
    />
  );
}
