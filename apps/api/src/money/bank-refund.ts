import { refundNeedsApproval } from '@oja/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { bankRefunds, refunds } from '../db/schema.ts';
import type { StaffRow } from '../db/staff-repository.ts';
import { maskAccountNumber } from '../payments/payouts/payouts.ts';
import { auditWrite, type WriteOrigin } from '../staff/audit.ts';
import { NOT_PERMITTED, stillPermitted } from '../staff/staff-sessions.ts';
import { queueBankRefund } from './refund.ts';

/** Why a bank refund was not written or decided: the status the console gets and its message. */
export interface BankRefundRefusal {
  refused: 403 | 404 | 409;
  message: string;
}

/** The account an operator entered, its holder's name as the provider resolved it (never the client's word). */
export interface BankAccountGiven {
  bankCode: string;
  accountNumber: string;
  accountName: string;
}

export type BankRefundRow = typeof bankRefunds.$inferSelect;

/**
 * An operator sends a failed refund (a card that could not take it back, a transfer whose sender is not known)
 * to a bank account the shopper gave (issue 45), in one transaction: the role read again, the failed refund
 * locked (two operators at once write one request: the live request's unique index), the request written,
 * paid at once under the approval threshold (a new refund row through money/refund.ts, which the refund job
 * pays out to that account) or left for a second member, as staff refunds are, and audited with the account
 * masked (the audit trail never holds a whole account number).
 */
export async function requestBankRefund(
  db: Database,
  asked: BankAccountGiven & { refundId: number; reason?: string },
  staff: StaffRow,
  origin: WriteOrigin,
): Promise<{ bankRefund: BankRefundRow } | BankRefundRefusal> {
  const at = new Date(origin.now);
  return db.transaction(async (tx) => {
    if (!(await stillPermitted(tx, staff, 'refunds:create'))) return { refused: 403, message: NOT_PERMITTED };
    const [failed] = await tx.select().from(refunds).where(eq(refunds.id, asked.refundId)).for('update');
    if (!failed) return { refused: 404, message: 'Refund not found' };
    if (failed.status !== 'failed') {
      return { refused: 409, message: 'Only a refund that failed can be sent to a bank account.' };
    }
    // An unmatched transfer's refund (issue 44) has no order and no shopper to give an account.
    if (failed.orderId === null) {
      return { refused: 409, message: "An unmatched transfer's refund goes back to its sender only." };
    }
    const waits = refundNeedsApproval(failed.amountKobo);
    const [written] = await tx
      .insert(bankRefunds)
      .values({
        refundId: failed.id,
        bankCode: asked.bankCode,
        accountNumber: asked.accountNumber,
        accountName: asked.accountName,
        amountKobo: failed.amountKobo,
        status: waits ? 'awaiting-approval' : 'approved',
        requestedBy: staff.id,
        createdAt: at,
      })
      .onConflictDoNothing()
      .returning();
    if (!written) {
      return { refused: 409, message: 'This refund is already being sent to a bank account.' };
    }
    let bankRefund = written;
    if (!waits) bankRefund = await pay(tx, written, failed, at);
    await auditWrite(tx, staff, origin, {
      action: 'refund.bank-account',
      target: { type: 'refund', id: failed.reference },
      after: {
        bankRefundId: String(bankRefund.id),
        bankCode: bankRefund.bankCode,
        accountNumber: maskAccountNumber(bankRefund.accountNumber),
        amountKobo: bankRefund.amountKobo,
        status: bankRefund.status,
        // The operator's reason (the console asks for one), kept with the request in the audit trail.
        ...(asked.reason === undefined ? {} : { reason: asked.reason }),
      },
    });
    return { bankRefund };
  });
}

/**
 * A second member's decision on a waiting bank refund (maker-checker, as for staff refunds): never the maker's
 * own; approving queues the new refund to the account, rejecting leaves the failed refund free for another
 * request. Audited in the same transaction.
 */
export async function decideBankRefund(
  db: Database,
  decision: { bankRefundId: number; approve: boolean },
  staff: StaffRow,
  origin: WriteOrigin,
): Promise<{ bankRefund: BankRefundRow } | BankRefundRefusal> {
  const at = new Date(origin.now);
  return db.transaction(async (tx) => {
    if (!(await stillPermitted(tx, staff, 'refunds:approve')))
      return { refused: 403, message: NOT_PERMITTED };
    const [waiting] = await tx
      .select()
      .from(bankRefunds)
      .where(eq(bankRefunds.id, decision.bankRefundId))
      .for('update');
    if (!waiting) return { refused: 404, message: 'Bank refund not found' };
    if (waiting.requestedBy === staff.id) {
      return { refused: 409, message: 'You asked for this refund: another staff member must decide it.' };
    }
    if (waiting.status !== 'awaiting-approval') {
      return { refused: 409, message: `This refund is already ${waiting.status}.` };
    }
    const [failed] = await tx.select().from(refunds).where(eq(refunds.id, waiting.refundId)).for('update');
    if (!failed) return { refused: 404, message: 'Refund not found' };
    const decided = { decidedBy: staff.id, decidedAt: at };
    let bankRefund: BankRefundRow;
    if (decision.approve) {
      const [approved] = await tx
        .update(bankRefunds)
        .set({ ...decided, status: 'approved' })
        .where(eq(bankRefunds.id, waiting.id))
        .returning();
      bankRefund = await pay(tx, approved ?? waiting, failed, at);
    } else {
      const [rejected] = await tx
        .update(bankRefunds)
        .set({ ...decided, status: 'rejected' })
        .where(eq(bankRefunds.id, waiting.id))
        .returning();
      bankRefund = rejected ?? waiting;
    }
    await auditWrite(tx, staff, origin, {
      action: decision.approve ? 'refund.bank-account.approve' : 'refund.bank-account.reject',
      target: { type: 'refund', id: failed.reference },
      before: { bankRefundId: String(waiting.id), status: 'awaiting-approval' },
      after: { bankRefundId: String(waiting.id), status: bankRefund.status, amountKobo: waiting.amountKobo },
    });
    return { bankRefund };
  });
}

/** Queues the refund to the account (money/refund.ts) and links it to the request. */
async function pay(
  tx: Database,
  bankRefund: BankRefundRow,
  failed: typeof refunds.$inferSelect,
  at: Date,
): Promise<BankRefundRow> {
  const { orderId } = failed;
  // Unreachable: requestBankRefund refuses a refund without an order (an unmatched transfer's).
  if (orderId === null) throw new Error(`refund ${failed.id} has no order to send to a bank account`);
  const paidRefundId = await queueBankRefund(tx, { ...failed, orderId }, bankRefund.id, at);
  const [linked] = await tx
    .update(bankRefunds)
    .set({ paidRefundId })
    .where(eq(bankRefunds.id, bankRefund.id))
    .returning();
  return linked ?? bankRefund;
}
