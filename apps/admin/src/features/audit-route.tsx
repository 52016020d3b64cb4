import { type AdminAuditQuery, ApiError, adminAuditQueryOptions } from '@oja/api-client';
import type { StaffRole } from '@oja/domain';
import { type AdminAuditFilters, AuditScreen } from '@oja/ui/admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocation, useSearch } from 'wouter';
import { adminClient } from '../app/api';
import { ConsolePage } from '../app/console-page';
import type { SignedInRouteProps } from '../app/signed-in-route-props';
import { routes } from '../routes';

const AUDIT_PAGE_SIZE = 50;
const FIELDS = ['staffEmail', 'action', 'targetType', 'targetId', 'from', 'to'] as const;

/** /admin/audit: every staff write, newest first (owner and finance); filters and page live in the address. */
export default function AuditRoute({ session }: SignedInRouteProps) {
  const params = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const filters = Object.fromEntries(
    FIELDS.map((field) => [field, params.get(field) ?? '']),
  ) as unknown as AdminAuditFilters;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const query: AdminAuditQuery = {
    ...Object.fromEntries(FIELDS.filter((field) => filters[field]).map((field) => [field, filters[field]])),
    page,
    pageSize: AUDIT_PAGE_SIZE,
  };
  const events = useQuery({
    ...adminAuditQueryOptions(adminClient, query),
    placeholderData: keepPreviousData,
  });
  const go = (next: AdminAuditFilters, nextPage: number) => {
    const search = new URLSearchParams();
    for (const field of FIELDS) if (next[field]) search.set(field, next[field]);
    if (nextPage > 1) search.set('page', String(nextPage));
    const text = search.toString();
    navigate(text ? `${routes.audit.path}?${text}` : routes.audit.path);
  };
  const refused = events.error instanceof ApiError && events.error.status === 400;
  return (
    <ConsolePage session={session} title="Audit trail" section="audit" headedByScreen>
      <AuditScreen
        status={events.data ? 'ready' : events.error && !refused ? 'error' : refused ? 'ready' : 'loading'}
        events={(events.data?.events ?? []).map((event) => ({ ...event, role: event.role as StaffRole }))}
        filters={filters}
        page={page}
        pageSize={AUDIT_PAGE_SIZE}
        total={events.data?.total ?? 0}
        dateRefusal={refused ? (events.error?.message ?? null) : null}
        onFiltersChange={(next) => go(next, 1)}
        onPageChange={(next) => go(filters, next)}
        onRetry={() => void events.refetch()}
      />
    </ConsolePage>
  );
}
