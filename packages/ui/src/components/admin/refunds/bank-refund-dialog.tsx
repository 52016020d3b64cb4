import {
  formatKobo,
  type Kobo,
  PAYOUT_BANKS,
  REFUND_APPROVAL_THRESHOLD_KOBO,
  refundNeedsApproval,
  validateBankRefund,
  validatePayoutAccount,
} from '@oja/domain';
import { useDomainForm } from '../../../lib/form';
import { Button } from '../../button/button';
import { Dialog, DialogActions, DialogContent } from '../../dialog/dialog';
import { SelectField } from '../../select-field/select-field';
import { TextField } from '../../text-field/text-field';
import { TextareaField } from '../../text-field/textarea-field';
import type { BankRefundInput, CheckedBankAccount } from './refunds-types';

const CHECK_NAME_FIRST = 'Check the account name and read it to the shopper before you send';

export interface BankRefundDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The failed refund: its amount is what is sent, unchanged. */
  refund: { reference: string; orderNumber: string; amountKobo: Kobo };
  /** The account checked last and its holder's name (the server's answer); null before a check. */
  checked: CheckedBankAccount | null;
  /** The check is with the server. */
  checking?: boolean;
  /** The server's message when it could not name the account ('The bank has no account with that number…'). */
  checkRefusal?: string;
  onCheck: (account: { bankCode: string; accountNumber: string }) => void;
  onSend: (input: BankRefundInput) => void;
  /** The request is with the server. */
  busy?: boolean;
  /** The server's message when it refused the request. */
  refusal?: string;
}

/**
 * Pay a failed refund to a bank account the shopper gave (issue 45): the bank (the domain's list), the
 * 10-digit account number, 'Check account name' to hear the holder's name from the bank (read it to the
 * shopper: the refund is sent only to an account whose name was checked, and a change of bank or number asks
 * again), the amount fixed to the failed refund's, and a reason for the audit trail. From ₦100,000 it says a
 * second member must approve it.
 */
export function BankRefundDialog({ open, onOpenChange, refund, ...form }: BankRefundDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={`Pay ${refund.orderNumber}'s refund to a bank account`}
        description="The card could not take this refund back: send it to an account the shopper gives you."
      >
        <BankRefundForm amountKobo={refund.amountKobo} {...form} />
      </DialogContent>
    </Dialog>
  );
}

type BankRefundForm = { bankCode: string; accountNumber: string; reason: string };

const bankOptions = PAYOUT_BANKS.map((bank) => ({ value: bank.code, label: bank.name }));

/** The dialog's form: mounted with the dialog, so each opening starts afresh. */
function BankRefundForm({
  amountKobo,
  checked,
  checking = false,
  checkRefusal,
  onCheck,
  onSend,
  busy = false,
  refusal,
}: Omit<BankRefundDialogProps, 'open' | 'onOpenChange' | 'refund'> & { amountKobo: Kobo }) {
  const { form, submitWith } = useDomainForm<BankRefundForm, BankRefundInput>(
    { bankCode: '', accountNumber: '', reason: '' },
    validateBankRefund,
    { focusFirstError: true },
  );
  const { register, formState, watch, setError, getValues } = form;
  const typed = validatePayoutAccount({ bankCode: watch('bankCode'), accountNumber: watch('accountNumber') });
  // The name shows only while the fields still hold the account it belongs to.
  const named =
    checked &&
    typed.ok &&
    typed.value.bankCode === checked.bankCode &&
    typed.value.accountNumber === checked.accountNumber
      ? checked.accountName
      : null;
  const check = () => {
    const account = validatePayoutAccount(getValues());
    if (account.ok) return onCheck(account.value);
    for (const [field, message] of Object.entries(account.errors)) {
      setError(field as 'bankCode' | 'accountNumber', { type: 'domain', message }, { shouldFocus: true });
    }
  };
  const send = (input: BankRefundInput) =>
    named ? onSend(input) : setError('accountNumber', { type: 'check', message: CHECK_NAME_FIRST });
  return (
    <form className="oja-bank-refund__form" noValidate onSubmit={submitWith(send)}>
      {refusal ? (
        <p role="alert" className="oja-refunds__refusal">
          {refusal}
        </p>
      ) : null}
      <SelectField
        {...register('bankCode')}
        label="Bank"
        placeholder="Choose the bank"
        placeholderDisabled
        options={bankOptions}
        error={formState.errors.bankCode?.message}
        disabled={busy}
      />
      <TextField
        {...register('accountNumber')}
        label="Account number"
        hint="The 10-digit NUBAN the shopper gave."
        inputMode="numeric"
        autoComplete="off"
        error={formState.errors.accountNumber?.message}
        disabled={busy}
      />
      <div className="oja-bank-refund__check">
        <Button
          type="button"
          variant="secondary"
          size="sm"
          loading={checking}
          disabled={busy}
          onClick={check}
        >
          Check account name
        </Button>
        {/* Always there, so the name (or the bank's refusal) is announced when it comes. */}
        <p className="oja-bank-refund__name" aria-live="polite">
          {named ? (
            <>
              Account name: <strong>{named}</strong>. Read it to the shopper before you send.
            </>
          ) : checkRefusal ? (
            <span className="oja-refunds__refusal">{checkRefusal}</span>
          ) : null}
        </p>
      </div>
      <p className="oja-bank-refund__amount">
        Amount: <strong>{formatKobo(amountKobo)}</strong>, the failed refund's.
        {refundNeedsApproval(amountKobo)
          ? ` A refund of ${formatKobo(REFUND_APPROVAL_THRESHOLD_KOBO)} or more waits for a second staff member's approval.`
          : ''}
      </p>
      <TextareaField
        {...register('reason')}
        label="Reason"
        hint="Kept in the audit trail: 10 to 500 characters."
        error={formState.errors.reason?.message}
        disabled={busy}
      />
      <DialogActions confirm="Send to this account" cancel="Not now" busy={busy} />
    </form>
  );
}
