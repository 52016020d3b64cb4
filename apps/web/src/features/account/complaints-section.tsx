import {
  allOrdersQueryOptions,
  complaintsAnsweredAt,
  complaintsQueryOptions,
  queryKeys,
  raiseComplaint,
} from '@oja/api-client';
import { ComplaintsDesk, type NewComplaintInput } from '@oja/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearch } from 'wouter';
import { apiClient } from '../../shared/api';
import { fieldErrorsOf, messageOf } from '../../shared/errors';

const NOT_SENT = 'We could not send your complaint. Please try again.';

/**
 * The Resolution Centre: the shopper's complaints (a reply's email links here with `?complaint=` to open one)
 * and the form to raise one about an order or the account. The server checks every field; its messages show
 * on the fields.
 */
export function ComplaintsSection() {
  const queryClient = useQueryClient();
  const openReference = new URLSearchParams(useSearch()).get('complaint');
  const complaints = useQuery(complaintsQueryOptions(apiClient));
  const orders = useQuery(allOrdersQueryOptions(apiClient));
  // The clock of each complaint is shown as of the server's time of the answer (no ticking: it is a promise in
  // hours, and a reload shows it afresh); server render and browser agree, whatever the device's clock says.
  const [deviceNow] = useState(() => Date.now());
  const raise = useMutation({
    mutationFn: ({ category, text, orderId }: NewComplaintInput) =>
      raiseComplaint(apiClient, { category, text, ...(orderId ? { orderId } : {}) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.complaints() }),
  });
  const fieldErrors = raise.error ? fieldErrorsOf(raise.error) : {};
  return (
    <ComplaintsDesk
      status={complaints.data ? 'ready' : complaints.error ? 'error' : 'loading'}
      complaints={complaints.data ?? []}
      orders={(orders.data?.orders ?? []).map((order) => ({ id: order.id, orderNumber: order.orderNumber }))}
      now={complaintsAnsweredAt(complaints.data, deviceNow)}
      openReference={openReference}
      sending={raise.isPending}
      confirmation={raise.data?.message ?? null}
      errors={
        raise.error
          ? Object.keys(fieldErrors).length > 0
            ? fieldErrors
            : { form: messageOf(raise.error, NOT_SENT) }
          : {}
      }
      onRaise={(complaint) => raise.mutate(complaint)}
      onRetry={() => void complaints.refetch()}
    />
  );
}
