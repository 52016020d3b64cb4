import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './client';
import type { components } from './generated/schema';
import { adminQueryKeys } from './keys';
import { unwrap } from './unwrap';

const csrf = (token: string) => ({ 'X-CSRF-Token': token });

/** A failed refund sent to a bank account the shopper gave (issue 45); its account number masked. */
export type AdminBankRefundData = components['schemas']['AdminBankRefund'];
/** The holder's name the bank gives for an account. */
export type AdminResolvedAccountData = components['schemas']['AdminResolvedAccountResponse']['data'];

/** Under the refunds' key, so reading the refunds again after a refund or a decision reads these too. */
export const adminBankRefundsKey = [...adminQueryKeys.allRefunds, 'bank-refunds'] as const;

/** The bank refunds: waiting ones first, then the newest (orders:read). */
export function adminBankRefundsQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: adminBankRefundsKey,
    queryFn: async ({ signal }) =>
      unwrap(await client.GET('/admin/bank-refunds', { signal })).data.bankRefunds,
  });
}

/** The name the bank holds for an account (the number goes in the body, never the URL). */
export async function adminResolveBankAccount(
  client: ApiClient,
  csrfToken: string,
  account: { bankCode: string; accountNumber: string },
): Promise<AdminResolvedAccountData> {
  return unwrap(
    await client.POST('/admin/bank-accounts/resolve', { params: { header: csrf(csrfToken) }, body: account }),
  ).data;
}

/** Sends a failed refund to a bank account; answers the server's message and the bank refund. */
export async function adminRequestBankRefund(
  client: ApiClient,
  csrfToken: string,
  body: { refundReference: string; bankCode: string; accountNumber: string; reason: string },
): Promise<{ message: string; bankRefund: AdminBankRefundData }> {
  const answer = unwrap(
    await client.POST('/admin/bank-refunds', { params: { header: csrf(csrfToken) }, body }),
  );
  return { message: answer.message, bankRefund: answer.data };
}

/** Approves (pays) or rejects a bank refund waiting for a second staff member. */
export async function adminDecideBankRefund(
  client: ApiClient,
  csrfToken: string,
  bankRefundId: string,
  decision: 'approve' | 'reject',
): Promise<{ message: string; bankRefund: AdminBankRefundData }> {
  const answer = unwrap(
    await client.POST('/admin/bank-refunds/{bankRefundId}/decision', {
      params: { header: csrf(csrfToken), path: { bankRefundId } },
      body: { decision },
    }),
  );
  return { message: answer.message, bankRefund: answer.data };
}
