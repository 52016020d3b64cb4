import { defaultPlanFor, ITEM_ALREADY_IN_CART, type PaymentPlanType } from '@oja/domain';
import { type Context, Hono } from 'hono';
import {
  addCartItem,
  clearCart,
  listCartLines,
  removeCartItem,
  storeItemPlan,
  updateCartItem,
} from '../db/cart-repository.ts';
import { findProduct, type ProductRow } from '../db/catalogue-repository.ts';
import type { Database } from '../db/connect.ts';
import type { ApiEnv } from '../env.ts';
import { productPaymentOptions, toWireCart } from './cart-wire.ts';

/** Bodies as the contract middleware has validated them (defaults applied). */
interface CartBody {
  cartSessionID: string;
  productID: string;
  quantity: number;
  selectedPaymentPlan?: PaymentPlanType;
}

const ITEM_NOT_IN_CART = 'Item not found in cart';

/** Session ids are UUIDs, whose case does not matter: one cart per id whatever its case. */
function sessionOf(id: string): string {
  return id.toLowerCase();
}

/** The session's cart as the wire has it; plans its products no longer offer are reconciled and stored. */
async function cartAnswer(c: Context<ApiEnv>, db: Database, sessionId: string, message: string) {
  const { cart, replans } = toWireCart(await listCartLines(db, sessionId));
  for (const { itemId, plan } of replans) await storeItemPlan(db, itemId, plan);
  return c.json({ success: true, message, data: { cart, owner: { cartSessionID: sessionId } } });
}

function fail(c: Context<ApiEnv>, status: 400 | 404 | 409, message: string) {
  return c.json({ success: false, message }, status);
}

/** Null when the product offers the plan; otherwise the message that says it does not. */
function planRefusal(product: ProductRow, plan: PaymentPlanType): string | null {
  return productPaymentOptions(product).some((o) => o.type === plan)
    ? null
    : `This product cannot be paid with the ${plan} plan`;
}

/** The guest cart. The contract middleware has validated each query and body; bad input writes nothing. */
export const cartRoutes = new Hono<ApiEnv>()
  .get('/cart/view-cart', async (c) => {
    const { cartSessionID } = c.get('query') as { cartSessionID: string };
    return cartAnswer(c, c.get('db'), sessionOf(cartSessionID), 'Cart fetched successfully');
  })
  .post('/cart/add-to-cart', async (c) => {
    const body = c.get('body') as CartBody;
    const db = c.get('db');
    const product = await findProduct(db, body.productID);
    if (!product) return fail(c, 404, 'Product not found');
    if (!product.product.inStock) return fail(c, 409, 'Out of stock');
    const plan = body.selectedPaymentPlan ?? defaultPlanFor(productPaymentOptions(product));
    const refusal = planRefusal(product, plan);
    if (refusal) return fail(c, 400, refusal);
    const sessionId = sessionOf(body.cartSessionID);
    const added = await addCartItem(db, sessionId, {
      productId: product.product.id,
      quantity: body.quantity,
      plan,
    });
    if (!added) return fail(c, 409, ITEM_ALREADY_IN_CART);
    return cartAnswer(c, db, sessionId, 'Item added to cart');
  })
  .post('/cart/remove-from-cart', async (c) => {
    const body = c.get('body') as CartBody;
    const db = c.get('db');
    const product = await findProduct(db, body.productID);
    if (!product) return fail(c, 404, 'Product not found');
    const sessionId = sessionOf(body.cartSessionID);
    if (!(await removeCartItem(db, sessionId, product.product.id))) return fail(c, 404, ITEM_NOT_IN_CART);
    return cartAnswer(c, db, sessionId, 'Item removed from cart');
  })
  .post('/cart/update-cart-item', async (c) => {
    const body = c.get('body') as CartBody;
    const db = c.get('db');
    const product = await findProduct(db, body.productID);
    if (!product) return fail(c, 404, 'Product not found');
    const sessionId = sessionOf(body.cartSessionID);
    const updated = await updateCartItem(db, sessionId, product.product.id, { quantity: body.quantity });
    if (!updated) return fail(c, 404, ITEM_NOT_IN_CART);
    return cartAnswer(c, db, sessionId, 'Item quantity updated in cart');
  })
  .post('/cart/update-payment-plan', async (c) => {
    const body = c.get('body') as Required<CartBody>;
    const db = c.get('db');
    const product = await findProduct(db, body.productID);
    if (!product) return fail(c, 404, 'Product not found');
    const refusal = planRefusal(product, body.selectedPaymentPlan);
    if (refusal) return fail(c, 400, refusal);
    const sessionId = sessionOf(body.cartSessionID);
    const change = { selectedPaymentPlan: body.selectedPaymentPlan };
    if (!(await updateCartItem(db, sessionId, product.product.id, change))) {
      return fail(c, 404, ITEM_NOT_IN_CART);
    }
    return cartAnswer(c, db, sessionId, 'Payment plan updated');
  })
  .post('/cart/clear-cart', async (c) => {
    const { cartSessionID } = c.get('body') as Pick<CartBody, 'cartSessionID'>;
    const sessionId = sessionOf(cartSessionID);
    await clearCart(c.get('db'), sessionId);
    return cartAnswer(c, c.get('db'), sessionId, 'Cart cleared');
  });
