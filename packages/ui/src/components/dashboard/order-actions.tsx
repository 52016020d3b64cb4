import { type CalendarDate, formatKobo, type Kobo, payNextNow, payOff } from '@oja/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../button/button';
import type { LinkedAccount } from '../checkout/checkout-types';
import { type PaymentMethod, PaymentMethodChoice } from '../checkout/payment-method-choice';
import { LinkedAccountPicker } from '../linked-account-picker/linked-account-picker';
import type { DashboardOrder } from './dashboard-types';
import './dashboard.css';

type PayKind = 'next' | 'all';

/** How the shopper pays ahead (issue 44): by card, or by bank transfer or USSD at `bankId`. */
export interface PayAheadWay {
  method: PaymentMethod;
  /** The USSD bank (one of the domain's USSD_BANKS); only with `ussd`. */
  bankId?: string;
}

export interface PayActionsProps {
  order: DashboardOrder;
  /** Today, as a calendar date: what is owed is counted from it. */
  today: CalendarDate;
  /** A payment of this order is on its way: the actions wait. */
  busy?: boolean;
  /** Why paying cannot start now (the device is offline): the buttons are disabled and say so. */
  unavailable?: string | undefined;
  onPayNextNow: (orderId: string, amountKobo: Kobo, way: PayAheadWay) => void;
  onPayOff: (orderId: string, amountKobo: Kobo, way: PayAheadWay) => void;
}

/**
 * 'Pay next instalment now' and 'Pay off' on an ongoing order, each with a confirm step that shows the
 * amount (the domain's payNextNow and payOff, exact to the kobo) and the way to pay: card, bank transfer or
 * USSD with the bank to dial, as at checkout (issue 44). Accessibility: the confirm step is a group
 * named by its question, and focus moves to it; 'Go back' returns focus to the action.
 */
export function PayActions({
  order,
  today,
  busy = false,
  unavailable,
  onPayNextNow,
  onPayOff,
}: PayActionsProps) {
  const [confirming, setConfirming] = useState<PayKind | null>(null);
  const [method, setMethod] = useState<PaymentMethod>('card');
  const [ussdBankId, setUssdBankId] = useState<string | undefined>(undefined);
  const questionId = useId();
  const questionRef = useRef<HTMLParagraphElement>(null);
  const openerRef = useRef<HTMLButtonElement | null>(null);
  const next = payNextNow(order.instalments, today);
  const all = payOff(order.instalments, today);
  useEffect(() => {
    if (confirming) questionRef.current?.focus();
  }, [confirming]);
  if (!next.ok || !all.ok) return null;
  if (unavailable)
    return <UnavailableActions labels={['Pay next instalment now', 'Pay off']} reason={unavailable} />;
  const amount = confirming === 'all' ? all.payment.amountKobo : next.payment.amountKobo;

  if (confirming) {
    const goBack = () => {
      setConfirming(null);
      requestAnimationFrame(() => openerRef.current?.focus());
    };
    return (
      // biome-ignore lint/a11y/useSemanticElements: a confirm step, not a form's fieldset
      <div role="group" aria-labelledby={questionId} className="oja-dashboard__confirm">
        <p id={questionId} ref={questionRef} tabIndex={-1} className="oja-dashboard__confirm-question">
          {confirming === 'all'
            ? `Pay off order ${order.orderNumber}: ${formatKobo(amount)} now?`
            : `Pay the next instalment of order ${order.orderNumber}: ${formatKobo(amount)} now?`}
        </p>
        <p className="oja-dashboard__muted">
          {confirming === 'all'
            ? 'This is everything still owed on the order, nothing added. Your direct debit stops once it is paid.'
            : 'Your direct debit then skips this instalment.'}
        </p>
        <PaymentMethodChoice
          legend="Pay by"
          value={method}
          onChange={setMethod}
          ussdBankId={ussdBankId}
          onUssdBankChange={setUssdBankId}
          disabled={busy}
        />
        <div className="oja-dashboard__row">
          <Button
            loading={busy}
            // USSD needs the bank whose code to dial.
            disabled={method === 'ussd' && !ussdBankId}
            onClick={() => {
              const way: PayAheadWay =
                method === 'ussd' && ussdBankId ? { method, bankId: ussdBankId } : { method };
              if (confirming === 'all') onPayOff(order.id, amount, way);
              else onPayNextNow(order.id, amount, way);
            }}
          >
            {`Pay ${formatKobo(amount)}`}
          </Button>
          <Button variant="secondary" disabled={busy} onClick={goBack}>
            Go back
          </Button>
        </div>
      </div>
    );
  }
  const open = (kind: PayKind) => (event: React.MouseEvent<HTMLButtonElement>) => {
    openerRef.current = event.currentTarget;
    setConfirming(kind);
  };
  return (
    <div className="oja-dashboard__row">
      <Button variant="secondary" disabled={busy} onClick={open('next')}>
        Pay next instalment now
      </Button>
      <Button variant="secondary" disabled={busy} onClick={open('all')}>
        Pay off
      </Button>
    </div>
  );
}

/** Money actions that cannot start now: shown disabled, each described by the reason. */
function UnavailableActions({ labels, reason }: { labels: readonly string[]; reason: string }) {
  const reasonId = useId();
  return (
    <div className="oja-dashboard__stack">
      <div className="oja-dashboard__row">
        {labels.map((label) => (
          <Button key={label} variant="secondary" disabled aria-describedby={reasonId}>
            {label}
          </Button>
        ))}
      </div>
      <p id={reasonId} className="oja-dashboard__muted">
        {reason}
      </p>
    </div>
  );
}

export interface DirectDebitSetupProps {
  order: DashboardOrder;
  /** The shopper's bank accounts with a mandate already: choosing one comes first. */
  linkedAccounts?: readonly LinkedAccount[];
  /** Whether the shopper may link another account besides the linked ones. */
  canLinkNewAccount?: boolean;
  busy?: boolean;
  /** Why setting up cannot start now (the device is offline): the button is disabled and says so. */
  unavailable?: string | undefined;
  /** Start the mandate: with a linked account's id, or without one to link a new account. */
  onSetUpDirectDebit: (orderId: string, accountId?: string) => void;
}

/**
 * 'Set up direct debit' on a pending order. With linked accounts it first asks which one ('Select your
 * linked bank account to continue', Continue only once one is chosen, 'Link another bank account' when
 * allowed: the LinkedAccountPicker); without, it starts at once.
 */
export function DirectDebitSetup({
  order,
  linkedAccounts = [],
  canLinkNewAccount = true,
  busy = false,
  unavailable,
  onSetUpDirectDebit,
}: DirectDebitSetupProps) {
  const [choosing, setChoosing] = useState(false);
  if (unavailable) return <UnavailableActions labels={['Set up direct debit']} reason={unavailable} />;
  if (!choosing || linkedAccounts.length === 0) {
    return (
      <Button
        loading={busy}
        onClick={() => (linkedAccounts.length > 0 ? setChoosing(true) : onSetUpDirectDebit(order.id))}
      >
        Set up direct debit
      </Button>
    );
  }
  return (
    <LinkedAccountPicker
      layout="row"
      accounts={linkedAccounts}
      canAddNew={canLinkNewAccount}
      busy={busy ? 'continue' : null}
      onContinue={(accountId) => onSetUpDirectDebit(order.id, accountId)}
      onAddNew={() => onSetUpDirectDebit(order.id)}
    />
  );
}
