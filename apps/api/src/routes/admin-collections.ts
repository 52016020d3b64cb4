import { lagosCalendarDate } from '@oja/domain';
import { recordNotice } from '../collector/notices.ts';
import { queueRetryNow } from '../collector/retry-now.ts';
import { findInstalment, listCollections } from '../db/collections-repository.ts';
import { refuse } from '../http/refuse.ts';
import { route, routes } from '../http/route.ts';
import { auditWrite } from '../staff/audit.ts';
import { requireStaff } from '../staff/staff-sessions.ts';

const INSTALMENT_NOT_FOUND = 'No such instalment on a paid order';
const RETRY_REFUSED =
  'This instalment is not waiting for a retry: it is paid, not failed, or a debit is already on its way.';
const ALREADY_REMINDED = 'The shopper was already reminded of this instalment today.';
const LIST_LENGTH = 500;

/**
 * The console's collections: instalments the direct debit gave up on, by days late and amount; retry the
 * debit now (queued for the collector, which charges it like any other, once) or remind the shopper (once a
 * day, by the collector's notices: email, and a text unless they turned texts off). A contact note goes on
 * the order.
 */
export const adminCollectionRoutes = routes(
  route('GET /admin/collections', requireStaff('orders:read'), async (c) => {
    const today = lagosCalendarDate(c.get('now')());
    const data = await listCollections(c.get('db'), today, LIST_LENGTH);
    return c.json({ success: true, message: 'Collections', data });
  }),
  route(
    'POST /admin/collections/{orderNumber}/instalments/{number}/retry',
    requireStaff('collections:act'),
    async (c, request) => {
      const { orderNumber } = request.params;
      const number = Number(request.params.number);
      const db = c.get('db');
      const found = Number.isSafeInteger(number) ? await findInstalment(db, orderNumber, number) : null;
      if (!found) return refuse(c, 404, INSTALMENT_NOT_FOUND);
      const now = c.get('now')();
      const queued = await db.transaction(async (tx) => {
        const retry = await queueRetryNow(
          tx,
          { orderId: found.orderId, orderNumber, number },
          lagosCalendarDate(now),
          new Date(now),
        );
        if (!retry) return null;
        await auditWrite(
          tx,
          c.get('staff'),
          { clientAddress: c.get('clientAddress'), now },
          {
            action: 'collection.retry',
            target: { type: 'order', id: orderNumber },
            before: { instalment: number, status: 'failed' },
            after: {
              instalment: number,
              attempt: retry.attempt,
              reference: retry.reference,
              status: 'queued',
            },
          },
        );
        return retry;
      });
      if (!queued) return refuse(c, 409, RETRY_REFUSED);
      return c.json({
        success: true,
        message: `Debit ${queued.reference} queued: the collector sends it within a minute.`,
      });
    },
  ),
  route(
    'POST /admin/collections/{orderNumber}/instalments/{number}/reminder',
    requireStaff('collections:remind'),
    async (c, request) => {
      const { orderNumber } = request.params;
      const number = Number(request.params.number);
      const db = c.get('db');
      const found = Number.isSafeInteger(number) ? await findInstalment(db, orderNumber, number) : null;
      if (!found) return refuse(c, 404, INSTALMENT_NOT_FOUND);
      const now = c.get('now')();
      const today = lagosCalendarDate(now);
      const recorded = await db.transaction(async (tx) => {
        // The notice's key (order, instalment, 'overdue-' and the day) keeps it to one reminder a day.
        if (!(await recordNotice(tx, found.orderId, number, `overdue-${today}`, new Date(now)))) return false;
        await auditWrite(
          tx,
          c.get('staff'),
          { clientAddress: c.get('clientAddress'), now },
          {
            action: 'collection.remind',
            target: { type: 'order', id: orderNumber },
            after: { instalment: number, remindedOn: today },
          },
        );
        return true;
      });
      if (!recorded) return refuse(c, 409, ALREADY_REMINDED);
      return c.json({
        success: true,
        message: 'Reminder queued: the shopper is emailed (and texted) within a minute.',
      });
    },
  ),
);
