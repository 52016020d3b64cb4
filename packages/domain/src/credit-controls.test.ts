import { describe, expect, it } from 'vitest';
import { TIER_LIMITS } from './checkout';
import {
  CREDIT_FROZEN_MESSAGE,
  CREDIT_REASON_REQUIRED,
  CUSTOM_LIMIT_INVALID_MESSAGE,
  CUSTOM_LIMIT_NOT_POSITIVE_MESSAGE,
  customLimitAboveMaximumMessage,
  effectiveLimit,
  validateCreditActionReason,
  validateCustomLimit,
  validateCustomLimitChange,
} from './credit-controls';
import { type Kobo, kobo } from './money';

const naira = (n: number): Kobo => kobo(Math.round(n * 100));

describe('a custom limit per shopper: never above the tier’s limit, in kobo', () => {
  it.each<[string, unknown, boolean, ReturnType<typeof validateCustomLimit>]>([
    ['₦200,000 on Tier 1', naira(200_000), false, { ok: true, value: naira(200_000) }],
    ['exactly Tier 1’s ₦500,000', naira(500_000), false, { ok: true, value: naira(500_000) }],
    [
      '₦500,000.01 on Tier 1: above the tier',
      naira(500_000.01),
      false,
      { ok: false, message: 'A limit cannot be above ₦500,000, the most Tier 1 allows' },
    ],
    ['₦1,000,000 on Tier 2', naira(1_000_000), true, { ok: true, value: naira(1_000_000) }],
    [
      '₦1,000,000.01 on Tier 2: above the policy’s maximum',
      naira(1_000_000.01),
      true,
      { ok: false, message: 'A limit cannot be above ₦1,000,000, the most Tier 2 allows' },
    ],
    ['₦0: a freeze, not a limit', 0, false, { ok: false, message: CUSTOM_LIMIT_NOT_POSITIVE_MESSAGE }],
    ['a negative limit', -100, true, { ok: false, message: CUSTOM_LIMIT_NOT_POSITIVE_MESSAGE }],
    ['a fraction of a kobo', 100.5, false, { ok: false, message: CUSTOM_LIMIT_INVALID_MESSAGE }],
    ['a string', '200000', false, { ok: false, message: CUSTOM_LIMIT_INVALID_MESSAGE }],
    ['beyond a safe integer', 2 ** 60, true, { ok: false, message: CUSTOM_LIMIT_INVALID_MESSAGE }],
  ])('%s', (_, limit, isTier2, expected) => {
    expect(validateCustomLimit(limit, isTier2)).toEqual(expected);
  });

  it('names the tier’s maximum in the message', () => {
    expect(customLimitAboveMaximumMessage(true)).toContain('₦1,000,000');
  });

  it('the lower of the tier’s and the custom limit applies: Tier 2 taken back caps a Tier 2 custom limit', () => {
    expect(effectiveLimit(false, null)).toBe(TIER_LIMITS[1]);
    expect(effectiveLimit(true, naira(800_000))).toBe(naira(800_000));
    expect(effectiveLimit(false, naira(800_000))).toBe(TIER_LIMITS[1]);
    expect(effectiveLimit(false, naira(100_000))).toBe(naira(100_000));
  });

  it('a freeze has its own message, pointing to paying in full and to support', () => {
    expect(CREDIT_FROZEN_MESSAGE).toBe(
      'Instalments are paused on your account: pay in full, or write to support@oja.ng',
    );
  });
});

describe('every credit action has a reason, kept in the audit trail', () => {
  it.each<[string, unknown, boolean]>([
    ['ten characters', 'Missed 3 d', true],
    ['trimmed below ten', '   short   ', false],
    ['absent', undefined, false],
    ['too long', 'x'.repeat(501), false],
  ])('%s', (_, reason, ok) => {
    expect(validateCreditActionReason({ reason })).toEqual(
      ok
        ? { ok: true, value: { reason: String(reason).trim() }, errors: {} }
        : { ok: false, errors: { reason: CREDIT_REASON_REQUIRED } },
    );
  });

  it('a limit change checks the limit and the reason together; null removes the custom limit', () => {
    const reason = 'Two missed instalments in a row';
    expect(validateCustomLimitChange({ limitKobo: naira(100_000), reason }, false)).toEqual({
      ok: true,
      value: { limitKobo: naira(100_000), reason },
      errors: {},
    });
    expect(validateCustomLimitChange({ limitKobo: null, reason }, true)).toEqual({
      ok: true,
      value: { limitKobo: null, reason },
      errors: {},
    });
    expect(validateCustomLimitChange({ limitKobo: naira(600_000) }, false)).toEqual({
      ok: false,
      errors: { limitKobo: customLimitAboveMaximumMessage(false), reason: CREDIT_REASON_REQUIRED },
    });
  });
});
