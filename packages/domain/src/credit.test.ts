import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TIER_LIMITS } from './checkout';
import {
  type CreditExposure,
  creditExposure,
  creditLimitMessage,
  instalmentLimitMessage,
  MANDATE_CANCEL_OWED_MESSAGE,
  MANDATE_REQUIRED_MESSAGE,
} from './credit';
import { type Kobo, kobo } from './money';

const naira = (n: number): Kobo => kobo(Math.round(n * 100));
const exposure = (owed: number, cart: number, isTier2 = false) =>
  creditExposure({ owedKobo: naira(owed), cartKobo: naira(cart), isTier2 });

describe('credit exposure: owed on earlier orders + this cart, against the tier limit', () => {
  it.each<
    [
      string,
      CreditExposure,
      Omit<CreditExposure, 'isTier2' | 'limitKobo' | 'custom' | 'owedKobo' | 'cartKobo'>,
    ]
  >([
    [
      'Tier 1, nothing owed, ₦500,000 cart: at the limit, allowed',
      exposure(0, 500_000),
      { exposureKobo: naira(500_000), leftKobo: naira(500_000), exceeded: false },
    ],
    [
      'Tier 1, nothing owed, ₦500,000.01 cart: above',
      exposure(0, 500_000.01),
      { exposureKobo: naira(500_000.01), leftKobo: naira(500_000), exceeded: true },
    ],
    [
      'Tier 1, ₦450,000 owed, ₦100,000 cart: above, ₦50,000 left',
      exposure(450_000, 100_000),
      { exposureKobo: naira(550_000), leftKobo: naira(50_000), exceeded: true },
    ],
    [
      'Tier 1, ₦450,000 owed, ₦50,000 cart: exactly the credit left, allowed',
      exposure(450_000, 50_000),
      { exposureKobo: naira(500_000), leftKobo: naira(50_000), exceeded: false },
    ],
    [
      'Tier 1, ₦600,000 owed (a limit lowered since): nothing left, never negative',
      exposure(600_000, 1),
      { exposureKobo: naira(600_001), leftKobo: naira(0), exceeded: true },
    ],
    [
      'Tier 1, ₦600,000 owed, an empty cart: still above',
      exposure(600_000, 0),
      { exposureKobo: naira(600_000), leftKobo: naira(0), exceeded: true },
    ],
    [
      'Tier 2, ₦900,000 owed, ₦150,000 cart: above, ₦100,000 left',
      exposure(900_000, 150_000, true),
      { exposureKobo: naira(1_050_000), leftKobo: naira(100_000), exceeded: true },
    ],
    [
      'Tier 2, ₦900,000 owed, ₦100,000 cart: at the limit, allowed',
      exposure(900_000, 100_000, true),
      { exposureKobo: naira(1_000_000), leftKobo: naira(100_000), exceeded: false },
    ],
  ])('%s', (_, result, expected) => {
    expect(result).toMatchObject(expected);
  });

  it('names the tier and its limit (TIER_LIMITS), and echoes what it read', () => {
    expect(exposure(1_000, 2_000)).toEqual({
      isTier2: false,
      limitKobo: TIER_LIMITS[1],
      custom: false,
      owedKobo: naira(1_000),
      cartKobo: naira(2_000),
      exposureKobo: naira(3_000),
      leftKobo: naira(499_000),
      exceeded: false,
    });
    expect(exposure(0, 0, true).limitKobo).toBe(TIER_LIMITS[2]);
  });

  it('a negative figure counts as nothing: a credit on the account never raises the limit', () => {
    expect(exposure(-100_000, 550_000)).toMatchObject({
      owedKobo: 0,
      exposureKobo: naira(550_000),
      leftKobo: naira(500_000),
      exceeded: true,
    });
    expect(exposure(100_000, -50_000)).toMatchObject({ cartKobo: 0, exposureKobo: naira(100_000) });
  });

  it('a figure that is not a number is never room to spare: exceeded, nothing left', () => {
    const nan = Number.NaN as Kobo;
    expect(creditExposure({ owedKobo: nan, cartKobo: naira(1), isTier2: false })).toMatchObject({
      leftKobo: 0,
      exceeded: true,
    });
    expect(creditExposure({ owedKobo: naira(0), cartKobo: nan, isTier2: true }).exceeded).toBe(true);
  });

  it('property: exceeded iff owed + cart > limit; left = max(0, limit − owed), which the cart must fit in', () => {
    const amount = fc.integer({ min: 0, max: 200_000_000 }).map(kobo);
    fc.assert(
      fc.property(amount, amount, fc.boolean(), (owedKobo, cartKobo, isTier2) => {
        const limit = TIER_LIMITS[isTier2 ? 2 : 1];
        const result = creditExposure({ owedKobo, cartKobo, isTier2 });
        expect(result.exceeded).toBe(owedKobo + cartKobo > limit);
        expect(result.leftKobo).toBe(Math.max(0, limit - owedKobo));
        // Within the limit, a cart fits exactly when it fits in the credit left.
        if (owedKobo <= limit) expect(result.exceeded).toBe(cartKobo > result.leftKobo);
      }),
    );
  });
});

