import { type CreditControls, type Kobo, kobo } from '@oja/domain';
import { and, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from './connect.ts';
import { creditControls, mandates, orderSchedule, orders, staff } from './schema.ts';

/**
 * What the credit rules need to know of a shopper: their earlier instalment orders, and what the console set
 * on their credit (a custom limit, a freeze), read with them so checkout obeys a change at once.
 */
export interface CreditFacts extends CreditControls {
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
  const controls = await creditControlsOf(db, userId);
  return {
    owedKobo: kobo(owedRows.reduce((sum, row) => sum + Number(row.owed), 0)),
    hasOrderWithoutMandate: owing.some((orderId) => !withMandate.has(orderId)),
    customLimitKobo: controls?.customLimitKobo ?? null,
    frozen: controls?.frozenAt != null,
  };
}

export type CreditControlsRow = typeof creditControls.$inferSelect;

/** What the console set on the shopper's credit; undefined when nothing ever was. */
export async function creditControlsOf(db: Database, userId: number): Promise<CreditControlsRow | undefined> {
  const [row] = await db.select().from(creditControls).where(eq(creditControls.userId, userId));
  return row;
}

/** Sets (or, with null, removes) the shopper's custom limit. The caller has checked it against the tier. */
export async function setCustomLimit(db: Database, userId: number, limitKobo: Kobo | null, at: Date) {
  await db
    .insert(creditControls)
    .values({ userId, customLimitKobo: limitKobo, updatedAt: at })
    .onConflictDoUpdate({
      target: creditControls.userId,
      set: { customLimitKobo: limitKobo, updatedAt: at },
    });
}

/**
 * Freezes the shopper's credit, with why and by whom; false when it was already frozen (the first freeze
 * and its reason stand, so two staff members freezing at once make one freeze, audited once).
 */
export async function freezeCredit(
  db: Database,
  userId: number,
  freeze: { reason: string; staffId: number },
  at: Date,
): Promise<boolean> {
  const set = { frozenAt: at, frozenReason: freeze.reason, frozenByStaffId: freeze.staffId, updatedAt: at };
  const rows = await db
    .insert(creditControls)
    .values({ userId, ...set })
    .onConflictDoUpdate({
      target: creditControls.userId,
      set,
      setWhere: sql`${creditControls.frozenAt} is null`,
    })
    .returning({ userId: creditControls.userId });
  return rows.length > 0;
}

/** Lifts the freeze; false when the credit was not frozen. */
export async function unfreezeCredit(db: Database, userId: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(creditControls)
    .set({ frozenAt: null, frozenReason: null, frozenByStaffId: null, updatedAt: at })
    .where(and(eq(creditControls.userId, userId), sql`${creditControls.frozenAt} is not null`))
    .returning({ userId: creditControls.userId });
  return rows.length > 0;
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

/** What the console shows of the controls: the custom limit, and a freeze with who froze it, when and why. */
export interface CreditStanding {
  customLimitKobo: Kobo | null;
  freeze: { at: Date; reason: string; staffName: string } | null;
}

/** The shopper's credit controls as the console's shopper page shows them. */
export async function creditStanding(db: Database, userId: number): Promise<CreditStanding> {
  const [row] = await db
    .select({
      customLimitKobo: creditControls.customLimitKobo,
      frozenAt: creditControls.frozenAt,
      frozenReason: creditControls.frozenReason,
      staffName: staff.name,
    })
    .from(creditControls)
    .leftJoin(staff, eq(staff.id, creditControls.frozenByStaffId))
    .where(eq(creditControls.userId, userId));
  return {
    customLimitKobo: row?.customLimitKobo ?? null,
    freeze:
      row?.frozenAt && row.frozenReason !== null
        ? { at: row.frozenAt, reason: row.frozenReason, staffName: row.staffName ?? '' }
        : null,
  };
}
