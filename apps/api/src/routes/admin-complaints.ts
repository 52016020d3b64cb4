import { validateComplaintReply, validateComplaintResolution } from '@oja/domain';
import { COMPLAINT_HANDLER_ROLES, escalateOverdueComplaints } from '../complaints/escalation.ts';
import {
  assignComplaint,
  type ComplaintFacts,
  complaintCounts,
  complaintHandlers,
  complaintPicture,
  complaintQueue,
  complaintRepliesOf,
  complaintsRaisedBetween,
  findComplaint,
  insertComplaintReply,
  resolveComplaint,
} from '../db/complaints-repository.ts';
import type { Database } from '../db/connect.ts';
import { refuse, refuseInvalid } from '../http/refuse.ts';
import { route, routes } from '../http/route.ts';
import { tellShopperOfComplaint } from '../messages/complaint-notices.ts';
import { BAD_PERIOD, periodOf } from '../records/period.ts';
import { auditWrite } from '../staff/audit.ts';
import { requireStaff } from '../staff/staff-sessions.ts';
import { complaintsReportCsv, toWireAdminComplaint } from '../wire/complaint.ts';
import { COMPLAINT_NOT_FOUND, NO_PICTURE, pictureAnswer } from './complaints.ts';

const ALREADY_RESOLVED = 'This complaint is already resolved.';
const NOT_A_HANDLER = 'Choose a staff member who works the complaints desk.';
const QUEUE_LENGTH = 200;

/** What the audit trail keeps of a complaint's state around a write. */
function auditState(facts: ComplaintFacts) {
  return {
    status: facts.complaint.status,
    escalated: facts.complaint.escalatedAt !== null,
    assignee: facts.assignee?.staffId ?? null,
  };
}

/**
 * The console's complaints desk (complaints:handle): the queue by time left on the 48-hour promise (overdue
 * complaints escalated on read, and the desk told, as the escalation job does), one complaint with its replies, assignment, replies and resolution (each
 * audited, the shopper told of the last two), and the twice-yearly report's CSV.
 */
