import {
  addToCart,
  type CartData,
  type Product,
  queryKeys,
  removeFromCart,
  updateCartItem,
  updatePaymentPlan,
} from '@oja/api-client';
import { addToCartWarning, type PaymentPlanType } from '@oja/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { hrefs } from '../../hrefs';
import { apiClient } from '../../shared/api';
import {
  type CartView,
  lineOfProduct,
  toCartView,
  withLines,
  withQuantity,
} from '../../shared/cart/cart-lines';
import { EMPTY_CART_VIEW, useCartQuery } from '../../shared/cart/cart-query';
import { ensureCartSessionIdAtom } from '../../shared/cart/cart-session';
import { messageOf } from '../../shared/errors';
import { useOptimisticMutation } from '../../shared/optimistic';
import { showToastAtom } from '../../shared/toasts';

/** The spec's cart retry delay. */
const CART_RELOAD_DELAY_MS = 500;

/**
 * Every change to the cart (add, quantity, plan, remove) runs in one mutation scope: TanStack Query sends
 * them one after another, in the order the shopper made them, so the server applies them in that order.
 * Each change still shows at once (its optimistic value is written straight away). Only the last change
 * still pending writes the server's answer into the cache: an earlier answer would put back what a later
 * tap changed. A refused change alone puts the cart back; with later changes queued, that copy would also
 * undo them, so the cart is read again instead (the last change's answer then settles it).
 */
const CART_CHANGE = {
  mutationKey: ['cart-change'],
  scope: 'cart-change',
  writeAnswer: (answer: CartData) => toCartView(answer),
} as const;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The cart for the cart page and panel: its lines as the screens show them. */
export function useCart() {
  const { query, cart, owner } = useCartQuery();
  return {
    status: (!owner.enabled || query.data ? 'ready' : query.isError ? 'error' : 'loading') as
      | 'ready'
      | 'error'
      | 'loading',
    lines: cart.lines,
    summary: cart.summary,
    errorMessage: messageOf(query.error, 'Failed to fetch cart'),
    retry: () => void query.refetch(),
  };
}

/** Reads the cart again after a change; an empty answer is retried once after 500 ms (spec §4). */
async function reloadCart(queryClient: ReturnType<typeof useQueryClient>, key: readonly unknown[]) {
  await queryClient.refetchQueries({ queryKey: key });
  const reloaded = queryClient.getQueryData<CartView>(key);
  if (reloaded && reloaded.lines.length === 0) {
    await wait(CART_RELOAD_DELAY_MS);
    await queryClient.refetchQueries({ queryKey: key });
  }
}

interface AddInput {
  productID: string;
  quantity: number;
  selectedPaymentPlan: PaymentPlanType;
}

/** An add as sent: whose cart, and the product as the shopper sees it (if cached) for the optimistic line. */
interface AddChange extends AddInput {
  sessionId: string | null;
  key: readonly unknown[];
  product: Product | undefined;
}

/** The cart with the new line, before the server answers (unchanged when the product is not at hand). */
function withAddedLine(current: CartView | undefined, add: AddChange): CartView | undefined {
  if (!add.product) return current;
  const line = lineOfProduct(add.product, add.quantity, add.selectedPaymentPlan);
  return withLines([...(current ?? EMPTY_CART_VIEW).lines, line]);
}

/**
 * Add to cart, optimistic: the item appears at once, then the server is asked, then the cart is reloaded.
 * If the server refuses, the cart is put back as it was and the reason shown. An item already in the cart
 * is not sent again: the shopper is told 'Item already in cart'.
 */
