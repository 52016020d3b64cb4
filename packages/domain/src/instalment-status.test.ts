import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  activeOrdersCount,
  groupPurchases,
  type InstalmentRowStatus,
  instalmentDotFromState,
  instalmentDotStates,
  instalmentDots,
  instalmentsLeft,
  type MandateStatus,
  type PurchaseFacts,
  purchaseTab,
} from './instalment-status';
import { kobo } from './money';

import { PURCHASE_TABS } from './orders';

const order = (facts: Partial<PurchaseFacts>): PurchaseFacts => ({
  status: 'paid',
  instalmentCount: 6,
  instalmentsCompleted: 0,
  mandateStatus: null,
  ...facts,
});

describe('purchases tab: cancelled, then unpaid (no tab), completed, ongoing, pending', () => {
  it.each([
    // cancelled: expired, cancelled, refunded
    [{ status: 'expired' }, 'cancelled'],
    [{ status: 'cancelled' }, 'cancelled'],
    [{ status: 'refund_due' }, 'cancelled'],
    [{ status: 'paid', refunded: true, mandateStatus: 'active' }, 'cancelled'],
    [{ status: 'paid', refunded: true, instalmentsCompleted: 6 }, 'cancelled'],
    [{ status: 'expired', instalmentCount: 0 }, 'cancelled'],
    // never paid: no tab
    [{ status: 'awaiting_payment' }, null],
    [{ status: 'awaiting_payment', instalmentCount: 0 }, null],
    [{ status: 'something_new' }, null],
    // completed: everything paid
    [{ instalmentCount: 0 }, 'completed'],
    [{ instalmentCount: 6, instalmentsCompleted: 6, mandateStatus: 'active' }, 'completed'],
    [{ instalmentCount: 6, instalmentsCompleted: 6, mandateStatus: 'revoked' }, 'completed'],
    [{ instalmentCount: 3, instalmentsCompleted: 4, mandateStatus: 'active' }, 'completed'],
    // ongoing: mandate active, instalments left
    [{ mandateStatus: 'active' }, 'ongoing'],
    [{ mandateStatus: 'active', instalmentsCompleted: 5 }, 'ongoing'],
    // pending: down payment paid, mandate not active
    [{ mandateStatus: null }, 'pending'],
    [{ mandateStatus: undefined }, 'pending'],
    [{ mandateStatus: 'pending' }, 'pending'],
    [{ mandateStatus: 'refused' }, 'pending'],
    [{ mandateStatus: 'revoked', instalmentsCompleted: 2 }, 'pending'],
    [{ mandateStatus: 'not_started' }, 'pending'],
    [{ mandateStatus: 'awaiting_bank' }, 'pending'],
  ] as const)('%o is %s', (facts, tab) => {
    expect(purchaseTab(order(facts))).toBe(tab);
  });

  const facts = fc.record({
    status: fc.constantFrom('awaiting_payment', 'paid', 'expired', 'cancelled', 'refund_due', 'other'),
    instalmentCount: fc.integer({ min: 0, max: 180 }),
    instalmentsCompleted: fc.integer({ min: 0, max: 180 }),
    mandateStatus: fc.constantFrom<MandateStatus | null>('pending', 'active', 'revoked', 'refused', null),
    refunded: fc.boolean(),
  });

  it('property: completed exactly when paid, not refunded and nothing is left', () => {
    fc.assert(
      fc.property(facts, (f) => {
        expect(purchaseTab(f) === 'completed').toBe(
          f.status === 'paid' && !f.refunded && f.instalmentsCompleted >= f.instalmentCount,
        );
      }),
    );
  });

  it('property: ongoing and pending are paid instalment orders with instalments left, told apart by an active mandate', () => {
    fc.assert(
      fc.property(facts, (f) => {
        const tab = purchaseTab(f);
        if (tab === 'ongoing' || tab === 'pending') {
          expect(f.status).toBe('paid');
          expect(f.instalmentCount).toBeGreaterThan(0);
          expect(instalmentsLeft(f)).toBeGreaterThan(0);
          expect(tab === 'ongoing').toBe(f.mandateStatus === 'active');
        }
      }),
    );
  });

  it('property: no tab only for an order that was never paid and is not over', () => {
    fc.assert(
      fc.property(facts, (f) => {
        expect(purchaseTab(f) === null).toBe(
          (f.status === 'awaiting_payment' || f.status === 'other') && !f.refunded,
        );
      }),
    );
  });
});

describe('instalments left: never negative', () => {
  it.each([
    [6, 0, 6],
    [6, 4, 2],
    [6, 6, 0],
    [6, 7, 0],
    [0, 0, 0],
  ])('%i instalments, %i collected: %i left', (instalmentCount, instalmentsCompleted, left) => {
    expect(instalmentsLeft({ instalmentCount, instalmentsCompleted })).toBe(left);
  });
});

describe('grouping purchases into the four tabs', () => {
  it('keeps the given order in each tab and leaves out orders awaiting payment', () => {
    const orders = [
      order({ status: 'awaiting_payment' }),
      order({ mandateStatus: 'active', instalmentsCompleted: 1 }),
      order({ instalmentCount: 0 }),
      order({ status: 'expired' }),
      order({ mandateStatus: 'pending' }),
      order({ mandateStatus: 'active', instalmentsCompleted: 2 }),
    ];
    const tabs = groupPurchases(orders);
    expect(Object.keys(tabs)).toEqual([...PURCHASE_TABS]);
    expect(tabs.ongoing).toEqual([orders[1], orders[5]]);
    expect(tabs.completed).toEqual([orders[2]]);
    expect(tabs.cancelled).toEqual([orders[3]]);
    expect(tabs.pending).toEqual([orders[4]]);
  });
});

