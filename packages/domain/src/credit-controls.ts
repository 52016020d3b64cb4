/**
 * What the console may set on one shopper's credit (issue 45), Oja's own rules (the spec has tiers only):
 * - a custom limit, which only ever lowers the tier's (validateCustomLimit, effectiveLimit);
 * - a freeze: no new instalment order until it is lifted. Paying what is owed, paying ahead and buying in
 *   full still work: a freeze stops new lending, never repayment;
 * - Tier 2 taken back: the shopper is Tier 1 again. Orders already open keep their schedules (nothing owed
 *   is called in early); Tier 1's limit, or a lower custom limit, applies to new orders at once, and what
 *   is still owed counts against it, so a shopper owing more than it has no credit left until they pay.
 * Each action needs a reason, kept in the audit trail (validateCreditActionReason).
 */
import { instalmentLimit } from './checkout';
import { type FieldErrors, text, toValidation, type Validation } from './form';
import { formatKobo, type Kobo } from './money';

/** What the console set on one shopper's credit. */
export interface CreditControls {
  /** The operator's limit for this shopper, in kobo; null: the tier's limit. */
  customLimitKobo: Kobo | null;
  /** Credit is frozen: no new instalment order until it is unfrozen. */
  frozen: boolean;
}

/**
 * The message at checkout when the shopper's credit is frozen. **[Oja]**: the spec has none; written in the
 * style of the limit's message. Paying in full and paying what is owed still work, so it says so.
 */
export const CREDIT_FROZEN_MESSAGE =
  'Instalments are paused on your account: pay in full, or write to support@oja.ng';

/** The account page's words for a frozen credit (the shop shows them in place of the credit left). */
export const CREDIT_FROZEN_ACCOUNT_MESSAGE =
  'Instalments are paused on your account. You can still pay what you owe and buy in full; write to support@oja.ng to ask why.';

export const CUSTOM_LIMIT_INVALID_MESSAGE = 'Enter the limit as a whole number of kobo';
export const CUSTOM_LIMIT_NOT_POSITIVE_MESSAGE =
  'A limit must be above ₦0: to stop instalments, freeze the credit instead';

/** A custom limit above the tier's: the most it may be, named. */
export function customLimitAboveMaximumMessage(isTier2: boolean): string {
  return `A limit cannot be above ${formatKobo(instalmentLimit(isTier2))}, the most Tier ${isTier2 ? 2 : 1} allows`;
}

/**
 * Whether `limitKobo` may be set as the shopper's custom limit. The maximum is the shopper's own tier's limit
 * (Tier 1 ₦500,000, Tier 2 ₦1,000,000), not the policy's overall ₦1,000,000: a Tier 1 shopper above
 * ₦500,000 would skip the checks Tier 2 is granted on (income and debt verification), and the cart's gate
 * refuses a Tier 1 cart above ₦500,000 anyway. A limit of ₦0 is refused: that is a freeze, which says why.
 */
export function validateCustomLimit(
  limitKobo: unknown,
  isTier2: boolean,
): { ok: true; value: Kobo } | { ok: false; message: string } {
  if (typeof limitKobo !== 'number' || !Number.isSafeInteger(limitKobo)) {
    return { ok: false, message: CUSTOM_LIMIT_INVALID_MESSAGE };
  }
  if (limitKobo <= 0) return { ok: false, message: CUSTOM_LIMIT_NOT_POSITIVE_MESSAGE };
  if (limitKobo > instalmentLimit(isTier2)) {
    return { ok: false, message: customLimitAboveMaximumMessage(isTier2) };
  }
  return { ok: true, value: limitKobo as Kobo };
}

/**
 * The limit that applies: the tier's, or the custom limit when it is lower. Taking Tier 2 back leaves a
 * custom limit set under Tier 2 in place, so the lower of the two is what counts: never above the tier.
 */
export function effectiveLimit(isTier2: boolean, customLimitKobo: Kobo | null): Kobo {
  const tierLimit = instalmentLimit(isTier2);
  return customLimitKobo !== null && customLimitKobo < tierLimit ? customLimitKobo : tierLimit;
}

export const CREDIT_REASON_REQUIRED =
  'Give the reason, in 10 to 500 characters: it is kept in the audit trail';

/** The reason every credit action needs: 10 to 500 characters, trimmed (as a Tier 2 refusal's). */
export function validateCreditActionReason(input: {
  reason?: unknown;
}): Validation<'reason', { reason: string }> {
  const errors: FieldErrors<'reason'> = {};
  const reason = text(input.reason).trim();
  if (reason.length < 10 || reason.length > 500) errors.reason = CREDIT_REASON_REQUIRED;
  return toValidation(errors, () => ({ reason }));
}

/**
 * A custom limit with its reason: `limitKobo` null removes the custom limit (the tier's applies again);
 * otherwise validateCustomLimit against the shopper's tier.
 */
export function validateCustomLimitChange(
  input: { limitKobo?: unknown; reason?: unknown },
  isTier2: boolean,
): Validation<'limitKobo' | 'reason', { limitKobo: Kobo | null; reason: string }> {
  const errors: FieldErrors<'limitKobo' | 'reason'> = {};
  const reason = text(input.reason).trim();
  if (reason.length < 10 || reason.length > 500) errors.reason = CREDIT_REASON_REQUIRED;
  const limit = input.limitKobo === null ? null : validateCustomLimit(input.limitKobo, isTier2);
  if (limit && !limit.ok) errors.limitKobo = limit.message;
  return toValidation(errors, () => ({ limitKobo: limit?.ok ? limit.value : null, reason }));
}
