import { formatCalendarDate, formatKobo, formatLagosDateTime, kobo, shippingOption } from '@oja/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { fulfilmentEventsOf } from '../db/fulfilment-repository.ts';
import { type EmailKind, markEmailSent } from '../db/payments-repository.ts';
import { keyFacts, orderItems, orderSchedule, orders, users } from '../db/schema.ts';
import type { EmailSender } from '../email/sender.ts';
import { logger } from '../ops/log.ts';

/** What sending an order's email needs (settle.ts passes its own deps, which have these). */
interface OrderEmailDeps {
  db: Database;
  email: EmailSender;
  now: () => number;
}

/** Sends one order email and marks it sent; a failure is logged and left for the sweep to send again. */
export async function sendOrderEmail(deps: OrderEmailDeps, orderId: number, kind: EmailKind): Promise<void> {
  try {
    const message = await orderEmail(deps.db, orderId, kind);
    await deps.email.send(message);
    await markEmailSent(deps.db, orderId, kind, new Date(deps.now()));
  } catch (error) {
    logger.error({ err: error }, `Order email (${kind}) of order ${orderId} not sent yet`);
  }
}

async function orderEmail(db: Database, orderId: number, kind: EmailKind) {
  const [row] = await db
    .select({ order: orders, email: users.email, firstName: users.firstName })
    .from(orders)
    .innerJoin(users, eq(orders.userId, users.id))
    .where(eq(orders.id, orderId));
  if (!row) throw new Error(`no order ${orderId}`);
  const { order } = row;
  const paid = formatKobo(order.firstPaymentKobo);
  if (kind === 'refund') {
    return {
      to: row.email,
      subject: `Your payment for Oja order ${order.orderNumber} will be refunded`,
      text: [
        `We received ${paid} for order ${order.orderNumber} after it had expired, and its items are no longer in stock.`,
        '',
        'We are refunding the payment to your card: it reaches you in 7 to 14 business days.',
      ].join('\n'),
    };
  }
  if (kind === 'shipped' || kind === 'delivered') return fulfilmentEmail(db, row.email, order, kind);
  const [items, schedule, [statement]] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id)),
    db
      .select()
      .from(orderSchedule)
      .where(and(eq(orderSchedule.orderId, orderId)))
      .orderBy(asc(orderSchedule.number)),
    db.select().from(keyFacts).where(eq(keyFacts.orderId, orderId)),
  ]);
  const shipping = shippingOption(order.shippingOption);
  const rest = kobo(order.totalKobo - order.firstPaymentKobo);
  const next = schedule[1];
  return {
    to: row.email,
    subject: `Your Oja order ${order.orderNumber} is confirmed`,
    text: [
      `Order ${order.orderNumber} is confirmed: we received ${paid} by card.`,
      '',
      ...items.map(
        (item) =>
          `- ${item.quantity} × ${item.productName} (${formatKobo(kobo(item.unitPriceKobo * item.quantity))})`,
      ),
      '',
      `Items ${formatKobo(order.subtotalKobo)}, VAT ${formatKobo(order.vatKobo)}, ${shipping?.label ?? 'Delivery'} ${formatKobo(order.shippingKobo)}: order total ${formatKobo(order.totalKobo)}.`,
      order.instalmentCount > 0 && next
        ? `Still to pay: ${formatKobo(rest)} in ${order.instalmentCount} ${order.plan} instalments from ${next.dueDate}, by direct debit once you have set it up.`
        : 'Nothing more to pay.',
      `Delivery to ${order.deliveryStreet}, ${order.deliveryState}: ${shipping?.detail ?? ''}.`,
      ...(statement ? keyFactsDocument(statement) : []),
    ].join('\n'),
  };
}

/**
 * The key facts statement the shopper accepted, word for word, as a document of its own at the end of the
 * confirmation: the shopper keeps a copy of what they agreed to (issue 42). Its version and hash let anyone
 * check it is the text stored with the order.
 */
function keyFactsDocument(statement: typeof keyFacts.$inferSelect): string[] {
  return [
    '',
    '----------------------------------------',
    'KEY FACTS STATEMENT',
    `Accepted on ${formatLagosDateTime(statement.acceptedAt.toISOString())} (Lagos time). Version ${statement.version}.`,
    '----------------------------------------',
    '',
    statement.text,
    '',
    `Reference: SHA-256 ${statement.hash}`,
  ];
}

/** The shopper's word that the order shipped (carrier, tracking number, expected date) or was delivered. */
async function fulfilmentEmail(
  db: Database,
  to: string,
  order: { id: number; orderNumber: string; deliveryStreet: string; deliveryState: string },
  kind: 'shipped' | 'delivered',
) {
  const shipped = (await fulfilmentEventsOf(db, [order.id])).find((e) => e.status === 'shipped');
  if (kind === 'delivered') {
    return {
      to,
      subject: `Your Oja order ${order.orderNumber} was delivered`,
      text: [
        `Order ${order.orderNumber} was delivered to ${order.deliveryStreet}, ${order.deliveryState}.`,
        '',
        'Something wrong with it? Tell us within 24 hours of delivery: buyer protection covers returns for 7 days.',
      ].join('\n'),
    };
  }
  return {
    to,
    subject: `Your Oja order ${order.orderNumber} has shipped`,
    text: [
      `Order ${order.orderNumber} is on its way to ${order.deliveryStreet}, ${order.deliveryState}.`,
      '',
      `Carrier: ${shipped?.carrier ?? ''}`,
      `Tracking number: ${shipped?.trackingNumber ?? ''}`,
      `Expected delivery: ${shipped?.expectedDelivery ? formatCalendarDate(shipped.expectedDelivery) : ''}`,
      '',
      'Follow it from My purchases.',
    ].join('\n'),
  };
}
