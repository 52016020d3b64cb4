import { Dialog, DialogActions, DialogContent } from '../../dialog/dialog';

export interface ConfirmStaffActionDialogProps {
  /** The question ('Disable Ada Obi?'); no dialog while it is null. */
  title: string | null;
  /** What happens once confirmed. */
  description: string;
  /** The confirming button's words ('Disable'). */
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks before a change a staff member would notice at once (disabling, a new role, ending their sessions):
 * Cancel, Escape or the close button change nothing; only the action's own button does it. Accessibility:
 * an alertdialog named by its question and described by its consequence.
 */
export function ConfirmStaffActionDialog({
  title,
  description,
  confirmLabel,
  onConfirm,
  onCancel,
}: ConfirmStaffActionDialogProps) {
  return (
    <Dialog open={title !== null} onOpenChange={(open) => (open ? undefined : onCancel())}>
      <DialogContent title={title ?? ''} description={description} role="alertdialog">
        <DialogActions confirm={confirmLabel} variant="danger" onConfirm={onConfirm} />
      </DialogContent>
    </Dialog>
  );
}
