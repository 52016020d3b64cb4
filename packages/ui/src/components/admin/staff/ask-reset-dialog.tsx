import { type FormEvent, useId, useState } from 'react';
import { Dialog, DialogActions, DialogContent } from '../../dialog/dialog';
import { TextareaField } from '../../text-field/textarea-field';

const RESET_REASON_REQUIRED = 'Say why the authenticator must be reset';
const REASON_MAX = 500;

export interface AskResetDialogProps {
  /** The member whose reset is asked for; null: closed. */
  member: { staffId: string; name: string } | null;
  onClose: () => void;
  onAsk: (staffId: string, reason: string) => void;
  submitting?: boolean;
  /** The server's refusal ('A reset of this member's authenticator is waiting for approval already.'). */
  error?: string;
}

/**
 * Ask for a member's authenticator reset, with a reason another owner reads before approving. Nothing
 * changes until they approve. Accessibility: a modal dialog named by its title; the reason's error is read
 * with the field; the server's refusal is an alert.
 */
export function AskResetDialog({ member, onClose, ...form }: AskResetDialogProps) {
  return (
    <Dialog open={member !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        title={`Reset ${member?.name ?? ''}'s authenticator?`}
        description="For a lost phone. Another owner must approve; then they are signed out everywhere and emailed a link to set up a new authenticator."
      >
        {member ? <AskResetForm key={member.staffId} staffId={member.staffId} {...form} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function AskResetForm({
  staffId,
  onAsk,
  submitting = false,
  error,
}: Omit<AskResetDialogProps, 'member' | 'onClose'> & { staffId: string }) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim() === '') {
      setProblem(RESET_REASON_REQUIRED);
      document.getElementById(id)?.focus();
      return;
    }
    onAsk(staffId, reason.trim());
  };
  return (
    <form className="oja-staff__invite" noValidate onSubmit={submit}>
      {error ? (
        <p role="alert" className="oja-staff__refusal">
          {error}
        </p>
      ) : null}
      <TextareaField
        id={id}
        label="Reason"
        hint="What happened, and how you checked it is them (another owner reads this)."
        value={reason}
        maxLength={REASON_MAX}
        onChange={(event) => {
          setReason(event.target.value);
          setProblem(undefined);
        }}
        error={problem}
        disabled={submitting}
      />
      <DialogActions confirm={submitting ? 'Asking...' : 'Ask for reset'} busy={submitting} />
    </form>
  );
}
