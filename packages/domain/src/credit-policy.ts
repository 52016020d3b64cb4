/**
 * Oja's credit policy: how a credit bureau's report on a BVN becomes the debt verification's answer. The
 * report is the aggregator's summary of Nigeria's bureaux (CRC, FirstCentral, CreditRegistry): one entry per
 * bureau, each with the facilities (loans, cards, overdrafts) it knows. Oja's own rules, not the spec's: the
 * spec only says a shopper's debt profile is checked before instalments. Every threshold is a named constant
 * with its reason, so a change to the policy is a change to one line a reviewer can read.
 */

import type { CalendarDate } from './calendar';
import { instalmentLimit } from './checkout';
import { calendarDaysBetween } from './instalment-dates';
import type { Kobo } from './money';

/**
 * Days past due from which a facility counts as delinquent. 30 days is the first missed monthly repayment
 * that was not made good before the next one fell due: a shopper in that state elsewhere is likely to miss
 * Oja's debits too. A few days late (a salary paid late) is common and is not held against anyone.
 */
export const DELINQUENT_AFTER_DAYS_PAST_DUE = 30;

/**
 * The most a shopper may owe other lenders, as a multiple of the instalment limit Oja would give them
 * (Tier 1 ₦500,000 → ₦1,000,000 owed elsewhere). Above it, Oja's instalments would come on top of debt
 * several times their size; at or below it, a salaried shopper with a car loan or a card still qualifies.
 */
export const OUTSTANDING_DEBT_MAX_MULTIPLE_OF_LIMIT = 2;

/**
 * Days a debt verification stands before it is asked again: 90, a quarter, about the time a bureau's picture
 * changes (lenders report monthly) and short enough that a shopper who fell behind elsewhere is seen before a
 * new six-month plan.
 */
export const CREDIT_RECHECK_AFTER_DAYS = 90;

export type FacilityStatus = 'open' | 'closed' | 'written-off';

/** One credit facility as a bureau reports it, in kobo. */
export interface BureauFacility {
  readonly status: FacilityStatus;
  readonly outstandingKobo: Kobo;
  /** Days the oldest unpaid repayment is past due; 0 when up to date. */
  readonly daysPastDue: number;
}

/** One bureau's part of the aggregator's answer. */
export interface BureauFile {
  /** 'CRC', 'FirstCentral', 'CreditRegistry'. */
  readonly bureau: string;
  /** 'found': the bureau knows the BVN; 'no-record': it answered and knows nothing; 'unavailable': no answer. */
  readonly outcome: 'found' | 'no-record' | 'unavailable';
  readonly facilities: readonly BureauFacility[];
}

/** Why a shopper was declined, as kept for audit and read by support. */
export type CreditDeclineReason =
  | { readonly kind: 'delinquent'; readonly bureau: string; readonly daysPastDue: number }
  | { readonly kind: 'written-off'; readonly bureau: string }
  | { readonly kind: 'outstanding-debt'; readonly outstandingKobo: Kobo; readonly maxKobo: Kobo };

export type CreditPolicyDecision =
  | { readonly decision: 'APPROVED'; readonly reasons: readonly [] }
  | { readonly decision: 'DECLINED'; readonly reasons: readonly CreditDeclineReason[] }
  /** A bureau did not answer and nothing declines: nothing is decided, and nothing is approved. */
  | { readonly decision: 'UNAVAILABLE'; readonly reasons: readonly [] };

/**
 * The policy's decision on a report, for a shopper who would get `isTier2`'s instalment limit.
 * - Declined on any open facility at least {@link DELINQUENT_AFTER_DAYS_PAST_DUE} days past due, or any
 *   written-off facility (open or not: a write-off is a loss a lender took).
 * - Declined when the open facilities' outstanding total, across bureaux, is above
 *   {@link OUTSTANDING_DEBT_MAX_MULTIPLE_OF_LIMIT} times the instalment limit. A loan is usually reported to
 *   more than one bureau and the bureaux share no facility id, so summing them would count it twice: the
 *   largest bureau's total is used.
 * - Unavailable when a bureau did not answer and the others found no reason to decline: a bureau that timed
 *   out may hold the one delinquency that matters, so a time-out never approves (a decline found elsewhere
 *   stands, since no answer can undo it).
 * - Approved otherwise, including a BVN no bureau knows (most Nigerian adults have no bureau file; Oja's
 *   small limits and the direct debit are the protection there).
 * Every reason is listed, so support can tell the shopper all of them at once.
 */
export function creditPolicyDecision(report: readonly BureauFile[], isTier2: boolean): CreditPolicyDecision {
  const answered = report.filter((file) => file.outcome !== 'unavailable');
  const someoneSilent = answered.length < report.length || report.length === 0;
  const reasons: CreditDeclineReason[] = [];
  let outstanding = 0;
  for (const file of answered) {
    let fileOutstanding = 0;
    let worstDaysPastDue = 0;
    let writtenOff = false;
    for (const facility of file.facilities) {
      if (facility.status === 'written-off') writtenOff = true;
      if (facility.status !== 'open') continue;
      fileOutstanding += facility.outstandingKobo;
      worstDaysPastDue = Math.max(worstDaysPastDue, facility.daysPastDue);
    }
    if (writtenOff) reasons.push({ kind: 'written-off', bureau: file.bureau });
    if (worstDaysPastDue >= DELINQUENT_AFTER_DAYS_PAST_DUE) {
      reasons.push({ kind: 'delinquent', bureau: file.bureau, daysPastDue: worstDaysPastDue });
    }
    outstanding = Math.max(outstanding, fileOutstanding);
  }
  const maxKobo = (instalmentLimit(isTier2) * OUTSTANDING_DEBT_MAX_MULTIPLE_OF_LIMIT) as Kobo;
  if (outstanding > maxKobo) {
    reasons.push({ kind: 'outstanding-debt', outstandingKobo: outstanding as Kobo, maxKobo });
  }
  if (reasons.length > 0) return { decision: 'DECLINED', reasons };
  return someoneSilent ? { decision: 'UNAVAILABLE', reasons: [] } : { decision: 'APPROVED', reasons: [] };
}

/** Whether a debt verification made on `checkedOn` must be asked again on `today` (90 days or more later). */
export function creditCheckDue(checkedOn: CalendarDate, today: CalendarDate): boolean {
  return calendarDaysBetween(checkedOn, today) >= CREDIT_RECHECK_AFTER_DAYS;
}
