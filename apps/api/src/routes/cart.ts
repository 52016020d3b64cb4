import {
  defaultPlanFor,
  ITEM_ALREADY_IN_CART,
  lagosCalendarDate,
  noLongerAvailableMessage,
  type PaymentPlanType,
} from '@oja/domain';
import type { Context } from 'hono';
import { optionalUser, SESSION_INVALID } from '../auth/sessions.ts';
import { findAdminProduct } from '../db/admin-catalogue-repository.ts';
import {
  addCartItem,
  clearCart,
  listCartLines,
  removeCartItem,
  transferCartItems,
  updateCartItem,
} from '../db/cart-repository.ts';
import { findProduct, type ProductRow, productPaymentOptions } from '../db/catalogue-repository.ts';
import type { Database } from '../db/connect.ts';
import type { GuestOrSignedInEnv } from '../env.ts';
import { refuse } from '../http/refuse.ts';
import { route, routes } from '../http/route.ts';
import { toWireCart } from '../wire/cart.ts';
import { dropCartCookie, keepCartCookie } from './cart-forms.ts';

const ITEM_NOT_IN_CART = 'Item not found in cart';
const NO_SESSION = 'No cart session ID found';

/**
 * Whose cart a request addresses. A signed-in shopper's cart is keyed `user:{userID}`, which no client can
 * name (cartSessionID must be a UUID); a guest's by the session id, lowercased (case does not matter).
 */
interface CartOwner {
  key: string;
  cartSessionID: string | null;
  userID?: string;
}

function ownerOf(c: Context<GuestOrSignedInEnv>, cartSessionID: string | undefined): CartOwner | null {
  const user = c.get('user');
  if (user) return { key: `user:${user.userId}`, cartSessionID: null, userID: user.userId };
  if (!cartSessionID) return null;
  const id = cartSessionID.toLowerCase();
  return { key: id, cartSessionID: id };
}

/** The owner's cart as the wire has it (read only: plans are reconciled in the answer, not stored). */
async function cartAnswer(c: Context<GuestOrSignedInEnv>, db: Database, owner: CartOwner, message: string) {
  const cart = toWireCart(await listCartLines(db, owner.key));
  const { cartSessionID, userID } = owner;
  // The guest's id goes in the cart cookie too: a form posted before the app starts adds to this same cart.
  if (cartSessionID) keepCartCookie(c, cartSessionID);
  return c.json({
    success: true,
    message,
    // The shop's day: checkout dates its schedule and key facts from it, as placing the order does.
    data: {
      today: lagosCalendarDate(c.get('now')()),
      cart,
      owner: { cartSessionID, ...(userID ? { userID } : {}) },
    },
  });
}

/** Null when the product offers the plan; otherwise the message that says it does not. */
function planRefusal(product: ProductRow, plan: PaymentPlanType): string | null {
  return productPaymentOptions(product).some((o) => o.type === plan)
    ? null
    : `This product cannot be paid with the ${plan} plan`;
}

/**
 * What every call about one cart line needs: its product (404 if unknown) and whose cart (400 if nobody's).
 * A product the operator has unpublished is unknown to an add; a line of it already in the cart can only be
 * removed (a change is refused with the message the cart shows: noLongerAvailableMessage).
 */
async function lineRequest<B extends { productID: string; cartSessionID?: string }>(
  c: Context<GuestOrSignedInEnv>,
  body: B,
  use: 'add' | 'change' | 'remove',
) {
  const db = c.get('db');
  const product =
    use === 'add' ? await findProduct(db, body.productID) : await findAdminProduct(db, body.productID);
  if (!product) return { ok: false, refusal: refuse(c, 404, 'Product not found') } as const;
  if (use === 'change' && !product.product.published) {
    return { ok: false, refusal: refuse(c, 409, noLongerAvailableMessage(product.product.name)) } as const;
  }
  const owner = ownerOf(c, body.cartSessionID);
  if (!owner) return { ok: false, refusal: refuse(c, 400, NO_SESSION) } as const;
  return { ok: true, body, db, product, owner } as const;
}

