import {
  allocateOutsidePayment,
  type BookInstalment,
  type CalendarDate,
  type Kobo,
  kobo,
  lagosCalendarDate,
  outsidePaymentRefusalMessage,
  owedKobo,
  type PaymentPlanType,
  refundNeedsApproval,
  reschedule,
  restructure,
  waivableCharge,
} from '@oja/domain';
import {
  bookOf,
  type CollectionActionRow,
  debitInFlight,
  insertCollectionAction,
  lastDebitedNumber,
  moveDueDates,
  replaceInstalments,
  writtenOff,
} from '../db/collection-actions-repository.ts';
import type { Database } from '../db/connect.ts';
import { freezeCredit } from '../db/credit-repository.ts';
import { markInstalmentsPaid } from './instalments.ts';

/** The order an action is on, as the tools need it. */
interface ActionOrder {
  id: number;
  userId: number;
  plan: string;
}

/** An action's `details`, as checkBody (routes/admin-collection-actions.ts) validated them for its kind. */
interface ActionDetails {
  amountKobo: number;
  reference: string;
  days: number;
  count: number;
  firstDate: string;
  instalment: number;
}

/** What an action does to the book, worked out from the book as it is now, before anything is written. */
type CollectionPlan =
  | { ok: true; amountKobo: Kobo; apply: (tx: Database, at: Date) => Promise<string> }
  | { ok: false; message: string };

/** The reference an outside payment pays instalments under (`paid_reference`), from the bank's or partner's. */
function outsidePaymentReference(reference: string): string {
  return `OP-${reference}`;
}

/**
 * Plans `kind` with `details` against the order's book as it is now (read under the order's lock): what money
 * is at stake (what maker-checker weighs) and the writes that apply it. Called when the action is asked for and
 * again when a waiting one is approved, so an approval applies to the book as it is then, or is refused with
 * the reason (the instalments were paid meanwhile, a date has passed).
 */
async function planCollectionAction(
  tx: Database,
  order: ActionOrder,
  action: Pick<CollectionActionRow, 'kind' | 'details' | 'reason' | 'requestedBy'>,
  today: CalendarDate,
): Promise<CollectionPlan> {
  const book = await bookOf(tx, order.id);
  const details = action.details as unknown as ActionDetails;
  switch (action.kind) {
    case 'outside-payment':
      return planOutsidePayment(order, book, details);
    case 'reschedule': {
      const moved = reschedule(book, details.days, today);
      if (!moved.ok) return moved;
      return {
        ok: true,
        amountKobo: owedKobo(book),
        apply: async (write) => {
          await moveDueDates(write, order.id, moved.instalments, details.days);
          return `${moved.instalments.length} instalments moved by ${details.days} days`;
        },
      };
    }
    case 'restructure':
      return planRestructure(tx, order, book, details, today);
    case 'waiver': {
      const instalment = book.find((each) => each.number === details.instalment);
      const charge = instalment ? waivableCharge(instalment, today) : kobo(0);
      if (charge === 0)
        return { ok: false, message: 'That instalment carries no late payment charge to waive.' };
      // The charge is never collected once waived: the action is the record the order page and the bureau read.
      return {
        ok: true,
        amountKobo: charge,
        apply: async () => `Late payment charge on instalment ${details.instalment} waived`,
      };
    }
    case 'write-off': {
      const owed = owedKobo(book);
      if (owed === 0)
        return { ok: false, message: 'Nothing is owed on this order: there is nothing to write off.' };
      // Once: a second would count the same debt again in the portfolio's write-offs and the bureau's file.
      if (await writtenOff(tx, order.id)) return { ok: false, message: 'This order is already written off.' };
      return {
        ok: true,
        amountKobo: owed,
        apply: async (write, at) => {
          // A written-off debt freezes the shopper's credit (the credit controls' freeze, kept if already frozen).
          await freezeCredit(write, order.userId, { reason: action.reason, staffId: action.requestedBy }, at);
          return 'Written off: collection stopped and credit frozen';
        },
      };
    }
  }
}

