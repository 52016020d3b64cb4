import { singleOrderQueryOptions } from '@oja/api-client';
import { OrderSuccessScreen } from '@oja/ui';
import { useQuery } from '@tanstack/react-query';
import { Redirect, useSearch } from 'wouter';
import { apiClient } from '../../api';
import { useDocumentTitle } from '../../document-title';
import { hrefs } from '../../hrefs';
import { usePaymentValidation } from '../../state/checkout';
import { useCurrentUser } from '../../state/session';
import { placedOrder } from './placed-order';

/**
 * /cart-items/checkout/payment-success/{orderId}: where the card provider sends the shopper back, with the
 * payment's reference. The server verifies the reference with the provider; a payment that did not go
 * through goes on to the payment-failed page, a paid order shows 'Order Placed Successfully!'.
 */
export default function PaymentSuccessRoute({ orderId }: { orderId: string }) {
  const reference = new URLSearchParams(useSearch()).get('reference');
  const user = useCurrentUser();
  const validation = usePaymentValidation(reference);
  const validated = reference === null || validation.isSuccess;
  const order = useQuery({ ...singleOrderQueryOptions(apiClient, orderId), enabled: validated });
  const paid = order.data?.status === 'paid';
  useDocumentTitle(paid ? 'Order placed' : 'Your order');

  const notPaid =
    validation.data?.payment_verified === false || (order.data !== undefined && order.data.status !== 'paid');
  if (notPaid) return <Redirect to={hrefs.paymentFailed(orderId)} replace />;
  const failed = validation.isError || order.isError;
  return (
    <OrderSuccessScreen
      status={failed ? 'error' : paid ? 'ready' : 'loading'}
      order={order.data ? placedOrder(order.data) : undefined}
      paymentKind={order.data && order.data.installmentCount > 0 ? 'instalments' : 'full'}
      email={user?.email}
      onRetry={() => void (validation.isError ? validation.refetch() : order.refetch())}
      hrefs={hrefs}
    />
  );
}
