import { requestTier2 } from '@oja/api-client';
import { useMutation } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { apiClient } from '../../shared/api';

// The Tier 2 request dialog (Radix's dialog with it) loads only when a shopper asks for Tier 2.
const TierUpgradeDialog = lazy(() => import('@oja/ui/tier-upgrade-dialog'));

/**
 * The cart's and checkout's 'Upgrade now' and the account page's 'Upgrade to Tier 2': `ask` opens the Tier 2 request dialog, whose code loads the first
 * time; `dialog` is what the route renders (nothing until asked, then the dialog, kept mounted).
 */
export function useTierUpgradeDialog() {
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  const upgrade = useMutation({ mutationFn: () => requestTier2(apiClient) });
  const ask = () => {
    upgrade.reset();
    setAsked(true);
    setOpen(true);
  };
  const dialog = asked ? (
    <Suspense fallback={null}>
      <TierUpgradeDialog
        open={open}
        onOpenChange={setOpen}
        state={upgrade.isSuccess ? 'submitted' : upgrade.isPending ? 'submitting' : 'confirm'}
        onRequest={() => upgrade.mutate()}
        error={upgrade.isError ? 'Request failed. Please try again.' : undefined}
      />
    </Suspense>
  ) : null;
  return { ask, dialog };
}
