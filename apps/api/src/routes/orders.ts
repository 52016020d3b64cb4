import {
  groupPurchases,
  koboToNaira,
  lagosCalendarDate,
  ORDER_PAYMENT_WINDOW_MINUTES,
  type OrderRefusal,
  type OrderRefusalReason,
  shippingOption,
  shopPaths,
} from '@oja/domain';
import type { Context } from 'hono';
import { limitProviderCalls } from '../auth/provider-call-limit.ts';
import { requireUser } from '../auth/sessions.ts';
import { listCartLines } from '../db/cart-repository.ts';
import {
  findShopperAddress,
  findShopperOrder,
  type OrderRow,
  orderDetails,
  ordersDetails,
  type PaymentRow,
  placeOrder,
  recordAuthorizationUrl,
  shopperOrders,
  shopperPurchaseFacts,
} from '../db/orders-repository.ts';
import { findShopperPayment } from '../db/payments-repository.ts';
import type { SignedInEnv } from '../env.ts';
import { refuse } from '../http/refuse.ts';
import { defaulted, route, routes } from '../http/route.ts';
import { closeUnstartedPayment } from '../money/first-payment.ts';
import { expireUnpaidOrders } from '../money/unpaid-order.ts';
import { logger } from '../ops/log.ts';
import { type KeyFactsRefusal, withAcceptedKeyFacts } from '../orders/key-facts-acceptance.ts';
import { priceOrder } from '../orders/pricing.ts';
import { newPaymentReference, PaymentProviderError } from '../payments/card-payments.ts';
import { standingAccountOnDemand } from '../payments/transfers/standing-accounts.ts';
import { settle } from '../settlement/settle.ts';
import { toWireOrder, toWireStandingAccount } from '../wire/order.ts';

const ADDRESS_NOT_FOUND = 'Address not found';
const ORDER_NOT_FOUND = 'Order not found';
const PAYMENT_NOT_STARTED = 'The card payment could not be started. Please try again.';
const PROVIDER_SILENT = 'The card provider is not answering. Please try again in a moment.';

/**
 * Cart rules answer 400; rules about the shopper (verifications, tier limits) 403; an instalment order
 * without the acceptance of its own key facts statement 422.
 */
const REFUSAL_STATUS: Record<OrderRefusalReason | KeyFactsRefusal['reason'], 400 | 403 | 409 | 422> = {
  'empty-cart': 400,
  // As a line out of stock: the cart changed under the shopper, who must change it back.
  unavailable: 409,
  'mixed-plans': 400,
  'down-payment-above-maximum': 400,
  'verification-required': 403,
  'tier-2-required': 403,
  'above-instalment-limit': 403,
  'mandate-required': 403,
  // The team froze the shopper's credit (issue 45): a rule about the shopper, as the limits.
  'credit-frozen': 403,
  'key-facts-not-accepted': 422,
  'key-facts-changed': 422,
};

/**
 * Where the card provider sends the shopper back: the payment-success page of a paid-in-full order, or the
 * mandate setup page (which validates the down payment, then sets up the direct debit) of an instalment one.
 */
function callbackUrl(c: Context<SignedInEnv>, order: OrderRow): string {
  const origin = c.get('publicUrl') ?? new URL(c.req.url).origin;
  return order.instalmentCount > 0
    ? `${origin}${shopPaths.mandateCreate(koboToNaira(order.firstPaymentKobo), order.publicId)}`
    : `${origin}${shopPaths.paymentSuccess(order.publicId)}`;
}

/**
 * The shopper's standing account when the orders shown include an instalment order: made here, on the first
 * view after its down payment settled (the order page is where the shopper first needs it; the payment sweep
 * makes it for a shopper who never looks). A provider failure shows the orders without it.
 */
async function shoppersStandingAccount(c: Context<SignedInEnv>, shown: readonly OrderRow[]) {
  if (!shown.some((order) => order.instalmentCount > 0)) return null;
  const account = await standingAccountOnDemand(
    c.get('db'),
    c.get('transfers'),
    c.get('user').id,
    new Date(c.get('now')()),
  );
  return toWireStandingAccount(account);
}

/** An instalment order carries the shopper's standing account (null until it is made); a full-price one not. */
function withStandingAccount<T extends object>(
  wire: T,
  order: OrderRow,
  standing: ReturnType<typeof toWireStandingAccount>,
) {
  return order.instalmentCount > 0 ? { ...wire, standingAccount: standing } : wire;
}

/** The order's answer: the order as the wire has it, its card payment, and the direct-debit figures. */
async function orderAnswer(
  c: Context<SignedInEnv>,
  order: OrderRow,
  payment: PaymentRow & { authorizationUrl: string },
) {
  const wire = toWireOrder(order, await orderDetails(c.get('db'), order));
  return {
    order: wire,
    paystack_config: {
      reference: payment.reference,
      email: c.get('user').email,
      key: c.get('cardPayments').publicKey,
      amount: payment.amountKobo,
      currency: 'NGN' as const,
      authorization_url: payment.authorizationUrl,
    },
    ...(order.instalmentCount > 0
      ? {
          mandate_data: {
            consolidated_total_amount: wire.totalAmount,
            first_installment_payment: wire.firstPayment,
          },
        }
      : {}),
  };
}

