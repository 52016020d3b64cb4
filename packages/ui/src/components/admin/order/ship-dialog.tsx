import {
  addDays,
  type CalendarDate,
  MAX_DELIVERY_DAYS_AHEAD,
  type Shipment,
  validateShipment,
} from '@oja/domain';
import { useDomainForm } from '../../../lib/form';
import { DateField } from '../../date-field/date-field';
import { Dialog, DialogActions, DialogContent } from '../../dialog/dialog';
import { TextField } from '../../text-field/text-field';

export interface ShipDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  orderNumber: string;
  /** Today in Lagos: the earliest expected delivery (the domain's rule reads no clock). */
  today: CalendarDate;
  onShip: (shipment: Shipment) => void;
  /** The shipment is with the server. */
  busy?: boolean;
  /** The server's message when it refused the shipment. */
  refusal?: string;
}

type ShipmentForm = { carrier: string; trackingNumber: string; expectedDelivery: string };

/**
 * Ship a packed order: the carrier, the tracking number and the expected delivery date, judged by the domain's
 * validateShipment (its messages under each field, the first field in error focused) through useDomainForm.
 * The date picker is limited to the days the rule allows (today to 30 days ahead).
 */
export function ShipDialog({
  open,
  onOpenChange,
  orderNumber,
  today,
  onShip,
  busy = false,
  refusal,
}: ShipDialogProps) {
  const { form, submitWith } = useDomainForm<ShipmentForm, Shipment>(
    { carrier: '', trackingNumber: '', expectedDelivery: '' },
    (values) => validateShipment(values, today),
    { focusFirstError: true },
  );
  const { register, formState } = form;
  const { errors } = formState;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={`Ship ${orderNumber}`}
        description="The shopper is emailed the carrier and the tracking number, and sees them on their order."
      >
        <form className="oja-admin-order__dialog-form" noValidate onSubmit={submitWith(onShip)}>
          {refusal ? (
            <p role="alert" className="oja-admin-order__refusal">
              {refusal}
            </p>
          ) : null}
          <TextField
            {...register('carrier')}
            label="Carrier"
            autoComplete="off"
            hint="GIG Logistics, DHL, Kwik…"
            error={errors.carrier?.message}
            disabled={busy}
          />
          <TextField
            {...register('trackingNumber')}
            label="Tracking number"
            autoComplete="off"
            error={errors.trackingNumber?.message}
            disabled={busy}
          />
          <DateField
            {...register('expectedDelivery')}
            label="Expected delivery"
            min={today}
            max={addDays(today, MAX_DELIVERY_DAYS_AHEAD)}
            hint={`From today to ${MAX_DELIVERY_DAYS_AHEAD} days ahead.`}
            error={errors.expectedDelivery?.message}
            disabled={busy}
          />
          <DialogActions confirm="Mark shipped" cancel="Not now" busy={busy} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
