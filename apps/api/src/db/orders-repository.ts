import { randomInt, randomUUID } from 'node:crypto';
import {
  type Kobo,
  noLongerAvailableMessage,
  outOfStockMessage,
  type PaymentPlanType,
  type PaymentSchedule,
} from '@oja/domain';
import { and, asc, desc, eq, gte, inArray, or, sql } from 'drizzle-orm';
// Placing an order closes the shopper's earlier unpaid one in its own transaction: a status move, so money/'s.
import { closeUnpaidOrder } from '../money/unpaid-order.ts';
import { noticeCatalogueChange } from './catalogue-notices.ts';
import { parentCategory } from './catalogue-repository.ts';
import type { Database } from './connect.ts';
import { type CreditFacts, creditFacts } from './credit-repository.ts';
import { fulfilmentEventsOf } from './fulfilment-repository.ts';
import { ordersRefunds } from './refunds-repository.ts';
import {
  categories,
  deliveryAddresses,
  keyFacts,
  mandates,
  orderItems,
  orderSchedule,
  orders,
  payments,
  productReviews,
  products,
} from './schema.ts';
import { lockShopper } from './shopper-lock.ts';
import type { UserRow } from './users-repository.ts';

export type OrderRow = typeof orders.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

/** Crockford's base 32: no I, L, O or U, so an order number read aloud is not misread. */
const ORDER_NUMBER_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** 'OJA-' and 8 random characters (32^8, about 10^12: a clash is retried by the unique constraint). */
function newOrderNumber(): string {
  let code = '';
  for (let i = 0; i < 8; i++) code += ORDER_NUMBER_ALPHABET[randomInt(ORDER_NUMBER_ALPHABET.length)];
  return `OJA-${code}`;
}

/** Thrown inside the order's transaction to roll it back when a line cannot be reserved (none left, or off sale). */
class OutOfStock extends Error {}

/** One line of an order as priced from the cart: the plan is the one the cart shows (reconciled). */
interface PricedLine {
  productId: number;
  productName: string;
  quantity: number;
  unitPrice: Kobo;
  plan: PaymentPlanType;
}

/**
 * An order as orders/pricing.ts prices it from the cart with the domain's rules: what placeOrder stores. Defined
 * here, beside the tables it fills, so that the repository imports nothing from the layers above it.
 */
export interface PricedOrder {
  lines: PricedLine[];
  subtotal: Kobo;
  vat: Kobo;
  shipping: Kobo;
  total: Kobo;
  schedule: PaymentSchedule;
  /** What the checkout was made of: the same key is the same checkout (pressing Pay twice). */
  checkoutKey: string;
  /**
   * The key facts statement of this very pricing that the shopper accepted (instalment orders; issue 42):
   * built under the shopper's lock from the schedule stored here, so it cannot disagree with the order.
   */
  keyFacts?: AcceptedKeyFacts;
}

/** What pricing answers: the order to store, or why the shopper may not have it. */
type Pricing<Refusal> = { ok: true; order: PricedOrder } | { ok: false; refusal: Refusal };

export interface PlaceOrderInput<Refusal> {
  userId: number;
  /**
   * Prices the cart for the shopper as they are under the lock (tier, verifications) and with what their
   * earlier instalment orders owe as committed then: the credit rules are judged inside the transaction that
   * places the order, never on facts read before it.
   */
  price: (shopper: UserRow, credit: CreditFacts) => Pricing<Refusal>;
  shippingOption: string;
  address: { publicId: string; streetAddress: string; state: string };
  provider: string;
  now: Date;
  expiresAt: Date;
  newReference: (orderNumber: string) => string;
}

/** A key facts statement as accepted: the server's own text of it, its hash and version, when and where. */
interface AcceptedKeyFacts {
  version: string;
  hash: string;
  text: string;
  acceptedAt: Date;
  device: string | null;
}

