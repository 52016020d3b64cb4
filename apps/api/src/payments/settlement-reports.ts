import { addDays, type CalendarDate, kobo, lagosDayStart, type MoneyInLine } from '@oja/domain';
import { and, eq, gte, lt } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { sandboxCardTransactions, sandboxDirectDebitCharges } from '../db/schema.ts';

/**
 * The card and debit provider's settlement report (issue 45): every payment and debit it took that was paid
 * on a Lagos day, as its own books say, for the console's reconciliation. Two implementations: the sandbox,
 * which reads its own books, and Paystack's settlements API (paystack-settlements.ts), chosen with the card
 * provider in main.ts. A provider that does not answer is a PaymentProviderError.
 */
export interface SettlementReports {
  readonly kind: 'sandbox' | 'paystack';
  paidOn(day: CalendarDate): Promise<MoneyInLine[]>;
}

/** How a test (or the sandbox's report page) makes the sandbox's report disagree with the shop's books. */
interface SandboxReportChanges {
  /** References the report leaves out. */
  drop?: readonly string[];
  /** References whose amount the report gives as another number of kobo. */
  amounts?: ReadonlyMap<string, number>;
}

/** The sandbox provider's report: its card transactions and direct debits that succeeded on the day. */
export class SandboxSettlementReports implements SettlementReports {
  readonly kind = 'sandbox';
  readonly #db: Database;

  constructor(db: Database) {
    this.#db = db;
  }

  async paidOn(day: CalendarDate, changes: SandboxReportChanges = {}): Promise<MoneyInLine[]> {
    const from = new Date(lagosDayStart(day));
    const to = new Date(lagosDayStart(addDays(day, 1)));
    const cards = await this.#db
      .select({
        reference: sandboxCardTransactions.reference,
        amount: sandboxCardTransactions.amountKobo,
        paidAt: sandboxCardTransactions.paidAt,
      })
      .from(sandboxCardTransactions)
      .where(
        and(
          eq(sandboxCardTransactions.status, 'success'),
          gte(sandboxCardTransactions.paidAt, from),
          lt(sandboxCardTransactions.paidAt, to),
        ),
      );
    const debits = await this.#db
      .select({
        reference: sandboxDirectDebitCharges.reference,
        amount: sandboxDirectDebitCharges.amountKobo,
        paidAt: sandboxDirectDebitCharges.createdAt,
      })
      .from(sandboxDirectDebitCharges)
      .where(
        and(
          eq(sandboxDirectDebitCharges.status, 'success'),
          gte(sandboxDirectDebitCharges.createdAt, from),
          lt(sandboxDirectDebitCharges.createdAt, to),
        ),
      );
    const drop = new Set(changes.drop ?? []);
    return [...cards, ...debits]
      .filter((row) => !drop.has(row.reference))
      .map((row) => ({
        reference: row.reference,
        amountKobo: kobo(changes.amounts?.get(row.reference) ?? row.amount),
        paidAt: (row.paidAt ?? from).toISOString(),
      }))
      .sort((a, b) => a.paidAt.localeCompare(b.paidAt) || a.reference.localeCompare(b.reference));
  }
}
