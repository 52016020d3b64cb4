/**
 * Reconciliation with the card and debit provider (issue 45): the provider's settlement report for a day,
 * matched line by line against Oja's ledger by the provider's reference, the amount in kobo and the date.
 * Pure: the API reads the report (a CSV upload or the provider's settlements API) and the ledger, and keeps
 * what this decides.
 */
import { parseCsv } from './catalogue-csv';
import { type Kobo, kobo } from './money';

/** One line of money in, as the provider's report or Oja's ledger holds it. */
export interface MoneyInLine {
  /** The provider's reference of the payment or debit (Oja chose it when it asked for the money). */
  reference: string;
  amountKobo: Kobo;
  /** When it was paid, an ISO instant. */
  paidAt: string;
}

/** What a reconciliation line says about one reference. */
export type ReconciliationKind =
  /** Both books hold it: same amount, dates close enough. */
  | 'matched'
  /** The provider took it; Oja's ledger has no such payment (or the provider reports it twice). */
  | 'provider-only'
  /** Oja's ledger says it was paid on the day; the provider's report does not have it. */
  | 'oja-only'
  /** Both hold the reference, for different amounts. */
  | 'amount-differs'
  /** Same reference and amount, but paid days apart: a payment booked on the wrong day. */
  | 'date-differs';

export interface ReconciliationLine {
  kind: ReconciliationKind;
  reference: string;
  /** Null when the provider does not have it. */
  providerKobo: Kobo | null;
  /** Null when Oja does not have it. */
  ojaKobo: Kobo | null;
  providerPaidAt: string | null;
  ojaPaidAt: string | null;
}

/**
 * How far apart the two books may date one payment and still agree: a payment at 23:59 may be the provider's
 * next day, and its report is a day's settlement, so one day and a little.
 */
export const RECONCILIATION_DATE_TOLERANCE_MS = 36 * 60 * 60 * 1000;

/**
 * Every reference of the provider's report and of Oja's ledger, once: differences first (in the order the
 * console lists them), then the matched lines, each group by reference. `ledger` is what Oja holds for the
 * day and for the report's references (a payment of yesterday evening the provider settled today matches).
 */
export function reconcile(
  report: readonly MoneyInLine[],
  ledger: readonly MoneyInLine[],
): ReconciliationLine[] {
  const ojaByReference = new Map(ledger.map((line) => [line.reference, line]));
  const seen = new Set<string>();
  const lines: ReconciliationLine[] = [];
  for (const provider of report) {
    const oja = seen.has(provider.reference) ? undefined : ojaByReference.get(provider.reference);
    seen.add(provider.reference);
    lines.push({
      kind: oja ? compare(provider, oja) : 'provider-only',
      reference: provider.reference,
      providerKobo: provider.amountKobo,
      ojaKobo: oja?.amountKobo ?? null,
      providerPaidAt: provider.paidAt,
      ojaPaidAt: oja?.paidAt ?? null,
    });
  }
  for (const oja of ledger) {
    if (seen.has(oja.reference)) continue;
    lines.push({
      kind: 'oja-only',
      reference: oja.reference,
      providerKobo: null,
      ojaKobo: oja.amountKobo,
      providerPaidAt: null,
      ojaPaidAt: oja.paidAt,
    });
  }
  const order = (kind: ReconciliationKind) => KIND_ORDER.indexOf(kind);
  return lines.sort((a, b) => order(a.kind) - order(b.kind) || a.reference.localeCompare(b.reference));
}

const KIND_ORDER: readonly ReconciliationKind[] = [
  'provider-only',
  'oja-only',
  'amount-differs',
  'date-differs',
  'matched',
];

function compare(provider: MoneyInLine, oja: MoneyInLine): ReconciliationKind {
  if (provider.amountKobo !== oja.amountKobo) return 'amount-differs';
  const apart = Math.abs(Date.parse(provider.paidAt) - Date.parse(oja.paidAt));
  return apart > RECONCILIATION_DATE_TOLERANCE_MS ? 'date-differs' : 'matched';
}

/** The day's figures: how many lines of each kind, and what each book says came in. */
export interface ReconciliationSummary {
  counts: Record<ReconciliationKind, number>;
  providerTotalKobo: Kobo;
  ojaTotalKobo: Kobo;
}

