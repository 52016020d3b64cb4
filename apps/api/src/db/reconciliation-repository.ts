import {
  addDays,
  type CalendarDate,
  type Kobo,
  lagosDayStart,
  type MoneyInLine,
  type ReconciliationLine,
  type ReconciliationSummary,
  summariseReconciliation,
} from '@oja/domain';
import { and, asc, count, eq, gte, inArray, isNotNull, isNull, lt, ne, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from './connect.ts';
import {
  instalmentCardPayments,
  instalmentCharges,
  payments,
  reconciliationLines,
  reconciliations,
  staff,
} from './schema.ts';

/** References asked for in one query (PostgreSQL takes at most 65,535 parameters). */
const REFERENCES_PER_QUERY = 1000;
/** Lines written in one INSERT. */
const LINES_PER_INSERT = 1000;

/**
 * Oja's ledger of money in through the card and debit provider: first payments the provider took (paid,
 * and the duplicates and late ones it took too, which the shop refunds), succeeded direct debits and card
 * payments ahead, each by the provider's reference. `day`'s payments, and those of any other day whose
 * reference the provider's report names (a payment of 23:59 settled the next day still matches).
 */
export async function ledgerMoneyIn(
  db: Database,
  day: CalendarDate,
  references: readonly string[],
): Promise<MoneyInLine[]> {
  const from = new Date(lagosDayStart(day));
  const to = new Date(lagosDayStart(addDays(day, 1)));
  const found = new Map<string, MoneyInLine>();
  const read = async (which: (paidAt: PgColumn, reference: PgColumn) => SQL | undefined) => {
    for (const row of await moneyIn(db, which)) {
      if (row.paidAt) {
        found.set(row.reference, {
          reference: row.reference,
          amountKobo: row.amountKobo,
          paidAt: row.paidAt.toISOString(),
        });
      }
    }
  };
  await read((paidAt) => and(gte(paidAt, from), lt(paidAt, to)));
  const others = references.filter((reference) => !found.has(reference));
  for (let start = 0; start < others.length; start += REFERENCES_PER_QUERY) {
    const chunk = others.slice(start, start + REFERENCES_PER_QUERY);
    await read((_, reference) => inArray(reference, chunk));
  }
  return [...found.values()];
}

type MoneyInRow = { reference: string; amountKobo: Kobo; paidAt: Date | null };

async function moneyIn(
  db: Database,
  which: (paidAt: PgColumn, reference: PgColumn) => SQL | undefined,
): Promise<MoneyInRow[]> {
  const first = await db
    .select({ reference: payments.reference, amountKobo: payments.amountKobo, paidAt: payments.paidAt })
    .from(payments)
    .where(
      and(
        inArray(payments.status, ['succeeded', 'duplicate', 'late']),
        isNotNull(payments.paidAt),
        which(payments.paidAt, payments.reference),
      ),
    );
  const debits = await db
    .select({
      reference: instalmentCharges.reference,
      amountKobo: instalmentCharges.amountKobo,
      paidAt: instalmentCharges.finishedAt,
    })
    .from(instalmentCharges)
    .where(
      and(
        eq(instalmentCharges.status, 'succeeded'),
        which(instalmentCharges.finishedAt, instalmentCharges.reference),
      ),
    );
  const ahead = await db
    .select({
      reference: instalmentCardPayments.reference,
      amountKobo: instalmentCardPayments.amountKobo,
      paidAt: instalmentCardPayments.paidAt,
    })
    .from(instalmentCardPayments)
    .where(
      and(
        isNotNull(instalmentCardPayments.paidAt),
        which(instalmentCardPayments.paidAt, instalmentCardPayments.reference),
      ),
    );
  return [...first, ...debits, ...ahead];
}

type LineRow = typeof reconciliationLines.$inferSelect;

/**
 * Keeps a day's reconciliation: the first import makes it, a later one replaces its lines, and a difference
 * closed before that is still there (same kind, reference and amounts) keeps its reason. One transaction, so
 * the page never shows half an import.
 */
export async function saveReconciliation(
  db: Database,
  day: CalendarDate,
  imported: { source: 'csv' | 'provider'; lines: ReconciliationLine[]; staffId: number; at: Date },
): Promise<void> {
  const { providerTotalKobo, ojaTotalKobo } = summariseReconciliation(imported.lines);
  await db.transaction(async (tx) => {
    const values = {
      source: imported.source,
      providerTotalKobo,
      ojaTotalKobo,
      importedBy: imported.staffId,
      importedAt: imported.at,
    };
    const [saved] = await tx
      .insert(reconciliations)
      .values({ day, ...values })
      .onConflictDoUpdate({ target: reconciliations.day, set: values })
      .returning({ id: reconciliations.id });
    const reconciliationId = (saved as { id: number }).id;
    const closed = await tx
      .select()
      .from(reconciliationLines)
      .where(
        and(
          eq(reconciliationLines.reconciliationId, reconciliationId),
          isNotNull(reconciliationLines.resolution),
        ),
      );
    const reasons = new Map(closed.map((line) => [sameDifference(line), line]));
    await tx.delete(reconciliationLines).where(eq(reconciliationLines.reconciliationId, reconciliationId));
    for (let start = 0; start < imported.lines.length; start += LINES_PER_INSERT) {
      const rows = imported.lines.slice(start, start + LINES_PER_INSERT).map((line) => {
        const row = {
          reconciliationId,
          kind: line.kind,
          reference: line.reference,
          providerKobo: line.providerKobo,
          ojaKobo: line.ojaKobo,
          providerPaidAt: line.providerPaidAt ? new Date(line.providerPaidAt) : null,
          ojaPaidAt: line.ojaPaidAt ? new Date(line.ojaPaidAt) : null,
        };
        const before = reasons.get(sameDifference(row));
        return before
          ? {
              ...row,
              resolution: before.resolution,
              resolvedBy: before.resolvedBy,
              resolvedAt: before.resolvedAt,
            }
          : row;
      });
      if (rows.length > 0) await tx.insert(reconciliationLines).values(rows);
    }
  });
}

const sameDifference = (line: Pick<LineRow, 'kind' | 'reference' | 'providerKobo' | 'ojaKobo'>) =>
  `${line.kind}|${line.reference}|${line.providerKobo}|${line.ojaKobo}`;

/** A day's reconciliation as the console shows it: every difference, and how many lines matched. */
export interface ReconciliationView {
  day: CalendarDate;
  source: 'csv' | 'provider';
  importedAt: Date;
  importedBy: string;
  providerTotalKobo: Kobo;
  ojaTotalKobo: Kobo;
  summary: ReconciliationSummary['counts'];
  differences: (LineRow & { resolvedByEmail: string | null })[];
}

export async function findReconciliation(
  db: Database,
  day: CalendarDate,
): Promise<ReconciliationView | null> {
  const [found] = await db
    .select({ reconciliation: reconciliations, importedBy: staff.email })
    .from(reconciliations)
    .innerJoin(staff, eq(reconciliations.importedBy, staff.id))
    .where(eq(reconciliations.day, day));
  if (!found) return null;
  const { reconciliation } = found;
  const differences = await db
    .select({ line: reconciliationLines, resolvedByEmail: staff.email })
    .from(reconciliationLines)
    .leftJoin(staff, eq(reconciliationLines.resolvedBy, staff.id))
    .where(
      and(
        eq(reconciliationLines.reconciliationId, reconciliation.id),
        ne(reconciliationLines.kind, 'matched'),
      ),
    )
    .orderBy(asc(reconciliationLines.id));
  const [matched] = await db
    .select({ n: count() })
    .from(reconciliationLines)
    .where(
      and(
        eq(reconciliationLines.reconciliationId, reconciliation.id),
        eq(reconciliationLines.kind, 'matched'),
      ),
    );
  const summary: ReconciliationSummary['counts'] = {
    matched: matched?.n ?? 0,
    'provider-only': 0,
    'oja-only': 0,
    'amount-differs': 0,
    'date-differs': 0,
  };
  for (const { line } of differences) summary[line.kind] += 1;
  return {
    day: reconciliation.day,
    source: reconciliation.source as 'csv' | 'provider',
    importedAt: reconciliation.importedAt,
    importedBy: found.importedBy,
    providerTotalKobo: reconciliation.providerTotalKobo,
    ojaTotalKobo: reconciliation.ojaTotalKobo,
    summary,
    differences: differences.map(({ line, resolvedByEmail }) => ({ ...line, resolvedByEmail })),
  };
}

type ResolveOutcome = { kind: 'resolved'; line: LineRow } | { kind: 'not-found' } | { kind: 'closed' };

/**
 * Closes one difference of `day` with a reason, once: a compare-and-set on an open difference, so two staff
 * members closing it together leave one reason. A matched line has nothing to close.
 */
export async function resolveDifference(
  db: Database,
  day: CalendarDate,
  lineId: number,
  resolution: { reason: string; staffId: number; at: Date },
): Promise<ResolveOutcome> {
  const [line] = await db
    .select({ line: reconciliationLines })
    .from(reconciliationLines)
    .innerJoin(reconciliations, eq(reconciliationLines.reconciliationId, reconciliations.id))
    .where(and(eq(reconciliationLines.id, lineId), eq(reconciliations.day, day)));
  if (!line) return { kind: 'not-found' };
  const [resolved] = await db
    .update(reconciliationLines)
    .set({ resolution: resolution.reason, resolvedBy: resolution.staffId, resolvedAt: resolution.at })
    .where(
      and(
        eq(reconciliationLines.id, lineId),
        ne(reconciliationLines.kind, 'matched'),
        isNull(reconciliationLines.resolution),
      ),
    )
    .returning();
  return resolved ? { kind: 'resolved', line: resolved } : { kind: 'closed' };
}
