/**
 * The refunds a staff member asks for from the console (a returned item, a cancelled order, a goodwill
 * gesture) and the returns they record. Oja's own rules, in the spec's style: the money goes back the way it
 * came in, never more than the order kept, and a large refund waits for a second pair of eyes (staff.ts).
 */
import { type FieldErrors, text, toValidation, type Validation } from './form';
import { formatKobo, type Kobo, kobo, nairaToKobo } from './money';
import type { ReturnReason } from './returns';

/** Why a staff member pays money back. */
export type StaffRefundKind = 'return' | 'cancellation' | 'goodwill';

/** A staff refund's state: paid at once under the threshold, else waiting for a second member's decision. */
export type StaffRefundStatus = 'awaiting-approval' | 'approved' | 'rejected';

/** A recorded return's state: open while the item comes back and is checked; refunded or closed after. */
export type ReturnStatus = 'open' | 'refunded' | 'closed';

export const RETURN_REASONS = [
  'damaged',
  'wrong-item',
  'incomplete',
  'changed-mind',
] as const satisfies readonly ReturnReason[];

export const REFUND_AMOUNT_INVALID = 'Enter an amount more than ₦0, in naira (up to 2 decimals)';
export const REFUND_REASON_INVALID = 'Say why, in 10 to 500 characters: it is kept in the audit trail';
export const RETURN_REASON_INVALID = 'Choose why the item came back';
export const RETURN_NOTE_INVALID = 'Keep the note under 500 characters';

/** The most the order may refund now, in words ('You can refund at most ₦12,500 on this order'). */
export function refundTooLarge(refundableKobo: Kobo): string {
  return refundableKobo > 0
    ? `You can refund at most ${formatKobo(refundableKobo)} on this order`
    : 'Nothing is left to refund on this order';
}

/**
 * A refund as a staff member asks for it: an amount in naira (the console's field: '12500', '12,500.50')
 * of more than ₦0 and at most what the order can still pay back (`refundableKobo`, the server's figure), and
 * a reason of 10 to 500 characters. The console's dialog judges its text with this and sends the kobo.
 */
export function validateRefundRequest(
  input: { amount?: unknown; reason?: unknown },
  refundableKobo: Kobo,
): Validation<'amount' | 'reason', { amountKobo: Kobo; reason: string }> {
  const typed = typeof input.amount === 'string' ? input.amount.replaceAll(',', '').trim() : input.amount;
  const written = typeof typed === 'string' ? /^\d+(\.\d{1,2})?$/.test(typed) : typeof typed === 'number';
  return refundValidation(written ? nairaToKobo(typed) : null, input.reason, refundableKobo, 'amount');
}

/**
 * The same refund as the console's wire carries it (ours: kobo, an integer), as the API judges it: no naira
 * in between, so what the dialog checked is what the server checks.
 */
export function validateStaffRefund(
  input: { amountKobo?: unknown; reason?: unknown },
  refundableKobo: Kobo,
): Validation<'amountKobo' | 'reason', { amountKobo: Kobo; reason: string }> {
  const amountKobo = typeof input.amountKobo === 'number' ? input.amountKobo : null;
  return refundValidation(amountKobo, input.reason, refundableKobo, 'amountKobo');
}

/** Both refund validators' one rule, the amount's error under the field its caller names. */
function refundValidation<AmountField extends string>(
  amountKobo: number | null,
  reasonInput: unknown,
  refundableKobo: Kobo,
  amountField: AmountField,
): Validation<AmountField | 'reason', { amountKobo: Kobo; reason: string }> {
  const errors: FieldErrors<AmountField | 'reason'> = {};
  if (amountKobo === null || amountKobo <= 0 || !Number.isSafeInteger(amountKobo)) {
    errors[amountField] = REFUND_AMOUNT_INVALID;
  } else if (amountKobo > refundableKobo) {
    errors[amountField] = refundTooLarge(refundableKobo);
  }
  const reason = text(reasonInput).trim();
  if (reason.length < 10 || reason.length > 500) errors.reason = REFUND_REASON_INVALID;
  return toValidation(errors, () => ({ amountKobo: amountKobo as Kobo, reason }));
}

/**
 * Cancelling a paid order before it ships: a reason of 10 to 500 characters, which its refund carries (the
 * refund is everything the order can still pay back, so no amount is asked).
 */
export function validateCancellation(input: { reason?: unknown }): Validation<'reason', { reason: string }> {
  const reason = text(input.reason).trim();
  const errors: FieldErrors<'reason'> =
    reason.length < 10 || reason.length > 500 ? { reason: REFUND_REASON_INVALID } : {};
  return toValidation(errors, () => ({ reason }));
}

/** A return as a staff member records it: why it came back, and an optional note of up to 500 characters. */
export function validateReturn(input: {
  reason?: unknown;
  note?: unknown;
}): Validation<'reason' | 'note', { reason: ReturnReason; note: string }> {
  const errors: FieldErrors<'reason' | 'note'> = {};
  const reason = RETURN_REASONS.find((each) => each === input.reason);
  if (!reason) errors.reason = RETURN_REASON_INVALID;
  const note = text(input.note).trim();
  if (note.length > 500) errors.note = RETURN_NOTE_INVALID;
  return toValidation(errors, () => ({ reason: reason as ReturnReason, note }));
}

/** Money that came in on an order and what of it may still go back, in the order it should be refunded. */
export interface RefundSource<Ref extends string = string> {
  reference: Ref;
  /** What came in by it and was kept, less what was already refunded (or is on its way back). */
  refundableKobo: Kobo;
}

/**
 * Splits a refund over the payments it goes back to, the first source first, each no more than it can give
 * back (a provider refunds a payment, never more than the payment). Null when the sources cannot cover it,
 * which the server answers as a refusal, never as a smaller refund.
 */
export function allocateRefund<Ref extends string>(
  amount: Kobo,
  sources: readonly RefundSource<Ref>[],
): Array<{ reference: Ref; amountKobo: Kobo }> | null {
  let left: number = amount;
  const parts: Array<{ reference: Ref; amountKobo: Kobo }> = [];
  for (const source of sources) {
    if (left <= 0) break;
    const part = Math.min(left, Math.max(0, source.refundableKobo));
    if (part > 0) {
      parts.push({ reference: source.reference, amountKobo: kobo(part) });
      left -= part;
    }
  }
  return left > 0 || amount <= 0 ? null : parts;
}
