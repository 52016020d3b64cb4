import {
  type PayAheadKind,
  type PayAheadValidation,
  queryKeys,
  startPayAhead,
  startPayAheadTransfer,
  validatePayAhead,
} from '@oja/api-client';
import { fillPath, formatNaira } from '@oja/domain';
import type { PayAheadWay } from '@oja/ui';
import { useMutation } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useLocation } from 'wouter';
import { patternOf, routes } from '../../routes';
import { apiClient } from '../../shared/api';
import { messageOf } from '../../shared/errors';
import { useProviderRedirect } from '../../shared/provider-redirect';
import { useProviderReturn } from '../../shared/provider-return';
import { showToastAtom } from '../../shared/toasts';

const NOT_STARTED = 'The card payment could not be started. Please try again.';
const NOT_VERIFIED = 'We could not check your card payment. Please refresh the page in a moment.';

/**
 * 'Pay next instalment now' and 'Pay off': the server computes the amount and starts a card payment; the
 * shopper goes to the provider's page (a full page load: busy until the browser has left). A refusal is a
 * toast with the server's message.
 */
export function useStartPayAhead() {
  const showToast = useSetAtom(showToastAtom);
  return useProviderRedirect({
    start: ({ orderId, kind }: { orderId: string; kind: PayAheadKind }) =>
      startPayAhead(apiClient, orderId, kind),
    providerUrl: (payment) => payment.authorization_url,
    onError: (error) => showToast({ title: messageOf(error, NOT_STARTED), variant: 'error' }),
  });
}

const ACCOUNT_NOT_ISSUED = 'We could not start your payment. Please try again.';

/**
 * Paying ahead by bank transfer or USSD (issue 44): the server issues a one-time account (or the code to
 * dial) for the domain's amount, and the shopper goes to the same transfer page as at checkout, which waits for
 * the money and comes back to the order. A refusal is a toast with the server's message.
 */
export function useStartPayAheadTransfer() {
  const [, navigate] = useLocation();
  const showToast = useSetAtom(showToastAtom);
  return useMutation({
    mutationFn: ({ orderId, kind, way }: { orderId: string; kind: PayAheadKind; way: PayAheadWay }) =>
      startPayAheadTransfer(apiClient, orderId, {
        kind,
        method: way.method === 'ussd' ? 'ussd' : 'bank_transfer',
        ...(way.bankId ? { bankId: way.bankId } : {}),
      }),
    // Built here, not in hrefs.ts: the home page's first load carries hrefs, and this page loads with My purchases.
    onSuccess: (account) => navigate(fillPath(patternOf(routes.transfer), { ref: account.reference })),
    onError: (error) => showToast({ title: messageOf(error, ACCOUNT_NOT_ISSUED), variant: 'error' }),
  });
}

/** What the shopper is told once the provider's page sent them back. */
function outcomeToast(outcome: PayAheadValidation): { title: string; variant: 'success' | 'error' | 'info' } {
  const { data } = outcome;
  if (outcome.payment_verified) {
    const refund =
      data.refund_amount > 0
        ? ` Your direct debit had already collected ${formatNaira(data.refund_amount)} of it: that part is refunded to your card.`
        : '';
    const paid = data.order_completed
      ? `Order ${data.orderNumber} is fully paid. Your direct debit for it stops.`
      : `${formatNaira(data.amount)} received for order ${data.orderNumber}.`;
    return { title: `Payment received. ${paid}${refund}`, variant: 'success' };
  }
  if (outcome.status === 'failed' || outcome.status === 'rejected') {
    return {
      title: 'Your card payment did not go through. Nothing was taken; you can try again.',
      variant: 'error',
    };
  }
  return { title: 'Your card payment was not completed. Nothing was taken.', variant: 'info' };
}

/**
 * Back from the provider's page (`?reference=` in the address): the server verifies the payment with the
 * provider, the orders and direct debits are fetched again, the shopper is told the outcome once, and the
 * reference leaves the address (so a reload does not ask again). `onSettled` learns whether the order is now
 * paid off.
 */
export function useReturnFromPayAhead(reference: string | null, onSettled: (completed: boolean) => void) {
  const showToast = useSetAtom(showToastAtom);
  return useProviderReturn({
    kind: 'pay-ahead',
    reference,
    validate: (ref) => validatePayAhead(apiClient, ref),
    isPaid: (outcome: PayAheadValidation) => outcome.payment_verified,
    invalidates: () => [queryKeys.orders, queryKeys.mandates],
    onAnswer: (outcome) => {
      showToast(outcomeToast(outcome));
      onSettled(outcome.payment_verified && outcome.data.order_completed);
    },
    onError: (error) => showToast({ title: messageOf(error, NOT_VERIFIED), variant: 'error' }),
  });
}
