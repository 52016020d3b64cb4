import type { ReconciliationView } from '../db/reconciliation-repository.ts';

type LineRow = ReconciliationView['differences'][number];

/** One line of a reconciliation on the console's wire (kobo, ISO instants; who closed it by email). */
export function toWireReconciliationLine(line: LineRow) {
  return {
    lineId: String(line.id),
    kind: line.kind,
    reference: line.reference,
    providerKobo: line.providerKobo,
    ojaKobo: line.ojaKobo,
    providerPaidAt: line.providerPaidAt?.toISOString() ?? null,
    ojaPaidAt: line.ojaPaidAt?.toISOString() ?? null,
    resolution:
      line.resolution && line.resolvedAt
        ? { reason: line.resolution, by: line.resolvedByEmail ?? '', at: line.resolvedAt.toISOString() }
        : null,
  };
}

export function toWireReconciliation(view: ReconciliationView) {
  return {
    day: view.day,
    source: view.source,
    importedAt: view.importedAt.toISOString(),
    importedBy: view.importedBy,
    providerTotalKobo: view.providerTotalKobo,
    ojaTotalKobo: view.ojaTotalKobo,
    counts: view.summary,
    differences: view.differences.map(toWireReconciliationLine),
  };
}