describe("active orders ('My Hub'): the purchases still being paid for, pending and ongoing", () => {
  it.each([
    [{ pending: 0, ongoing: 0, completed: 0, cancelled: 0 }, 0],
    [{ pending: 1, ongoing: 0, completed: 0, cancelled: 0 }, 1],
    [{ pending: 0, ongoing: 2, completed: 0, cancelled: 0 }, 2],
    [{ pending: 2, ongoing: 3, completed: 4, cancelled: 5 }, 5],
  ])('tab counts %o: %i active', (counts, active) => {
    expect(activeOrdersCount(counts)).toBe(active);
  });

  it('property: counts the paid orders with instalments left that are not cancelled', () => {
    const facts = fc.record({
      status: fc.constantFrom('awaiting_payment', 'paid', 'expired', 'cancelled', 'refund_due'),
      instalmentCount: fc.integer({ min: 0, max: 12 }),
      instalmentsCompleted: fc.integer({ min: 0, max: 12 }),
      mandateStatus: fc.constantFrom<MandateStatus | null>('pending', 'active', 'revoked', 'refused', null),
      refunded: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(facts, { maxLength: 20 }), (orders) => {
        const tabs = groupPurchases(orders);
        const counts = { pending: tabs.pending.length, ongoing: tabs.ongoing.length };
        const beingPaidFor = orders.filter(
          (o) => o.status === 'paid' && !o.refunded && instalmentsLeft(o) > 0,
        ).length;
        expect(activeOrdersCount(counts)).toBe(beingPaidFor);
      }),
    );
  });
});

const rows = (...statuses: InstalmentRowStatus[]) => statuses.map((status, number) => ({ number, status }));

describe('instalment dots: completed black, current yellow (next one due), failed red, pending grey', () => {
  it.each([
    [rows('unpaid', 'unpaid', 'unpaid'), ['current', 'pending', 'pending']],
    [rows('paid', 'unpaid', 'unpaid'), ['completed', 'current', 'pending']],
    [rows('paid', 'paid', 'paid'), ['completed', 'completed', 'completed']],
    [rows('paid', 'failed', 'unpaid', 'unpaid'), ['completed', 'failed', 'current', 'pending']],
    [rows('paid', 'failed', 'failed'), ['completed', 'failed', 'failed']],
    [rows('paid', 'paid', 'unpaid'), ['completed', 'completed', 'current']],
    [[], []],
  ] as const)('%j: %j', (schedule, dots) => {
    expect(instalmentDotStates(schedule)).toEqual(dots);
  });

  it('finds the next one due by number, whatever order the rows come in', () => {
    const schedule = [
      { number: 3, status: 'unpaid' },
      { number: 1, status: 'paid' },
      { number: 2, status: 'unpaid' },
    ] as const;
    expect(instalmentDotStates(schedule)).toEqual(['pending', 'completed', 'current']);
  });

  it('property: one dot per row, at most one current, and it is the lowest unpaid number', () => {
    const status = fc.constantFrom<InstalmentRowStatus>('paid', 'failed', 'unpaid');
    fc.assert(
      fc.property(fc.array(status, { maxLength: 30 }), (statuses) => {
        const dots = instalmentDotStates(rows(...statuses));
        expect(dots).toHaveLength(statuses.length);
        const currents = dots.flatMap((dot, i) => (dot === 'current' ? [i] : []));
        const firstUnpaid = statuses.indexOf('unpaid');
        expect(currents).toEqual(firstUnpaid === -1 ? [] : [firstUnpaid]);
        statuses.forEach((s, i) => {
          if (s === 'paid') expect(dots[i]).toBe('completed');
          if (s === 'failed') expect(dots[i]).toBe('failed');
          if (s === 'unpaid' && i !== firstUnpaid) expect(dots[i]).toBe('pending');
        });
      }),
    );
  });
});

describe('a dot is decided once, where the schedule is, and read back as it came', () => {
  const row = (number: number, status: InstalmentRowStatus) => ({
    number,
    dueDate: `2026-0${number + 1}-02`,
    amountKobo: kobo(1_250_000),
    status,
  });

  it('the server gives each row its dot', () => {
    expect(instalmentDots([row(0, 'paid'), row(1, 'failed'), row(2, 'unpaid'), row(3, 'unpaid')])).toEqual([
      { ...row(0, 'paid'), dot: 'completed' },
      { ...row(1, 'failed'), dot: 'failed' },
      { ...row(2, 'unpaid'), dot: 'current' },
      { ...row(3, 'unpaid'), dot: 'pending' },
    ]);
  });

  it('the screens read the same dots and rows back from the states alone, computing nothing again', () => {
    const sent = instalmentDots([row(0, 'paid'), row(1, 'failed'), row(2, 'unpaid'), row(3, 'unpaid')]);
    const read = sent.map(({ status: _, dot, ...rest }) => instalmentDotFromState(rest, dot));
    expect(read).toEqual(sent);
  });
});
