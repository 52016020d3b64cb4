import { describe, expect, it } from 'vitest';
import {
  BULK_LINE_INVALID,
  BULK_LINE_MISSING,
  BULK_LINE_NOT_SELECTED,
  BULK_LINE_TWICE,
  bulkShipmentTemplate,
  parseBulkShipment,
} from './bulk-shipment';

const selected = ['OJA-AAAA1111', 'OJA-BBBB2222'];

describe('parseBulkShipment: a tracking number per order, typed or pasted', () => {
  it('reads commas, semicolons and tabs, any case, a carrier per line when given, and skips blank lines', () => {
    expect(parseBulkShipment('oja-aaaa1111, GIG-1\n\nOJA-BBBB2222\tDHL-2\tDHL\r\n', selected)).toEqual({
      ok: true,
      lines: [
        { orderNumber: 'OJA-AAAA1111', trackingNumber: 'GIG-1' },
        { orderNumber: 'OJA-BBBB2222', trackingNumber: 'DHL-2', carrier: 'DHL' },
      ],
    });
  });

  it('names each bad line by its number', () => {
    const text = 'OJA-AAAA1111,\nOJA-CCCC3333;X-1\nOJA-BBBB2222,B-1\noja-bbbb2222,B-2';
    expect(parseBulkShipment(text, selected)).toEqual({
      ok: false,
      errors: [
        `Line 1: ${BULK_LINE_INVALID}`,
        `Line 2: ${BULK_LINE_NOT_SELECTED}`,
        `Line 4: ${BULK_LINE_TWICE}`,
      ],
    });
    expect(parseBulkShipment(',X-1', selected)).toEqual({
      ok: false,
      errors: [`Line 1: ${BULK_LINE_INVALID}`],
    });
  });

  it('asks for every selected order', () => {
    expect(parseBulkShipment('OJA-AAAA1111, GIG-1', selected)).toEqual({
      ok: false,
      errors: [BULK_LINE_MISSING],
    });
  });

  it('starts from each selected order and a comma', () => {
    expect(bulkShipmentTemplate(selected)).toBe('OJA-AAAA1111, \nOJA-BBBB2222, ');
  });
});
