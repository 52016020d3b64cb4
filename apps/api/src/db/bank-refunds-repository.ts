import { asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from './connect.ts';
import { bankRefunds, orders, refunds } from './schema.ts';

/** A bank refund with what the console shows beside it: the failed refund's reference and order, the payout's state. */
export interface BankRefundListed {
  bankRefund: typeof bankRefunds.$inferSelect;
  refundReference: string;
  orderNumber: string;
  paidRefundStatus: string | null;
}

const paid = alias(refunds, 'paid_refund');

/** The console's list: waiting ones first (oldest first), then the rest newest first; at most 100. */
export async function listBankRefunds(
  db: Database,
  only?: { bankRefundId: number },
): Promise<BankRefundListed[]> {
  const query = db
    .select({
      bankRefund: bankRefunds,
      refundReference: refunds.reference,
      orderNumber: orders.orderNumber,
      paidRefundStatus: paid.status,
    })
    .from(bankRefunds)
    .innerJoin(refunds, eq(refunds.id, bankRefunds.refundId))
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .leftJoin(paid, eq(paid.id, bankRefunds.paidRefundId));
  const filtered = only ? query.where(eq(bankRefunds.id, only.bankRefundId)) : query;
  return filtered
    .orderBy(
      sql`case when ${bankRefunds.status} = 'awaiting-approval' then 0 else 1 end`,
      sql`case when ${bankRefunds.status} = 'awaiting-approval' then ${bankRefunds.createdAt} end asc`,
      desc(bankRefunds.createdAt),
      asc(bankRefunds.id),
    )
    .limit(100);
}

/** A refund by its reference (`RF-…`), the console's name for it. */
export async function findRefundByReference(db: Database, reference: string) {
  const [row] = await db.select().from(refunds).where(eq(refunds.reference, reference));
  return row ?? null;
}
