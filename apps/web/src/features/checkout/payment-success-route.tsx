import { singleOrderQueryOptions } from '@oja/api-client';
import { OrderSuccessScreen } from '@oja/ui';
import { useQuery } from '@tanstack/react-query';
import { Redirect, useSearch } from 'wouter';
import { hrefs } from '../../hrefs';
import { apiClient } from '../../shared/api';
import { useDocumentTitle } from '../../shared/document-title';
import { providerReference } from '../../shared/provider-return';
import { useCurrentUser } from '../account/session';
import { useCardPaymentReturn } from './checkout';
import { placedOrder } from './placed-order';

/**
 * /cart-items/checkout/payment-success/{orderId}: where the card provider sends the shopper back, with the
 * payment's reference. The server verifies the reference with the provider (then it leaves the address); a
 * payment that did not go through goes on to the payment-failed page, a paid order shows 'Order Placed
 * Successfully!'.
 */
export default function PaymentSuccessRoute({ params }: { params: { orderId?: string | undefined } }) {
  const orderId = params.orderId ?? '';
  const user = useCurrentUser();
  const validation = useCardPaymentReturn(providerReference(new URLSearchParams(useSearch())));
  const validated = validation.status !== 'pending' && validation.status !== 'error';
  const order = useQuery({ ...singleOrderQueryOptions(apiClient, orderId), enabled: validated });
  const paid = order.data?.status === 'paid';
  useDocumentTitle(paid ? 'Order placed' : 'Your order');

  const notPaid =
    validation.status === 'not-paid' || (order.data !== undefined && order.data.status !== 'paid');
  if (notPaid) return <Redirect to={hrefs.paymentFailed(orderId)} replace />;
  const failed = validation.status === 'error' || order.isError;
  return (
    <OrderSuccessScreen
      status={failed ? 'error' : paid ? 'ready' : 'loading'}
      order={order.data ? placedOrder(order.data) : undefined}
      paymentKind={order.data && order.data.installmentCount > 0 ? 'instalments' : 'full'}
      email={user?.email}
      onRetry={() => (validation.status === 'error' ? validation.retry() : void order.refetch())}
      hrefs={hrefs}
    />
  );
}
