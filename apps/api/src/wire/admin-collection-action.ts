import { refundApprovalRefusal, type StaffRole } from '@oja/domain';
import type { CollectionActionRow } from '../db/collection-actions-repository.ts';

/**
 * A collections action as the console shows it: what, how much was at stake, why, where it stands, and
 * whether `viewer` may decide it now (the refunds' maker-checker rule: the permission, not their own).
 */
export function toWireCollectionAction(
  action: CollectionActionRow,
  orderNumber: string,
  viewer: { id: number; role: StaffRole },
) {
  return {
    actionId: String(action.id),
    orderNumber,
    kind: action.kind,
    amountKobo: action.amountKobo,
    reason: action.reason,
    details: action.details,
    status: action.status,
    requestedAt: action.createdAt.toISOString(),
    decidedAt: action.decidedAt?.toISOString() ?? null,
    canDecide:
      refundApprovalRefusal(
        { id: String(viewer.id), role: viewer.role },
        { makerId: String(action.requestedBy), waitingForApproval: action.status === 'awaiting-approval' },
      ) === null,
  };
}
