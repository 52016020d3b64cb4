import { formatKobo, type Kobo, USSD_BANKS } from '@oja/domain';
import { type ComponentProps, useId } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../button/button';
import './checkout.css';
import './transfer-payment.css';

/** A payment by transfer or USSD as the server answers it (GET payment/transfer/{reference}), in kobo. */
export interface TransferPaymentState {
  method: 'bank_transfer' | 'ussd';
  /** open takes money; settled is paid in full; expired closed at its expiry (money received refunded). */
  status: 'open' | 'settled' | 'expired';
  bankName: string | null;
  accountNumber: string | null;
  accountName: string | null;
  ussdCode: string | null;
  amountKobo: Kobo;
  /** From the server's expiry: the page counts it down between polls. */
  secondsLeft: number;
  receivedKobo: Kobo;
  stillDueKobo: Kobo;
  refundedKobo: Kobo;
}

export type TransferPaymentPanelProps = Omit<ComponentProps<'section'>, 'children'> & {
  payment: TransferPaymentState;
  /** The copy button was pressed for `text` (the account number or the code); the page copies it. */
  onCopyText?: (text: string) => void;
  /** 'I have sent it': the page checks at once (and keeps checking). */
  onSent?: () => void;
  /** The shopper pressed 'I have sent it' and the notice has not come yet. */
  sentPressed?: boolean;
};

/** mm:ss of what is left. */
function countdown(seconds: number): string {
  const left = Math.max(0, Math.floor(seconds));
  return `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`;
}

/** What has happened so far, in words: what is still due, what is being refunded. */
function statusLine(payment: TransferPaymentState): string {
  if (payment.status === 'settled') {
    return payment.refundedKobo > 0
      ? `Payment received. You sent more than needed: ${formatKobo(payment.refundedKobo)} is being refunded to your account.`
      : 'Payment received. Thank you.';
  }
  if (payment.status === 'expired') {
    return payment.refundedKobo > 0
      ? `This account has expired. The ${formatKobo(payment.refundedKobo)} you sent is being refunded to your account, and the order was not paid.`
      : 'This account has expired and nothing was received. Start again to pay.';
  }
  if (payment.receivedKobo > 0) {
    return `We received ${formatKobo(payment.receivedKobo)}. Please send the ${formatKobo(payment.stillDueKobo)} still due to the same account before it expires.`;
  }
  return payment.method === 'ussd'
    ? 'Dial the code on the phone of your bank account and enter your PIN. This page moves on by itself.'
    : 'Send exactly this amount from your banking app. This page moves on by itself when it arrives.';
}

/**
 * Paying by bank transfer or USSD: the account to send to (bank, account number, account name) or the code to
 * dial, the exact amount, the time left from the server's expiry, a copy button and 'I have sent it'; and what
 * has happened in words (part paid and what is still due, paid, a surplus refunded, expired and refunded).
 * Accessibility: h2 names the way to pay; the status line is a live region, so a screen reader hears the
 * change when the page's poll brings it.
 */
export function TransferPaymentPanel({
  payment,
  onCopyText,
  onSent,
  sentPressed = false,
  className,
  ...props
}: TransferPaymentPanelProps) {
  const titleId = useId();
  const open = payment.status === 'open';
  const ussd = payment.method === 'ussd';
  const copyText = (ussd ? payment.ussdCode : payment.accountNumber) ?? '';
  return (
    <section
      data-slot="transfer-payment-panel"
      aria-labelledby={titleId}
      className={cn('oja-checkout__panel oja-transfer', className)}
      {...props}
    >
      <h2 id={titleId} className="oja-checkout__panel-title">
        {ussd ? `Pay by USSD${payment.bankName ? ` (${payment.bankName})` : ''}` : 'Pay by bank transfer'}
      </h2>
      <dl className="oja-transfer__details">
        {ussd ? (
          <div>
            <dt>Code to dial</dt>
            <dd className="oja-transfer__big">{payment.ussdCode}</dd>
          </div>
        ) : (
          <>
            <div>
              <dt>Bank</dt>
              <dd>{payment.bankName}</dd>
            </div>
            <div>
              <dt>Account number</dt>
              <dd className="oja-transfer__big">{payment.accountNumber}</dd>
            </div>
            <div>
              <dt>Account name</dt>
              <dd>{payment.accountName}</dd>
            </div>
          </>
        )}
        <div>
          <dt>Amount</dt>
          <dd className="oja-transfer__big">{formatKobo(payment.amountKobo)}</dd>
        </div>
        {open ? (
          <div>
            <dt>Time left</dt>
            <dd>
              <time>{countdown(payment.secondsLeft)}</time>
            </dd>
          </div>
        ) : null}
      </dl>
      <p className={cn('oja-transfer__status', `oja-transfer__status--${payment.status}`)} role="status">
        {statusLine(payment)}
      </p>
      {open ? (
        <div className="oja-checkout__row">
          <Button variant="secondary" type="button" onClick={() => onCopyText?.(copyText)}>
            {ussd ? 'Copy code' : 'Copy account number'}
          </Button>
          <Button type="button" onClick={onSent} disabled={sentPressed}>
            {sentPressed ? 'Checking for your payment…' : 'I have sent it'}
          </Button>
        </div>
      ) : null}
    </section>
  );
}

export type UssdBankPickerProps = Omit<ComponentProps<'fieldset'>, 'children' | 'onChange'> & {
  value?: string | undefined;
  onChange?: (bankId: string) => void;
};

/** The banks whose USSD service the provider supports (the domain's USSD_BANKS), one to choose. */
export function UssdBankPicker({ value, onChange, className, ...props }: UssdBankPickerProps) {
  const name = useId();
  return (
    <fieldset className={cn('oja-transfer__banks', className)} {...props}>
      <legend>Your bank</legend>
      {USSD_BANKS.map((bank) => (
        <label key={bank.id}>
          <input
            type="radio"
            name={name}
            value={bank.id}
            checked={value === bank.id}
            onChange={() => onChange?.(bank.id)}
          />{' '}
          {bank.name} (*{bank.shortCode}#)
        </label>
      ))}
    </fieldset>
  );
}
