import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { kobo } from './money';
import {
  type ExpectedPayment,
  type SettlementDecision,
  settlementDecision,
  type VerifiedPayment,
} from './settlement';

const EXPECTED: ExpectedPayment = { reference: 'R1', amountKobo: kobo(200_000), currency: 'NGN' };
const answer = (facts: Partial<VerifiedPayment>): VerifiedPayment => ({
  reference: 'R1',
  amount: 200_000,
  currency: 'NGN',
  status: 'success',
  gatewayResponse: 'Approved',
  ...facts,
});

describe('a success pays only for the reference, the whole amount in kobo and NGN that were asked', () => {
  it.each<[string, VerifiedPayment, SettlementDecision]>([
    ['all three match', answer({}), { kind: 'pay' }],
    ['all three match, no gateway response', answer({ gatewayResponse: null }), { kind: 'pay' }],
    [
      'another amount',
      answer({ amount: 100_000 }),
      {
        kind: 'reject',
        reason: 'The provider reports ₦1,000 in NGN for R1; ₦2,000 in NGN for R1 was expected',
      },
    ],
    [
      'one kobo more',
      answer({ amount: 200_001 }),
      {
        kind: 'reject',
        reason: 'The provider reports ₦2,000.01 in NGN for R1; ₦2,000 in NGN for R1 was expected',
      },
    ],
    [
      'another reference',
      answer({ reference: 'R2' }),
      {
        kind: 'reject',
        reason: 'The provider reports ₦2,000 in NGN for R2; ₦2,000 in NGN for R1 was expected',
      },
    ],
    [
      'no reference',
      answer({ reference: '' }),
      {
        kind: 'reject',
        reason: 'The provider reports ₦2,000 in NGN for no reference; ₦2,000 in NGN for R1 was expected',
      },
    ],
    [
      'another currency, the same figure',
      answer({ currency: 'USD' }),
      {
        kind: 'reject',
        reason:
          'The provider reports 200000 in the smallest unit of USD for R1; ₦2,000 in NGN for R1 was expected',
      },
    ],
    [
      'a lower-case currency',
      answer({ currency: 'ngn' }),
      {
        kind: 'reject',
        reason:
          'The provider reports 200000 in the smallest unit of ngn for R1; ₦2,000 in NGN for R1 was expected',
      },
    ],
    [
      'no currency',
      answer({ currency: '' }),
      {
        kind: 'reject',
        reason:
          'The provider reports 200000 in the smallest unit of no named currency for R1; ₦2,000 in NGN for R1 was expected',
      },
    ],
    [
      'a fraction of a kobo (naira sent as kobo, or the other way)',
      answer({ amount: 200_000.5 }),
      {
        kind: 'reject',
        reason:
          'The provider reports 200000.5 in the smallest unit of NGN for R1; ₦2,000 in NGN for R1 was expected',
      },
    ],
    [
      'naira where kobo were meant',
      answer({ amount: 2_000 }),
      {
        kind: 'reject',
        reason: 'The provider reports ₦20 in NGN for R1; ₦2,000 in NGN for R1 was expected',
      },
    ],
    [
      'not a number',
      answer({ amount: Number.NaN }),
      {
        kind: 'reject',
        reason:
          'The provider reports NaN in the smallest unit of NGN for R1; ₦2,000 in NGN for R1 was expected',
      },
    ],
  ])('%s', (_, verified, decision) => {
    expect(settlementDecision(EXPECTED, verified)).toEqual(decision);
  });

  it('the decision reads nothing from the gateway response', () => {
    expect(settlementDecision(EXPECTED, answer({ gatewayResponse: 'Declined' }))).toEqual({ kind: 'pay' });
    expect(settlementDecision(EXPECTED, answer({ status: 'failed', gatewayResponse: 'Approved' }))).toEqual({
      kind: 'fail',
    });
  });

  it('an expected currency other than NGN (a row from outside the types) never pays', () => {
    const dollars = { ...EXPECTED, currency: 'USD' } as unknown as ExpectedPayment;
    expect(settlementDecision(dollars, answer({ currency: 'USD' })).kind).toBe('reject');
    expect(settlementDecision(dollars, answer({})).kind).toBe('reject');
  });
});

describe('a failure fails; abandoned, pending or unknown to the provider waits', () => {
  it.each<[string, VerifiedPayment | null, SettlementDecision['kind']]>([
    ['failed', answer({ status: 'failed' }), 'fail'],
    ['failed, whatever its amount', answer({ status: 'failed', amount: 1 }), 'fail'],
    ['abandoned', answer({ status: 'abandoned' }), 'wait'],
    ['pending', answer({ status: 'pending' }), 'wait'],
    ['pending for another amount', answer({ status: 'pending', amount: 1 }), 'wait'],
    ['a status the types do not know', answer({ status: 'reversed' as 'pending' }), 'wait'],
    ['the provider knows nothing of it', null, 'wait'],
  ])('%s: %s', (_, verified, kind) => {
    expect(settlementDecision(EXPECTED, verified)).toEqual({ kind });
  });
});

describe('property: pay iff the status is success and reference, amount and currency all match', () => {
  const expected = fc.record({
    reference: fc.constantFrom('R1', 'R2'),
    amountKobo: fc.integer({ min: 1, max: 1_000_000_000 }).map(kobo),
    currency: fc.constant('NGN' as const),
  });
  const verifiedFor = (e: ExpectedPayment) =>
    fc.record({
      reference: fc.constantFrom(e.reference, 'R1', 'R2', ''),
      amount: fc.oneof(
        fc.constant<number>(e.amountKobo),
        fc.constant(e.amountKobo + 0.5),
        fc.constant(e.amountKobo * 100),
        fc.integer({ min: -1, max: 1_000_000_000 }),
        fc.double(),
      ),
      currency: fc.constantFrom('NGN', 'ngn', 'USD', ''),
      status: fc.constantFrom('success', 'failed', 'abandoned', 'pending') as fc.Arbitrary<
        VerifiedPayment['status']
      >,
      gatewayResponse: fc.option(fc.string()),
    });

  it('holds, and every other success is rejected with a sentence naming both amounts', () => {
    fc.assert(
      fc.property(
        expected.chain((e) => fc.tuple(fc.constant(e), verifiedFor(e))),
        ([e, v]) => {
          const decision = settlementDecision(e, v);
          const allMatch = v.reference === e.reference && v.amount === e.amountKobo && v.currency === 'NGN';
          expect(decision.kind === 'pay').toBe(v.status === 'success' && allMatch);
          expect(decision.kind === 'reject').toBe(v.status === 'success' && !allMatch);
          expect(decision.kind === 'fail').toBe(v.status === 'failed');
          if (decision.kind === 'reject') {
            expect(decision.reason).toMatch(/^The provider reports .+; ₦[\d,.]+ in NGN for .* was expected$/);
          }
        },
      ),
    );
  });
});
