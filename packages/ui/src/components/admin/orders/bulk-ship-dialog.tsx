import {
  addDays,
  type BulkShipmentLine,
  bulkShipmentTemplate,
  type CalendarDate,
  KNOWN_CARRIER_NAMES,
  MAX_DELIVERY_DAYS_AHEAD,
  parseBulkShipment,
  validateShipment,
} from '@oja/domain';
import { type FormEvent, useState } from 'react';
import { DateField } from '../../date-field/date-field';
import { Dialog, DialogActions, DialogContent } from '../../dialog/dialog';
import { TextField } from '../../text-field/text-field';
import { TextareaField } from '../../text-field/textarea-field';

/** A shipment of many orders: one carrier and day for all, a tracking number (and maybe a carrier) each. */
export interface BulkShipment {
  carrier: string;
  expectedDelivery: string;
  lines: BulkShipmentLine[];
}

export interface BulkShipDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The selected orders' numbers, in the list's order. */
  orderNumbers: readonly string[];
  /** Today in Lagos: the earliest expected delivery. */
  today: CalendarDate;
  onShip: (shipment: BulkShipment) => void;
  busy?: boolean;
}

type Errors = Partial<Record<'carrier' | 'expectedDelivery' | 'lines', string>>;

/** The form's problems: the carrier and the day judged by validateShipment, the lines by parseBulkShipment. */
function check(form: FormData, orderNumbers: readonly string[], today: CalendarDate) {
  const carrier = String(form.get('carrier') ?? '');
  const expectedDelivery = String(form.get('expectedDelivery') ?? '');
  const shared = validateShipment({ carrier, trackingNumber: 'ANY-0000', expectedDelivery }, today);
  const parsed = parseBulkShipment(String(form.get('lines') ?? ''), orderNumbers);
  const errors: Errors = {
    ...(shared.ok
      ? {}
      : { carrier: shared.errors.carrier, expectedDelivery: shared.errors.expectedDelivery }),
    ...(parsed.ok ? {} : { lines: parsed.errors.join('. ') }),
  };
  if (!shared.ok || !parsed.ok) return { errors };
  return { shipment: { carrier: shared.value.carrier, expectedDelivery, lines: parsed.lines } };
}

/**
 * Ship the selected orders: the carrier and the expected day for all, and one line per order with its tracking
 * number, started with each order number and a comma so the operator types after it, or pastes the carrier's
 * sheet over it ('order, tracking number[, carrier]'). The server judges each order again and answers those it
 * could not ship by number.
 */
export function BulkShipDialog({
  open,
  onOpenChange,
  orderNumbers,
  today,
  onShip,
  busy,
}: BulkShipDialogProps) {
  const [errors, setErrors] = useState<Errors>({});
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = check(new FormData(event.currentTarget), orderNumbers, today);
    setErrors(result.errors ?? {});
    if (result.shipment) onShip(result.shipment);
    else {
      // The first field in error takes the focus, as the other dialogs' forms do.
      const first = (['carrier', 'expectedDelivery', 'lines'] as const).find((name) => result.errors?.[name]);
      const field = first ? event.currentTarget.elements.namedItem(first) : null;
      if (field instanceof HTMLElement) field.focus();
    }
  };
  const count = orderNumbers.length;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={`Ship ${count} ${count === 1 ? 'order' : 'orders'}`}
        description="Each shopper is emailed their carrier and tracking number, and sees them on their order."
      >
        <form className="oja-admin-order__dialog-form" noValidate onSubmit={submit}>
          <TextField
            name="carrier"
            label="Carrier"
            autoComplete="off"
            hint={`${KNOWN_CARRIER_NAMES.slice(0, 3).join(', ')}… (a line may name another)`}
            error={errors.carrier}
            disabled={busy}
          />
          <DateField
            name="expectedDelivery"
            label="Expected delivery"
            min={today}
            max={addDays(today, MAX_DELIVERY_DAYS_AHEAD)}
            hint={`From today to ${MAX_DELIVERY_DAYS_AHEAD} days ahead.`}
            error={errors.expectedDelivery}
            disabled={busy}
          />
          <TextareaField
            name="lines"
            label="Tracking numbers"
            hint="One order a line: order number, tracking number (and a carrier if not the one above). Paste from a spreadsheet works too."
            defaultValue={bulkShipmentTemplate(orderNumbers)}
            rows={Math.min(Math.max(count, 3), 10)}
            spellCheck={false}
            error={errors.lines}
            disabled={busy}
          />
          <DialogActions confirm="Mark shipped" cancel="Not now" busy={busy ?? false} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