export function useAddToCart() {
  const queryClient = useQueryClient();
  const ensureSession = useSetAtom(ensureCartSessionIdAtom);
  const showToast = useSetAtom(showToastAtom);
  const { cart, owner } = useCartQuery();
  const mutation = useOptimisticMutation({
    ...CART_CHANGE,
    queryKey: (add: AddChange) => add.key,
    send: (add: AddChange) =>
      addToCart(apiClient, {
        ...(add.sessionId ? { cartSessionID: add.sessionId } : {}),
        productID: add.productID,
        quantity: add.quantity,
        selectedPaymentPlan: add.selectedPaymentPlan,
      }),
    apply: withAddedLine,
    errorToast: (error) => ({ title: messageOf(error, 'Failed to add to cart'), variant: 'error' }),
    // Focus stays on Add to cart; the toast offers the way on.
    onSuccess: () =>
      showToast({
        title: 'Item added to cart',
        variant: 'success',
        link: { label: 'View cart', href: hrefs.cart },
      }),
    afterWrite: (key) => reloadCart(queryClient, key),
  });
  return {
    isPending: mutation.isPending,
    add: (input: AddInput) => {
      const inCart = cart.lines.map((line) => line.productID);
      const warning = addToCartWarning(inCart, input.productID);
      if (warning) {
        showToast({ title: warning, variant: 'info' });
        return;
      }
      // A guest's first add creates the session; a signed-in shopper's cart needs none.
      const sessionId = owner.signedIn ? null : ensureSession();
      const key = sessionId ? queryKeys.cart({ cartSessionID: sessionId }) : owner.options.queryKey;
      const product = queryClient.getQueryData<Product>(queryKeys.product(input.productID));
      mutation.mutate({ ...input, sessionId, key, product });
    },
  };
}

type LineChange =
  | { kind: 'quantity'; productID: string; quantity: number }
  | { kind: 'plan'; productID: string; selectedPaymentPlan: PaymentPlanType }
  | { kind: 'remove'; productID: string };

const FAILURE: Record<LineChange['kind'], string> = {
  quantity: 'Failed to update item',
  plan: 'Failed to update payment plan',
  remove: 'Failed to remove item',
};

/** The cart with one line changed, before the server answers (then its answer replaces it). */
function applyChange(cart: CartView, change: LineChange): CartView {
  if (change.kind === 'remove') return withLines(cart.lines.filter((l) => l.productID !== change.productID));
  return withLines(
    cart.lines.map((line) => {
      if (line.productID !== change.productID) return line;
      if (change.kind === 'plan') return { ...line, plan: change.selectedPaymentPlan };
      return withQuantity(line, change.quantity);
    }),
  );
}

function send(sessionId: string | null, change: LineChange): Promise<CartData> {
  const base = { ...(sessionId ? { cartSessionID: sessionId } : {}), productID: change.productID };
  if (change.kind === 'remove') return removeFromCart(apiClient, base);
  if (change.kind === 'plan')
    return updatePaymentPlan(apiClient, { ...base, selectedPaymentPlan: change.selectedPaymentPlan });
  return updateCartItem(apiClient, { ...base, quantity: change.quantity });
}

/**
 * Quantity, plan and remove on the cart page. Each shows at once; if the server does not confirm, the
 * line is put back and the reason shown. A removal is followed by a reload 500 ms later (spec §4).
 */
export function useCartMutations() {
  const queryClient = useQueryClient();
  const { owner, key } = useCartQuery();
  const showToast = useSetAtom(showToastAtom);
  const mutation = useOptimisticMutation({
    ...CART_CHANGE,
    queryKey: key,
    send: (change: LineChange) => send(owner.signedIn ? null : owner.sessionId, change),
    apply: (current: CartView | undefined, change: LineChange) => current && applyChange(current, change),
    errorToast: (error, change) => ({ title: messageOf(error, FAILURE[change.kind]), variant: 'error' }),
    onSuccess: (_answer, change) => {
      if (change.kind === 'quantity')
        showToast({ title: 'Item quantity updated in cart', variant: 'success' });
    },
    afterWrite: async (written, change) => {
      if (change.kind !== 'remove') return;
      await wait(CART_RELOAD_DELAY_MS);
      await queryClient.refetchQueries({ queryKey: written });
    },
  });
  return {
    updateQuantity: (input: { productID: string; quantity: number }) =>
      mutation.mutate({ kind: 'quantity', ...input }),
    updatePlan: (input: { productID: string; selectedPaymentPlan: PaymentPlanType }) =>
      mutation.mutate({ kind: 'plan', ...input }),
    remove: (input: { productID: string }) => mutation.mutate({ kind: 'remove', ...input }),
  };
}
