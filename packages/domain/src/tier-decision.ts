/**
 * A staff member's answer to a shopper's Tier 2 request: approve (the shopper's instalment limit becomes
 * Tier 2's) or refuse with a reason the shopper reads in their email. Oja's own rule (the spec only says the
 * team follows the request up by email).
 */
import { type FieldErrors, text, toValidation, type Validation } from './form';

export type TierDecision = 'approve' | 'refuse';

export const TIER_DECISION_INVALID = 'Choose approve or refuse';
export const TIER_REFUSAL_REASON_REQUIRED =
  'Tell the shopper why, in 10 to 500 characters: they read it in their email';

/** A decision; a refusal needs a reason of 10 to 500 characters (an approval's is ignored). */
export function validateTierDecision(input: {
  decision?: unknown;
  reason?: unknown;
}): Validation<'decision' | 'reason', { decision: TierDecision; reason: string | null }> {
  const errors: FieldErrors<'decision' | 'reason'> = {};
  const decision = (['approve', 'refuse'] as const).find((each) => each === input.decision);
  if (!decision) errors.decision = TIER_DECISION_INVALID;
  const reason = text(input.reason).trim();
  if (decision === 'refuse' && (reason.length < 10 || reason.length > 500))
    errors.reason = TIER_REFUSAL_REASON_REQUIRED;
  return toValidation(errors, () => ({
    decision: decision as TierDecision,
    reason: decision === 'refuse' ? reason : null,
  }));
}
