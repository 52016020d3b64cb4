import {
  formatCalendarDate,
  formatKobo,
  owedKobo,
  type Validation,
  validateCollectionReason,
  waivableCharge,
} from '@oja/domain';
import { useDomainForm, useServerErrors } from '../../../lib/form';
import { Dialog, DialogActions, DialogContent } from '../../dialog/dialog';
import { SelectField } from '../../select-field/select-field';
import { TextareaField } from '../../text-field/textarea-field';
import { approvalNote, PreviewNote, RefusalAlert } from './collection-preview';
import { bookOf, type CollectionActionRequest } from './collection-tools-types';
import type { CollectionDialogProps } from './schedule-change-dialog';

type ChargeKind = 'waiver' | 'write-off';
type ChargeForm = { instalment: string; reason: string };
type ChargeRequest = Extract<CollectionActionRequest, { kind: ChargeKind }>;

const INSTALMENT_INVALID = 'Choose the instalment whose late payment charge is waived';

/** The instalments carrying a late payment charge today (the domain's waivableCharge), with the charge. */
export function waivableInstalments(props: Pick<CollectionDialogProps, 'schedule' | 'today'>) {
  const book = bookOf(props.schedule);
  return book.flatMap((each, index) => {
    const charge = waivableCharge(each, props.today);
    return charge > 0 ? [{ ...each, position: index + 1, of: book.length, charge }] : [];
  });
}

function validate(kind: ChargeKind, values: ChargeForm): Validation<keyof ChargeForm, ChargeRequest> {
  const reason = validateCollectionReason(values);
  const instalment = Number(values.instalment);
  const missing = kind === 'waiver' && !(instalment > 0);
  if (!reason.ok || missing) {
    return {
      ok: false,
      errors: {
        reason: reason.ok ? undefined : reason.errors.reason,
        instalment: missing ? INSTALMENT_INVALID : undefined,
      },
    };
  }
  return kind === 'waiver'
    ? { ok: true, value: { kind, instalment, reason: reason.value.reason }, errors: {} }
    : { ok: true, value: { kind, reason: reason.value.reason }, errors: {} };
}

/**
 * Waive an instalment's late payment charge, or write off what is left on the order, each with a reason kept
 * in the audit trail. Writing off warns first that it stops collection and freezes the shopper's credit; from
 * ₦100,000 at stake a second staff member approves it.
 */
export function ChargeDialog({ kind, ...props }: CollectionDialogProps & { kind: ChargeKind }) {
  const waiver = kind === 'waiver';
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent
        title={
          waiver ? `Waive a late payment charge on ${props.orderNumber}` : `Write off ${props.orderNumber}`
        }
        description={
          waiver
            ? 'The charge is taken off the instalment and never collected.'
            : 'What is still owed is no longer collected.'
        }
      >
        <ChargeForm kind={kind} {...props} />
      </DialogContent>
    </Dialog>
  );
}

function ChargeForm({ kind, ...props }: CollectionDialogProps & { kind: ChargeKind }) {
  const { busy = false, refusal, onRequest } = props;
  const charged = waivableInstalments(props);
  const { form, submitWith } = useDomainForm<ChargeForm, ChargeRequest>(
    { instalment: String(charged[0]?.number ?? ''), reason: '' },
    (values) => validate(kind, values),
    { focusFirstError: true },
  );
  const { register, formState, watch, setError } = form;
  useServerErrors(setError, { reason: refusal?.fields?.reason }, () => undefined);
  const chosen = charged.find((each) => String(each.number) === watch('instalment'));
  const owed = owedKobo(bookOf(props.schedule));
  const atStake = kind === 'waiver' ? (chosen?.charge ?? null) : owed;
  return (
    <form className="oja-admin-order__dialog-form" noValidate onSubmit={submitWith(onRequest)}>
      <RefusalAlert message={refusal && !refusal.fields ? refusal.message : undefined} />
      {kind === 'waiver' ? (
        <SelectField
          {...register('instalment')}
          label="Instalment"
          options={charged.map((each) => ({
            value: String(each.number),
            label: `Instalment ${each.position} of ${each.of}, due ${formatCalendarDate(each.dueDate)}: ${formatKobo(each.charge)} charge`,
          }))}
          error={formState.errors.instalment?.message}
          disabled={busy}
        />
      ) : (
        <p className="oja-collection-tools__warning" role="note">
          {`Writing off stops collecting the ${formatKobo(owed)} still owed and freezes the shopper's credit: they cannot buy on instalments until a finance member unfreezes it.`}
        </p>
      )}
      <TextareaField
        {...register('reason')}
        label="Reason"
        hint="Kept in the audit trail: 10 to 500 characters."
        error={formState.errors.reason?.message}
        disabled={busy}
      />
      <PreviewNote>{approvalNote(atStake)}</PreviewNote>
      <DialogActions
        confirm={kind === 'waiver' ? 'Waive charge' : 'Write off'}
        variant={kind === 'write-off' ? 'danger' : 'primary'}
        cancel="Not now"
        busy={busy}
      />
    </form>
  );
}
