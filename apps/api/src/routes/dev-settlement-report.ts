import { csvTable, parseCalendarDate } from '@oja/domain';
import { refuse } from '../http/refuse.ts';
import { route, routes } from '../http/route.ts';
import { SandboxSettlementReports } from '../payments/settlement-reports.ts';

/**
 * The sandbox provider's settlement report as the CSV file finance would download from the provider, with
 * lines dropped or amounts changed on request (`drop`, `amount=reference:kobo`): how tests and demos make a
 * reconciliation's differences. 404 when the provider is real.
 */
export const devSettlementReportRoutes = routes(
  route('GET /dev/settlement-report', async (c, { query }) => {
    const reports = c.get('settlementReports');
    if (!(reports instanceof SandboxSettlementReports)) return refuse(c, 404, 'Not found');
    const { day } = query;
    if (!parseCalendarDate(day)) return refuse(c, 400, 'Give the day as YYYY-MM-DD');
    const listed = (value: string | undefined) => (value ? value.split(',') : []);
    const amounts = new Map(
      listed(query.amount).map((change) => {
        const [reference = '', amount = '0'] = change.split(':');
        return [reference, Number(amount)] as const;
      }),
    );
    const lines = await reports.paidOn(day, { drop: listed(query.drop), amounts });
    const csv = csvTable(
      ['reference', 'amount', 'currency', 'status', 'paid_at'],
      lines.map((line) => ({
        reference: line.reference,
        amount: String(line.amountKobo),
        currency: 'NGN',
        status: 'success',
        paid_at: line.paidAt,
      })),
    );
    return c.body(csv, 200, { 'content-type': 'text/csv; charset=utf-8', 'cache-control': 'no-store' });
  }),
);
