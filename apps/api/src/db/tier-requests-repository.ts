import { instalmentLimit, type TierDecision } from '@oja/domain';
import { and, asc, count, desc, eq, gt, gte, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from './connect.ts';
import { addressChecks, creditControls, orderSchedule, orders, tierRequests, users } from './schema.ts';

export type TierRequestStatus = 'waiting' | 'approved' | 'refused';

/**
 * Records a shopper's Tier 2 request, unless one of theirs is already waiting (pressing the button twice, or
 * asking again before an answer, keeps one request in the queue). Answers whether a request was added.
 */
export async function recordTierRequest(db: Database, userId: number, createdAt: Date): Promise<boolean> {
  const added = await db.execute(sql`
    insert into ${tierRequests} (user_id, created_at)
    select ${userId}, ${createdAt}
    where not exists (
      select 1 from ${tierRequests} where user_id = ${userId} and status = 'waiting'
    )
    returning id`);
  // Both drivers (node-postgres and PGlite) answer the rows in `rows`.
  return (added as unknown as { rows: unknown[] }).rows.length > 0;
}

/** What the decision queue shows of a request: the shopper's verification facts and their history with Oja. */
export interface TierRequestFacts {
  requestId: number;
  status: TierRequestStatus;
  requestedAt: Date;
  decidedAt: Date | null;
  refusalReason: string | null;
  shopper: {
    userId: string;
    email: string;
    phoneNumber: string;
    firstName: string | null;
    lastName: string | null;
    memberSince: Date;
    emailVerified: boolean;
    isTier2: boolean;
    bvnLast4: string | null;
    bvnVerifiedAt: Date | null;
    residentialAddress: string | null;
    residentialState: string | null;
    addressCheck: string | null;
  };
  history: { paidOrders: number; instalmentsPaid: number; instalmentsFailed: number; owedKobo: number };
}

/**
 * The requests in `status`, oldest first when waiting (the queue is first come, first served), newest first
 * once decided; at most `limit`.
 */
export async function listTierRequests(
  db: Database,
  status: TierRequestStatus,
  limit: number,
): Promise<TierRequestFacts[]> {
  const rows = await db
    .select({ request: tierRequests, user: users })
    .from(tierRequests)
    .innerJoin(users, eq(users.id, tierRequests.userId))
    .where(eq(tierRequests.status, status))
    .orderBy(
      status === 'waiting' ? asc(tierRequests.createdAt) : desc(tierRequests.decidedAt),
      asc(tierRequests.id),
    )
    .limit(limit);
  return withFacts(db, rows);
}

/** One request with its facts, whatever its state; null when there is none. */
export async function tierRequestFacts(db: Database, requestId: number): Promise<TierRequestFacts | null> {
  const found = await findTierRequest(db, requestId);
  return found ? ((await withFacts(db, [found]))[0] ?? null) : null;
}

type RequestRow = { request: typeof tierRequests.$inferSelect; user: typeof users.$inferSelect };

/** Adds each shopper's history and latest address check to their requests, in three queries for them all. */
async function withFacts(db: Database, rows: RequestRow[]): Promise<TierRequestFacts[]> {
  if (rows.length === 0) return [];
  const userIds = [...new Set(rows.map((row) => row.user.id))];
  const [paidOrders, instalments, checks] = await Promise.all([
    db
      .select({ userId: orders.userId, paid: count() })
      .from(orders)
      .where(and(inArray(orders.userId, userIds), eq(orders.status, 'paid')))
      .groupBy(orders.userId),
    db
      .select({
        userId: orders.userId,
        status: orderSchedule.status,
        instalments: count(),
        amount: sql<string>`sum(${orderSchedule.amountKobo})`,
      })
      .from(orderSchedule)
      .innerJoin(orders, eq(orders.id, orderSchedule.orderId))
      .where(and(inArray(orders.userId, userIds), eq(orders.status, 'paid'), gte(orderSchedule.number, 1)))
      .groupBy(orders.userId, orderSchedule.status),
    db
      .selectDistinctOn([addressChecks.userId], {
        userId: addressChecks.userId,
        status: addressChecks.status,
      })
      .from(addressChecks)
      .where(and(inArray(addressChecks.userId, userIds), ne(addressChecks.status, 'unavailable')))
      .orderBy(addressChecks.userId, desc(addressChecks.requestedAt), desc(addressChecks.id)),
  ]);
  return rows.map(({ request, user }) => {
    const mine = instalments.filter((row) => row.userId === user.id);
    const of = (state: string) => mine.find((row) => row.status === state);
    return {
      requestId: request.id,
      status: request.status,
      requestedAt: request.createdAt,
      decidedAt: request.decidedAt,
      refusalReason: request.refusalReason,
      shopper: {
        userId: user.userId,
        email: user.email,
        phoneNumber: user.phoneNumber,
        firstName: user.firstName,
        lastName: user.lastName,
        memberSince: user.createdAt,
        emailVerified: user.isEmailVerified,
        isTier2: user.isTier2,
        bvnLast4: user.bvnLast4,
        bvnVerifiedAt: user.bvnVerifiedAt,
        residentialAddress: user.residentialAddress,
        residentialState: user.residentialState,
        addressCheck: checks.find((row) => row.userId === user.id)?.status ?? null,
      },
      history: {
        paidOrders: paidOrders.find((row) => row.userId === user.id)?.paid ?? 0,
        instalmentsPaid: of('paid')?.instalments ?? 0,
        instalmentsFailed: of('failed')?.instalments ?? 0,
        owedKobo: Number(of('unpaid')?.amount ?? 0) + Number(of('failed')?.amount ?? 0),
      },
    };
  });
}

/**
 * Decides a waiting request, once: a conditional UPDATE, so two staff members deciding at once (or one
 * pressing twice) decide it once; null when it was not waiting (or does not exist). An approval makes the
 * shopper Tier 2. Call it in a transaction with the audit write.
 */
export async function decideTierRequest(
  db: Database,
  requestId: number,
  decision: { decision: TierDecision; reason: string | null; staffId: number },
  now: number,
): Promise<{ userId: number } | null> {
  const [decided] = await db
    .update(tierRequests)
    .set({
      status: decision.decision === 'approve' ? 'approved' : 'refused',
      decidedAt: new Date(now),
      decidedBy: decision.staffId,
      refusalReason: decision.reason,
    })
    .where(and(eq(tierRequests.id, requestId), eq(tierRequests.status, 'waiting')))
    .returning({ userId: tierRequests.userId });
  if (!decided) return null;
  if (decision.decision === 'approve') {
    await db.update(users).set({ isTier2: true }).where(eq(users.id, decided.userId));
  }
  return decided;
}

/** A request with its shopper's email and name, to say who it was for and write to them. */
export async function findTierRequest(db: Database, requestId: number): Promise<RequestRow | null> {
  const [row] = await db
    .select({ request: tierRequests, user: users })
    .from(tierRequests)
    .innerJoin(users, eq(users.id, tierRequests.userId))
    .where(eq(tierRequests.id, requestId));
  return row ?? null;
}

/**
 * Takes Tier 2 back (the console's credit actions, issue 45): the shopper is Tier 1 again, once; false when
 * they were not Tier 2. A custom limit above Tier 1's is removed with it (it could never apply again), so
 * the stored limit is always one the shopper's tier allows. Orders already open keep their schedules. Call
 * it in a transaction with the audit write.
 */
export async function takeBackTier2(db: Database, userId: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ isTier2: false })
    .where(and(eq(users.id, userId), eq(users.isTier2, true)))
    .returning({ id: users.id });
  if (rows.length === 0) return false;
  await db
    .update(creditControls)
    .set({ customLimitKobo: null, updatedAt: at })
    .where(
      and(eq(creditControls.userId, userId), gt(creditControls.customLimitKobo, instalmentLimit(false))),
    );
  return true;
}