export const adminComplaintRoutes = routes(
  route('GET /admin/complaints', requireStaff('complaints:handle'), async (c, request) => {
    const db = c.get('db');
    const now = c.get('now')();
    await escalateOverdueComplaints({ db, email: c.get('email'), publicUrl: c.get('publicUrl') }, now);
    const [queue, counts, handlers] = await Promise.all([
      complaintQueue(db, request.query.status ?? 'open', QUEUE_LENGTH),
      complaintCounts(db),
      complaintHandlers(db, COMPLAINT_HANDLER_ROLES),
    ]);
    return c.json({
      success: true,
      message: 'Complaints',
      data: {
        complaints: queue.map((facts) => toWireAdminComplaint(facts, [], now)),
        counts,
        handlers: handlers.map(({ staffId, name }) => ({ staffId, name })),
      },
    });
  }),
  route('GET /admin/complaints/export', requireStaff('complaints:handle'), async (c, request) => {
    const period = periodOf(request.query.from, request.query.to);
    if (!period) return refuse(c, 400, BAD_PERIOD);
    const db = c.get('db');
    await escalateOverdueComplaints(
      { db, email: c.get('email'), publicUrl: c.get('publicUrl') },
      c.get('now')(),
    );
    const rows = await complaintsRaisedBetween(db, period.from, period.to);
    return c.body(complaintsReportCsv(rows), 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="oja-complaints-${request.query.from}-to-${request.query.to}.csv"`,
    });
  }),
  route('GET /admin/complaints/{reference}', requireStaff('complaints:handle'), async (c, request) => {
    const db = c.get('db');
    const now = c.get('now')();
    await escalateOverdueComplaints({ db, email: c.get('email'), publicUrl: c.get('publicUrl') }, now);
    const facts = await findComplaint(db, request.params.reference);
    if (!facts) return refuse(c, 404, COMPLAINT_NOT_FOUND);
    const replies = await complaintRepliesOf(db, facts.complaint.id);
    return c.json({ success: true, message: 'Complaint', data: toWireAdminComplaint(facts, replies, now) });
  }),
  route(
    'GET /admin/complaints/{reference}/picture',
    requireStaff('complaints:handle'),
    async (c, request) => {
      const picture = await complaintPicture(c.get('db'), request.params.reference);
      if (!picture) return refuse(c, 404, NO_PICTURE);
      return pictureAnswer(c, picture);
    },
  ),
  route(
    'POST /admin/complaints/{reference}/assignment',
    requireStaff('complaints:handle'),
    async (c, request) => {
      const db = c.get('db');
      const now = c.get('now')();
      const facts = await findComplaint(db, request.params.reference);
      if (!facts) return refuse(c, 404, COMPLAINT_NOT_FOUND);
      const wanted = request.body.staffId;
      const handler =
        wanted === null
          ? null
          : (await complaintHandlers(db, COMPLAINT_HANDLER_ROLES)).find((each) => each.staffId === wanted);
      if (handler === undefined) return refuseInvalid(c, { staffId: NOT_A_HANDLER });
      const member = c.get('staff');
      const assigned = await db.transaction(async (tx) => {
        if (!(await assignComplaint(tx, facts.complaint.id, handler?.id ?? null))) return false;
        await auditWrite(
          tx,
          member,
          { clientAddress: c.get('clientAddress'), now },
          {
            action: 'complaint.assign',
            target: { type: 'complaint', id: facts.complaint.reference },
            before: auditState(facts),
            after: { ...auditState(facts), assignee: handler?.staffId ?? null },
          },
        );
        return true;
      });
      if (!assigned) return refuse(c, 409, ALREADY_RESOLVED);
      return c.json({
        success: true,
        message: handler ? `Assigned to ${handler.name}` : 'Unassigned',
        data: await complaintNow(db, facts.complaint.reference, now),
      });
    },
  ),
  route(
    'POST /admin/complaints/{reference}/replies',
    requireStaff('complaints:handle'),
    async (c, request) => {
      const check = validateComplaintReply(request.body);
      if (!check.ok) return refuseInvalid(c, check.errors);
      const db = c.get('db');
      const now = c.get('now')();
      const facts = await findComplaint(db, request.params.reference);
      if (!facts) return refuse(c, 404, COMPLAINT_NOT_FOUND);
      if (facts.complaint.status === 'resolved') return refuse(c, 409, ALREADY_RESOLVED);
      const member = c.get('staff');
      const replyId = await db.transaction(async (tx) => {
        const id = await insertComplaintReply(
          tx,
          { complaintId: facts.complaint.id, staffId: member.id, body: check.value.text },
          now,
        );
        await auditWrite(
          tx,
          member,
          { clientAddress: c.get('clientAddress'), now },
          {
            action: 'complaint.reply',
            target: { type: 'complaint', id: facts.complaint.reference },
            after: { reply: String(id) },
          },
        );
        return id;
      });
      await tellShopperOfComplaint(
        { db, email: c.get('email'), publicUrl: c.get('publicUrl') },
        facts.shopper,
        facts.complaint.reference,
        { kind: 'reply', replyId: String(replyId), text: check.value.text },
        now,
      );
      return c.json({
        success: true,
        message: 'Reply sent',
        data: await complaintNow(db, facts.complaint.reference, now),
      });
    },
  ),
  route(
    'POST /admin/complaints/{reference}/resolution',
    requireStaff('complaints:handle'),
    async (c, request) => {
      const check = validateComplaintResolution(request.body);
      if (!check.ok) return refuseInvalid(c, check.errors);
      const db = c.get('db');
      const now = c.get('now')();
      await escalateOverdueComplaints({ db, email: c.get('email'), publicUrl: c.get('publicUrl') }, now);
      const facts = await findComplaint(db, request.params.reference);
      if (!facts) return refuse(c, 404, COMPLAINT_NOT_FOUND);
      const member = c.get('staff');
      const { reason } = check.value;
      const resolved = await db.transaction(async (tx) => {
        if (!(await resolveComplaint(tx, facts.complaint.id, { staffId: member.id, reason }, now)))
          return false;
        await auditWrite(
          tx,
          member,
          { clientAddress: c.get('clientAddress'), now },
          {
            action: 'complaint.resolve',
            target: { type: 'complaint', id: facts.complaint.reference },
            before: auditState(facts),
            after: { ...auditState(facts), status: 'resolved', reason },
          },
        );
        return true;
      });
      if (!resolved) return refuse(c, 409, ALREADY_RESOLVED);
      await tellShopperOfComplaint(
        { db, email: c.get('email'), publicUrl: c.get('publicUrl') },
        facts.shopper,
        facts.complaint.reference,
        { kind: 'resolved', reason },
        now,
      );
      return c.json({
        success: true,
        message: 'Complaint resolved',
        data: await complaintNow(db, facts.complaint.reference, now),
      });
    },
  ),
);

/** The complaint as it now stands, replies included: what a write answers. */
async function complaintNow(db: Database, reference: string, now: number) {
  const facts = await findComplaint(db, reference);
  if (!facts) throw new Error(`complaint ${reference} vanished`);
  return toWireAdminComplaint(facts, await complaintRepliesOf(db, facts.complaint.id), now);
}
