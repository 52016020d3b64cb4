import { formatKobo, payoutBank, validateBankRefund, validatePayoutAccount } from '@oja/domain';
import type { Context } from 'hono';
import { staffNames } from '../db/admin-orders-repository.ts';
import {
  type BankRefundListed,
  findRefundByReference,
  listBankRefunds,
} from '../db/bank-refunds-repository.ts';
import type { Database } from '../db/connect.ts';
import type { StaffRow } from '../db/staff-repository.ts';
import { refuse } from '../http/refuse.ts';
import { route, routes } from '../http/route.ts';
import { decideBankRefund, requestBankRefund } from '../money/bank-refund.ts';
import { PaymentProviderError } from '../payments/card-payments.ts';
import { maskAccountNumber, type Payouts } from '../payments/payouts/payouts.ts';
import { requireStaff } from '../staff/staff-sessions.ts';
import { toWireBankRefund } from '../wire/admin-bank-refund.ts';
import { originOf } from './admin-orders.ts';

const NO_SUCH_ACCOUNT = 'The bank has no account with that number: check it with the shopper.';
const PROVIDER_DOWN = 'The payment provider did not answer. Try again in a few minutes.';
const BANK_REFUND_NOT_FOUND = 'Bank refund not found';

/** A 422 naming every field the domain's validator refused; the first one's words as the message. */
function refuseFields(c: Context, errors: Record<string, string | undefined>) {
  const fields = Object.entries(errors).flatMap(([field, message]) => (message ? [{ field, message }] : []));
  return refuse(c, 422, fields[0]?.message ?? 'Check the account', { errors: fields });
}

/**
 * The account's holder as the provider resolves it (the account already judged by the domain: a listed bank,
 * a NUBAN), or the refusal to answer: an account the bank does not have (422), the provider not answering
 * (503). The account number is never put in a message or a log.
 */
async function resolved(
  c: Context,
  payouts: Payouts,
  account: { bankCode: string; accountNumber: string },
): Promise<{ bankName: string; accountName: string } | Response> {
  let holder: Awaited<ReturnType<Payouts['resolveAccount']>>;
  try {
    holder = await payouts.resolveAccount(account);
  } catch (error) {
    if (error instanceof PaymentProviderError) return refuse(c, 503, PROVIDER_DOWN);
    throw error;
  }
  if (!holder) return refuseFields(c, { accountNumber: NO_SUCH_ACCOUNT });
  const bankName = payoutBank(account.bankCode)?.name ?? account.bankCode;
  return { bankName, accountName: holder.accountName };
}

/** The row with its account number masked to the last four digits, all the console ever gets of it. */
const masked = (listed: BankRefundListed) => ({
  ...listed,
  maskedAccountNumber: maskAccountNumber(listed.bankRefund.accountNumber),
});

/** One bank refund as the console shows it to `viewer`; null when there is none. */
async function bankRefundAnswer(db: Database, bankRefundId: number, viewer: StaffRow) {
  const [listed] = await listBankRefunds(db, { bankRefundId });
  if (!listed) return null;
  const { requestedBy, decidedBy } = listed.bankRefund;
  const names = await staffNames(db, decidedBy === null ? [requestedBy] : [requestedBy, decidedBy]);
  return toWireBankRefund(masked(listed), names, viewer);
}

/**
 * The console's refunds to a bank account (issue 45): a failed refund (a card that could not take it back)
 * sent to an account the shopper gave, its holder's name resolved by the provider first; maker-checker from
 * ₦100,000 as for staff refunds. Every write goes through money/bank-refund.ts, which audits it.
 */
export const adminBankRefundRoutes = routes(
  route('POST /admin/bank-accounts/resolve', requireStaff('refunds:create'), async (c, request) => {
    const account = validatePayoutAccount(request.body);
    if (!account.ok) return refuseFields(c, account.errors);
    const holder = await resolved(c, c.get('payouts'), account.value);
    if (holder instanceof Response) return holder;
    return c.json({
      success: true,
      message: `The bank names the account holder ${holder.accountName}`,
      data: { bankCode: account.value.bankCode, ...holder },
    });
  }),
  route('POST /admin/bank-refunds', requireStaff('refunds:create'), async (c, request) => {
    const db = c.get('db');
    const failed = await findRefundByReference(db, request.body.refundReference);
    if (!failed) return refuse(c, 404, 'Refund not found');
    // Checked again under the refund's lock by requestBankRefund; here so a refund that has not failed costs
    // no call to the provider.
    if (failed.status !== 'failed') {
      return refuse(c, 409, 'Only a refund that failed can be sent to a bank account.');
    }
    const asked = validateBankRefund(request.body);
    if (!asked.ok) return refuseFields(c, asked.errors);
    const { bankCode, accountNumber, reason } = asked.value;
    const holder = await resolved(c, c.get('payouts'), { bankCode, accountNumber });
    if (holder instanceof Response) return holder;
    const staff = c.get('staff');
    const outcome = await requestBankRefund(
      db,
      { refundId: failed.id, bankCode, accountNumber, accountName: holder.accountName, reason },
      staff,
      originOf(c, c.get('now')()),
    );
    if ('refused' in outcome) return refuse(c, outcome.refused, outcome.message);
    const answer = await bankRefundAnswer(db, outcome.bankRefund.id, staff);
    if (!answer) return refuse(c, 404, BANK_REFUND_NOT_FOUND);
    const amount = formatKobo(outcome.bankRefund.amountKobo);
    const message =
      outcome.bankRefund.status === 'approved'
        ? `Refund of ${amount} queued to the bank account`
        : `Refund of ${amount} waits for a second staff member's approval`;
    return c.json({ success: true, message, data: answer }, 201);
  }),
  route(
    'POST /admin/bank-refunds/{bankRefundId}/decision',
    requireStaff('refunds:approve'),
    async (c, request) => {
      const db = c.get('db');
      const staff = c.get('staff');
      const id = Number(request.params.bankRefundId);
      if (!Number.isSafeInteger(id)) return refuse(c, 404, BANK_REFUND_NOT_FOUND);
      const approve = request.body.decision === 'approve';
      const outcome = await decideBankRefund(
        db,
        { bankRefundId: id, approve },
        staff,
        originOf(c, c.get('now')()),
      );
      if ('refused' in outcome) return refuse(c, outcome.refused, outcome.message);
      const answer = await bankRefundAnswer(db, id, staff);
      if (!answer) return refuse(c, 404, BANK_REFUND_NOT_FOUND);
      return c.json({
        success: true,
        message: approve ? 'Bank refund approved' : 'Bank refund rejected',
        data: answer,
      });
    },
  ),
  route('GET /admin/bank-refunds', requireStaff('orders:read'), async (c) => {
    const db = c.get('db');
    const listed = await listBankRefunds(db);
    const names = await staffNames(
      db,
      listed.flatMap(({ bankRefund }) =>
        bankRefund.decidedBy === null
          ? [bankRefund.requestedBy]
          : [bankRefund.requestedBy, bankRefund.decidedBy],
      ),
    );
    const viewer = c.get('staff');
    return c.json({
      success: true,
      message: 'Bank refunds',
      data: { bankRefunds: listed.map((row) => toWireBankRefund(masked(row), names, viewer)) },
    });
  }),
);
