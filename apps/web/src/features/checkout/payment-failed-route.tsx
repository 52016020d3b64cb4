import { singleOrderQueryOptions } from '@oja/api-client';
import { PaymentFailedScreen } from '@oja/ui';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../api';
import { useDocumentTitle } from '../../document-title';
import { hrefs } from '../../hrefs';

/**
 * /cart-items/checkout/payment-failed/{orderId}: the card payment did not go through. The order's number is
 * named once it loads; 'Try again' goes back to checkout, where Pay starts a new card payment.
 */
export default function PaymentFailedRoute({ orderId }: { orderId: string }) {
  useDocumentTitle('Payment failed');
  const order = useQuery(singleOrderQueryOptions(apiClient, orderId));
  return <PaymentFailedScreen orderNumber={order.data?.orderNumber} hrefs={hrefs} />;
}
