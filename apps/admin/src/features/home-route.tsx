import { adminOverviewQueryOptions } from '@oja/api-client';
import { lagosCalendarDate } from '@oja/domain';
import { OverviewScreen } from '@oja/ui/admin';
import { useQuery } from '@tanstack/react-query';
import { adminClient } from '../app/api';
import { ConsolePage } from '../app/console-page';
import type { SignedInRouteProps } from '../app/signed-in-route-props';
import { overviewHrefs } from '../hrefs';
import { toOverviewView } from './overview/overview-view';

/** /admin: the overview, every member's first page: today's figures and the 30-day collection rate. */
export default function HomeRoute({ session }: SignedInRouteProps) {
  const overview = useQuery(adminOverviewQueryOptions(adminClient));
  return (
    <ConsolePage session={session} title="Overview" section="overview" headedByScreen>
      <OverviewScreen
        status={overview.data ? 'ready' : overview.error ? 'error' : 'loading'}
        overview={overview.data ? toOverviewView(overview.data) : null}
        today={overview.data?.today ?? lagosCalendarDate(Date.now())}
        hrefs={overviewHrefs}
        onRetry={() => void overview.refetch()}
      />
    </ConsolePage>
  );
}