export function summariseReconciliation(lines: readonly ReconciliationLine[]): ReconciliationSummary {
  const counts: Record<ReconciliationKind, number> = {
    matched: 0,
    'provider-only': 0,
    'oja-only': 0,
    'amount-differs': 0,
    'date-differs': 0,
  };
  let provider = 0;
  let oja = 0;
  for (const line of lines) {
    counts[line.kind] += 1;
    provider += line.providerKobo ?? 0;
    oja += line.ojaKobo ?? 0;
  }
  return { counts, providerTotalKobo: kobo(provider), ojaTotalKobo: kobo(oja) };
}

/** Why a difference was closed: a few words a finance reviewer can check later. */
export const RECONCILIATION_REASON_MIN = 5;
export const RECONCILIATION_REASON_MAX = 500;
export const RECONCILIATION_REASON_INVALID = `Say why in ${RECONCILIATION_REASON_MIN} to ${RECONCILIATION_REASON_MAX} characters`;

/** The reason, trimmed, or null when it is too short or too long to say why. */
export function reconciliationReason(value: string): string | null {
  const reason = value.trim();
  return reason.length >= RECONCILIATION_REASON_MIN && reason.length <= RECONCILIATION_REASON_MAX
    ? reason
    : null;
}

/**
 * The provider's settlement report as a CSV file: the columns of its settlement transactions (Paystack's
 * `GET /settlement/:id/transactions`): `reference`, `amount` (in kobo, as the provider counts it), `paid_at`
 * (an ISO instant), and any others (currency, status, fees, channel), which are ignored. Header names in any
 * order and case.
 */
export const SETTLEMENT_CSV_REQUIRED = ['reference', 'amount', 'paid_at'] as const;
/** What one upload holds (its text is at most 2 MB): a busy day; the settlements API reads any number. */
export const SETTLEMENT_CSV_MAX_ROWS = 20_000;

export const SETTLEMENT_CSV_HEADER_INVALID = `The first row must name the columns, among them ${SETTLEMENT_CSV_REQUIRED.join(', ')}`;
export const SETTLEMENT_CSV_UNREADABLE = 'The file is not CSV: a quoted cell is not closed';
export const SETTLEMENT_CSV_TOO_MANY_ROWS = `A report has at most ${SETTLEMENT_CSV_MAX_ROWS.toLocaleString('en-NG')} lines`;

export type SettlementCsvResult =
  | { kind: 'read'; lines: MoneyInLine[] }
  | { kind: 'refused'; message: string; problems: { row: number; message: string }[] };

/** The report's lines, or why it cannot be read (each bad row by its number in the file, header = 1). */
export function readSettlementCsv(source: string): SettlementCsvResult {
  const table = parseCsv(source);
  if (table === null) return refused(SETTLEMENT_CSV_UNREADABLE);
  const [header = [], ...rows] = table;
  const names = header.map((name) => name.trim().toLowerCase());
  const at: ColumnIndexes = {
    reference: names.indexOf('reference'),
    amount: names.indexOf('amount'),
    paid_at: names.indexOf('paid_at'),
  };
  if (Object.values(at).some((index) => index < 0)) return refused(SETTLEMENT_CSV_HEADER_INVALID);
  if (rows.length > SETTLEMENT_CSV_MAX_ROWS) return refused(SETTLEMENT_CSV_TOO_MANY_ROWS);
  const lines: MoneyInLine[] = [];
  const problems: { row: number; message: string }[] = [];
  rows.forEach((row, index) => {
    const line = settlementLine(row, at);
    if (typeof line === 'string') problems.push({ row: index + 2, message: line });
    else lines.push(line);
  });
  return problems.length > 0
    ? { kind: 'refused', message: 'Some lines cannot be read', problems }
    : { kind: 'read', lines };
}

function refused(message: string): SettlementCsvResult {
  return { kind: 'refused', message, problems: [] };
}

type ColumnIndexes = Record<(typeof SETTLEMENT_CSV_REQUIRED)[number], number>;

function settlementLine(row: string[], at: ColumnIndexes): MoneyInLine | string {
  const cell = (name: keyof ColumnIndexes) => (row[at[name]] ?? '').trim();
  const reference = cell('reference');
  if (reference === '') return 'The reference is empty';
  const amount = cell('amount');
  if (!/^\d{1,15}$/.test(amount) || Number(amount) === 0) return 'The amount must be a whole number of kobo';
  const paidAt = Date.parse(cell('paid_at'));
  if (!Number.isFinite(paidAt)) return 'paid_at must be a date and time (ISO 8601)';
  return { reference, amountKobo: kobo(Number(amount)), paidAt: new Date(paidAt).toISOString() };
}
