import {
  ApiError,
  adminQueryKeys,
  adminReconciliationQueryOptions,
  importSettlementReport,
  resolveReconciliationLine,
} from '@oja/api-client';
import { addDays, can, lagosCalendarDate, parseCalendarDate } from '@oja/domain';
import { ReconciliationScreen } from '@oja/ui/admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useSearch } from 'wouter';
import { adminClient } from '../app/api';
import { ConsolePage } from '../app/console-page';
import { useSessionLost } from '../app/session';
import type { SignedInRouteProps } from '../app/signed-in-route-props';
import { routes } from '../routes';

type Import = { source: 'provider' } | { source: 'csv'; csv: string };

/**
 * /admin/reconciliation: a day's settlement report matched with Oja's books (owner and finance read it; they
 * alone import and resolve). The day lives in the address (`?day=`), yesterday in Lagos by default: the
 * provider settles a day's payments the next morning.
 */
export default function ReconciliationRoute({ session }: SignedInRouteProps) {
  const asked = new URLSearchParams(useSearch()).get('day');
  const day = asked && parseCalendarDate(asked) ? asked : addDays(lagosCalendarDate(Date.now()), -1);
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const sessionLost = useSessionLost();
  const reconciliation = useQuery(adminReconciliationQueryOptions(adminClient, day));
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.reconciliation(day) });
  const importing = useMutation({
    mutationFn: (body: Import) => importSettlementReport(adminClient, session.csrfToken, day, body),
    onSuccess: (data) => queryClient.setQueryData(adminQueryKeys.reconciliation(day), data),
    onError: sessionLost,
  });
  const resolving = useMutation({
    mutationFn: (line: { lineId: string; reason: string }) =>
      resolveReconciliationLine(adminClient, session.csrfToken, { day, ...line }),
    onSettled: refresh,
    onError: sessionLost,
  });
  const none = reconciliation.error instanceof ApiError && reconciliation.error.status === 404;
  const canWrite = can(session.staff.role, 'reconciliation:write');
  return (
    <ConsolePage session={session} title="Reconciliation" section="reconciliation" headedByScreen>
      <ReconciliationScreen
        day={day}
        status={reconciliation.data ? 'ready' : none ? 'none' : reconciliation.error ? 'error' : 'loading'}
        reconciliation={reconciliation.data ?? null}
        canWrite={canWrite}
        importing={importing.isPending}
        importRefusal={importing.error?.message ?? null}
        resolving={resolving.isPending ? resolving.variables.lineId : null}
        resolveRefusal={
          resolving.error && resolving.variables
            ? { lineId: resolving.variables.lineId, message: resolving.error.message }
            : null
        }
        onDayChange={(next) => {
          importing.reset();
          navigate(`${routes.reconciliation.path}?day=${next}`);
        }}
        onImportFromProvider={() => importing.mutate({ source: 'provider' })}
        onImportFile={(file) => void file.text().then((csv) => importing.mutate({ source: 'csv', csv }))}
        onResolve={(lineId, reason) => resolving.mutate({ lineId, reason })}
        onRetry={() => void reconciliation.refetch()}
      />
    </ConsolePage>
  );
}
