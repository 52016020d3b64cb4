/**
 * A shopper's consents and data rights (issue 42), under the Nigeria Data Protection Act 2023 (NDPA) and the
 * FCCPC's Digital, Electronic, Online and Non-Traditional Consumer Lending Regulations 2025. Pure: every
 * instant (ms since the epoch) is a parameter, no clock.
 */
import { CREDIT_CHECK_CONSENT } from './debt-verification';
import type { Kobo } from './money';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Days Oja gives itself to answer a shopper's data request (access, correction, closing the account). The
 * NDPA 2023 (sections 34 to 38) grants the rights without naming a period; the NDPR 2019 it replaced
 * (article 3.1(2)) said "at the latest within one month of receipt", and Nigerian practitioners' guides on the
 * NDPA and the NDPC's GAID 2025 (articles 36 to 39) keep to 30 days. A cautious default: 30 days, the shorter
 * reading of "one month". Oja answers downloads and closures at once; the due date is what the console tracks.
 */
export const DATA_REQUEST_RESPONSE_DAYS = 30;

/**
 * Years the lending records (orders, schedules, payments, refunds, consents) are kept after an order closes,
 * then anonymised: the FCCPC's Digital, Electronic, Online and Non-Traditional Consumer Lending Regulations
 * 2025 ask lenders to keep records for five years (issue 42's reading of the regulation's public summaries).
 */
export const LENDING_RECORDS_RETENTION_YEARS = 5;

/** The kinds of data request a shopper makes in the account area. */
export type DataRequestKind = 'access' | 'erasure';

/** When a data request made at `requestedAt` must be answered by ({@link DATA_REQUEST_RESPONSE_DAYS}). */
export function dataRequestDueAt(requestedAt: number): number {
  return requestedAt + DATA_REQUEST_RESPONSE_DAYS * DAY_MS;
}

/** When the lending records of an order closed at `closedAt` are anonymised: the same date five years on. */
export function lendingRecordsExpireAt(closedAt: number): number {
  const expires = new Date(closedAt);
  expires.setUTCFullYear(expires.getUTCFullYear() + LENDING_RECORDS_RETENTION_YEARS);
  return expires.getTime();
}

/** The latest close of an order whose lending records are due for anonymising at `now`: five years before. */
export function lendingRecordsCutoff(now: number): number {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - LENDING_RECORDS_RETENTION_YEARS);
  return cutoff.getTime();
}

/** Every consent Oja keeps on record: what the shopper agreed to, and whether they may take it back. */
export type ConsentKind = 'credit-check' | 'direct-debit-terms' | 'marketing-email' | 'marketing-sms';

export const CONSENT_KINDS: readonly ConsentKind[] = [
  'credit-check',
  'direct-debit-terms',
  'marketing-email',
  'marketing-sms',
];

/** The consents a shopper gives or withdraws in the account area, at any time. */
export type MarketingConsentKind = Extract<ConsentKind, 'marketing-email' | 'marketing-sms'>;

export const MARKETING_CONSENT_KINDS: readonly MarketingConsentKind[] = ['marketing-email', 'marketing-sms'];

/** The words shown for each consent, with the version stored beside every consent given to them. */
export const CONSENT_TEXTS: Readonly<Record<ConsentKind, { version: string; text: string }>> = {
  'credit-check': { version: 'credit-check-2025-10', text: CREDIT_CHECK_CONSENT },
  'direct-debit-terms': {
    version: 'direct-debit-terms-2025-10',
    text: 'I have read the direct debit terms and allow Oja to debit my linked account for each instalment on its due date.',
  },
  'marketing-email': {
    version: 'marketing-email-2026-12',
    text: 'Send me Oja’s offers and news by email. I can stop them at any time in My account.',
  },
  'marketing-sms': {
    version: 'marketing-sms-2026-12',
    text: 'Send me Oja’s offers and news by SMS. I can stop them at any time in My account.',
  },
};

/** Where a consent was given: the shop's web pages, or a staff member's console on the shopper's word. */
export type ConsentChannel = 'web' | 'console';

/** Withdrawing a direct debit is cancelling its mandate, which has its own rule (nothing owed). */
export const CONSENT_WITHDRAW_MANDATE =
  'To withdraw your direct debit consent, cancel the direct debit in Direct debits: it can be cancelled once nothing is owed on its order.';

/** A credit check already made cannot be unmade: the bureau was asked with the consent on record. */
export const CONSENT_WITHDRAW_CREDIT_CHECK =
  'A credit check already made stays on record with your consent, as the law on lending records requires. No new check is made without your agreement.';

/**
 * Why a consent cannot be withdrawn from the account area, or null when it can (marketing, at once). The
 * direct-debit terms are withdrawn by cancelling the mandate (whose rule is: nothing owed); a credit check
 * already made is part of the lending records.
 */
export function consentWithdrawalRefusal(kind: ConsentKind): string | null {
  switch (kind) {
    case 'marketing-email':
    case 'marketing-sms':
      return null;
    case 'direct-debit-terms':
      return CONSENT_WITHDRAW_MANDATE;
    case 'credit-check':
      return CONSENT_WITHDRAW_CREDIT_CHECK;
  }
}

/** Closing refused while instalments are owed. */
export const CLOSE_ACCOUNT_OWED =
  'Your account cannot be closed while you still owe instalments. Pay off what is owed from My purchases first, then close your account.';

/** Closing refused while an order is on its way, awaiting payment or awaiting a refund. */
export const CLOSE_ACCOUNT_ORDER_OPEN =
  'Your account cannot be closed while an order is still open (awaiting payment, on its way to you, or awaiting a refund). Close it once your orders are delivered or refunded.';

/** The answer once the account is closed. */
export const ACCOUNT_CLOSED =
  'Your account is closed and your personal details are deleted. Records of your orders and payments are kept, without your name or contacts, for five years as the law requires.';

/**
 * Whether an account may be closed now: never while money is owed (the lending records would lose their
 * debtor) or while an order is open (it has to be delivered or refunded to someone). Null when it may.
 */
export function accountClosureRefusal(standing: { owedKobo: Kobo; openOrders: number }): string | null {
  if (standing.owedKobo > 0) return CLOSE_ACCOUNT_OWED;
  if (standing.openOrders > 0) return CLOSE_ACCOUNT_ORDER_OPEN;
  return null;
}
