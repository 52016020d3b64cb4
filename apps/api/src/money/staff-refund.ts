import { formatKobo, refundApprovalRefusal, refundNeedsApproval, validateStaffRefund } from '@oja/domain';
import type { Database } from '../db/connect.ts';
import {
  decideStaffRefund,
  insertStaffRefund,
  lockOrder,
  lockStaffRefund,
  markReturnRefunded,
  openReturnOf,
  refundableOf,
  type StaffRefundRow,
} from '../db/staff-refunds-repository.ts';
import type { StaffRow } from '../db/staff-repository.ts';
import { auditWrite, type WriteOrigin } from '../staff/audit.ts';
import { NOT_PERMITTED, stillPermitted } from '../staff/staff-sessions.ts';
import { payStaffRefund } from './refund.ts';

export const STAFF_REFUND_NOT_FOUND = 'Refund not found';

/** Why a staff refund was not written or decided: the status the console gets, its message, its fields. */
export interface StaffRefundRefusal {
  refused: 403 | 404 | 409 | 422;
  message: string;
  errors?: Array<{ field: string; message: string }>;
}

/** What an operator asks: an amount in kobo (the console's wire), why, and the open return it pays for. */
export interface StaffRefundAsked {
  amountKobo: number;
  reason: string;
  returnId?: string | undefined;
}

/**
 * An operator's refund of part or all of an order, in one transaction under the order's lock (so two refunds
 * pressed at once never pay back more than the order kept): the role is read again, the amount judged in kobo
 * against what the order can pay back now (the domain's validateStaffRefund), the staff refund written, paid
 * at once under the approval threshold (money/refund.ts's payStaffRefund: one refund row per payment it goes
 * back to) or left waiting for a second staff member, and audited in the same transaction.
 */
export async function requestStaffRefund(
  db: Database,
  asked: StaffRefundAsked & { order: { id: number; orderNumber: string } },
  staff: StaffRow,
  origin: WriteOrigin,
): Promise<{ refund: StaffRefundRow } | StaffRefundRefusal> {
  const { order } = asked;
  const at = new Date(origin.now);
  return db.transaction(async (tx) => {
    if (!(await stillPermitted(tx, staff, 'refunds:create'))) return { refused: 403, message: NOT_PERMITTED };
    await lockOrder(tx, order.id);
    const { refundableKobo } = await refundableOf(tx, order.id);
    const check = validateStaffRefund(asked, refundableKobo);
    if (!check.ok) {
      const errors = Object.entries(check.errors).map(([field, message]) => ({
        field,
        message: message as string,
      }));
      return { refused: 422, message: errors[0]?.message ?? 'Check the refund', errors };
    }
    const forReturn =
      asked.returnId === undefined ? undefined : await openReturnOf(tx, order.id, Number(asked.returnId));
    if (asked.returnId !== undefined && !forReturn) {
      return { refused: 409, message: 'That return is not open on this order.' };
    }
    const waits = refundNeedsApproval(check.value.amountKobo);
    const refund = await insertStaffRefund(tx, {
      orderId: order.id,
      returnId: forReturn?.id ?? null,
      kind: forReturn ? 'return' : 'goodwill',
      amountKobo: check.value.amountKobo,
      reason: check.value.reason,
      status: waits ? 'awaiting-approval' : 'approved',
      requestedBy: staff.id,
      createdAt: at,
    });
    // Under the threshold it is paid now: refundableOf was read under the order's lock, so it is covered.
    if (!waits) {
      if (!(await payStaffRefund(tx, refund, at))) throw new Error('refund not covered');
      if (forReturn) await markReturnRefunded(tx, forReturn.id, at);
    }
    await auditWrite(tx, staff, origin, {
      action: 'order.refund',
      target: { type: 'order', id: order.orderNumber },
      after: {
        refundId: String(refund.id),
        amountKobo: refund.amountKobo,
        reason: refund.reason,
        status: refund.status,
        ...(forReturn ? { returnId: String(forReturn.id) } : {}),
      },
    });
    return { refund };
  });
}

/**
 * A second staff member's decision on a waiting refund (maker-checker), in one transaction: the checker's role
 * as it is now, the refund's row locked, then, to approve, the order's lock (the same order as a request's:
 * refund, then order) and the payment under it, or a 409 saying how much is left when the payments can no
 * longer cover it. Audited in the same transaction. Answers the order's number.
 */
export async function decideWaitingRefund(
  db: Database,
  decision: { refundId: number; approve: boolean },
  staff: StaffRow,
  origin: WriteOrigin,
): Promise<{ orderNumber: string } | StaffRefundRefusal> {
  const { refundId: id, approve } = decision;
  const at = new Date(origin.now);
  return db.transaction(async (tx) => {
    // The checker's role as it is now, not as it was when the request began (maker-checker is access).
    if (!(await stillPermitted(tx, staff, 'refunds:approve')))
      return { refused: 403, message: NOT_PERMITTED };
    const locked = await lockStaffRefund(tx, id);
    if (!locked) return { refused: 404, message: STAFF_REFUND_NOT_FOUND };
    const { refund: waiting, orderNumber } = locked;
    const refusal = refundApprovalRefusal(
      { id: String(staff.id), role: staff.role },
      { makerId: String(waiting.requestedBy), waitingForApproval: waiting.status === 'awaiting-approval' },
    );
    if (refusal === 'own-refund') {
      return { refused: 409, message: 'You asked for this refund: another staff member must decide it.' };
    }
    if (refusal) return { refused: 409, message: `This refund is already ${waiting.status}.` };
    if (approve) {
      await lockOrder(tx, waiting.orderId);
      if (!(await payStaffRefund(tx, waiting, at))) {
        const { paymentsKobo } = await refundableOf(tx, waiting.orderId);
        return {
          refused: 409,
          message: `Only ${formatKobo(paymentsKobo)} is left to pay back on this order: reject this refund and ask for a smaller one.`,
        };
      }
      if (waiting.returnId !== null) await markReturnRefunded(tx, waiting.returnId, at);
    }
    const status = approve ? 'approved' : 'rejected';
    await decideStaffRefund(tx, { id, status, staffId: staff.id, at });
    await auditWrite(tx, staff, origin, {
      action: approve ? 'refund.approve' : 'refund.reject',
      target: { type: 'order', id: orderNumber },
      before: { refundId: String(id), status: 'awaiting-approval' },
      after: { refundId: String(id), status, amountKobo: waiting.amountKobo },
    });
    return { orderNumber };
  });
}
