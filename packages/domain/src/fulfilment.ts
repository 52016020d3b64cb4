/**
 * Shipping an order: what an operator must say when the carrier takes it, so the shopper can follow it.
 * Oja's own rule (the spec shows the shopper a carrier and a tracking number but says nothing of the form).
 * Dates are Lagos calendar dates ('YYYY-MM-DD'); `today` is a parameter, no clock is read.
 */
import { addDays, type CalendarDate, parseCalendarDate } from './calendar';
import { type FieldErrors, text, toValidation, type Validation } from './form';

/** The longest a delivery is promised ahead: a date further out is a typo (a year or a month slipped). */
export const MAX_DELIVERY_DAYS_AHEAD = 30;

export const SHIPMENT_CARRIER_REQUIRED = 'Enter the carrier';
export const SHIPMENT_TRACKING_INVALID = 'Enter the tracking number: 4 to 40 letters, digits or dashes';
export const SHIPMENT_DATE_INVALID = 'Enter the expected delivery date';
export const SHIPMENT_DATE_PAST = 'The expected delivery date cannot be before today';
export const SHIPMENT_DATE_TOO_FAR = `The expected delivery date must be within ${MAX_DELIVERY_DAYS_AHEAD} days`;

export interface Shipment {
  carrier: string;
  /** Upper-cased, as carriers print it, so a search finds it however it was typed. */
  trackingNumber: string;
  expectedDelivery: CalendarDate;
}

type ShipmentField = 'carrier' | 'trackingNumber' | 'expectedDelivery';

/**
 * A shipment as the operator types it: a carrier (at most 60 characters), a tracking number (4 to 40
 * letters, digits or dashes) and the expected delivery date, from `today` to 30 days ahead.
 */
export function validateShipment(
  input: { carrier?: unknown; trackingNumber?: unknown; expectedDelivery?: unknown },
  today: CalendarDate,
): Validation<ShipmentField, Shipment> {
  const errors: FieldErrors<ShipmentField> = {};
  const carrier = text(input.carrier).trim();
  if (carrier === '' || carrier.length > 60) errors.carrier = SHIPMENT_CARRIER_REQUIRED;
  const trackingNumber = text(input.trackingNumber).trim().toUpperCase();
  if (!/^[A-Z0-9-]{4,40}$/.test(trackingNumber)) errors.trackingNumber = SHIPMENT_TRACKING_INVALID;
  const expectedDelivery = text(input.expectedDelivery).trim();
  if (parseCalendarDate(expectedDelivery) === null) errors.expectedDelivery = SHIPMENT_DATE_INVALID;
  else if (expectedDelivery < today) errors.expectedDelivery = SHIPMENT_DATE_PAST;
  else if (expectedDelivery > addDays(today, MAX_DELIVERY_DAYS_AHEAD))
    errors.expectedDelivery = SHIPMENT_DATE_TOO_FAR;
  return toValidation(errors, () => ({ carrier, trackingNumber, expectedDelivery }));
}