describe('the limit message: the spec’s words when nothing is owed, and the credit left otherwise', () => {
  it.each([
    [
      'Tier 1, nothing owed',
      exposure(0, 600_000),
      'Instalment orders are limited to ₦500,000 on Tier 1: pay in full or remove some items',
    ],
    [
      'Tier 2, nothing owed',
      exposure(0, 1_200_000, true),
      'Instalment orders are limited to ₦1,000,000 on Tier 2: pay in full or remove some items',
    ],
    [
      'Tier 1, ₦450,000 owed',
      exposure(450_000, 100_000),
      'Instalment orders are limited to ₦500,000 on Tier 1: you still owe ₦450,000 on earlier orders, so ₦50,000 of credit is left. Pay in full or remove some items',
    ],
    [
      'Tier 2, ₦900,000 owed',
      exposure(900_000, 150_000, true),
      'Instalment orders are limited to ₦1,000,000 on Tier 2: you still owe ₦900,000 on earlier orders, so ₦100,000 of credit is left. Pay in full or remove some items',
    ],
    [
      'kobo show as two digits',
      exposure(450_000.5, 100_000),
      'Instalment orders are limited to ₦500,000 on Tier 1: you still owe ₦450,000.50 on earlier orders, so ₦49,999.50 of credit is left. Pay in full or remove some items',
    ],
    [
      'no credit left: only paying in full helps',
      exposure(500_000, 10_000),
      'Instalment orders are limited to ₦500,000 on Tier 1: you still owe ₦500,000 on earlier orders, so no credit is left. Pay in full',
    ],
    [
      'owing more than the limit',
      exposure(700_000, 10_000),
      'Instalment orders are limited to ₦500,000 on Tier 1: you still owe ₦700,000 on earlier orders, so no credit is left. Pay in full',
    ],
  ])('%s', (_, result, message) => {
    expect(creditLimitMessage(result)).toBe(message);
  });

  it('with nothing owed it is exactly instalmentLimitMessage, on both tiers', () => {
    for (const isTier2 of [false, true]) {
      expect(creditLimitMessage(exposure(0, 2_000_000, isTier2))).toBe(instalmentLimitMessage(isTier2));
    }
  });
});

describe('the direct-debit messages say what to do', () => {
  it('an instalment order without a direct debit: set it up from My purchases first', () => {
    expect(MANDATE_REQUIRED_MESSAGE).toBe(
      'An earlier instalment order has no direct debit set up yet: set it up from My purchases before placing another instalment order',
    );
  });

  it('a direct debit with instalments owed: set up another one, or pay off, before cancelling', () => {
    expect(MANDATE_CANCEL_OWED_MESSAGE).toBe(
      'This direct debit cannot be cancelled while instalments are still owed on its order: pay off what is owed from My purchases first, or write to support@oja.ng to change the account it debits',
    );
  });
});

describe('a custom limit in the exposure', () => {
  it('a custom limit lowers the credit left and names the account, not the tier', () => {
    const custom = creditExposure({
      owedKobo: naira(150_000),
      cartKobo: naira(100_000),
      isTier2: true,
      customLimitKobo: naira(200_000),
    });
    expect(custom).toMatchObject({
      limitKobo: naira(200_000),
      custom: true,
      leftKobo: naira(50_000),
      exceeded: true,
    });
    expect(creditLimitMessage(custom)).toBe(
      'Instalment orders are limited to ₦200,000 on your account: you still owe ₦150,000 on earlier orders, so ₦50,000 of credit is left. Pay in full or remove some items',
    );
    expect(
      creditLimitMessage(
        creditExposure({
          owedKobo: naira(0),
          cartKobo: naira(300_000),
          isTier2: false,
          customLimitKobo: naira(200_000),
        }),
      ),
    ).toBe('Instalment orders are limited to ₦200,000 on your account: pay in full or remove some items');
  });
});
