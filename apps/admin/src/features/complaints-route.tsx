import {
  type AdminComplaintAction,
  type AdminComplaintFilter,
  adminActOnComplaint,
  adminComplaintsQueryOptions,
  adminQueryKeys,
  complaintsAnsweredAt,
} from '@oja/api-client';
import { ComplaintsScreen } from '@oja/ui/admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useSearch } from 'wouter';
import { adminClient } from '../app/api';
import { ConsolePage } from '../app/console-page';
import { useSessionLost } from '../app/session';
import type { SignedInRouteProps } from '../app/signed-in-route-props';
import { routes } from '../routes';

/** The API's export, which the screen's date form asks with a GET (the staff cookie goes with it). */
const EXPORT_ACTION = '/api/v1/admin/complaints/export';
/** A complaint's picture, which the staff cookie (path /api/v1/admin) lets an img ask for. */
const pictureHref = (reference: string) =>
  `/api/v1/admin/complaints/${encodeURIComponent(reference)}/picture`;

/** /admin/complaints: the complaints desk (owner and support); the tab shown lives in the address. */
export default function ComplaintsRoute({ session }: SignedInRouteProps) {
  const search = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const filter: AdminComplaintFilter = search.get('status') === 'resolved' ? 'resolved' : 'open';
  const queryClient = useQueryClient();
  const sessionLost = useSessionLost();
  const queue = useQuery(adminComplaintsQueryOptions(adminClient, filter));
  const act = useMutation({
    mutationFn: ({ reference, action }: { reference: string; action: AdminComplaintAction }) =>
      adminActOnComplaint(adminClient, session.csrfToken, reference, action),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.allComplaints }),
    onError: sessionLost,
  });
  return (
    <ConsolePage session={session} title="Complaints" section="complaints" headedByScreen>
      <ComplaintsScreen
        status={queue.data ? 'ready' : queue.error ? 'error' : 'loading'}
        filter={filter}
        complaints={queue.data?.complaints ?? []}
        counts={queue.data?.counts ?? { open: 0, escalated: 0 }}
        handlers={queue.data?.handlers ?? []}
        // The server's time, not the device's: the clock on the 48-hour promise must agree with the server's.
        now={complaintsAnsweredAt(queue.data?.complaints, Date.now())}
        busyReference={act.isPending ? act.variables.reference : null}
        refusal={act.error ? { reference: act.variables?.reference ?? '', message: act.error.message } : null}
        exportAction={EXPORT_ACTION}
        pictureHref={pictureHref}
        onFilterChange={(next) => {
          act.reset();
          navigate(next === 'open' ? routes.complaints.path : `${routes.complaints.path}?status=${next}`);
        }}
        onAct={(reference, action) => act.mutate({ reference, action })}
        onRetry={() => void queue.refetch()}
      />
    </ConsolePage>
  );
}
