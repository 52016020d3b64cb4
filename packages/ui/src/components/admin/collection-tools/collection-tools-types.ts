import type {
  Agreement,
  BookInstalment,
  CalendarDate,
  CollectionActionKind,
  Kobo,
  OutsidePaymentMethod,
} from '@oja/domain';
import type { AdminInstalment } from '../order/order-types';

/** One collections action on the order, as the server lists it (newest first). */
export interface AdminCollectionActionView {
  actionId: string;
  kind: CollectionActionKind;
  /** The money at stake: what maker-checker weighs. */
  amountKobo: Kobo;
  reason: string;
  status: 'awaiting-approval' | 'approved' | 'rejected';
  /** ISO instants. */
  requestedAt: string;
  decidedAt: string | null;
}

/** What a collections dialog hands the app: the body of POST …/collection-actions, validated by the domain. */
export type CollectionActionRequest =
  | {
      kind: 'outside-payment';
      method: OutsidePaymentMethod;
      amountKobo: Kobo;
      paidOn: CalendarDate;
      reference: string;
      note: string;
    }
  | { kind: 'reschedule'; days: number; reason: string; agreement: Agreement }
  | { kind: 'restructure'; count: number; firstDate: CalendarDate; reason: string; agreement: Agreement }
  | { kind: 'waiver'; instalment: number; reason: string }
  | { kind: 'write-off'; reason: string };

/** What the server is doing, or refused: a tool by its kind, or a decision on a waiting action. */
export type CollectionToolsWork = CollectionActionKind | 'decide';

/** The server refused a request: its message, and its messages per field (the API's names) for a 422. */
export interface CollectionToolsRefusal {
  work: CollectionToolsWork;
  message: string;
  fields?: Record<string, string>;
}

/** The schedule's instalments (number 1 and up) as the domain's collections rules read them. */
export function bookOf(
  schedule: readonly AdminInstalment[],
): Array<BookInstalment & { paidOn: CalendarDate | null }> {
  return schedule
    .filter((row) => row.number >= 1)
    .map((row) => ({
      number: row.number,
      amountKobo: row.amountKobo,
      dueDate: row.dueOn,
      status: row.status,
      paidOn: row.paidOn ?? null,
    }));
}
