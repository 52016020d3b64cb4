import {
  createMandate,
  type LinkedAccounts,
  linkedAccountsQueryOptions,
  queryKeys,
  singleOrderQueryOptions,
} from '@oja/api-client';
import { type LinkedAccountsState, MANDATE_CREATE_FAILED } from '@oja/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { hrefs } from '../../hrefs';
import { apiClient } from '../../shared/api';
import { messageOf } from '../../shared/errors';
import { useProviderRedirect } from '../../shared/provider-redirect';
import { showToastAtom } from '../../shared/toasts';

/**
 * How the shopper sets up the mandate: a linked account's authorization code, or a new bank account (the
 * first one, or `another` beside those already linked).
 */
export type MandateChoice =
  | { via: 'linked-account'; authorizationCode: string }
  | { via: 'new-account'; another: boolean };

/** The shopper's linked bank accounts as the direct-debit panel shows them; asked only once it can act. */
export function useLinkedAccounts(enabled: boolean) {
  const query = useQuery({ ...linkedAccountsQueryOptions(apiClient), enabled });
  const state: LinkedAccountsState = query.isError
    ? { status: 'error' }
    : query.data
      ? {
          status: 'ready',
          accounts: query.data.accounts.map((a) => ({
            id: a.Id,
            accountName: a.account_name,
            bankName: a.bank_name,
            last4: a.last4,
          })),
          canAddNew: query.data.can_add_new,
        }
      : { status: 'loading' };
  return { state, data: query.data, refetch: query.refetch };
}

/** The authorization code of the linked account the picker chose (the picker names accounts by id). */
export function authorizationCodeOf(data: LinkedAccounts | undefined, accountId: string): string | null {
  return data?.accounts.find((a) => a.Id === accountId)?.authorization_code ?? null;
}

/**
 * Sets up the order's direct debit from its paid down payment's reference. A new account goes to the
 * bank's consent page (a full page load, busy until the browser has left); a linked one makes the mandate
 * active at once, and the shopper goes to the direct-debit success page. A refusal is a toast with the
 * server's message (the spec's fallback otherwise).
 */
export function useCreateMandate() {
  const [, navigate] = useLocation();
  const showToast = useSetAtom(showToastAtom);
  const queryClient = useQueryClient();
  return useProviderRedirect({
    start: ({ reference, choice }: { reference: string; choice: MandateChoice }) =>
      createMandate(apiClient, {
        reference,
        ...(choice.via === 'linked-account'
          ? { authorization_code: choice.authorizationCode }
          : choice.another
            ? { link_new_mandate: true }
            : {}),
      }),
    providerUrl: (mandate) => mandate.redirect_url,
    onStayed: async (mandate) => {
      // The order moves from the Pending tab to Ongoing: the orders are read again (not waited for).
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders });
      // The order read on this page said 'not started': the success page must not show that copy.
      await queryClient.invalidateQueries({
        queryKey: singleOrderQueryOptions(apiClient, mandate.master_order_id).queryKey,
      });
      navigate(hrefs.directDebitSuccess(mandate.master_order_id), { replace: true });
    },
    onError: (error) => showToast({ title: messageOf(error, MANDATE_CREATE_FAILED), variant: 'error' }),
  });
}

/**
 * The spec blocks the browser's back button on the mandate page: behind it are the card page and a
 * checkout whose order is already placed. The page keeps one extra entry of itself in history, and Back
 * only steps onto it (the address does not change, so the router stays put). Nothing covers or disables
 * the page: keyboard and screen readers work as ever, links still lead away, and Back says why it did not
 * go back.
 */
export function useBlockBackButton(active: boolean) {
  const showToast = useSetAtom(showToastAtom);
  useEffect(() => {
    if (!active) return;
    window.history.pushState(window.history.state, '', window.location.href);
    const stay = () => {
      window.history.pushState(window.history.state, '', window.location.href);
      showToast({ title: 'Finish setting up your direct debit before leaving this page.', variant: 'info' });
    };
    window.addEventListener('popstate', stay);
    return () => window.removeEventListener('popstate', stay);
  }, [active, showToast]);
}
