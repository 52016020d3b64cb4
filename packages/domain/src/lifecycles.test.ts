import { describe, expect, expectTypeOf, it } from 'vitest';
import type { InstalmentRowStatus, MandateStatus, OrderPaymentStatus } from './instalment-status';
import {
  canTransition,
  DEBIT_STATUSES,
  FULFILMENT_STATUSES,
  INSTALMENT_ROW_STATUSES,
  LIFECYCLES,
  type LifecycleName,
  type LifecycleStates,
  MANDATE_STATUSES,
  nextStates,
  ORDER_PAYMENT_STATUSES,
  PAY_AHEAD_STATUSES,
  PAYMENT_ATTEMPT_STATUSES,
  REFUND_STATUSES,
  statesLeadingTo,
  TRANSFER_ACCOUNT_STATUSES,
} from './lifecycles';

/**
 * The transitions the rules allow, written out again here (not read from the table), one 'from → to' each.
 * Every pair of states not listed is refused.
 */
const ALLOWED: { readonly [M in LifecycleName]: readonly string[] } = {
  order: ['awaiting_payment → paid', 'awaiting_payment → expired', 'awaiting_payment → cancelled'],
  paymentAttempt: [
    'pending → succeeded',
    'pending → failed',
    'pending → rejected',
    'pending → duplicate',
    'pending → late',
    'failed → succeeded',
    'failed → rejected',
    'failed → duplicate',
    'failed → late',
  ],
  payAhead: [
    'pending → succeeded',
    'pending → failed',
    'pending → rejected',
    'pending → late',
    'failed → succeeded',
    'failed → rejected',
    'failed → late',
  ],
  instalment: ['unpaid → paid', 'unpaid → failed', 'failed → paid', 'failed → failed'],
  mandate: ['pending → active', 'pending → refused', 'pending → revoked', 'active → revoked'],
  debit: ['queued → charging', 'charging → succeeded', 'charging → failed', 'charging → queued'],
  refund: [
    'queued → sending',
    'sending → processing',
    'sending → processed',
    'sending → failed',
    'sending → queued',
    'processing → processed',
    'processing → failed',
    'processing → processing',
    'failed → queued',
  ],
  transferAccount: ['open → settled', 'open → expired'],
  fulfilment: [
    'received → packed',
    'received → cancelled',
    'packed → shipped',
    'packed → cancelled',
    'shipped → delivered',
  ],
};

/** The states with nowhere to go. */
const TERMINAL: { readonly [M in LifecycleName]: readonly string[] } = {
  order: ['paid', 'expired', 'cancelled', 'refund_due'],
  paymentAttempt: ['succeeded', 'rejected', 'duplicate', 'late'],
  payAhead: ['succeeded', 'rejected', 'late'],
  instalment: ['paid'],
  mandate: ['refused', 'revoked'],
  debit: ['succeeded', 'failed'],
  refund: ['processed'],
  transferAccount: ['settled', 'expired'],
  fulfilment: ['delivered', 'cancelled'],
};

const MACHINES = Object.keys(LIFECYCLES) as LifecycleName[];

/** Every (machine, from, to) over the machine's own states, with whether the rules allow it. */
const PAIRS = MACHINES.flatMap((machine) => {
  const states = LIFECYCLES[machine].states as readonly string[];
  return states.flatMap((from) =>
    states.map((to) => [machine, from, to, ALLOWED[machine].includes(`${from} → ${to}`)] as const),
  );
});

/** Loosens the types for a table-driven test: the machine and states vary per row. */
const can = (machine: LifecycleName, from: string, to: string) =>
  canTransition(machine, from as never, to as never);

describe('the states of each lifecycle, as the CHECKs list them', () => {
  it.each([
    [ORDER_PAYMENT_STATUSES, ['awaiting_payment', 'paid', 'expired', 'cancelled', 'refund_due']],
    [PAYMENT_ATTEMPT_STATUSES, ['pending', 'succeeded', 'failed', 'rejected', 'duplicate', 'late']],
    [PAY_AHEAD_STATUSES, ['pending', 'succeeded', 'failed', 'rejected', 'late']],
    [INSTALMENT_ROW_STATUSES, ['unpaid', 'failed', 'paid']],
    [TRANSFER_ACCOUNT_STATUSES, ['open', 'settled', 'expired']],
    [MANDATE_STATUSES, ['pending', 'active', 'refused', 'revoked']],
    [DEBIT_STATUSES, ['queued', 'charging', 'succeeded', 'failed']],
    [REFUND_STATUSES, ['queued', 'sending', 'processing', 'processed', 'failed']],
    [FULFILMENT_STATUSES, ['received', 'packed', 'shipped', 'delivered', 'cancelled']],
  ])('%j', (states, expected) => {
    expect(states).toEqual(expected);
  });

  it.each(MACHINES)('%s: the table names every state once, and only its own states', (machine) => {
    const { states, transitions } = LIFECYCLES[machine];
    expect(Object.keys(transitions).sort()).toEqual([...states].sort());
    expect(new Set(states).size).toBe(states.length);
    for (const targets of Object.values(transitions) as string[][]) {
      for (const to of targets) expect(states).toContain(to);
    }
  });

  it('reuses the unions instalment-status.ts reads: the arrays name exactly their states', () => {
    expectTypeOf<(typeof ORDER_PAYMENT_STATUSES)[number]>().toEqualTypeOf<OrderPaymentStatus>();
    expectTypeOf<(typeof INSTALMENT_ROW_STATUSES)[number]>().toEqualTypeOf<InstalmentRowStatus>();
    expectTypeOf<(typeof MANDATE_STATUSES)[number]>().toEqualTypeOf<MandateStatus>();
    expectTypeOf<LifecycleStates['refund']>().toEqualTypeOf<(typeof REFUND_STATUSES)[number]>();
    expectTypeOf<LifecycleStates['fulfilment']>().toEqualTypeOf<(typeof FULFILMENT_STATUSES)[number]>();
  });
});