/** Checkout's server side: the shopper's orders, placed from the cart the server holds. */
export const orderRoutes = routes(
  route('POST /orders/create-paystack-order', requireUser, limitProviderCalls, async (c, { body }) => {
    const db = c.get('db');
    const user = c.get('user');
    const now = c.get('now')();
    const shipping = shippingOption(body.shippingOption);
    if (!shipping) return refuse(c, 400, 'Unknown shipping option');
    const address = await findShopperAddress(db, user.id, body.deliveryAddressId);
    if (!address) return refuse(c, 404, ADDRESS_NOT_FOUND);

    const cart = await listCartLines(db, `user:${user.userId}`);
    // Orders whose time is up give their stock back before this one asks for it (the sweep does it too).
    await expireUnpaidOrders(db, new Date(now));
    const cardPayments = c.get('cardPayments');
    const placed = await placeOrder<OrderRefusal | KeyFactsRefusal>(db, {
      userId: user.id,
      // Credit is judged across the shopper's orders: what earlier instalment orders still owe counts against
      // the tier's limit, and an earlier one without a direct debit stops new instalment orders. placeOrder
      // reads both under the shopper's lock, which a payment settling an earlier order takes too (issue 41).
      // The key facts statement is checked here too, under the lock, against the order as priced there.
      price: (shopper, credit) => {
        const priced = priceOrder(
          cart,
          { ...shopper, ...credit },
          shipping,
          address.publicId,
          lagosCalendarDate(now),
        );
        if (!priced.ok) return priced;
        return withAcceptedKeyFacts(priced.order, body.keyFactsAccepted, {
          now: new Date(now),
          userAgent: c.req.header('user-agent'),
        });
      },
      shippingOption: shipping.id,
      address,
      provider: cardPayments.kind,
      now: new Date(now),
      expiresAt: new Date(now + ORDER_PAYMENT_WINDOW_MINUTES * 60_000),
      newReference: newPaymentReference,
    });
    if (placed.kind === 'refused') {
      return refuse(c, REFUSAL_STATUS[placed.refusal.reason], placed.refusal.message);
    }
    if (placed.kind === 'out-of-stock') return refuse(c, 409, placed.message);

    const { order, payment } = placed;
    let authorizationUrl = payment.authorizationUrl;
    if (!authorizationUrl) {
      try {
        ({ authorizationUrl } = await cardPayments.initialize({
          reference: payment.reference,
          amount: payment.amountKobo,
          currency: 'NGN',
          email: user.email,
          callbackUrl: callbackUrl(c, order),
        }));
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        logger.warn(`Card payment ${payment.reference} not started: ${error.message}`);
        await closeUnstartedPayment(db, payment.id, error.message);
        return refuse(c, 502, PAYMENT_NOT_STARTED);
      }
      await recordAuthorizationUrl(db, payment.id, authorizationUrl);
    }
    const data = await orderAnswer(c, order, { ...payment, authorizationUrl });
    return placed.kind === 'created'
      ? c.json({ success: true, message: 'Order placed', data }, 201)
      : c.json({ success: true, message: 'Order already placed', data }, 200);
  }),
  route('POST /orders/validate-paystack-payment', requireUser, limitProviderCalls, async (c, { body }) => {
    const { reference } = body;
    const db = c.get('db');
    const mine = await findShopperPayment(db, c.get('user').id, reference);
    if (!mine) return refuse(c, 404, 'Payment not found');
    let settled: Awaited<ReturnType<typeof settle>>;
    try {
      settled = await settle(
        { db, cardPayments: c.get('cardPayments'), email: c.get('email'), now: c.get('now') },
        reference,
      );
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      logger.warn(`Payment ${reference} not verified: ${error.message}`);
      return refuse(c, 502, PROVIDER_SILENT);
    }
    const order = (await findShopperOrder(db, c.get('user').id, mine.order.publicId)) ?? mine.order;
    const verified = settled.kind === 'paid';
    return c.json({
      success: true,
      message: verified ? 'Payment verified' : 'Payment not verified',
      payment_verified: verified,
      status:
        settled.kind === 'paid'
          ? ('success' as const)
          : settled.kind === 'not-paid'
            ? settled.status
            : ('abandoned' as const),
      data: {
        orderId: order.publicId,
        orderNumber: order.orderNumber,
        orderStatus: order.status,
      },
    });
  }),
  route('GET /orders/get-all-orders', requireUser, async (c, { query }) => {
    const db = c.get('db');
    const user = c.get('user');
    const { page, per_page: perPage } = defaulted(query, 'page', 'per_page');
    const [rows, facts] = await Promise.all([
      shopperOrders(db, user.id, { limit: perPage, offset: (page - 1) * perPage }),
      shopperPurchaseFacts(db, user.id),
    ]);
    const details = await ordersDetails(db, rows);
    const tabs = groupPurchases(facts);
    const standing = await shoppersStandingAccount(c, rows);
    return c.json({
      success: true,
      message: 'Orders fetched successfully',
      data: {
        orders: details.map((d) => withStandingAccount(toWireOrder(d.order, d), d.order, standing)),
        status_counts: {
          pending: tabs.pending.length,
          ongoing: tabs.ongoing.length,
          completed: tabs.completed.length,
          cancelled: tabs.cancelled.length,
        },
        pagination: {
          page,
          per_page: perPage,
          total: facts.length,
          total_pages: Math.ceil(facts.length / perPage),
        },
      },
    });
  }),
  route('GET /orders/get-single-order/{id}', requireUser, async (c, { params }) => {
    const db = c.get('db');
    const order = await findShopperOrder(db, c.get('user').id, params.id);
    if (!order) return refuse(c, 404, ORDER_NOT_FOUND);
    const standing = await shoppersStandingAccount(c, [order]);
    const data = withStandingAccount(toWireOrder(order, await orderDetails(db, order)), order, standing);
    return c.json({ success: true, message: 'Order fetched successfully', data });
  }),
);
