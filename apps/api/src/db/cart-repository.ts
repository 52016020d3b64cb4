import type { PaymentPlanType } from '@oja/domain';
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { type ProductRow, parentCategory, productRowColumns } from './catalogue-repository.ts';
import type { Database } from './connect.ts';
import { cartItems, carts, categories, products } from './schema.ts';

/** One cart line with its product as the catalogue reads it. */
export interface CartLine {
  itemId: number;
  quantity: number;
  selectedPaymentPlan: string;
  product: ProductRow;
}

/**
 * The query of listCartLines, built once per database and prepared (PostgreSQL parses and plans it once per
 * connection): the guest cart is read on every cart page and after every change to it, and building the
 * five-table select anew each time cost more than running it.
 */
function prepareListCartLines(db: Database) {
  return db
    .select({
      itemId: cartItems.id,
      quantity: cartItems.quantity,
      selectedPaymentPlan: cartItems.selectedPaymentPlan,
      ...productRowColumns,
    })
    .from(cartItems)
    .innerJoin(carts, eq(cartItems.cartId, carts.id))
    .innerJoin(products, eq(cartItems.productId, products.id))
    .innerJoin(categories, eq(products.categoryId, categories.id))
    .innerJoin(parentCategory, eq(categories.parentId, parentCategory.id))
    .where(eq(carts.sessionId, sql.placeholder('sessionId')))
    .orderBy(asc(cartItems.addedAt), asc(cartItems.id))
    .prepare('oja_list_cart_lines');
}

const listCartLinesQueries = new WeakMap<Database, ReturnType<typeof prepareListCartLines>>();

/** The cart lines of a guest session, in the order they were added (none when it has no cart yet). */
export async function listCartLines(db: Database, sessionId: string): Promise<CartLine[]> {
  let query = listCartLinesQueries.get(db);
  if (!query) {
    query = prepareListCartLines(db);
    listCartLinesQueries.set(db, query);
  }
  const rows = await query.execute({ sessionId });
  return rows.map(({ itemId, quantity, selectedPaymentPlan, product, category, parent }) => ({
    itemId,
    quantity,
    selectedPaymentPlan,
    product: { product, category, parent },
  }));
}

/** Thrown inside a transaction to roll it back when the product is already in the cart. */
class AlreadyInCart extends Error {}

/**
 * Adds a product to the session's cart, creating the cart on the first add. Returns false, writing
 * nothing, when the product is already in the cart: the unique (cart, product) constraint decides, so two
 * adds at once cannot both succeed.
 */
export async function addCartItem(
  db: Database,
  sessionId: string,
  item: { productId: number; quantity: number; plan: PaymentPlanType },
  userId: string | null = null,
): Promise<boolean> {
  try {
    await db.transaction(async (tx) => {
      const [cart] = await tx
        .insert(carts)
        .values({ sessionId, userId })
        .onConflictDoUpdate({ target: carts.sessionId, set: { updatedAt: sql`now()` } })
        .returning({ id: carts.id });
      if (!cart) throw new Error('could not create the cart');
      const inserted = await tx
        .insert(cartItems)
        .values({
          cartId: cart.id,
          productId: item.productId,
          quantity: item.quantity,
          selectedPaymentPlan: item.plan,
        })
        .onConflictDoNothing({ target: [cartItems.cartId, cartItems.productId] })
        .returning({ id: cartItems.id });
      if (inserted.length === 0) throw new AlreadyInCart();
    });
    return true;
  } catch (error) {
    if (error instanceof AlreadyInCart) return false;
    throw error;
  }
}

/** The ids of the session's cart (at most one), as a subquery. */
function sessionCartIds(db: Database, sessionId: string) {
  return db.select({ id: carts.id }).from(carts).where(eq(carts.sessionId, sessionId));
}

/** Where an item of the session's cart for one product sits. */
function sessionItem(db: Database, sessionId: string, productId: number) {
  return and(eq(cartItems.productId, productId), inArray(cartItems.cartId, sessionCartIds(db, sessionId)));
}

async function touchCart(db: Database, sessionId: string): Promise<void> {
  await db.update(carts).set({ updatedAt: sql`now()` }).where(eq(carts.sessionId, sessionId));
}

/** Changes the quantity or the plan of a product in the session's cart; false when it is not in it. */
export async function updateCartItem(
  db: Database,
  sessionId: string,
  productId: number,
  change: { quantity: number } | { selectedPaymentPlan: PaymentPlanType },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(cartItems)
      .set(change)
      .where(sessionItem(tx, sessionId, productId))
      .returning({ id: cartItems.id });
    if (updated.length === 0) return false;
    await touchCart(tx, sessionId);
    return true;
  });
}

/** Removes a product from the session's cart; false when it is not in it. */
export async function removeCartItem(db: Database, sessionId: string, productId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(cartItems)
      .where(sessionItem(tx, sessionId, productId))
      .returning({ id: cartItems.id });
    if (removed.length === 0) return false;
    await touchCart(tx, sessionId);
    return true;
  });
}

/** Empties the session's cart (the cart itself stays, so its id keeps addressing it). */
export async function clearCart(db: Database, sessionId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(cartItems).where(inArray(cartItems.cartId, sessionCartIds(tx, sessionId)));
    await touchCart(tx, sessionId);
  });
}

/**
 * Moves a guest cart's items into a signed-in shopper's cart (creating it if needed). A product already in
 * the shopper's cart keeps the shopper's line; the guest cart is then deleted. Returns how many moved.
 */
export async function transferCartItems(
  db: Database,
  fromKey: string,
  toKey: string,
  userId: string,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [target] = await tx
      .insert(carts)
      .values({ sessionId: toKey, userId })
      .onConflictDoUpdate({ target: carts.sessionId, set: { updatedAt: sql`now()` } })
      .returning({ id: carts.id });
    if (!target) throw new Error('could not create the cart');
    const inTarget = tx
      .select({ productId: cartItems.productId })
      .from(cartItems)
      .where(eq(cartItems.cartId, target.id));
    const moved = await tx
      .update(cartItems)
      .set({ cartId: target.id })
      .where(
        and(
          inArray(cartItems.cartId, sessionCartIds(tx, fromKey)),
          notInArray(cartItems.productId, inTarget),
        ),
      )
      .returning({ id: cartItems.id });
    await tx.delete(carts).where(eq(carts.sessionId, fromKey));
    return moved.length;
  });
}
