import {
  type BureauFacility,
  type BureauFile,
  type BvnIdentity,
  type CalendarDate,
  debtVerificationDecision,
  type Kobo,
  maskBvn,
  nairaToKobo,
  parseCalendarDate,
} from '@oja/domain';
import { logger } from '../ops/log.ts';
import type { CreditBureau, CreditCheck, CreditCheckRequest } from './credit-bureau.ts';

/** Prembly's (Identitypass) API: https://docs.prembly.com. */
const PREMBLY_API = 'https://api.prembly.com';
const ADVANCE_REPORT = '/identitypass/verification/credit_bureau/consumer/advance';

/**
 * The bureaux asked, by Prembly's `crb_provider`: CRC and FirstCentral each hold a file of their own on most
 * borrowers, and a delinquency may be reported to one only.
 */
const BUREAUX = [
  { provider: 'crc', name: 'CRC' },
  { provider: 'first-central', name: 'FirstCentral' },
] as const;

export interface PremblyConnection {
  appId: string;
  secretKey: string;
  /** Another base URL: a local fake in tests. */
  baseUrl?: string | undefined;
  /** How long one bureau may take before it counts as unavailable (12 s: a bureau search is slow). */
  timeoutMs?: number;
  fetch?: typeof fetch;
  log?: (line: string) => void;
}

/** What one debt verification learns: each bureau's file, who the BVN belongs to, and the references. */
export interface CreditReport {
  readonly files: readonly BureauFile[];
  /** The BVN's owner as the first bureau that knows them has it; null when none does. */
  readonly subject: BvnIdentity | null;
  /** Each answering bureau's reference ('CRC:2599049'), kept for audit. */
  readonly references: readonly string[];
}

/** The ask: the BVN, the shopper's name as the account has it, and our own reference of the check. */
export interface CreditReportRequest {
  bvn: string;
  customerName: string;
  reference: string;
}

type Row = Record<string, unknown>;

/**
 * The credit bureau through Prembly's consumer 'advance' report, asked of CRC and FirstCentral at once (mode
 * ID: by BVN). Each bureau's answer becomes a `BureauFile`: 'found' with its facilities, 'no-record' when the
 * bureau answered that it knows no such BVN, 'unavailable' when it did not answer in time, answered 5xx, or
 * answered something that cannot be read; the credit policy never approves on 'unavailable' alone. The BVN is
 * sent to Prembly and nowhere else: never logged whole, never part of a URL.
 */
export class PremblyCreditBureau implements CreditBureau {
  readonly kind = 'prembly';
  readonly #connection: Required<Omit<PremblyConnection, 'baseUrl'>> & { baseUrl: string };

  constructor({
    baseUrl = PREMBLY_API,
    timeoutMs = 12_000,
    fetch: fetcher,
    log,
    ...keys
  }: PremblyConnection) {
    this.#connection = {
      ...keys,
      baseUrl: baseUrl.replace(/\/+$/, ''),
      timeoutMs,
      fetch: fetcher ?? globalThis.fetch,
      log: log ?? ((line) => logger.warn(line)),
    };
  }

  /**
   * A debt verification: the report of both bureaux, then the domain's decision (the record must be the
   * account holder's, then the credit policy). Every reference a bureau gave is kept, whatever the decision.
   */
  async check({ bvn, account, isTier2, reference }: CreditCheckRequest): Promise<CreditCheck> {
    // Prembly asks for a name beside the BVN; an account without one yet sends what it has, the phone.
    const customerName = account.name ? `${account.name.firstName} ${account.name.lastName}` : account.phone;
    const report = await this.report({ bvn, customerName, reference });
    return { ...debtVerificationDecision(report, account, isTier2), references: report.references };
  }

  async report(request: CreditReportRequest): Promise<CreditReport> {
    const answers = await Promise.all(BUREAUX.map((bureau) => this.#ask(bureau, request)));
    return {
      files: answers.map((answer) => answer.file),
      subject: answers.find((answer) => answer.subject)?.subject ?? null,
      references: answers.flatMap((answer) => (answer.reference ? [answer.reference] : [])),
    };
  }

  async #ask(
    bureau: (typeof BUREAUX)[number],
    request: CreditReportRequest,
  ): Promise<{ file: BureauFile; subject: BvnIdentity | null; reference: string | null }> {
    const unavailable = (why: string) => {
      this.#connection.log(
        `[credit bureau] ${bureau.name} for BVN ${maskBvn(request.bvn)}: unavailable (${why})`,
      );
      return {
        file: { bureau: bureau.name, outcome: 'unavailable', facilities: [] },
        subject: null,
        reference: null,
      } as const;
    };
    let response: Response;
    try {
      response = await this.#connection.fetch(`${this.#connection.baseUrl}${ADVANCE_REPORT}`, {
        method: 'POST',
        headers: {
          'app-id': this.#connection.appId,
          'x-api-key': this.#connection.secretKey,
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          mode: 'ID',
          number: request.bvn,
          customer_name: request.customerName,
          customer_reference: request.reference,
          crb_provider: bureau.provider,
        }),
        signal: AbortSignal.timeout(this.#connection.timeoutMs),
      });
    } catch (error) {
      return unavailable((error as Error).name === 'TimeoutError' ? 'time-out' : 'no answer');
    }
    let body: Row;
    try {
      body = (await response.json()) as Row;
    } catch {
      return unavailable(`${response.status}, not JSON`);
    }
    if (response.status >= 500 || typeof body !== 'object' || body === null) {
      return unavailable(String(response.status));
    }
    // Prembly answers a BVN the bureau does not know with status false and a 'not found' detail.
    if (body.status === false && /not found|no record/i.test(String(body.detail ?? ''))) {
      return {
        file: { bureau: bureau.name, outcome: 'no-record', facilities: [] },
        subject: null,
        reference: null,
      };
    }
    if (body.status !== true || body.response_code !== '00' || !Array.isArray(body.data)) {
      return unavailable(`${response.status}, ${String(body.detail ?? 'unreadable')}`);
    }
    const sections = sectionsOf(body.data as unknown[]);
    const person = sections.get('PersonalDetailsSummary')?.[0];
    const facilities = (sections.get('CreditAgreementSummary') ?? []).map(facilityOf);
    if (!person || facilities.some((facility) => facility === null)) return unavailable('malformed report');
    const consumerId = person.ConsumerID;
    return {
      file: { bureau: bureau.name, outcome: 'found', facilities: facilities as BureauFacility[] },
      subject: identityOf(person),
      reference:
        consumerId === undefined || consumerId === null ? null : `${bureau.name}:${String(consumerId)}`,
    };
  }
}

