import { describe, expect, it } from 'vitest';
import {
  SHIPMENT_CARRIER_REQUIRED,
  SHIPMENT_DATE_INVALID,
  SHIPMENT_DATE_PAST,
  SHIPMENT_DATE_TOO_FAR,
  SHIPMENT_TRACKING_INVALID,
  validateShipment,
} from './fulfilment';

const today = '2026-11-27';
const good = { carrier: 'GIG Logistics', trackingNumber: 'gig-20261127-001', expectedDelivery: '2026-12-01' };

describe('validateShipment: what an operator says when the carrier takes an order', () => {
  it('accepts a carrier, a tracking number and a date, and upper-cases the number as carriers print it', () => {
    expect(validateShipment(good, today)).toEqual({
      ok: true,
      value: { carrier: 'GIG Logistics', trackingNumber: 'GIG-20261127-001', expectedDelivery: '2026-12-01' },
      errors: {},
    });
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    [
      'nothing at all',
      {},
      {
        carrier: SHIPMENT_CARRIER_REQUIRED,
        trackingNumber: SHIPMENT_TRACKING_INVALID,
        expectedDelivery: SHIPMENT_DATE_INVALID,
      },
    ],
    ['a carrier of spaces', { ...good, carrier: '   ' }, { carrier: SHIPMENT_CARRIER_REQUIRED }],
    [
      'a carrier of 61 characters',
      { ...good, carrier: 'x'.repeat(61) },
      { carrier: SHIPMENT_CARRIER_REQUIRED },
    ],
    [
      'a 3-character tracking number',
      { ...good, trackingNumber: 'AB1' },
      { trackingNumber: SHIPMENT_TRACKING_INVALID },
    ],
    [
      'a tracking number with a space',
      { ...good, trackingNumber: 'AB 123' },
      { trackingNumber: SHIPMENT_TRACKING_INVALID },
    ],
    [
      'a 41-character tracking number',
      { ...good, trackingNumber: '1'.repeat(41) },
      { trackingNumber: SHIPMENT_TRACKING_INVALID },
    ],
    [
      'a date that does not exist',
      { ...good, expectedDelivery: '2026-02-30' },
      { expectedDelivery: SHIPMENT_DATE_INVALID },
    ],
    ['yesterday', { ...good, expectedDelivery: '2026-11-26' }, { expectedDelivery: SHIPMENT_DATE_PAST }],
    [
      '31 days ahead',
      { ...good, expectedDelivery: '2026-12-28' },
      { expectedDelivery: SHIPMENT_DATE_TOO_FAR },
    ],
  ])('refuses %s with the field’s message', (_, input, errors) => {
    expect(validateShipment(input, today)).toEqual({ ok: false, errors });
  });

  it.each(['2026-11-27', '2026-12-27'])('takes today and 30 days ahead (%s)', (expectedDelivery) => {
    expect(validateShipment({ ...good, expectedDelivery }, today).ok).toBe(true);
  });
});
