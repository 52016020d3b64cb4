import { lagosCalendarDate, refundNeedsApproval } from '@oja/domain';
import type { Database } from '../db/connect.ts';
import { cancelFulfilment } from '../db/fulfilment-repository.ts';
import { endOrderMandatesToday } from '../db/mandates-repository.ts';
import {
  insertStaffRefund,
  lockOrder,
  refundableOf,
  type StaffRefundRow,
} from '../db/staff-refunds-repository.ts';
import type { StaffRow } from '../db/staff-repository.ts';
import { giveStockBack } from '../db/stock-repository.ts';
import { auditWrite, type WriteOrigin } from '../staff/audit.ts';
import { stillPermitted } from '../staff/staff-sessions.ts';
import { payStaffRefund } from './refund.ts';

/** A cancellation that happened: the staff refund it made, if the order had anything left to pay back. */
export interface Cancelled {
  refund: StaffRefundRow | null;
}

/**
 * Cancels a paid order before it ships, in one transaction under the order's lock: the role is read again
 * (cancelling pays money back), the fulfilment moves to cancelled once, the stock goes back on the shelf, the
 * direct debit ends today, and everything the order can still pay back becomes a staff refund (at ₦100,000 or
 * more it waits for a second staff member, as every refund does; under it money/refund.ts pays it now).
 * Audited in the same transaction. Answers 'not-permitted', or null when the order is not paid or has shipped.
 */
export async function cancelPaidOrder(
  db: Database,
  cancel: { order: { id: number; orderNumber: string }; reason: string },
  staff: StaffRow,
  origin: WriteOrigin,
): Promise<Cancelled | 'not-permitted' | null> {
  const { order, reason } = cancel;
  const at = new Date(origin.now);
  return db.transaction(async (tx) => {
    if (!(await stillPermitted(tx, staff, 'fulfilment:write'))) return 'not-permitted' as const;
    await lockOrder(tx, order.id);
    const from = await cancelFulfilment(tx, { orderId: order.id, staffId: staff.id, now: at });
    if (!from) return null;
    await giveStockBack(tx, order.id);
    const mandatesEnded = await endOrderMandatesToday(tx, order.id, lagosCalendarDate(origin.now));
    const { refundableKobo } = await refundableOf(tx, order.id);
    const refund =
      refundableKobo > 0
        ? await insertStaffRefund(tx, {
            orderId: order.id,
            kind: 'cancellation',
            amountKobo: refundableKobo,
            reason,
            status: refundNeedsApproval(refundableKobo) ? 'awaiting-approval' : 'approved',
            requestedBy: staff.id,
            createdAt: at,
          })
        : null;
    if (refund?.status === 'approved' && !(await payStaffRefund(tx, refund, at))) {
      throw new Error('cancellation refund not covered');
    }
    await auditWrite(tx, staff, origin, {
      action: 'order.cancel',
      target: { type: 'order', id: order.orderNumber },
      before: { fulfilmentStatus: from },
      after: {
        fulfilmentStatus: 'cancelled',
        reason,
        mandatesEnded,
        ...(refund
          ? { refundId: String(refund.id), refundKobo: refund.amountKobo, refund: refund.status }
          : {}),
      },
    });
    return { refund };
  });
}
