import {
  ApiError,
  adminAddShopperNote,
  adminQueryKeys,
  adminShopperCreditAction,
  adminShopperQueryOptions,
} from '@oja/api-client';
import { can } from '@oja/domain';
import { type ShopperCreditAction, ShopperScreen } from '@oja/ui/admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'wouter';
import { adminClient } from '../app/api';
import { ConsolePage } from '../app/console-page';
import { useSessionLost } from '../app/session';
import type { SignedInRouteProps } from '../app/signed-in-route-props';
import { shopperHrefs } from '../hrefs';
import { shopperPageView } from './shopper-view';

/**
 * /admin/shoppers/:userId: one shopper's page, with the staff notes' form for a role with orders:note and the
 * credit actions for a role with tier2:decide (issue 45).
 */
export default function ShopperRoute({ session }: SignedInRouteProps) {
  const { userId = '' } = useParams<{ userId: string }>();
  const queryClient = useQueryClient();
  const sessionLost = useSessionLost();
  const page = useQuery(adminShopperQueryOptions(adminClient, userId));
  const note = useMutation({
    mutationFn: (text: string) => adminAddShopperNote(adminClient, session.csrfToken, userId, text),
    // The answer is the page with the note: shown at once, without reading (and auditing) it again.
    onSuccess: (data) => queryClient.setQueryData(adminQueryKeys.shopper(userId), data),
    onError: sessionLost,
  });
  const credit = useMutation({
    mutationFn: (action: ShopperCreditAction) =>
      adminShopperCreditAction(adminClient, session.csrfToken, userId, action),
    onSuccess: (data) => queryClient.setQueryData(adminQueryKeys.shopper(userId), data),
    onError: sessionLost,
  });
  const notFound = page.error instanceof ApiError && page.error.status === 404;
  const name = page.data ? (page.data.shopper.name ?? page.data.shopper.email) : 'Shopper';
  return (
    <ConsolePage session={session} title={name} section="shoppers" headedByScreen>
      <ShopperScreen
        status={page.data ? 'ready' : notFound ? 'not-found' : page.error ? 'error' : 'loading'}
        page={page.data ? shopperPageView(page.data) : null}
        hrefs={shopperHrefs}
        // The complaints' 48-hour clocks count from the server's time of the answer, not the device's clock
        // (wrong on a badly set laptop, and behind the sandbox's moved clock), as the complaints desk does.
        now={page.data ? Date.parse(page.data.asOf) : 0}
        canAddNote={can(session.staff.role, 'orders:note')}
        noteBusy={note.isPending}
        noteError={note.error?.message ?? null}
        onAddNote={(text) => note.mutate(text)}
        canManageCredit={can(session.staff.role, 'tier2:decide')}
        creditBusy={credit.isPending}
        creditError={credit.error?.message ?? null}
        creditDoneAt={credit.isSuccess ? credit.submittedAt : 0}
        onCreditAction={(action) => credit.mutate(action)}
        onRetry={() => void page.refetch()}
      />
    </ConsolePage>
  );
}
