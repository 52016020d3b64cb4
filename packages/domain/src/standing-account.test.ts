import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Kobo, kobo } from './money';
import { allocateStandingTransfer, compareOwedInstalments, type OwedInstalment } from './standing-account';

const DAY = 86_400_000;
const older = Date.UTC(2026, 9, 1);
const newer = Date.UTC(2026, 10, 1);
const owed = (
  orderNumber: string,
  instalmentNumber: number,
  dueDate: string,
  outstanding: number,
  orderPlacedAt = orderNumber === 'OJA-1' ? older : newer,
): OwedInstalment => ({
  orderNumber,
  orderPlacedAt,
  instalmentNumber,
  dueDate,
  outstandingKobo: kobo(outstanding),
});

/** Two orders: OJA-1 (older) and OJA-2, with instalments of ₦10,000 and ₦5,000; OJA-2's second part-paid. */
const SHOPPER = [
  owed('OJA-2', 2, '2026-12-12', 300_000),
  owed('OJA-1', 3, '2026-12-19', 1_000_000),
  owed('OJA-2', 1, '2026-12-05', 500_000),
  owed('OJA-1', 2, '2026-12-05', 1_000_000),
];

describe('a transfer to the standing account pays the oldest due instalment first, then the next', () => {
  it('orders by due date, then the order placed first, then the instalment number', () => {
    expect(
      [...SHOPPER].sort(compareOwedInstalments).map((i) => `${i.orderNumber}#${i.instalmentNumber}`),
    ).toEqual(['OJA-1#2', 'OJA-2#1', 'OJA-2#2', 'OJA-1#3']);
    expect(
      compareOwedInstalments(owed('OJA-1', 1, '2026-12-05', 1), owed('OJA-1', 2, '2026-12-05', 1)),
    ).toBeLessThan(0);
  });

  it.each<[string, number, Array<[string, number, number, boolean, number]>, number]>([
    ['exactly the oldest', 1_000_000, [['OJA-1', 2, 1_000_000, true, 0]], 0],
    [
      'less than the oldest: it stays due with its remainder',
      250_000,
      [['OJA-1', 2, 250_000, false, 750_000]],
      0,
    ],
    [
      'the oldest and part of the next',
      1_200_000,
      [
        ['OJA-1', 2, 1_000_000, true, 0],
        ['OJA-2', 1, 200_000, false, 300_000],
      ],
      0,
    ],
    [
      'more than everything owed: all paid, the surplus refunded',
      3_000_000,
      [
        ['OJA-1', 2, 1_000_000, true, 0],
        ['OJA-2', 1, 500_000, true, 0],
        ['OJA-2', 2, 300_000, true, 0],
        ['OJA-1', 3, 1_000_000, true, 0],
      ],
      200_000,
    ],
  ])('%s', (_, amount, expected, refund) => {
    const { allocations, refundKobo } = allocateStandingTransfer(SHOPPER, kobo(amount));
    expect(
      allocations.map((a) => [
        a.orderNumber,
        a.instalmentNumber,
        a.amountKobo,
        a.paidInFull,
        a.remainderKobo,
      ]),
    ).toEqual(expected);
    expect(refundKobo).toBe(refund);
  });

  it('refunds everything when nothing is owed, and skips instalments already paid', () => {
    expect(allocateStandingTransfer([], kobo(50_000))).toEqual({ allocations: [], refundKobo: 50_000 });
    expect(allocateStandingTransfer([owed('OJA-1', 1, '2026-12-01', 0)], kobo(50_000)).refundKobo).toBe(
      50_000,
    );
  });

  it.each([0, -5, 2.5])('refuses a transfer of %s kobo', (amount) => {
    expect(() => allocateStandingTransfer(SHOPPER, amount as Kobo)).toThrow(RangeError);
  });
});

describe('properties', () => {
  const instalments = fc.array(
    fc.record({
      orderNumber: fc.constantFrom('OJA-1', 'OJA-2', 'OJA-3'),
      orderPlacedAt: fc.integer({ min: older, max: older + 90 * DAY }),
      instalmentNumber: fc.integer({ min: 1, max: 12 }),
      dueDate: fc.constantFrom('2026-11-28', '2026-12-05', '2026-12-12', '2027-01-02'),
      outstandingKobo: fc.integer({ min: 0, max: 5_000_000 }).map(kobo),
    }),
    { maxLength: 10 },
  );

  it('allocated + refunded = received; no instalment is paid beyond what is outstanding; oldest first', () => {
    fc.assert(
      fc.property(instalments, fc.integer({ min: 1, max: 30_000_000 }).map(kobo), (list, amount) => {
        const { allocations, refundKobo } = allocateStandingTransfer(list, amount);
        const allocated = allocations.reduce((sum, a) => sum + a.amountKobo, 0);
        expect(allocated + refundKobo).toBe(amount);
        expect(refundKobo).toBeGreaterThanOrEqual(0);
        const owedTotal = list.reduce((sum, i) => sum + i.outstandingKobo, 0);
        expect(refundKobo).toBe(Math.max(0, amount - owedTotal));
        const sorted = [...list].sort(compareOwedInstalments).filter((i) => i.outstandingKobo > 0);
        allocations.forEach((allocation, i) => {
          const instalment = sorted[i] as OwedInstalment;
          expect(allocation.amountKobo).toBeGreaterThan(0);
          expect(allocation.amountKobo + allocation.remainderKobo).toBe(instalment.outstandingKobo);
          // Only the last instalment reached may be left part-paid.
          if (i < allocations.length - 1) expect(allocation.paidInFull).toBe(true);
        });
      }),
    );
  });
});
