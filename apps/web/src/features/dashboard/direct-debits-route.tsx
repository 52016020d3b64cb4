import { allOrdersQueryOptions, cancelMandate, mandatesQueryOptions, queryKeys } from '@oja/api-client';
import { DirectDebitsScreen } from '@oja/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { hrefs } from '../../hrefs';
import { apiClient } from '../../shared/api';
import { useDocumentTitle } from '../../shared/document-title';
import { messageOf } from '../../shared/errors';
import { showToastAtom } from '../../shared/toasts';
import { toDashboardMandates } from './dashboard-view';

/**
 * /user-dashboard/direct-debit (and /direct-debits): every direct debit of the shopper and the order it
 * pays. Cancelling one says what the server said: at once for one the bank has not approved, else the day it
 * ends after the terms' notice. The shopper's orders (the overview's query, usually cached) give each next
 * debit its due date, so a debit moved off a weekend or holiday says why; the list does not wait for them.
 */
export default function DirectDebitsRoute() {
  useDocumentTitle('Direct debits');
  const queryClient = useQueryClient();
  const showToast = useSetAtom(showToastAtom);
  const mandates = useQuery(mandatesQueryOptions(apiClient));
  const orders = useQuery(allOrdersQueryOptions(apiClient));
  const cancel = useMutation({
    mutationFn: (mandateId: string) => cancelMandate(apiClient, mandateId),
    onSuccess: async (answer) => {
      showToast({ title: answer.message, variant: 'success' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.mandates }),
        queryClient.invalidateQueries({ queryKey: queryKeys.orders }),
      ]);
    },
    onError: (error) =>
      showToast({
        title: messageOf(error, 'We could not cancel the direct debit. Please try again.'),
        variant: 'error',
      }),
  });
  return (
    <DirectDebitsScreen
      status={mandates.isError ? 'error' : mandates.data ? 'ready' : 'loading'}
      mandates={mandates.data && toDashboardMandates(mandates.data, orders.data?.orders)}
      orderHref={(order) => hrefs.purchasesFor(order.orderNumber)}
      cancellingId={cancel.isPending ? cancel.variables : undefined}
      onRetry={() => void mandates.refetch()}
      onCancelMandate={(mandateId) => {
        if (!cancel.isPending) cancel.mutate(mandateId);
      }}
    />
  );
}
