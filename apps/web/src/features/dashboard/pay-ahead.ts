import {
  type PayAheadKind,
  type PayAheadValidation,
  queryKeys,
  startPayAhead,
  validatePayAhead,
} from '@oja/api-client';
import { formatNaira } from '@oja/domain';
import { useSetAtom } from 'jotai';
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
