import { singleOrderQueryOptions } from '@oja/api-client';
import { PaymentFailedScreen } from '@oja/ui';
import { useQuery } from '@tanstack/react-query';
import { hrefs } from '../../hrefs';
import { apiClient } from '../../shared/api';
import { useDocumentTitle } from '../../shared/document-title';

/**
 * /cart-items/checkout/payment-failed/{orderId}: the card payment did not go through. The order's number is
 * named once it loads; 'Try again' goes back to checkout, where Pay starts a new card payment.
 */
export default function PaymentFailedRoute({ params }: { params: { orderId?: string | undefined } }) {
  const orderId = params.orderId ?? '';
  useDocumentTitle('Payment failed');
  const order = useQuery(singleOrderQueryOptions(apiClient, orderId));
  return <PaymentFailedScreen orderNumber={order.data?.orderNumber} hrefs={hrefs} />;
}
