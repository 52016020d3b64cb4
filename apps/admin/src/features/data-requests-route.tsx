import { adminDataRequestsQueryOptions } from '@oja/api-client';
import { can, lagosCalendarDate } from '@oja/domain';
import { CreditBureauExport, DataRequestsScreen, LendingRecordsExport } from '@oja/ui/admin';
import { useQuery } from '@tanstack/react-query';
import { adminClient } from '../app/api';
import { ConsolePage } from '../app/console-page';
import type { SignedInRouteProps } from '../app/signed-in-route-props';

/** The API's lending records export, which the form asks with a GET (the staff cookie goes with it). */
const RECORDS_EXPORT_ACTION = '/api/v1/admin/records';
/** The monthly credit-bureau file (tier2:decide), asked the same way. */
const CREDIT_BUREAU_ACTION = '/api/v1/admin/credit-bureau-file';

/**
 * /admin/data-requests: shoppers' data requests, newest first, and the lending records export of a period
 * (both audit:read), and the month's credit-bureau file for a role with tier2:decide (issue 45).
 */
export default function DataRequestsRoute({ session }: SignedInRouteProps) {
  const requests = useQuery(adminDataRequestsQueryOptions(adminClient));
  return (
    <ConsolePage session={session} title="Data requests" section="dataRequests" headedByScreen>
      <DataRequestsScreen
        status={requests.data ? 'ready' : requests.error ? 'error' : 'loading'}
        requests={requests.data ?? []}
        onRetry={() => void requests.refetch()}
      />
      <LendingRecordsExport action={RECORDS_EXPORT_ACTION} />
      {can(session.staff.role, 'tier2:decide') ? (
        <CreditBureauExport action={CREDIT_BUREAU_ACTION} today={lagosCalendarDate(Date.now())} />
      ) : null}
    </ConsolePage>
  );
}
