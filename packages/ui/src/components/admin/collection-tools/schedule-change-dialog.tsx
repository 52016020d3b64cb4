import {
  AGREEMENT_CHANNELS,
  type AgreementChannel,
  type CalendarDate,
  formatKobo,
  type NewInstalment,
  owedKobo,
  type PaymentPlanType,
  RESTRUCTURE_START_INVALID,
  reschedule,
  restructure,
  type Validation,
  validateAgreementAndReason,
} from '@oja/domain';
import { useDomainForm, useServerErrors } from '../../../lib/form';
import { Dialog, DialogActions, DialogContent } from '../../dialog/dialog';
import { SelectField } from '../../select-field/select-field';
import { TextField } from '../../text-field/text-field';
import { TextareaField } from '../../text-field/textarea-field';
import type { AdminInstalment } from '../order/order-types';
import { approvalNote, PreviewNote, RefusalAlert, SchedulePreview } from './collection-preview';
import { bookOf, type CollectionActionRequest, type CollectionToolsRefusal } from './collection-tools-types';

/** What every collections dialog is given: the order's schedule and the server's work and refusal. */
export interface CollectionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  orderNumber: string;
  plan: PaymentPlanType;
  /** The order's schedule as the server has it (number 0 is the first payment). */
  schedule: readonly AdminInstalment[];
  /** Today in Lagos: previews and dates are judged against it. */
  today: CalendarDate;
  /** Now (ms): the shopper's agreement is no later. */
  now: number;
  onRequest: (request: CollectionActionRequest) => void;
  busy?: boolean;
  /** The server's refusal of this dialog's request. */
  refusal?: CollectionToolsRefusal | undefined;
}

const CHANNEL_LABELS: Record<AgreementChannel, string> = {
  phone: 'On the phone',
  'in-person': 'In person',
  email: 'By email',
  whatsapp: 'On WhatsApp',
};
const CHANNELS = AGREEMENT_CHANNELS.map((value) => ({ value, label: CHANNEL_LABELS[value] }));

type ChangeForm = {
  days: string;
  count: string;
  firstDate: string;
  reason: string;
  channel: string;
  agreedAt: string;
};
type ChangeRequest = Extract<CollectionActionRequest, { kind: 'reschedule' | 'restructure' }>;
type ChangeKind = ChangeRequest['kind'];

const LAGOS_OFFSET_MS = 3_600_000;
/** A datetime-local value read as Lagos time (UTC+1, no daylight saving), as the API's ISO instant. */
const lagosInstant = (local: string) => (local ? `${local}:00+01:00` : '');
/** Now as a datetime-local value in Lagos time, to the minute: the agreement's default. */
const lagosLocal = (now: number) => new Date(now + LAGOS_OFFSET_MS).toISOString().slice(0, 16);

/** The new rows a change would make, or why it cannot: the domain's reschedule and restructure. */
function planChange(kind: ChangeKind, values: ChangeForm, props: CollectionDialogProps) {
  const book = bookOf(props.schedule);
  if (kind === 'reschedule') return reschedule(book, Number(values.days), props.today);
  return restructure(
    book,
    { count: Number(values.count), firstDate: values.firstDate, plan: props.plan },
    props.today,
  );
}

function validate(
  kind: ChangeKind,
  values: ChangeForm,
  props: CollectionDialogProps,
): Validation<keyof ChangeForm, ChangeRequest> {
  const agreed = validateAgreementAndReason(
    {
      reason: values.reason,
      agreement: { channel: values.channel, agreedAt: lagosInstant(values.agreedAt) },
    },
    props.now,
  );
  const planned = planChange(kind, values, props);
  const errors: Partial<Record<keyof ChangeForm, string>> = {};
  if (!agreed.ok) {
    errors.reason = agreed.errors.reason;
    errors.channel = agreed.errors['agreement.channel'];
    errors.agreedAt = agreed.errors['agreement.agreedAt'];
  }
  if (!planned.ok) {
    const field =
      kind === 'reschedule' ? 'days' : planned.message === RESTRUCTURE_START_INVALID ? 'firstDate' : 'count';
    errors[field] = planned.message;
  }
  if (!agreed.ok || !planned.ok) return { ok: false, errors };
  const { reason, agreement } = agreed.value;
  return kind === 'reschedule'
    ? { ok: true, value: { kind, days: Number(values.days), reason, agreement }, errors: {} }
    : {
        ok: true,
        value: { kind, count: Number(values.count), firstDate: values.firstDate, reason, agreement },
        errors: {},
      };
}

