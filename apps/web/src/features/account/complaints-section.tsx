import {
  allOrdersQueryOptions,
  complaintsAnsweredAt,
  complaintsQueryOptions,
  queryKeys,
  raiseComplaint,
} from '@oja/api-client';
import { shopPaths, shopPatterns } from '@oja/domain';
import { ComplaintsDesk, type NewComplaintInput } from '@oja/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearch } from 'wouter';
import { apiClient } from '../../shared/api';
import { fieldErrorsOf, messageOf } from '../../shared/errors';

const NOT_SENT = 'We could not send your complaint. Please try again.';

/** A chosen file's bytes in base64, as the API takes a picture in JSON. */
function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    // A data URL: 'data:image/jpeg;base64,' and the bytes.
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/**
 * The Resolution Centre: the shopper's complaints (a reply's email links here with `?complaint=` to open one)
 * and the form to raise one about an order or the account, with one picture if the shopper wants. The server
 * checks every field; its messages show on the fields.
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
    mutationFn: async ({ category, text, orderId, picture }: NewComplaintInput) =>
      raiseComplaint(apiClient, {
        category,
        text,
        ...(orderId ? { orderId } : {}),
        ...(picture ? { picture: await base64Of(picture) } : {}),
      }),
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
      // Without JavaScript (or before the app starts) the form posts here, multipart; the server answers it.
      action={shopPatterns.complaints}
      pictureHref={shopPaths.complaintPicture}
      onRaise={(complaint) => raise.mutate(complaint)}
      onRetry={() => void complaints.refetch()}
    />
  );
}
