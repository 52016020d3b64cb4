import { refundApprovalRefusal } from '@oja/domain';
import type { OrderReturnRow, StaffRefundRow } from '../db/staff-refunds-repository.ts';
import type { StaffRow } from '../db/staff-repository.ts';

/** A staff refund as the console shows it; `canDecide` for the member who asks (the maker never may). */
export function toWireStaffRefund(
  refund: StaffRefundRow,
  orderNumber: string,
  names: ReadonlyMap<number, string>,
  viewer: StaffRow,
) {
  return {
    refundId: String(refund.id),
    orderNumber,
    kind: refund.kind,
    amountKobo: refund.amountKobo,
    reason: refund.reason,
    status: refund.status,
    requestedBy: names.get(refund.requestedBy) ?? 'A former staff member',
    requestedAt: refund.createdAt.toISOString(),
    decidedBy: refund.decidedBy === null ? null : (names.get(refund.decidedBy) ?? 'A former staff member'),
    decidedAt: refund.decidedAt?.toISOString() ?? null,
    returnId: refund.returnId === null ? null : String(refund.returnId),
    canDecide:
      refundApprovalRefusal(
        { id: String(viewer.id), role: viewer.role },
        { makerId: String(refund.requestedBy), waitingForApproval: refund.status === 'awaiting-approval' },
      ) === null,
  };
}

/** A return as the console shows it. */
export function toWireReturn(row: OrderReturnRow, names: ReadonlyMap<number, string>) {
  return {
    returnId: String(row.id),
    reason: row.reason,
    note: row.note,
    status: row.status,
    staffName: names.get(row.staffId) ?? 'A former staff member',
    createdAt: row.createdAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
  };
}
