/**
 * The complaints desk (issue 42): a shopper raises a complaint about an order or their account, and Oja
 * answers it on a clock. Pure: every instant (ms since the epoch) is a parameter, no clock.
 */
import { type FieldErrors, text, toValidation, type Validation } from './form';

const HOUR_MS = 60 * 60 * 1000;

/**
 * How long Oja has to resolve a complaint: 48 hours from the moment it is raised. Source: the FCCPC's Digital,
 * Electronic, Online and Non-Traditional Consumer Lending Regulations 2025 (in force for buy-now-pay-later
 * shops since 5 January 2026), which require a lender to resolve a consumer's complaint within 24 to 48
 * hours; the shop promises the outer figure and escalates a complaint still open when it runs out (the
 * shopper may then take it to the FCCPC).
 */
export const COMPLAINT_RESOLUTION_PROMISE_MS = 48 * HOUR_MS;

/** What a complaint is about: the shopper picks one, the console groups and exports by it. */
export const COMPLAINT_CATEGORIES = [
  'delivery',
  'product',
  'payment',
  'direct-debit',
  'refund',
  'account',
  'other',
] as const;
export type ComplaintCategory = (typeof COMPLAINT_CATEGORIES)[number];

/** The words each category is shown with, in the shop and the console. */
export const COMPLAINT_CATEGORY_LABELS: { readonly [C in ComplaintCategory]: string } = {
  delivery: 'Delivery',
  product: 'The item itself',
  payment: 'A payment or charge',
  'direct-debit': 'Direct debit',
  refund: 'A refund',
  account: 'My account',
  other: 'Something else',
};

/**
 * Where a complaint stands: open (within its 48 hours), escalated (still open after them: marked, counted,
 * first in the queue) or resolved (with a reason the shopper reads).
 */
export type ComplaintStatus = 'open' | 'escalated' | 'resolved';

/** The moment the promise runs out for a complaint raised at `raisedAt`. */
export function complaintDueAt(raisedAt: number): number {
  return raisedAt + COMPLAINT_RESOLUTION_PROMISE_MS;
}

/** Whether an open complaint due at `dueAt` has run out of time at `now` (and so is escalated). */
export function complaintIsOverdue(dueAt: number, now: number): boolean {
  return now >= dueAt;
}

/**
 * How the time left is shown: '47 h 59 min left', '35 min left', or 'Overdue by 2 h 5 min' once it runs out.
 * Whole minutes, rounded down, so the clock never promises a minute that is not there.
 */
export function complaintTimeLeftLabel(dueAt: number, now: number): string {
  const late = now >= dueAt;
  const minutes = Math.floor(Math.abs(dueAt - now) / 60_000);
  const hours = Math.floor(minutes / 60);
  const span = hours > 0 ? `${hours} h ${minutes % 60} min` : `${minutes} min`;
  return late ? `Overdue by ${span}` : `${span} left`;
}

export const COMPLAINT_CATEGORY_REQUIRED = 'Choose what your complaint is about.';
export const COMPLAINT_TEXT_LENGTH = 'Tell us what happened in 10 to 2,000 characters.';
export const COMPLAINT_REPLY_LENGTH = 'Write a reply of 2 to 2,000 characters.';
export const COMPLAINT_RESOLUTION_REASON_LENGTH = 'Say how it was resolved in 10 to 1,000 characters.';

/** A complaint as the shopper sends it: a category, what happened, and the order it is about (if any). */
export interface NewComplaint {
  category: ComplaintCategory;
  text: string;
  orderId: string | null;
}

/** Checks a new complaint: a known category, 10 to 2,000 characters of text, an order id or none. */
export function validateNewComplaint(input: {
  category?: unknown;
  text?: unknown;
  orderId?: unknown;
}): Validation<'category' | 'text', NewComplaint> {
  const errors: FieldErrors<'category' | 'text'> = {};
  const category = COMPLAINT_CATEGORIES.find((each) => each === input.category);
  if (!category) errors.category = COMPLAINT_CATEGORY_REQUIRED;
  const body = text(input.text).trim();
  if (body.length < 10 || body.length > 2000) errors.text = COMPLAINT_TEXT_LENGTH;
  const orderId = text(input.orderId).trim();
  return toValidation(errors, () => ({
    category: category as ComplaintCategory,
    text: body,
    orderId: orderId === '' ? null : orderId,
  }));
}

/** Checks a staff member's reply, which the shopper reads: 2 to 2,000 characters. */
export function validateComplaintReply(input: { text?: unknown }): Validation<'text', { text: string }> {
  const body = text(input.text).trim();
  const errors: FieldErrors<'text'> =
    body.length < 2 || body.length > 2000 ? { text: COMPLAINT_REPLY_LENGTH } : {};
  return toValidation(errors, () => ({ text: body }));
}

/** Checks a resolution's reason, which the shopper reads: 10 to 1,000 characters. */
export function validateComplaintResolution(input: {
  reason?: unknown;
}): Validation<'reason', { reason: string }> {
  const reason = text(input.reason).trim();
  const errors: FieldErrors<'reason'> =
    reason.length < 10 || reason.length > 1000 ? { reason: COMPLAINT_RESOLUTION_REASON_LENGTH } : {};
  return toValidation(errors, () => ({ reason }));
}
