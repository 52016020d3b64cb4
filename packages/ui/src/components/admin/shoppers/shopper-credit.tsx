import {
  formatKobo,
  formatLagosDateTime,
  instalmentLimit,
  nairaToKobo,
  validateCreditActionReason,
  validateCustomLimitChange,
} from '@oja/domain';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '../../button/button';
import { Dialog, DialogActions, DialogContent } from '../../dialog/dialog';
import { TextField } from '../../text-field/text-field';
import { TextareaField } from '../../text-field/textarea-field';
import { AdminSection } from '../admin-section';
import type { AdminShopperPage } from './shopper-types';

/** A credit action as the console sends it (issue 45); each has the reason the audit trail keeps. */
export type ShopperCreditAction =
  | { action: 'limit'; limitKobo: number | null; reason: string }
  | { action: 'freeze' | 'unfreeze' | 'take-back-tier-2'; reason: string };

type ActionName = ShopperCreditAction['action'];

export interface ShopperCreditProps {
  page: AdminShopperPage;
  /** Whether the member may change the shopper's credit (tier2:decide); the actions are not shown otherwise. */
  canManageCredit: boolean;
  /** An action is with the server. */
  busy?: boolean;
  /** The server's refusal of the last action. */
  error?: string | null;
  /** When the last action the server took was sent (ms; 0: none yet): a new one closes the dialog. */
  doneAt?: number;
  onAction: (action: ShopperCreditAction) => void;
}

const DIALOGS: Record<ActionName, { title: string; description: string; confirm: string; danger: boolean }> =
  {
    limit: {
      title: 'Set a custom limit',
      description:
        "Never above the tier's limit. Leave the limit empty to go back to the tier's. Checkout obeys it at once.",
      confirm: 'Set limit',
      danger: false,
    },
    freeze: {
      title: 'Freeze credit',
      description:
        'No new instalment order until it is unfrozen. The shopper can still pay what they owe and buy in full.',
      confirm: 'Freeze',
      danger: true,
    },
    unfreeze: {
      title: 'Unfreeze credit',
      description: 'The shopper can place instalment orders again, within their limit.',
      confirm: 'Unfreeze',
      danger: false,
    },
    'take-back-tier-2': {
      title: 'Take Tier 2 back',
      description:
        "The shopper becomes Tier 1 and is emailed (without your reason). Open orders keep their schedules; Tier 1's limit applies to new ones.",
      confirm: 'Take back',
      danger: true,
    },
  };

/**
 * The shopper page's credit block (issue 45): tier, the limit that applies (the tier's or a custom one),
 * used and left, a freeze with who, when and why; for a member with tier2:decide, the actions, each a
 * dialog asking for the reason (judged by the domain's rules before it is sent).
 *
 * Accessibility: the frozen state is words, not a colour; each dialog is named by its title; a refusal is
 * an alert in the dialog; the first field in error takes focus.
 */
export function ShopperCredit({
  page,
  canManageCredit,
  busy = false,
  error = null,
  doneAt = 0,
  onAction,
}: ShopperCreditProps) {
  const { credit, shopper } = page;
  const [open, setOpen] = useState<ActionName | null>(null);
  // An action the server took closes its dialog (a refusal keeps it open, with the message).
  useEffect(() => {
    if (doneAt) setOpen(null);
  }, [doneAt]);
  return (
    <AdminSection title="Credit">
      <dl className="oja-admin-screen__facts">
        <dt>Tier</dt>
        <dd>Tier {shopper.tier}</dd>
        <dt>Limit</dt>
        <dd>
          {formatKobo(credit.limitKobo)}
          {credit.customLimitKobo !== null
            ? ` (custom; Tier ${shopper.tier} allows ${formatKobo(credit.tierLimitKobo)})`
            : ''}
        </dd>
        <dt>Used</dt>
        <dd>{formatKobo(credit.usedKobo)}</dd>
        <dt>Left</dt>
        <dd>{formatKobo(credit.leftKobo)}</dd>
        <dt>Owed on paid orders</dt>
        <dd>{formatKobo(credit.owedKobo)}</dd>
        <dt>State</dt>
        <dd>
          {credit.frozen
            ? `Frozen since ${formatLagosDateTime(credit.frozen.at)} by ${credit.frozen.staffName}: ${credit.frozen.reason}`
            : 'Open: instalment orders allowed'}
        </dd>
      </dl>
      {canManageCredit ? (
        <div className="oja-shopper__credit-actions">
          <Button size="sm" variant="secondary" onClick={() => setOpen('limit')}>
            Set custom limit
          </Button>
          {credit.frozen ? (
            <Button size="sm" variant="secondary" onClick={() => setOpen('unfreeze')}>
              Unfreeze credit
            </Button>
          ) : (
            <Button size="sm" variant="danger" onClick={() => setOpen('freeze')}>
              Freeze credit
            </Button>
          )}
          {shopper.tier === 2 ? (
            <Button size="sm" variant="danger" onClick={() => setOpen('take-back-tier-2')}>
              Take Tier 2 back
            </Button>
          ) : null}
        </div>
      ) : null}
      {open ? (
        <CreditActionDialog
          action={open}
          isTier2={shopper.tier === 2}
          busy={busy}
          error={error}
          onOpenChange={(next) => setOpen(next ? open : null)}
          onSend={onAction}
        />
      ) : null}
    </AdminSection>
  );
}

function CreditActionDialog({
  action,
  isTier2,
  busy,
  error,
  onOpenChange,
  onSend,
}: {
  action: ActionName;
  isTier2: boolean;
  busy: boolean;
  error: string | null;
  onOpenChange: (open: boolean) => void;
  onSend: (action: ShopperCreditAction) => void;
}) {
  const dialog = DIALOGS[action];
  const [errors, setErrors] = useState<{ limit?: string; reason?: string }>({});
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const reason = String(form.get('reason') ?? '');
    if (action === 'limit') {
      const typed = String(form.get('limit') ?? '').replace(/[₦,\s]/g, '');
      // Typed in naira, sent in kobo; empty: back to the tier's limit.
      const limitKobo = typed === '' ? null : (nairaToKobo(Number(typed)) ?? Number.NaN);
      const check = validateCustomLimitChange({ limitKobo, reason }, isTier2);
      if (!check.ok) return setErrors({ limit: check.errors.limitKobo, reason: check.errors.reason });
      return onSend({ action, ...check.value });
    }
    const check = validateCreditActionReason({ reason });
    if (!check.ok) return setErrors({ reason: check.errors.reason });
    onSend({ action, reason: check.value.reason });
  };
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent title={dialog.title} description={dialog.description}>
        <form className="oja-shopper__credit-form" noValidate onSubmit={submit}>
          {error ? <p role="alert">{error}</p> : null}
          {action === 'limit' ? (
            <TextField
              name="limit"
              label="Limit in naira"
              inputMode="numeric"
              hint={`At most ${formatKobo(instalmentLimit(isTier2))}.`}
              error={errors.limit}
              disabled={busy}
              autoFocus
            />
          ) : null}
          <TextareaField
            name="reason"
            label="Reason"
            hint="10 to 500 characters, kept in the audit trail."
            error={errors.reason}
            rows={3}
            disabled={busy}
          />
          <DialogActions
            confirm={dialog.confirm}
            variant={dialog.danger ? 'danger' : 'primary'}
            busy={busy}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
