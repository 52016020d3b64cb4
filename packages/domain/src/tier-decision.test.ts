import { describe, expect, it } from 'vitest';
import { TIER_DECISION_INVALID, TIER_REFUSAL_REASON_REQUIRED, validateTierDecision } from './tier-decision';

describe('validateTierDecision: approve, or refuse with a reason the shopper reads', () => {
  it('approves without a reason, and drops one given', () => {
    expect(validateTierDecision({ decision: 'approve', reason: 'Looks fine' })).toEqual({
      ok: true,
      value: { decision: 'approve', reason: null },
      errors: {},
    });
  });

  it('refuses with the reason, trimmed', () => {
    const reason = '  Your address check is still open.  ';
    expect(validateTierDecision({ decision: 'refuse', reason })).toEqual({
      ok: true,
      value: { decision: 'refuse', reason: 'Your address check is still open.' },
      errors: {},
    });
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['no decision', {}, { decision: TIER_DECISION_INVALID }],
    ['an unknown decision', { decision: 'maybe' }, { decision: TIER_DECISION_INVALID }],
    ['a refusal without a reason', { decision: 'refuse' }, { reason: TIER_REFUSAL_REASON_REQUIRED }],
    [
      'a refusal of 9 characters',
      { decision: 'refuse', reason: 'Not today' },
      { reason: TIER_REFUSAL_REASON_REQUIRED },
    ],
    [
      'a refusal of 501 characters',
      { decision: 'refuse', reason: 'x'.repeat(501) },
      { reason: TIER_REFUSAL_REASON_REQUIRED },
    ],
  ])('refuses %s', (_, input, errors) => {
    expect(validateTierDecision(input)).toEqual({ ok: false, errors });
  });
});
