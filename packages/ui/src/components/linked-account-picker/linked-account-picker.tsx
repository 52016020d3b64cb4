import { cutBankAccountName } from '@oja/domain';
import { useId, useState } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../button/button';
import type { LinkedAccount } from '../checkout/checkout-types';
import { RadioGroup, RadioGroupItem } from '../radio-group/radio-group';
import './linked-account-picker.css';

/** The spec's prompt, the picker's legend. */
const PROMPT = 'Select your linked bank account to continue';

export interface LinkedAccountPickerProps {
  /** The shopper's bank accounts with a mandate already. */
  accounts: readonly LinkedAccount[];
  /** Offer 'Link another bank account' besides the linked ones. */
  canAddNew: boolean;
  /** Continue with the chosen account. */
  onContinue: (accountId: string) => void;
  /** 'Link another bank account'. */
  onAddNew: () => void;
  /** Nothing can be chosen or pressed (checkout, until the down payment is paid). */
  disabled?: boolean;
  /** The action on its way: its button shows it, the choice and the other button wait. */
  busy?: 'continue' | 'add-new' | null;
  /** What a busy button says instead of its name (checkout: 'Creating...', 'Setting up...'). */
  busyLabels?: { continue?: string; addNew?: string };
  /** stack: full-width buttons under the accounts (checkout); row: the buttons side by side (My purchases). */
  layout?: 'stack' | 'row';
  className?: string;
}

/**
 * Which linked bank account pays the direct debit: the accounts as cards of a radio group ('Select your
 * linked bank account to continue'), Continue (only once one is chosen: until then it is described by the
 * prompt) and 'Link another bank account' when allowed. Used by checkout's direct-debit step and by My
 * purchases' 'Set up direct debit'. Accessibility: a group named by the prompt; account numbers read as
 * 'account ending 1234'.
 */
export function LinkedAccountPicker({
  accounts,
  canAddNew,
  onContinue,
  onAddNew,
  disabled = false,
  busy = null,
  busyLabels = {},
  layout = 'stack',
  className,
}: LinkedAccountPickerProps) {
  const promptId = useId();
  const [selected, setSelected] = useState<string | null>(null);
  const stack = layout === 'stack';
  return (
    <div
      data-slot="linked-account-picker"
      className={cn('oja-linked-accounts', `oja-linked-accounts--${layout}`, className)}
    >
      <RadioGroup
        variant="card"
        legend={PROMPT}
        legendId={promptId}
        value={selected}
        onValueChange={setSelected}
        disabled={disabled || busy !== null}
      >
        {accounts.map((account) => (
          <RadioGroupItem key={account.id} value={account.id}>
            <span className="oja-linked-accounts__text">
              <span className="oja-linked-accounts__name">{cutBankAccountName(account.accountName)}</span>
              <span className="oja-linked-accounts__bank">
                {account.bankName} · <span aria-hidden="true">••••</span>
                <span className="oja-sr-only">account ending </span>
                {account.last4}
              </span>
            </span>
          </RadioGroupItem>
        ))}
      </RadioGroup>
      <div className="oja-linked-accounts__actions">
        <Button
          fullWidth={stack}
          disabled={disabled || selected === null || busy === 'add-new'}
          loading={busy === 'continue'}
          aria-describedby={selected === null ? promptId : undefined}
          onClick={() => selected && onContinue(selected)}
        >
          {busy === 'continue' && busyLabels.continue ? busyLabels.continue : 'Continue'}
        </Button>
        {canAddNew ? (
          <Button
            variant="secondary"
            fullWidth={stack}
            disabled={disabled || busy === 'continue'}
            loading={busy === 'add-new'}
            onClick={onAddNew}
          >
            {busy === 'add-new' && busyLabels.addNew ? busyLabels.addNew : 'Link another bank account'}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
