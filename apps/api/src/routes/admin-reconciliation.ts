import {
  parseCalendarDate,
  RECONCILIATION_REASON_INVALID,
  readSettlementCsv,
  reconcile,
  reconciliationReason,
  summariseReconciliation,
} from '@oja/domain';
import {
  findReconciliation,
  ledgerMoneyIn,
  resolveDifference,
  saveReconciliation,
} from '../db/reconciliation-repository.ts';
import { refuse, refuseInvalid } from '../http/refuse.ts';
import { route, routes } from '../http/route.ts';
import { PaymentProviderError } from '../payments/card-payments.ts';
import { auditWrite } from '../staff/audit.ts';
import { requireStaff } from '../staff/staff-sessions.ts';
import { toWireReconciliation, toWireReconciliationLine } from '../wire/reconciliation.ts';

const NO_RECONCILIATION = 'No reconciliation for this day yet';
const NO_SUCH_LINE = 'No such line in this reconciliation';
const ALREADY_RESOLVED = 'This difference is already resolved.';
const NO_CSV = 'Choose the CSV file of the settlement report';
const PROVIDER_DOWN = 'The payment provider did not answer. Try again in a few minutes.';
const BAD_DAY = 'Give the day as YYYY-MM-DD';

/**
 * The daily reconciliation with the card and debit provider (issue 45): import its settlement report for a
 * day (its settlements API through the adapter, or a CSV file), match it against the ledger in the domain
 * (`reconcile`), and close each difference with a reason. Read with audit:read; every write with
 * reconciliation:write (the owner and finance), each in the audit trail in the write's transaction.
 */
export const adminReconciliationRoutes = routes(
  route('GET /admin/reconciliations/{day}', requireStaff('audit:read'), async (c, request) => {
    const { day } = request.params;
    if (!parseCalendarDate(day)) return refuse(c, 400, BAD_DAY);
    const view = await findReconciliation(c.get('db'), day);
    if (!view) return refuse(c, 404, NO_RECONCILIATION);
    return c.json({ success: true, message: 'Reconciliation', data: toWireReconciliation(view) });
  }),
  route('POST /admin/reconciliations/{day}', requireStaff('reconciliation:write'), async (c, request) => {
    const { day } = request.params;
    if (!parseCalendarDate(day)) return refuse(c, 400, BAD_DAY);
    const { source, csv } = request.body;
    let report: Awaited<ReturnType<typeof c.var.settlementReports.paidOn>>;
    if (source === 'csv') {
      if (!csv?.trim()) return refuse(c, 422, NO_CSV, { errors: [{ field: 'csv', message: NO_CSV }] });
      const reading = readSettlementCsv(csv);
      if (reading.kind === 'refused') {
        const errors = reading.problems.map((p) => ({ field: `csv.row${p.row}`, message: p.message }));
        return refuse(c, 422, reading.message, {
          errors: errors.length > 0 ? errors : [{ field: 'csv', message: reading.message }],
        });
      }
      report = reading.lines;
    } else {
      try {
        report = await c.get('settlementReports').paidOn(day);
      } catch (error) {
        if (error instanceof PaymentProviderError) return refuse(c, 503, PROVIDER_DOWN);
        throw error;
      }
    }
    const db = c.get('db');
    const now = c.get('now')();
    const ledger = await ledgerMoneyIn(
      db,
      day,
      report.map((line) => line.reference),
    );
    const lines = reconcile(report, ledger);
    const staff = c.get('staff');
    await db.transaction(async (tx) => {
      await saveReconciliation(tx, day, { source, lines, staffId: staff.id, at: new Date(now) });
      const { counts, providerTotalKobo, ojaTotalKobo } = summariseReconciliation(lines);
      await auditWrite(
        tx,
        staff,
        { clientAddress: c.get('clientAddress'), now },
        {
          action: 'reconciliation.import',
          target: { type: 'reconciliation', id: day },
          after: { source, counts, providerTotalKobo, ojaTotalKobo },
        },
      );
    });
    const view = await findReconciliation(db, day);
    if (!view) return refuse(c, 404, NO_RECONCILIATION);
    return c.json({ success: true, message: 'Settlement report imported', data: toWireReconciliation(view) });
  }),
  route(
    'POST /admin/reconciliations/{day}/lines/{lineId}/resolve',
    requireStaff('reconciliation:write'),
    async (c, request) => {
      const { day } = request.params;
      // A line's id is a serial: nine digits at most, so no id from the path overflows the column.
      if (!parseCalendarDate(day) || !/^\d{1,9}$/.test(request.params.lineId))
        return refuse(c, 404, NO_SUCH_LINE);
      const lineId = Number(request.params.lineId);
      const reason = reconciliationReason(request.body.reason);
      if (!reason) return refuseInvalid(c, { reason: RECONCILIATION_REASON_INVALID });
      const db = c.get('db');
      const now = c.get('now')();
      const staff = c.get('staff');
      const outcome = await db.transaction(async (tx) => {
        const done = await resolveDifference(tx, day, lineId, {
          reason,
          staffId: staff.id,
          at: new Date(now),
        });
        if (done.kind !== 'resolved') return done;
        await auditWrite(
          tx,
          staff,
          { clientAddress: c.get('clientAddress'), now },
          {
            action: 'reconciliation.resolve',
            target: { type: 'reconciliation', id: day },
            before: { line: String(lineId), kind: done.line.kind, reference: done.line.reference },
            after: { line: String(lineId), reason },
          },
        );
        return done;
      });
      if (outcome.kind === 'not-found') return refuse(c, 404, NO_SUCH_LINE);
      if (outcome.kind === 'closed') return refuse(c, 409, ALREADY_RESOLVED);
      return c.json({
        success: true,
        message: 'Difference resolved',
        data: toWireReconciliationLine({ ...outcome.line, resolvedByEmail: staff.email }),
      });
    },
  ),
);
