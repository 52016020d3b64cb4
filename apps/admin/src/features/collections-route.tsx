import {
  adminCollectionsQueryOptions,
  adminQueryKeys,
  adminRemindShopper,
  adminRetryDebit,
} from '@oja/api-client';
import { kobo, lagosCalendarDate, type MandateStatus, type StaffPermission } from '@oja/domain';
import { type AdminCollectionResult, CollectionsScreen } from '@oja/ui/admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { adminClient } from '../app/api';
import { ConsolePage } from '../app/console-page';
import { useSessionLost } from '../app/session';
import type { SignedInRouteProps } from '../app/signed-in-route-props';
import { orderHref } from '../hrefs';

type Act = { kind: 'retry' | 'remind'; orderNumber: string; number: number };

/** /admin/collections: the instalments the direct debit gave up on; retry a debit now, remind the shopper. */
export default function CollectionsRoute({ session }: SignedInRouteProps) {
  const queryClient = useQueryClient();
  const sessionLost = useSessionLost();
  const collections = useQuery(adminCollectionsQueryOptions(adminClient));
  const [results, setResults] = useState<AdminCollectionResult[]>([]);
  const answer = (act: Act, message: string, refused: boolean) =>
    setResults((shown) => [
      ...shown.filter((each) => each.orderNumber !== act.orderNumber || each.number !== act.number),
      { orderNumber: act.orderNumber, number: act.number, message, ...(refused ? { refused } : {}) },
    ]);
  const act = useMutation({
    mutationFn: ({ kind, orderNumber, number }: Act) =>
      (kind === 'retry' ? adminRetryDebit : adminRemindShopper)(
        adminClient,
        session.csrfToken,
        orderNumber,
        number,
      ),
    onSuccess: (message, request) => answer(request, message, false),
    onError: (error, request) => {
      sessionLost(error);
      answer(request, error.message, true);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.collections }),
  });
  return (
    <ConsolePage session={session} title="Collections" section="collections" headedByScreen>
      <CollectionsScreen
        status={collections.data ? 'ready' : collections.error ? 'error' : 'loading'}
        items={(collections.data ?? []).map((item) => ({
          ...item,
          amountKobo: kobo(item.amountKobo),
          mandateStatus: item.mandateStatus as MandateStatus | null,
        }))}
        today={lagosCalendarDate(Date.now())}
        permissions={session.permissions as StaffPermission[]}
        orderHref={orderHref}
        busy={act.isPending ? act.variables : null}
        results={results}
        onRetry={(orderNumber, number) => act.mutate({ kind: 'retry', orderNumber, number })}
        onRemind={(orderNumber, number) => act.mutate({ kind: 'remind', orderNumber, number })}
        onReload={() => void collections.refetch()}
      />
    </ConsolePage>
  );
}
