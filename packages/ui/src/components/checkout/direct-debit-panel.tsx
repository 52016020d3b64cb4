import { formatKobo, type Kobo } from '@oja/domain';
import { type ComponentType, lazy, Suspense, useId, useRef, useState } from 'react';
import { cn } from '../../lib/cn';
import type { ShopHrefs } from '../../lib/hrefs';
import { Button } from '../button/button';
import { LinkedAccountPicker } from '../linked-account-picker/linked-account-picker';
import { Skeleton } from '../skeleton/skeleton';
import type { LinkedAccount } from './checkout-types';
import type { DirectDebitLegalTexts, LegalDocument } from './direct-debit-legal-texts';
import { ProviderPolicyLink } from './legal/provider-policy-link';
import { MandatePendingNotice } from './mandate-pending-notice';
import { MandateRefusedNotice } from './mandate-refused-notice';
import './checkout.css';

/** The spec's fallback when the server gives no reason for a refused mandate. */
export const MANDATE_CREATE_FAILED = 'Failed to create mandate. Please try again.';

/** Where the mandate stands: creating it (by a linked account or a new one), waiting for the bank, refused. */
export type MandateState =
  | { status: 'idle' }
  | { status: 'creating'; via: 'linked-account' | 'new-account' }
  | { status: 'pending-approval'; account?: { bankName: string; last4: string } }
  /** The bank refused the last consent: told above the choice, which stays open for another try. */
  | { status: 'refused'; account?: { bankName: string; last4: string } }
  | { status: 'error'; message?: string };

/** The shopper's linked bank accounts, as the server answered. */
export type LinkedAccountsState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; accounts: LinkedAccount[]; canAddNew: boolean };

export interface DirectDebitPanelProps {
  /** Only once the down payment is paid can the panel act; until then it is greyed out. */
  enabled: boolean;
  /** The consolidated total minus the first payment (the domain's directDebitSummary). */
  totalInstalmentAmount: Kobo;
  numberOfInstalments: number;
  linkedAccounts: LinkedAccountsState;
  onRetryLinkedAccounts?: () => void;
  mandate: MandateState;
  /** Continue with the chosen linked account. */
  onUseLinkedAccount: (accountId: string) => void;
  /** 'Set up Direct Debit' (no linked account) or 'Link another bank account'. */
  onSetUpNewAccount: () => void;
  /** The payment provider's end-user policy (an outside page, opened in a new tab). */
  providerPolicy?: { name: string; href: string };
  /**
   * Loads the legal texts, called once on the first legal link pressed: the words are long and most
   * shoppers never open them, so the app keeps them out of the page's first load (a dynamic import).
   */
  loadLegalTexts: () => Promise<DirectDebitLegalTexts>;
  hrefs: Pick<ShopHrefs, 'purchases'>;
}

/**
 * Step 2 of the mandate setup: direct debit for the instalments. Greyed out (and its controls disabled)
 * until the down payment succeeds. With linked accounts: the picker, 'Select your linked bank account to
 * continue', Continue (only with an account chosen) and 'Link another bank account' when allowed; otherwise
 * 'Set up Direct Debit'. Before the down payment, accounts not loaded yet (the app asks only once the panel
 * can act) are not 'loading': the panel says the choice comes after the down payment. A mandate the bank has not approved yet shows what happens next.
 *
 * Accessibility: a region named by its heading; while disabled it says why in words; account numbers are
 * read as 'account ending 1234'; a refused mandate is an alert. The legal dialogs load on demand and give
 * focus back to the link that opened them.
 */
