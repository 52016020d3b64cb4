import { formatKobo, TIER_LIMITS, validateTierDecision } from '@oja/domain';
import { useDomainForm } from '../../../lib/form';
import { Dialog, DialogActions, DialogContent } from '../../dialog/dialog';
import { TextareaField } from '../../text-field/textarea-field';

interface DecisionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The shopper's name (or email), as the question names them. */
  shopperName: string;
  /** The decision is with the server. */
  busy?: boolean;
  /** The server's message when it refused the decision ('This request has already been decided.'). */
  refusal?: string;
}

/**
 * Asks once before Tier 2 is granted, saying the new limit in naira. Accessibility: an alertdialog named by
 * its question; the server's refusal is an alert inside it.
 */
export function ApproveTierDialog({
  open,
  onOpenChange,
  shopperName,
  busy = false,
  refusal,
  onApprove,
}: DecisionDialogProps & { onApprove: () => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={`Approve Tier 2 for ${shopperName}?`}
        description={`Their instalment limit becomes ${formatKobo(TIER_LIMITS[2])}.`}
        role="alertdialog"
      >
        {refusal ? (
          <p role="alert" className="oja-tier-requests__refusal">
            {refusal}
          </p>
        ) : null}
        <DialogActions confirm="Approve" busy={busy} onConfirm={onApprove} />
      </DialogContent>
    </Dialog>
  );
}

type RefusalForm = { decision: string; reason: string };

/**
 * Refuse a request with a reason the shopper reads in their email, judged by the domain's
 * validateTierDecision (10 to 500 characters; its message under the box, which takes focus).
 */
export function RefuseTierDialog({
  open,
  onOpenChange,
  shopperName,
  busy = false,
  refusal,
  onRefuse,
}: DecisionDialogProps & { onRefuse: (reason: string) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={`Refuse Tier 2 for ${shopperName}?`}
        description="Say why: the shopper reads your reason in their email."
      >
        <RefusalReasonForm busy={busy} refusal={refusal} onRefuse={onRefuse} />
      </DialogContent>
    </Dialog>
  );
}

/** The dialog's form: mounted with the dialog, so each opening starts empty. */
function RefusalReasonForm({
  busy = false,
  refusal,
  onRefuse,
}: Pick<DecisionDialogProps, 'busy' | 'refusal'> & { onRefuse: (reason: string) => void }) {
  const { form, submitWith } = useDomainForm<RefusalForm, { reason: string | null }>(
    { decision: 'refuse', reason: '' },
    validateTierDecision,
    { focusFirstError: true },
  );
  const { register, formState } = form;
  return (
    <form
      className="oja-tier-requests__dialog-form"
      noValidate
      onSubmit={submitWith(({ reason }) => onRefuse(reason ?? ''))}
    >
      {refusal ? (
        <p role="alert" className="oja-tier-requests__refusal">
          {refusal}
        </p>
      ) : null}
      <TextareaField
        {...register('reason')}
        label="Reason"
        hint="10 to 500 characters."
        error={formState.errors.reason?.message}
        rows={4}
        disabled={busy}
      />
      <DialogActions confirm="Refuse" variant="danger" busy={busy} />
    </form>
  );
}
