import type { CalendarDate, Kobo, LatenessBucket, MandateStatus } from '@oja/domain';

/** An instalment the direct debit gave up on, as the API sends it (amounts in kobo). */
export interface AdminCollectionItem {
  /** 'OJA-2026-000418'. */
  orderNumber: string;
  /** Which instalment (from 1) of how many. */
  number: number;
  instalmentCount: number;
  amountKobo: Kobo;
  dueDate: CalendarDate;
  daysLate: number;
  /** The domain's latenessBucket of daysLate; null when not late. */
  bucket: LatenessBucket | null;
  /** Debits tried so far. */
  attempts: number;
  /** The bank's last answer, in its words. */
  lastResponse: string | null;
  mandateStatus: MandateStatus | null;
  /** The Lagos day the shopper was last reminded. */
  lastRemindedOn: CalendarDate | null;
  shopper: { name: string; email: string; phoneNumber: string };
}

/** Which instalment an action was about. */
export interface AdminCollectionRef {
  orderNumber: string;
  number: number;
}

/** The server's answer to a row's action, shown (and announced) in that row. */
export interface AdminCollectionResult extends AdminCollectionRef {
  message: string;
  /** The server refused: the message reads as an error. */
  refused?: boolean;
}
