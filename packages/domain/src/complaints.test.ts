import { describe, expect, it } from 'vitest';
import {
  COMPLAINT_CATEGORY_REQUIRED,
  COMPLAINT_RESOLUTION_PROMISE_MS,
  COMPLAINT_TEXT_LENGTH,
  complaintDueAt,
  complaintIsOverdue,
  complaintTimeLeftLabel,
  validateComplaintReply,
  validateComplaintResolution,
  validateNewComplaint,
} from './complaints';

const RAISED = Date.parse('2030-01-01T09:00:00Z');
const MINUTE = 60_000;

describe('the 48-hour promise (FCCPC DEON Regulations 2025)', () => {
  it('is 48 hours from the moment the complaint is raised', () => {
    expect(COMPLAINT_RESOLUTION_PROMISE_MS).toBe(48 * 60 * MINUTE);
    expect(complaintDueAt(RAISED)).toBe(Date.parse('2030-01-03T09:00:00Z'));
  });

  it.each([
    [0, false],
    [48 * 60 * MINUTE - 1, false],
    [48 * 60 * MINUTE, true],
    [50 * 60 * MINUTE, true],
  ])('%d ms after raising, overdue: %s', (elapsed, overdue) => {
    expect(complaintIsOverdue(complaintDueAt(RAISED), RAISED + elapsed)).toBe(overdue);
  });

  it.each([
    [0, '48 h 0 min left'],
    [MINUTE / 2, '47 h 59 min left'],
    [(48 * 60 - 35) * MINUTE, '35 min left'],
    [(48 * 60 + 125) * MINUTE, 'Overdue by 2 h 5 min'],
  ])('%d ms after raising it shows %s', (elapsed, label) => {
    expect(complaintTimeLeftLabel(complaintDueAt(RAISED), RAISED + elapsed)).toBe(label);
  });
});

describe('a new complaint', () => {
  it('needs a known category and 10 to 2,000 characters', () => {
    expect(validateNewComplaint({ category: 'fraud', text: 'short' }).errors).toEqual({
      category: COMPLAINT_CATEGORY_REQUIRED,
      text: COMPLAINT_TEXT_LENGTH,
    });
    expect(validateNewComplaint({ category: 'delivery', text: 'x'.repeat(2001) }).ok).toBe(false);
  });

  it('keeps the order a complaint is about, trimmed', () => {
    expect(
      validateNewComplaint({ category: 'delivery', text: 'It never came to me.', orderId: ' OJA-123456 ' }),
    ).toEqual({
      ok: true,
      value: { category: 'delivery', text: 'It never came to me.', orderId: 'OJA-123456' },
      errors: {},
    });
  });

  it('is trimmed, and an empty order id means the account', () => {
    expect(
      validateNewComplaint({ category: 'account', text: '  My phone number is wrong.  ', orderId: ' ' }),
    ).toEqual({
      ok: true,
      value: { category: 'account', text: 'My phone number is wrong.', orderId: null },
      errors: {},
    });
  });
});

describe('replies and resolutions', () => {
  it.each([
    ['', false],
    ['OK', true],
    ['x'.repeat(2001), false],
  ])('a reply of %j is accepted: %s', (text, ok) => {
    expect(validateComplaintReply({ text }).ok).toBe(ok);
  });

  it.each([
    ['Refunded', false],
    ['Refunded in full to the card.', true],
    [undefined, false],
  ])('a resolution reason of %j is accepted: %s', (reason, ok) => {
    expect(validateComplaintResolution({ reason }).ok).toBe(ok);
  });
});
