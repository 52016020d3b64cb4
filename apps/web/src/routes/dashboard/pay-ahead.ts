import {
  mandateQueryKeys,
  orderQueryKeys,
  type PayAheadKind,
  type PayAheadValidation,
  startPayAhead,
  validatePayAhead,
} from '@oja/api-client';
import { formatNaira } from '@oja/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { apiClient } from '../../api';
import { messageOf } from '../../errors';
import { showToastAtom } from '../../state/toasts';

const NOT_STARTED = 'The card payment could not be started. Please try again.';
const NOT_VERIFIED = 'We could not check your card payment. Please refresh the page in a moment.';

/**
 * 'Pay next instalment now' and 'Pay off': the server computes the amount and starts a card payment; the
 * shopper goes to the provider's page (a full page load: busy until the browser has left). A refusal is a
 * toast with the server's message.
 */
export function useStartPayAhead() {
  const showToast = useSetAtom(showToastAtom);
  const mutation = useMutation({
    mutationFn: ({ orderId, kind }: { orderId: string; kind: PayAheadKind }) =>
      startPayAhead(apiClient, orderId, kind),
    onSuccess: (payment) => window.location.assign(payment.authorization_url),
    onError: (error) => showToast({ title: messageOf(error, NOT_STARTED), variant: 'error' }),
  });
  // Back from the provider's page, the browser may restore this page as it was left (busy): make it live.
  const { reset } = mutation;
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => (event.persisted ? reset() : undefined);
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, [reset]);
  return mutation;
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
 * provider, the shopper is told the outcome once, the orders and direct debits are fetched again, and the
 * reference leaves the address (so a reload does not ask again). `onCompleted` receives a paid-off order.
 */
export function useReturnFromPayAhead(reference: string | null, onSettled: (completed: boolean) => void) {
  const showToast = useSetAtom(showToastAtom);
  const queryClient = useQueryClient();
  const asked = useRef<string | null>(null);
  const settled = useRef(onSettled);
  settled.current = onSettled;
  useEffect(() => {
    if (!reference || asked.current === reference) return;
    asked.current = reference;
    const url = new URL(window.location.href);
    url.searchParams.delete('reference');
    url.searchParams.delete('trxref');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}`);
    void validatePayAhead(apiClient, reference)
      .then(async (outcome) => {
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: orderQueryKeys.list }),
          queryClient.invalidateQueries({ queryKey: mandateQueryKeys.all }),
        ]);
        showToast(outcomeToast(outcome));
        settled.current(outcome.payment_verified && outcome.data.order_completed);
      })
      .catch((error: unknown) => showToast({ title: messageOf(error, NOT_VERIFIED), variant: 'error' }));
  }, [reference, queryClient, showToast]);
}
