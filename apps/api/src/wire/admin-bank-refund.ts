import { payoutBank, refundApprovalRefusal } from '@oja/domain';
import type { BankRefundListed } from '../db/bank-refunds-repository.ts';
import type { StaffRow } from '../db/staff-repository.ts';

const FORMER = 'A former staff member';

/**
 * A bank refund as the console shows it: the account number as the route masked it (its last four digits: the
 * whole number is read only by the refund job that pays it), `canDecide` for the member who asks (the maker
 * never may).
 */
export function toWireBankRefund(
  listed: BankRefundListed & { maskedAccountNumber: string },
  names: ReadonlyMap<number, string>,
  viewer: StaffRow,
) {
  const { bankRefund } = listed;
  return {
    bankRefundId: String(bankRefund.id),
    refundReference: listed.refundReference,
    orderNumber: listed.orderNumber,
    amountKobo: bankRefund.amountKobo,
    bankCode: bankRefund.bankCode,
    bankName: payoutBank(bankRefund.bankCode)?.name ?? `Bank ${bankRefund.bankCode}`,
    accountNumber: listed.maskedAccountNumber,
    accountName: bankRefund.accountName,
    status: bankRefund.status as 'awaiting-approval' | 'approved' | 'rejected',
    paidRefundStatus: listed.paidRefundStatus as
      | 'queued'
      | 'sending'
      | 'processing'
      | 'processed'
      | 'failed'
      | null,
    requestedBy: names.get(bankRefund.requestedBy) ?? FORMER,
    requestedAt: bankRefund.createdAt.toISOString(),
    decidedBy: bankRefund.decidedBy === null ? null : (names.get(bankRefund.decidedBy) ?? FORMER),
    decidedAt: bankRefund.decidedAt?.toISOString() ?? null,
    canDecide:
      refundApprovalRefusal(
        { id: String(viewer.id), role: viewer.role },
        {
          makerId: String(bankRefund.requestedBy),
          waitingForApproval: bankRefund.status === 'awaiting-approval',
        },
      ) === null,
  };
}
