import { describe, expect, it } from 'vitest';
import { kobo } from './money';
import {
  type MoneyInLine,
  type ReconciliationKind,
  readSettlementCsv,
  reconcile,
  reconciliationReason,
  SETTLEMENT_CSV_HEADER_INVALID,
  SETTLEMENT_CSV_MAX_ROWS,
  SETTLEMENT_CSV_TOO_MANY_ROWS,
  SETTLEMENT_CSV_UNREADABLE,
  summariseReconciliation,
} from './reconciliation';

const line = (reference: string, amount: number, paidAt = '2026-03-02T10:00:00.000Z'): MoneyInLine => ({
  reference,
  amountKobo: kobo(amount),
  paidAt,
});

describe('each reference of either book is one line, matched by reference, amount in kobo and date', () => {
  it.each<[string, MoneyInLine[], MoneyInLine[], [string, ReconciliationKind][]]>([
    ['both books agree', [line('A', 500)], [line('A', 500)], [['A', 'matched']]],
    ['the provider has what Oja does not', [line('A', 500)], [], [['A', 'provider-only']]],
    ['Oja has what the provider does not', [], [line('A', 500)], [['A', 'oja-only']]],
    ['one kobo apart', [line('A', 501)], [line('A', 500)], [['A', 'amount-differs']]],
    [
      'paid late in the evening, settled the next day',
      [line('A', 500, '2026-03-03T00:30:00.000Z')],
      [line('A', 500, '2026-03-02T22:59:00.000Z')],
      [['A', 'matched']],
    ],
    [
      'booked on days apart',
      [line('A', 500, '2026-03-05T10:00:00.000Z')],
      [line('A', 500)],
      [['A', 'date-differs']],
    ],
    [
      'the provider reports one payment twice: the second is the provider’s alone',
      [line('A', 500), line('A', 500)],
      [line('A', 500)],
      [
        ['A', 'provider-only'],
        ['A', 'matched'],
      ],
    ],
    [
      'differences first, then matched, each by reference',
      [line('M2', 1), line('M1', 1), line('P', 1), line('D', 2)],
      [line('M1', 1), line('M2', 1), line('D', 1), line('O', 1)],
      [
        ['P', 'provider-only'],
        ['O', 'oja-only'],
        ['D', 'amount-differs'],
        ['M1', 'matched'],
        ['M2', 'matched'],
      ],
    ],
  ])('%s', (_, report, ledger, expected) => {
    expect(reconcile(report, ledger).map((l) => [l.reference, l.kind])).toEqual(expected);
  });

  it('keeps both amounts and dates, null where a book has nothing', () => {
    expect(reconcile([line('A', 700)], [line('A', 500), line('B', 300)])).toEqual([
      {
        kind: 'oja-only',
        reference: 'B',
        providerKobo: null,
        ojaKobo: 300,
        providerPaidAt: null,
        ojaPaidAt: '2026-03-02T10:00:00.000Z',
      },
      {
        kind: 'amount-differs',
        reference: 'A',
        providerKobo: 700,
        ojaKobo: 500,
        providerPaidAt: '2026-03-02T10:00:00.000Z',
        ojaPaidAt: '2026-03-02T10:00:00.000Z',
      },
    ]);
  });
});

describe('the day in figures', () => {
  it('counts each kind and totals what each book says came in', () => {
    const lines = reconcile(
      [line('A', 700), line('P', 100), line('M', 50)],
      [line('A', 500), line('O', 300), line('M', 50)],
    );
    expect(summariseReconciliation(lines)).toEqual({
      counts: { matched: 1, 'provider-only': 1, 'oja-only': 1, 'amount-differs': 1, 'date-differs': 0 },
      providerTotalKobo: 850,
      ojaTotalKobo: 850,
    });
  });
});

describe('a difference is closed with a reason', () => {
  it.each<[string, string, string | null]>([
    ['a reason, trimmed', '  refunded by the bank  ', 'refunded by the bank'],
    ['too short', ' ok ', null],
    ['too long', 'x'.repeat(501), null],
  ])('%s', (_, value, expected) => {
    expect(reconciliationReason(value)).toBe(expected);
  });
});

describe('the provider’s settlement report as CSV', () => {
  it('reads its lines by the columns the header names, in any order and case, others ignored', () => {
    const csv =
      'Currency,PAID_AT,Amount,Reference,fees\r\nNGN,2026-03-02T10:00:00Z,125000,OJA-1,1875\r\nNGN,2026-03-02T11:00:00+01:00,500,OJA-2,0\r\n';
    expect(readSettlementCsv(csv)).toEqual({
      kind: 'read',
      lines: [line('OJA-1', 125_000), line('OJA-2', 500)],
    });
  });

  it.each<[string, string, string]>([
    ['a quote left open', 'reference,amount,paid_at\n"OJA-1,5,2026-03-02', SETTLEMENT_CSV_UNREADABLE],
    ['no paid_at column', 'reference,amount\nOJA-1,5', SETTLEMENT_CSV_HEADER_INVALID],
    ['an empty file', '', SETTLEMENT_CSV_HEADER_INVALID],
  ])('refuses %s', (_, csv, message) => {
    expect(readSettlementCsv(csv)).toEqual({ kind: 'refused', message, problems: [] });
  });

  it('refuses more lines than one report holds', () => {
    const csv = `reference,amount,paid_at\n${'A,1,2026-03-02\n'.repeat(SETTLEMENT_CSV_MAX_ROWS + 1)}`;
    expect(readSettlementCsv(csv)).toMatchObject({ message: SETTLEMENT_CSV_TOO_MANY_ROWS });
  });

  it('names every line it cannot read, by its row in the file', () => {
    const csv = [
      'reference,amount,paid_at',
      ',5,2026-03-02T10:00:00Z',
      'A,12.50,2026-03-02T10:00:00Z',
      'B,0,2026-03-02T10:00:00Z',
      'C,5,yesterday',
      'D,5',
      'E,5,2026-03-02T10:00:00Z',
    ].join('\n');
    expect(readSettlementCsv(csv)).toEqual({
      kind: 'refused',
      message: 'Some lines cannot be read',
      problems: [
        { row: 2, message: 'The reference is empty' },
        { row: 3, message: 'The amount must be a whole number of kobo' },
        { row: 4, message: 'The amount must be a whole number of kobo' },
        { row: 5, message: 'paid_at must be a date and time (ISO 8601)' },
        { row: 6, message: 'paid_at must be a date and time (ISO 8601)' },
      ],
    });
  });
});
