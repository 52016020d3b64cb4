import { describe, expect, it } from 'vitest';
import {
  cutBankAccountName,
  cutOrderItemText,
  cutProductName,
  cutShortletTitle,
  cutText,
  downPaymentLabel,
  isInStock,
  parseDownPaymentPercentage,
  pluralizeItems,
} from './product';

describe('product names longer than 50 characters are cut to the first 30 plus an ellipsis', () => {
  it('keeps a name of exactly 50 characters whole', () => {
    const name = 'x'.repeat(50);
    expect(cutProductName(name)).toBe(name);
  });

  it('cuts a name of 51 characters to 30 and an ellipsis', () => {
    const name = `Samsung Galaxy A15 128GB Dual SIM ${'x'.repeat(17)}`;
    expect(name).toHaveLength(51);
    expect(cutProductName(name)).toBe('Samsung Galaxy A15 128GB Dual…');
  });

  it('never splits a character made of two code units', () => {
    expect(cutText('₦😀😀😀', 2, 2)).toBe('₦😀…');
  });

  it('treats a missing name as empty', () => {
    expect(cutText(undefined as unknown as string, 5)).toBe('');
  });
});

describe("minimum down payment shows as 'N% down payment', or 'Full payment' when 100", () => {
  it.each([
    [35, '35% down payment'],
    [40, '40% down payment'],
    [60, '60% down payment'],
    [100, 'Full payment'],
  ])('%s → %s', (value, label) => {
    expect(downPaymentLabel(value)).toBe(label);
  });
});

describe("the wire's minimumDownPaymentPercentage (a string) is read as a percentage; unreadable is full payment", () => {
  it.each([
    ['35', 35],
    [' 60 ', 60],
    ['100', 100],
    ['', 100],
    ['abc', 100],
    ['0', 100],
    ['150', 100],
    [null, 100],
    [undefined, 100],
    [50, 100],
  ])('%j → %i', (value, pct) => {
    expect(parseDownPaymentPercentage(value)).toBe(pct);
  });
});

describe("inStock is available when 'true' or '1'", () => {
  it.each([
    ['true', true],
    ['1', true],
    ['TRUE', true],
    [true, true],
    [1, true],
    ['false', false],
    ['0', false],
    ['', false],
    [null, false],
  ])('%s → %s', (value, available) => {
    expect(isInStock(value)).toBe(available);
  });
});

describe('item or items', () => {
  it.each([
    [0, 'items'],
    [1, 'item'],
    [2, 'items'],
  ])('%i %s', (count, word) => {
    expect(pluralizeItems(count)).toBe(word);
  });
});

describe('short-let titles are cut at 27 characters, bank account names at 19, order item text at 50', () => {
  it.each([
    ['a short-let title', cutShortletTitle, 27],
    ['a bank account name', cutBankAccountName, 19],
    ['an order item name or about text', cutOrderItemText, 50],
  ])('keeps %s at the limit whole and cuts one character longer', (_what, cut, limit) => {
    const atLimit = 'a'.repeat(limit);
    expect(cut(atLimit)).toBe(atLimit);
    expect(cut(`${atLimit}b`)).toBe(`${atLimit}…`);
  });

  it('cuts a real bank account name the way the account picker shows it', () => {
    expect(cutBankAccountName('ADEBAYO OLUWASEUN CHUKWUEMEKA')).toBe('ADEBAYO OLUWASEUN C…');
  });
});