describe('only the listed transitions are allowed; every other pair of states is refused', () => {
  it.each(PAIRS)('%s: %s → %s allowed: %s', (machine, from, to, allowed) => {
    expect(can(machine, from, to)).toBe(allowed);
  });

  it('every listed transition is between states of its machine (no typo hides a refused pair)', () => {
    for (const machine of MACHINES) {
      for (const pair of ALLOWED[machine]) {
        expect(PAIRS).toContainEqual([machine, ...pair.split(' → '), true]);
      }
    }
  });
});

describe('terminal states have no transitions; the others have some', () => {
  it.each(MACHINES)('%s', (machine) => {
    const states = LIFECYCLES[machine].states as readonly string[];
    const terminal = states.filter((state) => nextStates(machine, state as never).length === 0);
    expect(terminal).toEqual(TERMINAL[machine]);
  });

  it('an order is never moved by a payment that comes after it expired or was cancelled', () => {
    for (const from of ['expired', 'cancelled', 'refund_due'] as const) {
      expect(nextStates('order', from)).toEqual([]);
      expect(canTransition('order', from, 'paid')).toBe(false);
    }
  });

  it('nothing moves an order into refund_due (legacy) or back to awaiting_payment', () => {
    expect(statesLeadingTo('order', 'refund_due')).toEqual([]);
    expect(statesLeadingTo('order', 'awaiting_payment')).toEqual([]);
  });
});

describe('the states a move may start from: the where of its conditional UPDATE', () => {
  it.each([
    ['paymentAttempt', 'succeeded', ['pending', 'failed']],
    ['paymentAttempt', 'late', ['pending', 'failed']],
    ['paymentAttempt', 'failed', ['pending']],
    ['order', 'paid', ['awaiting_payment']],
    ['instalment', 'paid', ['unpaid', 'failed']],
    ['instalment', 'failed', ['unpaid', 'failed']],
    ['mandate', 'revoked', ['pending', 'active']],
    ['debit', 'queued', ['charging']],
    ['refund', 'queued', ['sending', 'failed']],
    ['refund', 'processed', ['sending', 'processing']],
  ] as const)('%s → %s from %j', (machine, to, from) => {
    expect(statesLeadingTo(machine, to as never)).toEqual(from);
  });

  it('agrees with canTransition for every pair', () => {
    for (const [machine, from, to, allowed] of PAIRS) {
      expect(statesLeadingTo(machine, to as never).includes(from as never)).toBe(allowed);
    }
  });
});

describe('values from outside the types (a database row, a typo) never move and never throw', () => {
  it.each([
    ['refund', 'lost', 'queued'],
    ['refund', 'queued', 'lost'],
    ['refund', 'toString', 'queued'],
    ['order', '__proto__', 'paid'],
    ['shipment', 'queued', 'sending'],
    ['constructor', 'queued', 'sending'],
  ])('%s: %s → %s is refused', (machine, from, to) => {
    expect(can(machine as LifecycleName, from, to)).toBe(false);
  });

  it.each([
    ['refund', 'lost'],
    ['refund', 'toString'],
    ['order', '__proto__'],
    ['shipment', 'queued'],
    ['constructor', 'queued'],
  ])('%s: %s goes nowhere', (machine, from) => {
    expect(nextStates(machine as LifecycleName, from as never)).toEqual([]);
  });

  it.each([
    ['refund', 'lost'],
    ['refund', 'toString'],
    ['order', '__proto__'],
    ['shipment', 'queued'],
    ['constructor', 'queued'],
  ])('%s: nothing leads to %s', (machine, to) => {
    expect(statesLeadingTo(machine as LifecycleName, to as never)).toEqual([]);
  });

  it('the types refuse a state of another machine', () => {
    // @ts-expect-error a mandate is never 'paid'
    expect(canTransition('mandate', 'pending', 'paid')).toBe(false);
    // @ts-expect-error a debit is never 'sending'
    expect(nextStates('debit', 'sending')).toEqual([]);
  });
});
