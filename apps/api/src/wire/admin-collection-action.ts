import type { CollectionActionRow } from '../db/collection-actions-repository.ts';

/** A collections action as the console shows it: what, how much was at stake, why, and where it stands. */
export function toWireCollectionAction(action: CollectionActionRow, orderNumber: string) {
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
  };
}
