/**
 * A shopper's standing (dedicated) account: one account number, theirs for good, that takes any transfer
 * at any time. Nothing ties a transfer to an instalment but the amount, so a transfer pays what the shopper
 * owes in a fixed order, and whatever is left above everything owed goes back to them. Pure.
 */
import { type Kobo, kobo } from './money';

/** One unpaid (or part-paid) instalment of one of the shopper's orders. */
export interface OwedInstalment {
  orderNumber: string;
  /** When the order was placed (epoch ms): of two instalments due the same day, the older order's first. */
  orderPlacedAt: number;
  /** The instalment's number in its order's schedule (1, 2, …). */
  instalmentNumber: number;
  /** ISO date (YYYY-MM-DD), Lagos time. */
  dueDate: string;
  /** What is still unpaid of it (its amount less what earlier payments covered). */
  outstandingKobo: Kobo;
}

/** Part of a transfer applied to one instalment. */
export interface InstalmentAllocation {
  orderNumber: string;
  instalmentNumber: number;
  amountKobo: Kobo;
  /** Whether this pays the rest of the instalment (false: it stays due with `remainderKobo`). */
  paidInFull: boolean;
  remainderKobo: Kobo;
}

/**
 * The order in which a standing-account transfer pays: the earliest due date first (an overdue instalment
 * before one due today, before one not yet due); on the same date, the order placed first; within one order,
 * the lower instalment number.
 */
export function compareOwedInstalments(a: OwedInstalment, b: OwedInstalment): number {
  if (a.dueDate !== b.dueDate) return a.dueDate < b.dueDate ? -1 : 1;
  if (a.orderPlacedAt !== b.orderPlacedAt) return a.orderPlacedAt - b.orderPlacedAt;
  return a.instalmentNumber - b.instalmentNumber;
}

/**
 * Splits a transfer of `amountKobo` over what the shopper owes (`owed`: every unpaid instalment of every
 * order they still pay, due or not yet due: paying the later ones is paying ahead), in the order of
 * {@link compareOwedInstalments}. An instalment is never paid beyond what is outstanding of it; the last one
 * reached may be part-paid and stays due with its remainder; whatever is above everything owed is refunded.
 * allocated + refundKobo = amountKobo.
 */
export function allocateStandingTransfer(
  owed: readonly OwedInstalment[],
  amountKobo: Kobo,
): { allocations: InstalmentAllocation[]; refundKobo: Kobo } {
  let left = kobo(amountKobo);
  if (!(left > 0)) throw new RangeError(`a transfer of ${left} kobo cannot be received`);
  const allocations: InstalmentAllocation[] = [];
  for (const instalment of [...owed].sort(compareOwedInstalments)) {
    const outstanding = kobo(instalment.outstandingKobo);
    if (left === 0) break;
    if (outstanding <= 0) continue;
    const paid = Math.min(left, outstanding);
    left = kobo(left - paid);
    allocations.push({
      orderNumber: instalment.orderNumber,
      instalmentNumber: instalment.instalmentNumber,
      amountKobo: kobo(paid),
      paidInFull: paid === outstanding,
      remainderKobo: kobo(outstanding - paid),
    });
  }
  return { allocations, refundKobo: left };
}
