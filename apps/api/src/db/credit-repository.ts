import { type Kobo, kobo } from '@oja/domain';
import { and, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from './connect.ts';
import { mandates, orderSchedule, orders } from './schema.ts';

/** What the credit rules need to know of a shopper's earlier instalment orders. */
export interface CreditFacts {
  /** Instalments still owed (number 1 on, not paid) on the shopper's paid instalment orders. */
  owedKobo: Kobo;
  /** A paid instalment order with instalments owed and no direct debit active or waiting for the bank. */
  hasOrderWithoutMandate: boolean;
}

/**
 * The shopper's credit facts, read in one statement each. The orders counted are those already paid: an order
 * still awaiting its down payment is the one a new checkout replaces (one unpaid order per shopper), so two
 * checkouts can never both count on the same credit.
 */
export async function creditFacts(db: Database, userId: number): Promise<CreditFacts> {
  const owedRows = await db
    .select({
      orderId: orderSchedule.orderId,
      owed: sql<string>`sum(${orderSchedule.amountKobo})`,
    })
    .from(orderSchedule)
    .innerJoin(orders, eq(orders.id, orderSchedule.orderId))
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.status, 'paid'),
        gte(orderSchedule.number, 1),
        ne(orderSchedule.status, 'paid'),
      ),
    )
    .groupBy(orderSchedule.orderId);
  const owing = owedRows.map((row) => row.orderId);
  const covered =
    owing.length === 0
      ? []
      : await db
          .selectDistinct({ orderId: mandates.orderId })
          .from(mandates)
          .where(and(inArray(mandates.orderId, owing), inArray(mandates.status, ['pending', 'active'])));
  const withMandate = new Set(covered.map((row) => row.orderId));
  return {
    owedKobo: kobo(owedRows.reduce((sum, row) => sum + Number(row.owed), 0)),
    hasOrderWithoutMandate: owing.some((orderId) => !withMandate.has(orderId)),
  };
}

/**
 * Whether cancelling this mandate would leave its order owing instalments with nothing to collect them: the
 * order is paid, still owes, and no other active mandate covers it.
 */
export async function cancellingLeavesDebtUncollected(
  db: Database,
  mandate: { id: number; orderId: number },
): Promise<boolean> {
  const [owed] = await db
    .select({ n: sql<number>`count(*)` })
    .from(orderSchedule)
    .innerJoin(orders, eq(orders.id, orderSchedule.orderId))
    .where(
      and(
        eq(orderSchedule.orderId, mandate.orderId),
        eq(orders.status, 'paid'),
        gte(orderSchedule.number, 1),
        ne(orderSchedule.status, 'paid'),
      ),
    );
  if (Number(owed?.n ?? 0) === 0) return false;
  const [other] = await db
    .select({ id: mandates.id })
    .from(mandates)
    .where(
      and(eq(mandates.orderId, mandate.orderId), ne(mandates.id, mandate.id), eq(mandates.status, 'active')),
    )
    .limit(1);
  return other === undefined;
}