const TITLES: Record<ChangeKind, { title: string; description: string; confirm: string }> = {
  reschedule: {
    title: 'Reschedule',
    description: 'Move every instalment still owed by the same number of days. The amounts stay as they are.',
    confirm: 'Reschedule',
  },
  restructure: {
    title: 'Restructure',
    description:
      'Spread what is still owed over more instalments: the same total, no new charge. Paid instalments stay as they are.',
    confirm: 'Restructure',
  },
};

/**
 * Reschedule (move the owed dates by some days) or restructure (spread what is owed over more instalments,
 * the same total) for a shopper in hardship, with the reason and how and when the shopper agreed. The new
 * schedule is previewed as it is typed, by the domain's reschedule and restructure (no rule rewritten here);
 * from ₦100,000 owed a second staff member approves it.
 */
export function ScheduleChangeDialog({ kind, ...props }: CollectionDialogProps & { kind: ChangeKind }) {
  const words = TITLES[kind];
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent title={`${words.title} ${props.orderNumber}`} description={words.description}>
        <ScheduleChangeForm kind={kind} {...props} />
      </DialogContent>
    </Dialog>
  );
}

function Preview({
  kind,
  values,
  props,
}: {
  kind: ChangeKind;
  values: ChangeForm;
  props: CollectionDialogProps;
}) {
  const empty = kind === 'reschedule' ? !values.days : !values.count || !values.firstDate;
  if (empty) return <PreviewNote>Fill in the change to see the new schedule.</PreviewNote>;
  const planned = planChange(kind, values, props);
  if (!planned.ok) return <PreviewNote>{planned.message}</PreviewNote>;
  const book = bookOf(props.schedule);
  const paid = book.filter((each) => each.status === 'paid').length;
  const total = kind === 'reschedule' ? book.length : Number(values.count);
  const owedBefore = kind === 'reschedule' ? book.filter((each) => each.status !== 'paid').length : 0;
  const nameOf = (_: NewInstalment, index: number) =>
    `Instalment ${kind === 'reschedule' ? book.length - owedBefore + index + 1 : paid + index + 1} of ${total}`;
  return (
    <>
      <PreviewNote>{`New schedule: ${formatKobo(owedKobo(book))} still owed, the same total.`}</PreviewNote>
      <SchedulePreview label="New schedule" instalments={planned.instalments} nameOf={nameOf} />
    </>
  );
}

function ScheduleChangeForm({ kind, ...props }: CollectionDialogProps & { kind: ChangeKind }) {
  const { busy = false, refusal, today, now, onRequest } = props;
  const { form, submitWith } = useDomainForm<ChangeForm, ChangeRequest>(
    { days: '', count: '', firstDate: '', reason: '', channel: 'phone', agreedAt: lagosLocal(now) },
    (values) => validate(kind, values, props),
    { focusFirstError: true },
  );
  const { register, formState, watch, setError } = form;
  const fields = refusal?.fields ?? {};
  useServerErrors(
    setError,
    { reason: fields.reason, channel: fields['agreement.channel'], agreedAt: fields['agreement.agreedAt'] },
    () => undefined,
  );
  const errors = formState.errors;
  const values = watch();
  const owed = owedKobo(bookOf(props.schedule));
  return (
    <form className="oja-admin-order__dialog-form" noValidate onSubmit={submitWith(onRequest)}>
      <RefusalAlert message={refusal && !refusal.fields ? refusal.message : undefined} />
      {kind === 'reschedule' ? (
        <TextField
          {...register('days')}
          label="Move by (days)"
          inputMode="numeric"
          hint="1 to 90 days."
          error={errors.days?.message}
          disabled={busy}
        />
      ) : (
        <div className="oja-collection-tools__pair">
          <TextField
            {...register('count')}
            label="Instalments in all"
            inputMode="numeric"
            hint="Paid ones included: more than now, at most 24."
            error={errors.count?.message}
            disabled={busy}
          />
          <TextField
            {...register('firstDate')}
            type="date"
            label="First new due date"
            min={today}
            error={errors.firstDate?.message}
            disabled={busy}
          />
        </div>
      )}
      <Preview kind={kind} values={values} props={props} />
      <TextareaField
        {...register('reason')}
        label="Reason"
        hint="The shopper's hardship, in 10 to 500 characters: kept in the audit trail."
        error={errors.reason?.message}
        disabled={busy}
      />
      <div className="oja-collection-tools__pair">
        <SelectField
          {...register('channel')}
          label="How the shopper agreed"
          options={CHANNELS}
          error={errors.channel?.message}
          disabled={busy}
        />
        <TextField
          {...register('agreedAt')}
          type="datetime-local"
          label="When they agreed (Lagos time)"
          error={errors.agreedAt?.message}
          disabled={busy}
        />
      </div>
      <PreviewNote>{approvalNote(owed)}</PreviewNote>
      <DialogActions confirm={TITLES[kind].confirm} cancel="Not now" busy={busy} />
    </form>
  );
}