/** The report's `data` is a list of one-key objects, each a named list of rows ('PersonalDetailsSummary': […]). */
function sectionsOf(data: readonly unknown[]): Map<string, Row[]> {
  const sections = new Map<string, Row[]>();
  for (const entry of data) {
    if (typeof entry !== 'object' || entry === null) continue;
    for (const [name, rows] of Object.entries(entry)) {
      if (Array.isArray(rows))
        sections.set(
          name,
          rows.filter((row): row is Row => typeof row === 'object' && row !== null),
        );
    }
  }
  return sections;
}

/** '235,197.00' or 235197 naira → kobo; null when unreadable. */
function amountOf(value: unknown): Kobo | null {
  const text =
    typeof value === 'number'
      ? String(value)
      : typeof value === 'string'
        ? value.replace(/[,\s]|NGN/g, '')
        : '';
  if (text === '') return 0 as Kobo;
  return nairaToKobo(text);
}

/**
 * The CBN's prudential classes as the bureaux report them, read as the fewest days past due each implies
 * (Prudential Guidelines for Deposit Money Banks: pass and watch from 30 days, substandard from 90, doubtful
 * from 180, lost from 360, which the policy reads as written off).
 */
const CLASS_DAYS: readonly [RegExp, number][] = [
  [/watch/i, 30],
  [/sub-?standard/i, 90],
  [/doubtful/i, 180],
];

function facilityOf(row: Row): BureauFacility | null {
  const outstanding = amountOf(row.CurrentBalanceAmt);
  const overdue = amountOf(row.AmountOverdue);
  if (outstanding === null || overdue === null) return null;
  const performance = String(row.PerformanceStatus ?? '');
  if (/lost|written/i.test(performance))
    return { status: 'written-off', outstandingKobo: outstanding, daysPastDue: 0 };
  const status = /closed/i.test(String(row.AccountStatus ?? '')) ? 'closed' : 'open';
  const classDays = CLASS_DAYS.find(([pattern]) => pattern.test(performance))?.[1] ?? 0;
  // A 'performing' facility with an amount overdue is late by less than a month: counted as one day.
  const daysPastDue = Math.max(classDays, overdue > 0 ? 1 : 0);
  return { status, outstandingKobo: outstanding, daysPastDue };
}

/** 'dd/mm/yyyy' → 'yyyy-mm-dd'; undefined when unreadable. */
function birthDateOf(value: unknown): CalendarDate | undefined {
  const match = typeof value === 'string' ? /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim()) : null;
  if (!match) return undefined;
  const date = `${match[3]}-${match[2]}-${match[1]}`;
  return parseCalendarDate(date) ? date : undefined;
}

function identityOf(person: Row): BvnIdentity {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const header = text(person.Header).replace(/^PERSONAL DETAILS SUMMARY:\s*/i, '');
  const names = [text(person.FirstName), text(person.OtherNames), text(person.Surname), header].filter(
    Boolean,
  );
  const phones = [person.CellularNo, person.HomeTelephoneNo, person.WorkTelephoneNo]
    .map(text)
    .filter(Boolean);
  const dateOfBirth = birthDateOf(person.BirthDate);
  return dateOfBirth ? { names, phones, dateOfBirth } : { names, phones };
}
