/**
 * The monthly credit-bureau submission (issue 45): one line per instalment account as it stood at the end of
 * the month, in the columns documented in docs/api/credit-bureau-file.md (a subset of the account-level columns
 * of the consumer data submission template Nigeria's licensed bureaus take). Only what a bureau needs to
 * report the account: no name, phone, email, address or BVN in the file.
 */
import { addDays, addMonths, type CalendarDate, parseCalendarDate } from './calendar';
import type { Kobo } from './money';
import { daysPastDue } from './portfolio';

/** How the account stood: performing (nothing past due), past due, or written off. */
export type BureauAccountStatus = 'performing' | 'past-due' | 'written-off';

/** An instalment account as the file reports it, at the end of the month. */
export interface BureauAccount {
  accountId: string;
  openedOn: CalendarDate;
  /** What was lent: the order's total less its first payment. */
  amountKobo: Kobo;
  /** What was still owed at the end of the month. */
  balanceKobo: Kobo;
  /** The due date of the oldest instalment unpaid at the end of the month, or null. */
  oldestUnpaidDue: CalendarDate | null;
  writtenOff: boolean;
}

/** The columns, in order, as docs/api/credit-bureau-file.md documents them. */
export const BUREAU_COLUMNS = [
  'ReportingMonth',
  'AccountNumber',
  'DateOpened',
  'FacilityAmountNGN',
  'CurrentBalanceNGN',
  'DaysPastDue',
  'AccountStatus',
] as const;

const STATUS_WORDS: Record<BureauAccountStatus, string> = {
  performing: 'Performing',
  'past-due': 'PastDue',
  'written-off': 'WrittenOff',
};

/** The last day of `month` ('2030-03'), or null for anything that is not a month. */
export function monthEnd(month: string): CalendarDate | null {
  if (!/^\d{4}-\d{2}$/.test(month) || !parseCalendarDate(`${month}-01`)) return null;
  return addDays(addMonths(`${month}-01`, 1), -1);
}

/**
 * Days past due at `asOf`, as the portfolio counts them (portfolio.ts's daysPastDue), so the console's figures
 * and the bureau's agree: from the oldest instalment unpaid then; 0 when none is late.
 */
export function accountDaysPastDue(oldestUnpaidDue: CalendarDate | null, asOf: CalendarDate): number {
  return oldestUnpaidDue === null ? 0 : daysPastDue([{ dueDate: oldestUnpaidDue, paid: false }], asOf);
}

/** The account's status at `asOf`: written off first, then past due when an instalment is late. */
export function bureauStatus(account: BureauAccount, asOf: CalendarDate): BureauAccountStatus {
  if (account.writtenOff) return 'written-off';
  return accountDaysPastDue(account.oldestUnpaidDue, asOf) > 0 ? 'past-due' : 'performing';
}

/** Kobo as the file writes naira: two decimals, no separators ('1250000.50'). */
function naira(amount: Kobo): string {
  return `${Math.floor(amount / 100)}.${String(amount % 100).padStart(2, '0')}`;
}

/** The file for `month`: a header line, then one CRLF-ended line per account (RFC 4180; no field needs quotes). */
export function bureauFile(month: string, accounts: readonly BureauAccount[]): string {
  const asOf = monthEnd(month);
  if (asOf === null) throw new RangeError(`not a month: ${month}`);
  const lines = accounts.map((account) =>
    [
      month,
      account.accountId,
      account.openedOn,
      naira(account.amountKobo),
      naira(account.balanceKobo),
      String(accountDaysPastDue(account.oldestUnpaidDue, asOf)),
      STATUS_WORDS[bureauStatus(account, asOf)],
    ].join(','),
  );
  return `${[BUREAU_COLUMNS.join(','), ...lines].join('\r\n')}\r\n`;
}
