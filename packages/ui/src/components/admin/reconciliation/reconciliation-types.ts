import type { ReconciliationKind } from '@oja/domain';

/** One difference of a day's reconciliation, as the console's API answers it (kobo, ISO instants). */
export interface AdminReconciliationLine {
  lineId: string;
  kind: ReconciliationKind;
  reference: string;
  providerKobo: number | null;
  ojaKobo: number | null;
  providerPaidAt: string | null;
  ojaPaidAt: string | null;
  resolution: { reason: string; by: string; at: string } | null;
}

/** A day's reconciliation: the figures and every difference. */
export interface AdminReconciliation {
  day: string;
  source: 'provider' | 'csv';
  importedAt: string;
  importedBy: string;
  providerTotalKobo: number;
  ojaTotalKobo: number;
  counts: Record<ReconciliationKind, number>;
  differences: readonly AdminReconciliationLine[];
}

/** Each kind of line in the console's words. */
export const RECONCILIATION_KIND_LABELS: Readonly<Record<ReconciliationKind, string>> = {
  matched: 'Matched',
  'provider-only': 'Only at the provider',
  'oja-only': 'Only in Oja',
  'amount-differs': 'Amounts differ',
  'date-differs': 'Dates differ',
};
