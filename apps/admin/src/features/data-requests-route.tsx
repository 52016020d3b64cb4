import { adminDataRequestsQueryOptions } from '@oja/api-client';
import { DataRequestsScreen } from '@oja/ui/admin';
import { useQuery } from '@tanstack/react-query';
import { adminClient } from '../app/api';
import { ConsolePage } from '../app/console-page';
import type { SignedInRouteProps } from '../app/signed-in-route-props';

/** /admin/data-requests: shoppers' data requests, newest first (audit:read). */
export default function DataRequestsRoute({ session }: SignedInRouteProps) {
  const requests = useQuery(adminDataRequestsQueryOptions(adminClient));
  return (
    <ConsolePage session={session} title="Data requests" section="dataRequests" headedByScreen>
      <DataRequestsScreen
        status={requests.data ? 'ready' : requests.error ? 'error' : 'loading'}
        requests={requests.data ?? []}
        onRetry={() => void requests.refetch()}
      />
    </ConsolePage>
  );
}
