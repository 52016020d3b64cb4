import { type CalendarDate, formatCalendarDate, formatKobo, type Kobo } from '@oja/domain';
import { type ComponentProps, useId, useState } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../button/button';
import '../checkout/transfer-payment.css';
import './dashboard.css';

/** A shopper's own account number for paying instalments by bank transfer (issue 44), as the server answers it. */
export interface StandingAccount {
  bankName: string;
  accountNumber: string;
  accountName: string;
}

export type StandingAccountPanelProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** The shopper's account; null while it is being made (the provider has not answered yet). */
  account: StandingAccount | null;
  /**
   * What this order owes next (its due date and amount); null when the order is paid off; absent where no
   * single order is in view (the account area).
   */
  nextDue?: { date: CalendarDate; amountKobo: Kobo } | null;
  /** The copy button was pressed for the account number; the page copies it. */
  onCopyText?: (text: string) => void;
  /** The heading's level where the panel sits (3 inside an order card, 2 on a page of its own). */
  headingLevel?: 2 | 3;
};

/**
 * 'Pay by bank transfer': the shopper's own account number for instalments (bank, number, name, a copy
 * button) and what this order owes next. Any transfer to it pays the oldest unpaid instalment first; money
 * above everything owed is refunded. Before the account is made it says so; a paid-off order says nothing is
 * due. Accessibility: the section is named by its heading; the copy button says when it has copied.
 */
export function StandingAccountPanel({
  account,
  nextDue,
  onCopyText,
  headingLevel = 3,
  className,
  ...props
}: StandingAccountPanelProps) {
  const titleId = useId();
  const [copied, setCopied] = useState(false);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section
      data-slot="standing-account"
      aria-labelledby={titleId}
      className={cn('oja-dashboard__block oja-transfer', className)}
      {...props}
    >
      <Heading id={titleId} className="oja-dashboard__block-title">
        Pay by bank transfer
      </Heading>
      {account ? (
        <>
          <dl className="oja-transfer__details">
            <div>
              <dt>Bank</dt>
              <dd>{account.bankName}</dd>
            </div>
            <div>
              <dt>Account number</dt>
              <dd className="oja-transfer__big">{account.accountNumber}</dd>
            </div>
            <div>
              <dt>Account name</dt>
              <dd>{account.accountName}</dd>
            </div>
            {nextDue ? (
              <div>
                <dt>Due next</dt>
                <dd>{`${formatKobo(nextDue.amountKobo)} on ${formatCalendarDate(nextDue.date)}`}</dd>
              </div>
            ) : null}
          </dl>
          <p className="oja-dashboard__muted">
            {nextDue !== null
              ? 'This account number is yours to keep. Any transfer to it pays your oldest unpaid instalment first. Money above what you owe is sent back to you.'
              : 'This order is paid off: nothing is due. The account number stays yours for your other instalments.'}
          </p>
          <Button
            variant="secondary"
            type="button"
            onClick={() => {
              onCopyText?.(account.accountNumber);
              setCopied(true);
            }}
          >
            {copied ? 'Account number copied' : 'Copy account number'}
          </Button>
        </>
      ) : (
        <p className="oja-dashboard__muted">
          {nextDue !== null
            ? 'Your own account number for paying instalments by bank transfer is being set up. It will show here soon; until then your direct debit pays, or you can pay ahead below.'
            : 'This order is paid off: nothing is due.'}
        </p>
      )}
    </section>
  );
}