export function DirectDebitPanel({
  enabled,
  totalInstalmentAmount,
  numberOfInstalments,
  linkedAccounts,
  onRetryLinkedAccounts,
  mandate,
  onUseLinkedAccount,
  onSetUpNewAccount,
  providerPolicy,
  loadLegalTexts,
  hrefs,
}: DirectDebitPanelProps) {
  const titleId = useId();
  const [legal, setLegal] = useState<LegalDocument | null>(null);
  // The dialogs' code and the app's texts load together, once; the latest loader is the one called.
  const loadTexts = useRef(loadLegalTexts);
  loadTexts.current = loadLegalTexts;
  const [DirectDebitLegal] = useState(() => lazyLegal(() => loadTexts.current()));
  // Mounted from the first link pressed and kept, so a closing dialog can hand focus back to its link.
  const [legalLoaded, setLegalLoaded] = useState(false);
  const openLegal = (which: LegalDocument) => {
    setLegalLoaded(true);
    setLegal(which);
  };
  const creating = mandate.status === 'creating' ? mandate.via : null;
  return (
    <section
      aria-labelledby={titleId}
      data-slot="direct-debit-panel"
      className={cn('oja-checkout__panel', !enabled && 'oja-checkout__panel--disabled')}
    >
      <h2 id={titleId} className="oja-checkout__panel-title">
        Step 2. Set up direct debit
      </h2>
      <dl className="oja-checkout__totals">
        <div>
          <dt>Total instalment amount</dt>
          <dd>{formatKobo(totalInstalmentAmount)}</dd>
        </div>
        <div>
          <dt>Number of instalments</dt>
          <dd>{numberOfInstalments}</dd>
        </div>
      </dl>
      {!enabled ? (
        <p className="oja-checkout__muted">Available once your down payment is paid.</p>
      ) : (
        <p className="oja-checkout__muted">
          Each instalment is taken from the account you choose on its due date. You can see every payment in
          My purchases.
        </p>
      )}

      {mandate.status === 'refused' ? <MandateRefusedNotice account={mandate.account} /> : null}
      {mandate.status === 'pending-approval' ? (
        <MandatePendingNotice account={mandate.account} hrefs={hrefs} />
      ) : !enabled && linkedAccounts.status !== 'ready' ? (
        // Before the down payment the accounts are not asked for yet: say what comes, not 'Loading…'.
        <p className="oja-checkout__muted">
          After your down payment you choose one of your linked bank accounts here, or link a new one.
        </p>
      ) : linkedAccounts.status === 'loading' ? (
        <div aria-busy="true" className="oja-checkout__stack">
          <p role="status" className="oja-sr-only">
            Loading your linked bank accounts…
          </p>
          <Skeleton shape="rect" height="3.5rem" />
          <Skeleton shape="rect" height="2.75rem" />
        </div>
      ) : linkedAccounts.status === 'error' ? (
        <div role="alert" className="oja-checkout__failure">
          <p>We could not load your linked bank accounts.</p>
          {onRetryLinkedAccounts ? (
            <Button size="sm" variant="secondary" onClick={onRetryLinkedAccounts}>
              Try again
            </Button>
          ) : null}
        </div>
      ) : linkedAccounts.accounts.length > 0 ? (
        <LinkedAccountPicker
          accounts={linkedAccounts.accounts}
          canAddNew={linkedAccounts.canAddNew}
          disabled={!enabled}
          busy={creating === 'linked-account' ? 'continue' : creating === 'new-account' ? 'add-new' : null}
          busyLabels={{ continue: 'Creating...', addNew: 'Setting up...' }}
          onContinue={onUseLinkedAccount}
          onAddNew={onSetUpNewAccount}
        />
      ) : (
        <Button
          fullWidth
          disabled={!enabled}
          loading={creating === 'new-account'}
          onClick={onSetUpNewAccount}
        >
          {creating === 'new-account' ? 'Setting up...' : 'Set up Direct Debit'}
        </Button>
      )}

      {mandate.status === 'error' ? (
        <p role="alert" className="oja-checkout__failure">
          {mandate.message ?? MANDATE_CREATE_FAILED}
        </p>
      ) : null}

      <p className="oja-checkout__legal">
        By setting up direct debit you agree to the{' '}
        <button type="button" className="oja-checkout__text-button" onClick={() => openLegal('terms')}>
          direct debit terms and conditions
        </button>{' '}
        and the{' '}
        <button type="button" className="oja-checkout__text-button" onClick={() => openLegal('privacy')}>
          Global Standing Mandate privacy policy
        </button>
        .
      </p>
      <p className="oja-checkout__legal">
        <button type="button" className="oja-checkout__text-button" onClick={() => openLegal('explainer')}>
          What is direct debit?
        </button>
        {providerPolicy ? (
          <>
            {' · '}
            <ProviderPolicyLink href={providerPolicy.href} providerName={providerPolicy.name} />
          </>
        ) : null}
      </p>
      {legalLoaded ? (
        <Suspense fallback={null}>
          <DirectDebitLegal document={legal} onClose={() => setLegal(null)} />
        </Suspense>
      ) : null}
    </section>
  );
}

type DirectDebitLegalProps = { document: LegalDocument | null; onClose: () => void };

/** The legal dialogs as one lazy component: their module and their texts, fetched side by side. */
function lazyLegal(load: () => Promise<DirectDebitLegalTexts>): ComponentType<DirectDebitLegalProps> {
  return lazy(async () => {
    const [{ default: DirectDebitLegal }, texts] = await Promise.all([
      import('./direct-debit-legal'),
      load(),
    ]);
    return { default: (props: DirectDebitLegalProps) => <DirectDebitLegal {...props} texts={texts} /> };
  });
}