/** Stores the accepted statement with its order; the first acceptance of an order is the one kept. */
async function recordKeyFacts(tx: Database, orderId: number, accepted: AcceptedKeyFacts | undefined) {
  if (!accepted) return;
  await tx
    .insert(keyFacts)
    .values({ orderId, ...accepted })
    .onConflictDoNothing();
}

export type PlaceOrderResult<Refusal> =
  | { kind: 'created' | 'reused'; order: OrderRow; payment: PaymentRow }
  | { kind: 'out-of-stock'; message: string }
  | { kind: 'refused'; refusal: Refusal };

/**
 * Places an order, or finds the one this same checkout already placed. In one transaction, with the
 * shopper's row locked (lockShopper) so that two requests of one shopper (Pay pressed twice, two tabs), and a
 * payment settling one of their orders, run one after the other:
 * - the cart is priced with the shopper's credit read under the lock (creditFacts): a refusal writes nothing;
 * - the shopper's unpaid order with the same checkout key, not expired, is answered again, with its open
 *   payment (a new payment reference when its last one failed);
 * - any other unpaid order of the shopper (a changed cart, or expired) is closed and gives its stock back;
 * - each line's units are taken with one conditional UPDATE (`stock >= quantity`), in product order so
 *   that two orders never wait on each other: of orders racing for the last unit, exactly one gets it;
 * - the order, its items, its schedule, its accepted key facts statement and its first payment's reference
 *   are written (a reused order keeps the statement first accepted for it).
 * At most one unpaid order per shopper is also a unique index (orders_one_unpaid_per_user).
 */
export async function placeOrder<Refusal>(
  db: Database,
  input: PlaceOrderInput<Refusal>,
): Promise<PlaceOrderResult<Refusal>> {
  try {
    return await db.transaction(async (tx): Promise<PlaceOrderResult<Refusal>> => {
      const shopper = await lockShopper(tx, input.userId);
      if (!shopper) throw new Error(`no shopper ${input.userId}`);
      const pricing = input.price(shopper, await creditFacts(tx, input.userId));
      if (!pricing.ok) return { kind: 'refused', refusal: pricing.refusal };
      const priced = pricing.order;
      const [open] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.userId, input.userId), eq(orders.status, 'awaiting_payment')));
      if (open && open.checkoutKey === priced.checkoutKey && open.expiresAt > input.now) {
        await recordKeyFacts(tx, open.id, priced.keyFacts);
        return { kind: 'reused', order: open, payment: await openPayment(tx, open, input) };
      }
      if (open) await closeUnpaidOrder(tx, open.id, open.expiresAt <= input.now ? 'expired' : 'cancelled');

      let soldOut = false;
      for (const line of [...priced.lines].sort((a, b) => a.productId - b.productId)) {
        const taken = await tx
          .update(products)
          .set({
            stock: sql`${products.stock} - ${line.quantity}`,
            inStock: sql`${products.stock} - ${line.quantity} > 0`,
          })
          // Only a product on sale: one unpublished since the cart was priced is not reserved either.
          .where(
            and(
              eq(products.id, line.productId),
              gte(products.stock, line.quantity),
              eq(products.published, true),
            ),
          )
          .returning({ id: products.id, stock: products.stock });
        if (taken[0]?.stock === 0) soldOut = true;
        if (taken.length === 0) {
          const [left] = await tx
            .select({ stock: products.stock, published: products.published })
            .from(products)
            .where(eq(products.id, line.productId));
          throw new OutOfStock(
            left?.published === false
              ? noLongerAvailableMessage(line.productName)
              : outOfStockMessage(line.productName, left?.stock ?? 0),
          );
        }
      }
      // Shoppers see whether a product is in stock, not how many: only the last unit taken changes a page.
      if (soldOut) await noticeCatalogueChange(tx);

      const [order] = await tx
        .insert(orders)
        .values({
          publicId: randomUUID(),
          orderNumber: newOrderNumber(),
          userId: input.userId,
          status: 'awaiting_payment',
          plan: priced.schedule.plan,
          checkoutKey: priced.checkoutKey,
          shippingOption: input.shippingOption,
          deliveryAddressId: input.address.publicId,
          deliveryStreet: input.address.streetAddress,
          deliveryState: input.address.state,
          subtotalKobo: priced.subtotal,
          vatKobo: priced.vat,
          shippingKobo: priced.shipping,
          totalKobo: priced.total,
          firstPaymentKobo: priced.schedule.firstPayment.amount,
          instalmentCount: priced.schedule.instalmentCount,
          expiresAt: input.expiresAt,
          createdAt: input.now,
        })
        .returning();
      if (!order) throw new Error('insert returned no order');
      await tx.insert(orderItems).values(
        priced.lines.map((line) => ({
          orderId: order.id,
          productId: line.productId,
          productName: line.productName,
          quantity: line.quantity,
          unitPriceKobo: line.unitPrice,
          plan: line.plan,
        })),
      );
      await tx.insert(orderSchedule).values(
        [priced.schedule.firstPayment, ...priced.schedule.instalments].map((p) => ({
          orderId: order.id,
          number: p.number,
          amountKobo: p.amount,
          dueDate: p.date,
        })),
      );
      await recordKeyFacts(tx, order.id, priced.keyFacts);
      return { kind: 'created', order, payment: await newPayment(tx, order, input) };
    });
  } catch (error) {
    if (error instanceof OutOfStock) return { kind: 'out-of-stock', message: error.message };
    throw error;
  }
}

