import type { CalendarDate, Kobo } from '@oja/domain';

/** A count of things and what they come to. */
export interface AdminCountAmount {
  count: number;
  amountKobo: Kobo;
}

/** One day of the collection rate: what was due that day and the share collected (the server's figure). */
export interface AdminCollectionDay {
  date: CalendarDate;
  dueKobo: Kobo;
  collectedKobo: Kobo;
  /** 0–100, rounded by the server; null when nothing was due that day. */
  collectedPercent: number | null;
}

/** The shop today, and its collections over the last 30 days. Amounts in kobo, every figure the server's. */
export interface AdminOverview {
  /** Orders placed today (paid or not), and what the paid ones sold. */
  ordersToday: number;
  salesTodayKobo: Kobo;
  /** First payments taken today. */
  downPayments: AdminCountAmount;
  /** Instalments falling due today, collected today, and debits the bank refused today (a retry may follow). */
  instalmentsDue: AdminCountAmount;
  instalmentsCollected: AdminCountAmount;
  instalmentsFailed: AdminCountAmount;
  /** Refunds waiting to be paid back, and paid back today. */
  refundsOwed: AdminCountAmount;
  refundsPaid: AdminCountAmount;
  /** Tier 2 requests waiting for a decision. */
  tier2Waiting: number;
  /** The last 30 days, oldest first. */
  collection: AdminCollectionDay[];
  /** Collected of due over the 30 days, 0–100; null when nothing was due. */
  collectionPercent: number | null;
}

/** Where the overview's tiles lead: the lists behind each figure (a list the console lacks: the figure alone). */
export interface AdminOverviewHrefs {
  /** Today's orders. */
  orders?: string;
  /** Instalments due, collected and failed. */
  collections?: string;
  refunds?: string;
  tier2?: string;
}
