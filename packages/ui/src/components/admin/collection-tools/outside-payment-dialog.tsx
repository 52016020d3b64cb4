import {
  allocateOutsidePayment,
  type CalendarDate,
  type Kobo,
  nairaToKobo,
  outsidePaymentRefusalMessage,
  type Validation,
  validateOutsidePayment,
} from '@oja/domain';
import { useDomainForm, useServerErrors } from '../../../lib/form';
import { Dialog, DialogActions, DialogContent } from '../../dialog/dialog';
import { SelectField } from '../../select-field/select-field';
import { TextField } from '../../text-field/text-field';
import { TextareaField } from '../../text-field/textarea-field';
import { approvalNote, PreviewNote, RefusalAlert, SchedulePreview } from './collection-preview';
import { bookOf, type CollectionActionRequest } from './collection-tools-types';
import type { CollectionDialogProps } from './schedule-change-dialog';

const METHODS = [
  { value: 'bank-transfer', label: 'Bank transfer' },
  { value: 'cash-at-partner', label: 'Cash at a partner' },
] as const;

type OutsideForm = { method: string; amount: string; paidOn: string; reference: string; note: string };
type OutsideRequest = Extract<CollectionActionRequest, { kind: 'outside-payment' }>;

/** The API's field names, as the form names them. */
const FORM_FIELD: Record<string, keyof OutsideForm> = {
  method: 'method',
  amountKobo: 'amount',
  paidOn: 'paidOn',
  reference: 'reference',
  note: 'note',
};

function validate(values: OutsideForm, today: CalendarDate): Validation<keyof OutsideForm, OutsideRequest> {
  const result = validateOutsidePayment({ ...values, amountKobo: nairaToKobo(values.amount) }, today);
  if (result.ok) return { ok: true, value: { kind: 'outside-payment', ...result.value }, errors: {} };
  const errors: Partial<Record<keyof OutsideForm, string>> = {};
  for (const [field, message] of Object.entries(result.errors)) {
    const name = FORM_FIELD[field];
    if (name && message) errors[name] = message;
  }
  return { ok: false, errors };
}

/** What the typed amount would pay, in words and rows, before it is confirmed (the domain's allocation). */
function Allocation({ amount, props }: { amount: Kobo | null; props: CollectionDialogProps }) {
  const book = bookOf(props.schedule);
  if (amount === null || amount <= 0) return <PreviewNote>Enter the amount to see what it pays.</PreviewNote>;
  const allocation = allocateOutsidePayment(amount, book);
  if (!allocation.ok) return <PreviewNote>{outsidePaymentRefusalMessage(allocation.refusal)}</PreviewNote>;
  const paid = book.filter((each) => allocation.numbers.includes(each.number));
  const position = (number: number) =>
    props.schedule.filter((row) => row.number >= 1 && row.number <= number).length;
  return (
    <>
      <PreviewNote>{`It pays ${paid.length === 1 ? '1 instalment' : `${paid.length} instalments`}, oldest first:`}</PreviewNote>
      <SchedulePreview
        label="Instalments it pays"
        instalments={paid}
        nameOf={(each) => `Instalment ${position(each.number)} of ${book.length}`}
      />
    </>
  );
}

/**
 * Record money the shopper paid outside the shop (a bank transfer to Oja's account, cash at a partner): the
 * amount in naira, the day it arrived, the bank's or partner's reference and the evidence in words, judged by
 * the domain's validateOutsidePayment. Before confirming, the instalments it pays, oldest first (the domain's
 * allocateOutsidePayment: whole instalments only), and whether a second member must approve it.
 */
export function OutsidePaymentDialog(props: CollectionDialogProps) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent
        title={`Record an outside payment on ${props.orderNumber}`}
        description="Money the shopper paid by bank transfer or in cash at a partner. It pays whole instalments, oldest first."
      >
        <OutsidePaymentForm {...props} />
      </DialogContent>
    </Dialog>
  );
}

function OutsidePaymentForm(props: CollectionDialogProps) {
  const { today, busy = false, refusal, onRequest } = props;
  const { form, submitWith } = useDomainForm<OutsideForm, OutsideRequest>(
    { method: 'bank-transfer', amount: '', paidOn: today, reference: '', note: '' },
    (values) => validate(values, today),
    { focusFirstError: true },
  );
  const { register, formState, watch, setError } = form;
  const serverFields = Object.fromEntries(
    Object.entries(refusal?.fields ?? {}).flatMap(([field, message]) =>
      FORM_FIELD[field] ? [[FORM_FIELD[field], message]] : [],
    ),
  );
  useServerErrors(setError, serverFields, () => undefined);
  const amount = nairaToKobo(watch('amount'));
  const errors = formState.errors;
  return (
    <form className="oja-admin-order__dialog-form" noValidate onSubmit={submitWith(onRequest)}>
      <RefusalAlert message={refusal && !refusal.fields ? refusal.message : undefined} />
      <SelectField {...register('method')} label="How it came" options={METHODS} disabled={busy} />
      <div className="oja-collection-tools__pair">
        <TextField
          {...register('amount')}
          label="Amount (₦)"
          inputMode="decimal"
          autoComplete="off"
          error={errors.amount?.message}
          disabled={busy}
        />
        <TextField
          {...register('paidOn')}
          type="date"
          label="Day it arrived"
          max={today}
          error={errors.paidOn?.message}
          disabled={busy}
        />
      </div>
      <Allocation amount={amount} props={props} />
      <TextField
        {...register('reference')}
        label="Reference"
        hint="The bank's or partner's reference: each is recorded once."
        autoComplete="off"
        error={errors.reference?.message}
        disabled={busy}
      />
      <TextareaField
        {...register('note')}
        label="Evidence"
        hint="What you saw: the bank statement line, the partner's receipt number. Up to 500 characters."
        error={errors.note?.message}
        disabled={busy}
      />
      <PreviewNote>{approvalNote(amount)}</PreviewNote>
      <DialogActions confirm="Record payment" cancel="Not now" busy={busy} />
    </form>
  );
}
