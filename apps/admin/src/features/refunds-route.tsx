import {
  type AdminRefundsData,
  adminDecideRefund,
  adminQueryKeys,
  adminRefundsQueryOptions,
} from '@oja/api-client';
import { kobo, REFUND_STATUSES, type RefundStatus, type StaffPermission } from '@oja/domain';
import { type AdminAwaitingRefund, type AdminRefundRow, RefundsScreen } from '@oja/ui/admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useSearch } from 'wouter';
import { adminClient } from '../app/api';
import { ConsolePage } from '../app/console-page';
import { useSessionLost } from '../app/session';
import type { SignedInRouteProps } from '../app/signed-in-route-props';
import { orderHref } from '../hrefs';
import { routes } from '../routes';
import { useBankRefunds } from './bank-refunds';

const PAGE_SIZE = 25;

/** Why a refund is paid, in the console's words. */
const REASON_WORDS: Record<AdminRefundsData['refunds'][number]['reason'], string> = {
  duplicate: 'Duplicate payment',
  late: 'Payment after the order closed',
  rejected: 'Amount did not match',
  overpaid: 'Paid more than was due',
  return: 'Return',
  cancellation: 'Cancelled order',
  goodwill: 'Goodwill',
};

/** The list's state in the address: `?status=failed&page=2` (a link or Back restores it). */
function refundsStateOf(search: string): { status: RefundStatus | 'all'; page: number } {
  const params = new URLSearchParams(search);
  const status = REFUND_STATUSES.find((each) => each === params.get('status')) ?? 'all';
  const page = Number(params.get('page'));
  return { status, page: Number.isSafeInteger(page) && page >= 1 ? page : 1 };
}

function refundsHref(state: { status: RefundStatus | 'all'; page: number }): string {
  const params = new URLSearchParams();
  if (state.status !== 'all') params.set('status', state.status);
  if (state.page > 1) params.set('page', String(state.page));
  const query = params.toString();
  return query ? `${routes.returns.path}?${query}` : routes.returns.path;
}

const toAwaiting = (refund: AdminRefundsData['awaiting'][number]): AdminAwaitingRefund => ({
  id: refund.refundId,
  orderNumber: refund.orderNumber,
  amountKobo: kobo(refund.amountKobo),
  kind: refund.kind,
  reason: refund.reason,
  requestedBy: refund.requestedBy,
  requestedAt: refund.requestedAt,
  canDecide: refund.canDecide,
});

const toRow = (refund: AdminRefundsData['refunds'][number]): AdminRefundRow => ({
  reference: refund.reference,
  orderNumber: refund.orderNumber,
  amountKobo: kobo(refund.amountKobo),
  reason: REASON_WORDS[refund.reason],
  status: refund.status,
  createdAt: refund.createdAt,
  settledAt: refund.settledAt,
  failure: refund.failure,
});

/** /admin/returns: the refunds waiting for a second approval, and every refund the provider is asked to pay. */
export default function RefundsRoute({ session }: SignedInRouteProps) {
  const state = refundsStateOf(useSearch());
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const sessionLost = useSessionLost();
  const query = {
    ...(state.status === 'all' ? {} : { status: state.status }),
    page: state.page,
    pageSize: PAGE_SIZE,
  };
  const refunds = useQuery(adminRefundsQueryOptions(adminClient, query));
  const decide = useMutation({
    mutationFn: ({ refundId, decision }: { refundId: string; decision: 'approve' | 'reject' }) =>
      adminDecideRefund(adminClient, session.csrfToken, refundId, decision),
    onSuccess: ({ order }) => queryClient.setQueryData(adminQueryKeys.order(order.orderNumber), order),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.allRefunds }),
    onError: sessionLost,
  });
  const data = refunds.data;
  const bank = useBankRefunds(session);
  return (
    <ConsolePage session={session} title="Returns & refunds" section="returns" headedByScreen>
      <RefundsScreen
        status={data ? 'ready' : refunds.error ? 'error' : 'loading'}
        awaiting={(data?.awaiting ?? []).map(toAwaiting)}
        refunds={(data?.refunds ?? []).map(toRow)}
        total={data?.total ?? 0}
        page={state.page}
        pageSize={PAGE_SIZE}
        statusFilter={state.status}
        permissions={session.permissions as StaffPermission[]}
        busy={decide.isPending ? decide.variables.refundId : null}
        refusal={
          decide.error && decide.variables
            ? { refundId: decide.variables.refundId, message: decide.error.message }
            : null
        }
        orderHref={orderHref}
        onStatusFilter={(status) => navigate(refundsHref({ status, page: 1 }))}
        onPage={(page) => navigate(refundsHref({ status: state.status, page }))}
        onDecide={(refundId, decision) => decide.mutate({ refundId, decision })}
        onRetry={() => void refunds.refetch()}
        bankRefunds={bank.section}
        onPayToBank={bank.payToBank}
        sentToBank={bank.sentToBank}
      />
      {bank.dialog}
    </ConsolePage>
  );
}