/** The payment a reused order is paid with: its latest one while still open, else a new attempt. */
async function openPayment(
  tx: Database,
  order: OrderRow,
  input: PlaceOrderInput<unknown>,
): Promise<PaymentRow> {
  const [latest] = await tx
    .select()
    .from(payments)
    .where(eq(payments.orderId, order.id))
    .orderBy(desc(payments.id))
    .limit(1);
  return latest?.status === 'pending' ? latest : newPayment(tx, order, input);
}

async function newPayment(
  tx: Database,
  order: OrderRow,
  input: PlaceOrderInput<unknown>,
): Promise<PaymentRow> {
  const [payment] = await tx
    .insert(payments)
    .values({
      orderId: order.id,
      reference: input.newReference(order.orderNumber),
      provider: input.provider,
      amountKobo: order.firstPaymentKobo,
      currency: 'NGN',
      status: 'pending',
      createdAt: input.now,
    })
    .returning();
  if (!payment) throw new Error('insert returned no payment');
  return payment;
}

/** Records the hosted page of a payment the provider has started. */
export async function recordAuthorizationUrl(db: Database, paymentId: number, url: string): Promise<void> {
  await db.update(payments).set({ authorizationUrl: url }).where(eq(payments.id, paymentId));
}

/** One of the shopper's delivery addresses by its public id; undefined when not theirs. */
export async function findShopperAddress(db: Database, userId: number, publicId: string) {
  const [address] = await db
    .select()
    .from(deliveryAddresses)
    .where(and(eq(deliveryAddresses.userId, userId), eq(deliveryAddresses.publicId, publicId)));
  return address;
}

/** One of the shopper's orders, by its public id or its order number; undefined when not theirs. */
export async function findShopperOrder(db: Database, userId: number, idOrNumber: string) {
  const [order] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        or(eq(orders.publicId, idOrNumber), eq(orders.orderNumber, idOrNumber.toUpperCase())),
      ),
    );
  return order;
}

/**
 * What an order's answer needs besides the order: its items with their products, schedule, payments, mandates
 * and refunds.
 */
export async function orderDetails(db: Database, order: OrderRow) {
  const [details] = await ordersDetails(db, [order]);
  if (!details) throw new Error(`no details for order ${order.id}`);
  return details;
}

/**
 * orderDetails of many orders (one shopper's list) in seven queries, not seven per order; each answer
 * carries its order, in the orders' order.
 */
