import {
  adminPatterns,
  COMPLAINT_CATEGORY_LABELS,
  can,
  complaintTimeLeftLabel,
  STAFF_ROLES,
} from '@oja/domain';
import {
  complaintHandlers,
  type EscalatedComplaint,
  markOverdueComplaintsEscalated,
} from '../db/complaints-repository.ts';
import type { Database } from '../db/connect.ts';
import type { EmailSender } from '../email/sender.ts';
import { repeatEvery } from '../jobs/repeat.ts';
import { logger } from '../ops/log.ts';

/** The roles whose members work the complaints desk (complaints:handle): the owner and support. */
export const COMPLAINT_HANDLER_ROLES = STAFF_ROLES.filter((role) => can(role, 'complaints:handle'));

interface EscalationDeps {
  db: Database;
  email: EmailSender;
  publicUrl: string | undefined;
}

/**
 * The staff's email of an escalated complaint: its reference, category, how long it is overdue and the console's
 * queue. Nothing of the shopper (no name, contact or words of the complaint): a staff mailbox is read on phones
 * and forwarded, and the console, behind its sign-in, shows the rest.
 */
function escalationEmail(complaint: EscalatedComplaint, now: number, link: string) {
  const overdue = complaintTimeLeftLabel(complaint.dueAt.getTime(), now);
  return {
    subject: `Complaint ${complaint.reference} is past its 48 hours`,
    text:
      `Complaint ${complaint.reference} (${COMPLAINT_CATEGORY_LABELS[complaint.category]}) was not resolved ` +
      `within the 48 hours we promise: it is escalated. ${overdue}.\n\n` +
      `Resolve it, or tell the shopper what happens next, from the complaints desk: ${link}\n\n` +
      'The shopper may now take it to the FCCPC.',
  };
}

/**
 * Escalates the complaints whose 48 hours ran out by `now`, each once, and emails every active member who works
 * the desk once per complaint: the process whose conditional update marked a complaint is the one that tells
 * (another process, or a read at the same moment, marks nothing and sends nothing). Run by the escalation job
 * and before the desk is read, so the queue is never behind the clock. Answers the complaints it escalated.
 */
export async function escalateOverdueComplaints(deps: EscalationDeps, now: number): Promise<number> {
  const escalated = await markOverdueComplaintsEscalated(deps.db, now);
  if (escalated.length === 0) return 0;
  const members = await complaintHandlers(deps.db, COMPLAINT_HANDLER_ROLES);
  const link = deps.publicUrl
    ? new URL(adminPatterns.complaints, deps.publicUrl).toString()
    : adminPatterns.complaints;
  for (const complaint of escalated) {
    const email = escalationEmail(complaint, now, link);
    for (const member of members) await deps.email.send({ to: member.email, ...email });
  }
  return escalated.length;
}

/**
 * Runs `escalateOverdueComplaints` at once and then every `everyMs` (minutes: the desk is told within that of
 * a promise running out, whether or not anyone opens the console). The returned function stops it.
 */
export function startComplaintEscalation(
  deps: EscalationDeps & { now: () => number },
  { everyMs }: { everyMs: number },
): () => Promise<void> {
  return repeatEvery({ name: 'Escalating complaints', worker: 'complaint-escalation', everyMs }, async () => {
    const escalated = await escalateOverdueComplaints(deps, deps.now());
    if (escalated > 0) logger.info(`Escalated ${escalated} complaints past their 48 hours`);
  });
}
