/**
 * Shipping many orders at once: the operator gives each order its tracking number (and, when it differs from
 * the one for all, its carrier) one line per order, typed or pasted from the carrier's sheet:
 * 'OJA-7KQ2M9XA, GIG-20301' or 'OJA-7KQ2M9XA,GIG-20301,DHL'. Commas, semicolons or tabs (a spreadsheet's
 * copy) separate the fields; blank lines are skipped. The server judges each shipment again (validateShipment).
 */

export interface BulkShipmentLine {
  orderNumber: string;
  trackingNumber: string;
  /** Only when the line names one: the form's carrier otherwise. */
  carrier?: string;
}

export const BULK_LINE_INVALID = 'Write the order number, then its tracking number';
export const BULK_LINE_NOT_SELECTED = 'This order is not one of those selected';
export const BULK_LINE_TWICE = 'This order is on two lines';
export const BULK_LINE_MISSING = 'Give every selected order its tracking number';

/**
 * The lines as the server takes them, or the first problem of each line (numbered from 1) and one for the
 * selected orders that have no line. Order numbers are compared in capitals, as the shop prints them.
 */
export function parseBulkShipment(
  text: string,
  selected: readonly string[],
): { ok: true; lines: BulkShipmentLine[] } | { ok: false; errors: string[] } {
  const wanted = new Set(selected.map((n) => n.toUpperCase()));
  const seen = new Set<string>();
  const lines: BulkShipmentLine[] = [];
  const errors: string[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    if (raw.trim() === '') return;
    const [orderNumber = '', trackingNumber = '', carrier = ''] = raw.split(/[,;\t]/).map((f) => f.trim());
    const number = orderNumber.toUpperCase();
    let problem: string | null = null;
    if (number === '' || trackingNumber === '') problem = BULK_LINE_INVALID;
    else if (!wanted.has(number)) problem = BULK_LINE_NOT_SELECTED;
    else if (seen.has(number)) problem = BULK_LINE_TWICE;
    if (problem) {
      errors.push(`Line ${index + 1}: ${problem}`);
      return;
    }
    seen.add(number);
    lines.push({ orderNumber: number, trackingNumber, ...(carrier ? { carrier } : {}) });
  });
  if (errors.length === 0 && seen.size < wanted.size) errors.push(BULK_LINE_MISSING);
  return errors.length > 0 ? { ok: false, errors } : { ok: true, lines };
}

/** The lines to start from: each selected order and a comma, for the operator to add its number after. */
export const bulkShipmentTemplate = (selected: readonly string[]) => selected.map((n) => `${n}, `).join('\n');