/**
 * The cart of a guest (by cartSessionID) or of the signed-in shopper (by bearer token, whatever id is sent).
 * The contract middleware has validated each query and body; bad input writes nothing.
 */
export const cartRoutes = routes(
  route('GET /cart/view-cart', optionalUser, async (c, { query }) => {
    const owner = ownerOf(c, query.cartSessionID);
    if (!owner) return refuse(c, 400, NO_SESSION);
    return cartAnswer(c, c.get('db'), owner, 'Cart fetched successfully');
  }),
  route('POST /cart/view-cart', optionalUser, async (c, { body }) => {
    const owner = ownerOf(c, undefined);
    if (!owner) return refuse(c, 401, SESSION_INVALID);
    if (owner.userID !== body.userID) return refuse(c, 403, 'This is not your cart');
    return cartAnswer(c, c.get('db'), owner, 'Cart fetched successfully');
  }),
  route('POST /cart/transfer-guest-cart', optionalUser, async (c, { body }) => {
    const owner = ownerOf(c, undefined);
    if (!owner?.userID) return refuse(c, 401, SESSION_INVALID);
    const db = c.get('db');
    await transferCartItems(db, body.cartSessionID.toLowerCase(), owner.key, owner.userID);
    // The guest cart is the shopper's now: no page should render it as a guest's any more.
    dropCartCookie(c);
    return cartAnswer(c, db, owner, 'Cart transferred');
  }),
  route('POST /cart/add-to-cart', optionalUser, async (c, request) => {
    const line = await lineRequest(c, request.body, 'add');
    if (!line.ok) return line.refusal;
    const { body, db, product, owner } = line;
    if (!product.product.inStock) return refuse(c, 409, 'Out of stock');
    const plan = body.selectedPaymentPlan ?? defaultPlanFor(productPaymentOptions(product));
    const refusal = planRefusal(product, plan);
    if (refusal) return refuse(c, 400, refusal);
    const added = await addCartItem(
      db,
      owner.key,
      { productId: product.product.id, quantity: body.quantity, plan },
      owner.userID ?? null,
    );
    if (!added) return refuse(c, 409, ITEM_ALREADY_IN_CART);
    return cartAnswer(c, db, owner, 'Item added to cart');
  }),
  route('POST /cart/remove-from-cart', optionalUser, async (c, request) => {
    const line = await lineRequest(c, request.body, 'remove');
    if (!line.ok) return line.refusal;
    const { db, product, owner } = line;
    if (!(await removeCartItem(db, owner.key, product.product.id))) return refuse(c, 404, ITEM_NOT_IN_CART);
    return cartAnswer(c, db, owner, 'Item removed from cart');
  }),
  route('POST /cart/update-cart-item', optionalUser, async (c, request) => {
    const line = await lineRequest(c, request.body, 'change');
    if (!line.ok) return line.refusal;
    const { body, db, product, owner } = line;
    const updated = await updateCartItem(db, owner.key, product.product.id, { quantity: body.quantity });
    if (!updated) return refuse(c, 404, ITEM_NOT_IN_CART);
    return cartAnswer(c, db, owner, 'Item quantity updated in cart');
  }),
  route('POST /cart/update-payment-plan', optionalUser, async (c, request) => {
    const line = await lineRequest(c, request.body, 'change');
    if (!line.ok) return line.refusal;
    const { body, db, product, owner } = line;
    const refusal = planRefusal(product, body.selectedPaymentPlan);
    if (refusal) return refuse(c, 400, refusal);
    const change = { selectedPaymentPlan: body.selectedPaymentPlan };
    if (!(await updateCartItem(db, owner.key, product.product.id, change))) {
      return refuse(c, 404, ITEM_NOT_IN_CART);
    }
    return cartAnswer(c, db, owner, 'Payment plan updated');
  }),
  route('POST /cart/clear-cart', optionalUser, async (c, { body }) => {
    const owner = ownerOf(c, body.cartSessionID);
    if (!owner) return refuse(c, 400, NO_SESSION);
    await clearCart(c.get('db'), owner.key);
    return cartAnswer(c, c.get('db'), owner, 'Cart cleared');
  }),
);