function planOutsidePayment(
  order: ActionOrder,
  book: BookInstalment[],
  details: ActionDetails,
): CollectionPlan {
  const amount = kobo(details.amountKobo);
  const allocation = allocateOutsidePayment(amount, book);
  if (!allocation.ok) return { ok: false, message: outsidePaymentRefusalMessage(allocation.refusal) };
  return {
    ok: true,
    amountKobo: amount,
    apply: async (write, at) => {
      const paid = await markInstalmentsPaid(write, {
        orderId: order.id,
        numbers: allocation.numbers,
        reference: outsidePaymentReference(details.reference),
        at,
      });
      // Read under the order's lock, so every instalment planned is still owed: anything else is a defect.
      if (paid.length !== allocation.numbers.length) throw new Error('outside payment not applied whole');
      return `Instalment${paid.length > 1 ? 's' : ''} ${allocation.numbers.join(', ')} paid`;
    },
  };
}

async function planRestructure(
  tx: Database,
  order: ActionOrder,
  book: BookInstalment[],
  details: ActionDetails,
  today: CalendarDate,
): Promise<CollectionPlan> {
  const plan = order.plan as PaymentPlanType;
  const numberAfter = await lastDebitedNumber(tx, order.id);
  const spread = restructure(
    book,
    { count: details.count, firstDate: details.firstDate, plan, numberAfter },
    today,
  );
  if (!spread.ok) return spread;
  if (await debitInFlight(tx, order.id, spread.replaced)) {
    return {
      ok: false,
      message: 'A debit of this order is with the bank now: try again when it has answered.',
    };
  }
  return {
    ok: true,
    amountKobo: owedKobo(book),
    apply: async (write) => {
      await replaceInstalments(write, order.id, {
        replaced: spread.replaced,
        fresh: spread.instalments,
        count: details.count,
      });
      return `Restructured into ${details.count} instalments`;
    },
  };
}

/** An action as a staff member asks for it, its fields validated for its kind. */
interface CollectionRequest {
  kind: CollectionActionRow['kind'];
  details: Record<string, unknown>;
  reason: string;
  requestedBy: number;
}

/**
 * Records an action on the order, under the order's lock the caller took: planned on the book as it is, then
 * applied at once under the maker-checker threshold, or left waiting for a second staff member from ₦100,000
 * at stake (the refunds' rule, refundNeedsApproval). A reference already recorded throws DuplicateReference.
 */
export async function recordCollectionAction(
  tx: Database,
  order: ActionOrder,
  request: CollectionRequest,
  at: Date,
): Promise<{ ok: true; action: CollectionActionRow; summary: string } | { ok: false; message: string }> {
  const plan = await planCollectionAction(tx, order, request, lagosCalendarDate(at.getTime()));
  if (!plan.ok) return plan;
  const waits = refundNeedsApproval(plan.amountKobo);
  const action = await insertCollectionAction(tx, {
    orderId: order.id,
    ...request,
    reference: request.kind === 'outside-payment' ? String(request.details.reference) : null,
    amountKobo: plan.amountKobo,
    status: waits ? 'awaiting-approval' : 'approved',
    createdAt: at,
  });
  return { ok: true, action, summary: waits ? '' : await plan.apply(tx, at) };
}

/**
 * Applies a waiting action a second staff member approved (the caller locked the action and the order, and
 * checked the checker is not the maker): planned again on the book as it is now, since the instalments may
 * have been paid or a date passed since it was asked for; refused with the reason otherwise.
 */
export async function applyApprovedAction(
  tx: Database,
  order: ActionOrder,
  action: CollectionActionRow,
  at: Date,
): Promise<{ ok: true; summary: string } | { ok: false; message: string }> {
  const plan = await planCollectionAction(tx, order, action, lagosCalendarDate(at.getTime()));
  if (!plan.ok) return plan;
  return { ok: true, summary: await plan.apply(tx, at) };
}
