import { type ComplaintStatus, csvTable } from '@oja/domain';
import type { ComplaintFacts, ComplaintReplyFacts, ComplaintReportRow } from '../db/complaints-repository.ts';

type ComplaintRow = ComplaintFacts['complaint'];

/** Open, escalated (open past its 48 hours: marked once by the escalation check) or resolved. */
function statusOf(complaint: ComplaintRow): ComplaintStatus {
  if (complaint.status === 'resolved') return 'resolved';
  return complaint.escalatedAt ? 'escalated' : 'open';
}

/**
 * What the shopper sees of their complaint; the staff member's name only on a reply they wrote. `asOf` is the
 * server's time of the answer: the clock on the 48-hour promise is counted from it, not from the device's
 * own time (wrong on a phone set badly, and on the sandbox whose clock is moved ahead).
 */
export function toWireComplaint(facts: ComplaintFacts, replies: ComplaintReplyFacts[], asOf: number) {
  const { complaint } = facts;
  return {
    reference: complaint.reference,
    category: complaint.category,
    text: complaint.body,
    orderNumber: facts.orderNumber,
    status: statusOf(complaint),
    raisedAt: complaint.createdAt.toISOString(),
    dueAt: complaint.dueAt.toISOString(),
    escalatedAt: complaint.escalatedAt?.toISOString() ?? null,
    resolvedAt: complaint.resolvedAt?.toISOString() ?? null,
    resolution: complaint.resolution,
    asOf: new Date(asOf).toISOString(),
    hasPicture: facts.hasPicture,
    replies: replies.map((reply) => ({
      text: reply.text,
      at: reply.at.toISOString(),
      from: reply.staffName,
    })),
  };
}

/** The console's view: the shopper's view, who raised it (name and email, to answer them) and its handler. */
export function toWireAdminComplaint(facts: ComplaintFacts, replies: ComplaintReplyFacts[], asOf: number) {
  const { shopper } = facts;
  const name = [shopper.firstName, shopper.lastName].filter(Boolean).join(' ');
  return {
    ...toWireComplaint(facts, replies, asOf),
    shopper: { name: name === '' ? null : name, email: shopper.email },
    assignee: facts.assignee,
  };
}

const REPORT_COLUMNS = [
  'reference',
  'raisedAt',
  'category',
  'orderNumber',
  'shopperId',
  'status',
  'dueAt',
  'escalatedAt',
  'resolvedAt',
  'hoursToResolve',
  'replies',
  'resolution',
] as const;

/**
 * The twice-yearly report's file: one line per complaint raised in the period, its clock and how it was
 * resolved. The shopper is named by their account's id only: the report goes to the regulator, not their
 * contact details.
 */
export function complaintsReportCsv(rows: ComplaintReportRow[]): string {
  return csvTable(
    REPORT_COLUMNS,
    rows.map(({ complaint, orderNumber, shopperId, replies }) => ({
      reference: complaint.reference,
      raisedAt: complaint.createdAt.toISOString(),
      category: complaint.category,
      orderNumber: orderNumber ?? '',
      shopperId,
      status: statusOf(complaint),
      dueAt: complaint.dueAt.toISOString(),
      escalatedAt: complaint.escalatedAt?.toISOString() ?? '',
      resolvedAt: complaint.resolvedAt?.toISOString() ?? '',
      hoursToResolve: complaint.resolvedAt
        ? ((complaint.resolvedAt.getTime() - complaint.createdAt.getTime()) / 3_600_000).toFixed(1)
        : '',
      replies: String(replies),
      resolution: complaint.resolution ?? '',
    })),
  );
}
