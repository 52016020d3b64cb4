import { describe, expect, it } from 'vitest';
import { kobo } from './money';
import { buildPaymentOptions, type PaymentOption } from './payment-options';
import { defaultPlanFor, MIXED_PLANS_MESSAGE, planMixViolation, reconcilePlan } from './plans';

const allOptions = buildPaymentOptions(kobo(10_000_000), 35);
const fullOnly = buildPaymentOptions(kobo(10_000_000), 100);
const weeklyAndDaily = allOptions.filter((o) => o.type === 'weekly' || o.type === 'daily');

describe('default plan is monthly; a product with only a full option is added with full', () => {
  it.each<[string, PaymentOption[], string]>([
    ['every plan offered', allOptions, 'monthly'],
    ['full payment only', fullOnly, 'full'],
    ['no monthly: the first option', weeklyAndDaily, 'weekly'],
    ['no options at all', [], 'monthly'],
  ])('%s → %s', (_, options, plan) => {
    expect(defaultPlanFor(options)).toBe(plan);
  });
});

describe('on cart load a plan not among the available types becomes full when full exists, else the first available', () => {
  it.each<[unknown, PaymentOption[], string]>([
    ['weekly', allOptions, 'weekly'],
    ['monthly', fullOnly, 'full'],
    ['yearly', allOptions, 'full'],
    [undefined, weeklyAndDaily, 'weekly'],
    ['daily', [], 'monthly'],
  ])('%s with those options → %s', (selected, options, plan) => {
    expect(reconcilePlan(selected, options)).toBe(plan);
  });
});

describe("all items share one plan, though full may mix with one other; otherwise 'All items should have the same payment plan'", () => {
  it.each<[string[], string | null]>([
    [[], null],
    [['monthly', 'monthly'], null],
    [['full', 'full'], null],
    [['full', 'weekly', 'weekly'], null],
    [['monthly', 'weekly'], MIXED_PLANS_MESSAGE],
    [['full', 'daily', 'monthly'], MIXED_PLANS_MESSAGE],
  ])('%j → %s', (plans, violation) => {
    expect(planMixViolation(plans as never)).toBe(violation);
    expect(MIXED_PLANS_MESSAGE).toBe('All items should have the same payment plan');
  });
});
