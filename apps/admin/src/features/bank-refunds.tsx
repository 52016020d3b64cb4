import {
  type AdminBankRefundData,
  type AdminSession,
  adminBankRefundsQueryOptions,
  adminDecideBankRefund,
  adminQueryKeys,
  adminRequestBankRefund,
  adminResolveBankAccount,
} from '@oja/api-client';
import { kobo } from '@oja/domain';
import {
  type AdminBankRefund,
  type AdminRefundRow,
  BankRefundDialog,
  BankRefundsSection,
  type CheckedBankAccount,
} from '@oja/ui/admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { adminClient } from '../app/api';
import { useSessionLost } from '../app/session';
import { orderHref } from '../hrefs';

const toBankRefund = (row: AdminBankRefundData): AdminBankRefund => ({
  id: row.bankRefundId,
  refundReference: row.refundReference,
  orderNumber: row.orderNumber,
  amountKobo: kobo(row.amountKobo),
  bankName: row.bankName,
  accountNumber: row.accountNumber,
  accountName: row.accountName,
  status: row.status,
  paidRefundStatus: row.paidRefundStatus,
  requestedBy: row.requestedBy,
  requestedAt: row.requestedAt,
  canDecide: row.canDecide,
});

/**
 * The refunds screen's bank-account part (issue 45): the list of bank refunds with their decisions, and the
 * dialog that pays a failed refund to an account the shopper gave (its name checked with the bank first).
 * Answers what RefundsScreen takes: the section, the dialog, 'Pay to a bank account' and the refunds already
 * sent (no second offer for them).
 */
export function useBankRefunds(session: AdminSession) {
  const queryClient = useQueryClient();
  const sessionLost = useSessionLost();
  const list = useQuery(adminBankRefundsQueryOptions(adminClient));
  const [paying, setPaying] = useState<AdminRefundRow | null>(null);
  const [checked, setChecked] = useState<CheckedBankAccount | null>(null);
  // Every refunds list (the bank refunds' key is under it) is read again after a request or a decision.
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.allRefunds });
  const check = useMutation({
    mutationFn: (account: { bankCode: string; accountNumber: string }) =>
      adminResolveBankAccount(adminClient, session.csrfToken, account),
    onSuccess: (named, account) => setChecked({ ...account, accountName: named.accountName }),
    onError: sessionLost,
  });
  const send = useMutation({
    mutationFn: (body: Parameters<typeof adminRequestBankRefund>[2]) =>
      adminRequestBankRefund(adminClient, session.csrfToken, body),
    onSuccess: () => setPaying(null),
    onSettled: refresh,
    onError: sessionLost,
  });
  const decide = useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: 'approve' | 'reject' }) =>
      adminDecideBankRefund(adminClient, session.csrfToken, id, decision),
    onSettled: refresh,
    onError: sessionLost,
  });
  const rows = (list.data ?? []).map(toBankRefund);
  const section = (
    <BankRefundsSection
      bankRefunds={rows}
      loading={list.isPending}
      mayApprove={session.permissions.includes('refunds:approve')}
      busy={decide.isPending ? decide.variables.id : null}
      refusal={
        decide.error && decide.variables ? { id: decide.variables.id, message: decide.error.message } : null
      }
      orderHref={orderHref}
      onDecide={(id, decision) => decide.mutate({ id, decision })}
    />
  );
  const dialog = paying ? (
    <BankRefundDialog
      open
      onOpenChange={(open) => (open ? null : setPaying(null))}
      refund={paying}
      checked={checked}
      checking={check.isPending}
      {...(check.error ? { checkRefusal: check.error.message } : {})}
      onCheck={(account) => check.mutate(account)}
      onSend={(input) => send.mutate({ refundReference: paying.reference, ...input })}
      busy={send.isPending}
      {...(send.error ? { refusal: send.error.message } : {})}
    />
  ) : null;
  const payToBank = (refund: AdminRefundRow) => {
    check.reset();
    send.reset();
    setChecked(null);
    setPaying(refund);
  };
  const sentToBank = rows.filter((row) => row.status !== 'rejected').map((row) => row.refundReference);
  return { section, dialog, payToBank, sentToBank };
}