export async function ordersDetails(db: Database, list: readonly OrderRow[]) {
  const ids = list.map((o) => o.id);
  if (ids.length === 0) return [];
  const userIds = [...new Set(list.map((o) => o.userId))];
  const [items, schedule, attempts, orderMandates, orderRefundRows, events, statements] = await Promise.all([
    db
      .select({
        orderId: orderItems.orderId,
        item: orderItems,
        product: products,
        category: { name: categories.name, slug: categories.slug },
        parent: { name: parentCategory.name, slug: parentCategory.slug },
        reviewed: sql<boolean>`${productReviews.id} is not null`,
      })
      .from(orderItems)
      .innerJoin(orders, eq(orderItems.orderId, orders.id))
      .innerJoin(products, eq(orderItems.productId, products.id))
      .innerJoin(categories, eq(products.categoryId, categories.id))
      .innerJoin(parentCategory, eq(categories.parentId, parentCategory.id))
      .leftJoin(
        productReviews,
        and(
          eq(productReviews.productId, orderItems.productId),
          eq(productReviews.userId, orders.userId),
          inArray(productReviews.userId, userIds),
        ),
      )
      .where(inArray(orderItems.orderId, ids))
      .orderBy(asc(orderItems.id)),
    db
      .select()
      .from(orderSchedule)
      .where(inArray(orderSchedule.orderId, ids))
      .orderBy(asc(orderSchedule.number)),
    db.select().from(payments).where(inArray(payments.orderId, ids)).orderBy(asc(payments.id)),
    db
      .select({
        orderId: mandates.orderId,
        status: mandates.status,
        redirectUrl: mandates.redirectUrl,
        bankName: mandates.bankName,
        last4: mandates.last4,
      })
      .from(mandates)
      .where(inArray(mandates.orderId, ids))
      .orderBy(asc(mandates.id)),
    ordersRefunds(db, ids),
    fulfilmentEventsOf(db, ids),
    db.select().from(keyFacts).where(inArray(keyFacts.orderId, ids)),
  ]);
  return list.map((order) => ({
    order,
    items: items.filter((row) => row.orderId === order.id),
    schedule: schedule.filter((row) => row.orderId === order.id),
    payments: attempts.filter((row) => row.orderId === order.id),
    mandates: orderMandates.filter((row) => row.orderId === order.id),
    refunds: orderRefundRows.filter((row) => row.orderId === order.id),
    fulfilmentEvents: events.filter((row) => row.orderId === order.id),
    keyFacts: statements.find((row) => row.orderId === order.id) ?? null,
  }));
}

export type OrderDetails = Awaited<ReturnType<typeof orderDetails>>;

/** The shopper's orders that are purchases (any but those still awaiting payment), newest first. */
const shownOrders = (userId: number) =>
  and(eq(orders.userId, userId), sql`${orders.status} <> 'awaiting_payment'`);

/** A page of the shopper's purchases, newest first. */
export async function shopperOrders(
  db: Database,
  userId: number,
  { limit, offset }: { limit: number; offset: number },
): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(shownOrders(userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit)
    .offset(offset);
}

/**
 * What the purchases tabs count, for every one of the shopper's purchases (not only a page): each order's
 * status, instalment count, instalments collected and whether its mandate is active, in one query.
 */
export async function shopperPurchaseFacts(db: Database, userId: number) {
  // Spelled out: drizzle leaves the outer table's own columns unqualified, and "id" would be the mandate's.
  const orderId = sql.raw('"orders"."id"');
  return db
    .select({
      status: orders.status,
      instalmentCount: orders.instalmentCount,
      instalmentsCompleted: sql<number>`(select count(*)::int from ${orderSchedule} where ${orderSchedule.orderId} = ${orderId} and ${orderSchedule.number} > 0 and ${orderSchedule.status} = 'paid')`,
      mandateStatus: sql<
        string | null
      >`(select 'active' from ${mandates} where ${mandates.orderId} = ${orderId} and ${mandates.status} = 'active' limit 1)`,
    })
    .from(orders)
    .where(shownOrders(userId));
}
