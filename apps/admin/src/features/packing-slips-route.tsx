import { adminPackingSlipsQueryOptions } from '@oja/api-client';
import { PackingSlipsScreen } from '@oja/ui/admin';
import { useQuery } from '@tanstack/react-query';
import { useSearch } from 'wouter';
import { adminClient } from '../app/api';
import { ConsolePage } from '../app/console-page';
import type { SignedInRouteProps } from '../app/signed-in-route-props';
import { routes } from '../routes';

/** The order numbers of `?orders=OJA-…,OJA-…`, in the order given. */
const orderNumbersOf = (search: string) =>
  (new URLSearchParams(search).get('orders') ?? '')
    .split(',')
    .map((n) => n.trim())
    .filter((n) => n !== '');

/** /admin/packing-slips?orders=…: the slips and waybills of the orders, to print (one a page). */
export default function PackingSlipsRoute({ session }: SignedInRouteProps) {
  const orderNumbers = orderNumbersOf(useSearch());
  const slips = useQuery({
    ...adminPackingSlipsQueryOptions(adminClient, orderNumbers),
    enabled: orderNumbers.length > 0,
  });
  return (
    <ConsolePage session={session} title="Packing slips" section="orders" headedByScreen>
      <PackingSlipsScreen
        status={
          slips.data ? 'ready' : slips.error ? 'error' : orderNumbers.length === 0 ? 'ready' : 'loading'
        }
        slips={slips.data?.slips ?? []}
        missing={slips.data?.missing ?? []}
        hrefs={{ orders: routes.orders.path }}
        onPrint={() => window.print()}
        onRetry={() => void slips.refetch()}
      />
    </ConsolePage>
  );
}
