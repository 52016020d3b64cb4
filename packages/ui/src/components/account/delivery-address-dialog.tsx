import { Button } from '../button/button';
import { DeliveryAddressForm, type DeliveryAddressValue } from '../checkout/address-form';
import { Dialog, DialogContent, DialogFooter } from '../dialog/dialog';

export interface DeliveryAddressDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The address being edited; absent when adding. */
  initial?: DeliveryAddressValue;
  onSave: (address: DeliveryAddressValue) => void;
  saving?: boolean;
}

/**
 * Add or edit a delivery address: state ('Lagos state' only) and street, the same form as checkout's
 * (lib/form's useDomainForm): Save checks both, each message shows under its field with aria-invalid, and the
 * first field in error takes focus.
 */
export function DeliveryAddressDialog({
  open,
  onOpenChange,
  initial,
  onSave,
  saving = false,
}: DeliveryAddressDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={initial ? 'Edit delivery address' : 'Add a delivery address'}>
        <DeliveryAddressFields initial={initial} onSave={onSave} saving={saving} />
      </DialogContent>
    </Dialog>
  );
}

/** The dialog's form, mounted with the dialog so each opening starts from `initial`. */
function DeliveryAddressFields({
  initial,
  onSave,
  saving,
}: Pick<DeliveryAddressDialogProps, 'initial' | 'onSave' | 'saving'>) {
  return (
    <DeliveryAddressForm
      className="oja-account__form"
      initial={initial}
      onSave={onSave}
      saving={saving}
      actions={
        <DialogFooter>
          <Button type="submit" loading={saving}>
            Save
          </Button>
        </DialogFooter>
      }
    />
  );
}
