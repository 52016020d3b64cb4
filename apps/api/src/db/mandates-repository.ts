import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Database } from './connect.ts';
import { mandates, orderSchedule, orders } from './schema.ts';

export type MandateRow = typeof mandates.$inferSelect;

/** How many bank accounts a shopper may link (distinct active authorizations). */
export const MAX_LINKED_ACCOUNTS = 3;

/** The order's mandate that is not refused (there is at most one), if any. */
export async function findOrderMandate(db: Database, orderId: number): Promise<MandateRow | undefined> {
  const rows = await db
    .select()
    .from(mandates)
    .where(eq(mandates.orderId, orderId))
    .orderBy(asc(mandates.id));
  return rows.find((row) => row.status !== 'refused') ?? rows.at(-1);
}

export async function findMandate(db: Database, reference: string): Promise<MandateRow | undefined> {
  const [row] = await db.select().from(mandates).where(eq(mandates.reference, reference));
  return row;
}

/**
 * The order's mandate, made now unless one that is not refused exists: one INSERT that the partial unique
 * index turns into nothing when the button was pressed twice (or in two tabs), then the one that is there.
 */
export async function openMandate(
  db: Database,
  values: {
    userId: number;
    orderId: number;
    reference: string;
    provider: string;
    now: Date;
    linked?: Pick<MandateRow, 'authorizationCode' | 'accountName' | 'bankName' | 'last4'>;
  },
): Promise<{ created: boolean; mandate: MandateRow }> {
  const [created] = await db
    .insert(mandates)
    .values({
      publicId: randomUUID(),
      userId: values.userId,
      orderId: values.orderId,
      reference: values.reference,
      provider: values.provider,
      status: values.linked ? 'active' : 'pending',
      ...(values.linked
        ? {
            authorizationCode: values.linked.authorizationCode,
            accountName: values.linked.accountName,
            bankName: values.linked.bankName,
            last4: values.linked.last4,
            activatedAt: values.now,
          }
        : {}),
      createdAt: values.now,
    })
    .onConflictDoNothing()
    .returning();
  if (created) return { created: true, mandate: created };
  const existing = await findOrderMandate(db, values.orderId);
  if (!existing || existing.status === 'refused') throw new Error(`no mandate for order ${values.orderId}`);
  return { created: false, mandate: existing };
}

/**
 * Stores the consent page and the provider's reference for the authorization it started (Paystack makes its
 * own reference: it replaces the one the mandate was opened with). Only the first answer is kept (one
 * conditional UPDATE): when two presses each started an authorization, both answer the stored consent page,
 * whose reference the webhook will name. Answers the consent page that stands.
 */
export async function recordRedirectUrl(
  db: Database,
  mandateId: number,
  { redirectUrl, reference }: { redirectUrl: string; reference: string },
): Promise<string> {
  const [stored] = await db
    .update(mandates)
    .set({ redirectUrl, reference })
    .where(and(eq(mandates.id, mandateId), isNull(mandates.redirectUrl)))
    .returning({ redirectUrl: mandates.redirectUrl });
  if (stored?.redirectUrl) return stored.redirectUrl;
  const [row] = await db
    .select({ redirectUrl: mandates.redirectUrl })
    .from(mandates)
    .where(eq(mandates.id, mandateId));
  return row?.redirectUrl ?? redirectUrl;
}

/** The shopper's linked bank accounts: one per authorization of an active mandate, the first made first. */
export async function linkedAccounts(db: Database, userId: number) {
  const rows = await db
    .select()
    .from(mandates)
    .where(and(eq(mandates.userId, userId), eq(mandates.status, 'active')))
    .orderBy(asc(mandates.id));
  const byCode = new Map<string, MandateRow>();
  for (const row of rows) {
    if (row.authorizationCode && !byCode.has(row.authorizationCode)) byCode.set(row.authorizationCode, row);
  }
  return [...byCode.values()];
}

/**
 * The shopper's mandates as their direct-debits page lists them, newest first: each order's current one
 * (a refused mandate replaced by another is left out; one left refused is shown), with its order and the
 * order's next instalment still to collect.
 */
export async function shopperMandates(db: Database, userId: number) {
  const rows = await db
    .select({ mandate: mandates, order: { publicId: orders.publicId, orderNumber: orders.orderNumber } })
    .from(mandates)
    .innerJoin(orders, eq(mandates.orderId, orders.id))
    // A mandate whose consent the provider never started is nothing the shopper has seen.
    .where(
      and(
        eq(mandates.userId, userId),
        or(ne(mandates.status, 'pending'), sql`${mandates.redirectUrl} is not null`),
      ),
    )
    .orderBy(desc(mandates.id));
  const current = new Map<number, (typeof rows)[number]>();
  for (const row of rows) {
    const seen = current.get(row.mandate.orderId);
    // The newest row of an order wins, unless it is refused and an older one is not (never both: see openMandate).
    if (!seen || (seen.mandate.status === 'refused' && row.mandate.status !== 'refused')) {
      current.set(row.mandate.orderId, row);
    }
  }
  const list = [...current.values()];
  const orderIds = list.map((row) => row.mandate.orderId);
  const due =
    orderIds.length === 0
      ? []
      : await db
          .select()
          .from(orderSchedule)
          .where(
            and(
              inArray(orderSchedule.orderId, orderIds),
              gt(orderSchedule.number, 0),
              ne(orderSchedule.status, 'paid'),
            ),
          )
          .orderBy(asc(orderSchedule.number));
  return list.map((row) => ({
    ...row,
    nextDebit: due.find((d) => d.orderId === row.mandate.orderId) ?? null,
  }));
}

/** One of the shopper's mandates by its public id; undefined when it is not theirs. */
export async function findShopperMandate(db: Database, userId: number, publicId: string) {
  const [row] = await db
    .select()
    .from(mandates)
    .where(and(eq(mandates.userId, userId), eq(mandates.publicId, publicId)));
  return row;
}

/** Active mandates whose notice is over on `today` (a Lagos calendar day). */
export async function mandatesEndingBy(db: Database, today: string): Promise<MandateRow[]> {
  return db
    .select()
    .from(mandates)
    .where(and(eq(mandates.status, 'active'), sql`${mandates.endsOn} <= ${today}`));
}

/** Whether another active mandate still debits through this authorization (a linked account's). */
export async function authorizationStillUsed(db: Database, mandate: MandateRow): Promise<boolean> {
  if (!mandate.authorizationCode) return false;
  const [other] = await db
    .select({ id: mandates.id })
    .from(mandates)
    .where(
      and(
        eq(mandates.authorizationCode, mandate.authorizationCode),
        eq(mandates.status, 'active'),
        ne(mandates.id, mandate.id),
        or(isNull(mandates.endsOn), sql`${mandates.endsOn} > ${mandate.endsOn}`),
      ),
    )
    .limit(1);
  return other !== undefined;
}

/**
 * Ends the order's direct debit today (its order was cancelled): every mandate still pending or active ends
 * on `today`, so the collector queues and claims no debit from now (`debitsOn`) and no reminder goes out; the
 * mandate sweep then tells the provider and marks it revoked. Answers how many mandates it ended.
 */
export async function endOrderMandatesToday(tx: Database, orderId: number, today: string): Promise<number> {
  const ended = await tx
    .update(mandates)
    .set({ endsOn: today })
    .where(
      and(
        eq(mandates.orderId, orderId),
        inArray(mandates.status, ['pending', 'active']),
        or(isNull(mandates.endsOn), sql`${mandates.endsOn} > ${today}`),
      ),
    )
    .returning({ id: mandates.id });
  return ended.length;
}
