import { singleOrderQueryOptions } from '@oja/api-client';
import { DirectDebitSuccessScreen } from '@oja/ui';
import { useQuery } from '@tanstack/react-query';
import { Redirect, useSearch } from 'wouter';
import { hrefs } from '../../hrefs';
import { apiClient } from '../../shared/api';
import { useDocumentTitle } from '../../shared/document-title';
import { useCurrentUser } from '../account/session';
import { placedMandate, placedOrder } from './placed-order';

/** How often, and how many times, to ask again while the bank's answer has not reached the server. */
const RECHECK_MS = 3000;
const RECHECKS = 20;

/** Not answered by the bank yet, as far as the server knows (a webhook may be on its way). */
function isUnanswered(state: string | null | undefined): boolean {
  return state === 'awaiting_bank' || state === 'not_started';
}

/**
 * /cart-items/checkout/direct-debit/success?orderid=…: the instalment order is placed and its direct debit
 * set up, active or waiting for the bank. The bank's answer reaches the server by webhook, perhaps after
 * the shopper is back, so a pending mandate is read again for a while: the page turns to 'active' by itself.
 */
export default function DirectDebitSuccessRoute() {
  const orderId = new URLSearchParams(useSearch()).get('orderid');
  if (!orderId) return <Redirect to={hrefs.purchases} replace />;
  return <DirectDebitSuccess orderId={orderId} />;
}

function DirectDebitSuccess({ orderId }: { orderId: string }) {
  const user = useCurrentUser();
  const order = useQuery({
    ...singleOrderQueryOptions(apiClient, orderId),
    refetchInterval: (query) =>
      isUnanswered(query.state.data?.mandateState) && query.state.dataUpdateCount < RECHECKS
        ? RECHECK_MS
        : false,
  });
  useDocumentTitle('Order placed');
  const data = order.data;
  return (
    <DirectDebitSuccessScreen
      status={order.isError && !data ? 'error' : data ? 'ready' : 'loading'}
      order={data ? placedOrder(data) : undefined}
      mandate={data ? placedMandate(data, orderId) : { status: 'pending-approval' }}
      // Home greets a shopper whose direct debit is set with the 'Direct debit setup notification' (spec).
      continueShoppingState={
        data?.mandateState === 'active' ? { showDirectDebitNotification: true } : undefined
      }
      email={user?.email}
      onRetry={() => void order.refetch()}
      hrefs={hrefs}
    />
  );
}
