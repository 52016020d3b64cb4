/**
 * A part-paid instalment and its direct debit (issue 44). A transfer to the shopper's standing account may pay
 * part of an instalment (standing_transfer_parts); it stays due with the rest. The collector then debits only
 * that rest (`debitAmountFor`), and the debit's settlement pays the instalment when the rest arrives. A part
 * that lands while the debit is already at the bank (the debit asked for more than is now due) leaves the
 * shopper paying twice for it: `overpaidByParts` says how much the settlement owes back.
 */
import { type Kobo, kobo } from '@oja/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { instalmentCharges, orderSchedule, standingTransferParts } from '../db/schema.ts';

/** An instalment's amount and what standing transfers have paid of it so far. */
async function amountAndParts(
  db: Database,
  orderId: number,
  number: number,
): Promise<{ amountKobo: number; partsKobo: number } | undefined> {
  const [row] = await db
    .select({
      amountKobo: orderSchedule.amountKobo,
      partsKobo: sql<string>`coalesce((select sum(${standingTransferParts.amountKobo}) from ${standingTransferParts} where ${standingTransferParts.orderId} = ${orderId} and ${standingTransferParts.number} = ${number}), 0)`,
    })
    .from(orderSchedule)
    .where(and(eq(orderSchedule.orderId, orderId), eq(orderSchedule.number, number)));
  return row && { amountKobo: row.amountKobo, partsKobo: Number(row.partsKobo) };
}

/**
 * What the collector asks the bank for a claimed debit: the instalment less the parts transfers paid of it.
 * The debit's row (status 'charging', claimed by this collector alone) is brought to that amount before the
 * charge, so the settlement's check of the provider's answer compares it with what was asked. A retry after a
 * failure copies the amount of the attempt before, and a part may have come since: it is asked again each time.
 */
export async function debitAmountFor(
  db: Database,
  debit: { id: number; orderId: number; number: number; amountKobo: number },
): Promise<Kobo> {
  const instalment = await amountAndParts(db, debit.orderId, debit.number);
  const due = instalment ? instalment.amountKobo - instalment.partsKobo : debit.amountKobo;
  // Never nothing and never more than asked: an instalment paid in full by parts is marked paid
  // (money/standing-transfer.ts) and not claimed; should one be seen, the debit keeps its amount.
  if (!(due > 0) || due === debit.amountKobo) return kobo(debit.amountKobo);
  await db
    .update(instalmentCharges)
    .set({ amountKobo: kobo(due) })
    .where(and(eq(instalmentCharges.id, debit.id), eq(instalmentCharges.status, 'charging')));
  return kobo(due);
}

/**
 * After a debit paid the instalment: how much the debit and the parts took above the instalment (a part that
 * came while the debit was at the bank), owed back to the shopper. 0 when the takings equal the instalment.
 */
export async function overpaidByParts(
  db: Database,
  debit: { orderId: number; number: number; amountKobo: number },
): Promise<Kobo> {
  const instalment = await amountAndParts(db, debit.orderId, debit.number);
  if (!instalment) return kobo(0);
  return kobo(Math.max(0, debit.amountKobo + instalment.partsKobo - instalment.amountKobo));
}
