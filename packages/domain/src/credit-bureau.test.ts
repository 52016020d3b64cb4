import { describe, expect, it } from 'vitest';
import { accountDaysPastDue, type BureauAccount, bureauFile, bureauStatus, monthEnd } from './credit-bureau';
import { kobo } from './money';

const account = (change: Partial<BureauAccount> = {}): BureauAccount => ({
  accountId: 'OJA-AB12CD34',
  openedOn: '2030-01-01',
  amountKobo: kobo(12_062_500),
  balanceKobo: kobo(8_041_667),
  oldestUnpaidDue: null,
  writtenOff: false,
  ...change,
});

describe('the month a file reports', () => {
  it.each([
    ['2030-02', '2030-02-28'],
    ['2032-02', '2032-02-29'],
    ['2030-12', '2030-12-31'],
    ['2030-13', null],
    ['March', null],
  ])('%s ends on %s', (month, end) => {
    expect(monthEnd(month)).toBe(end);
  });
});

describe('days past due and the status', () => {
  it('counts from the oldest unpaid instalment’s due date, as the portfolio does', () => {
    expect(accountDaysPastDue(null, '2030-03-31')).toBe(0);
    expect(accountDaysPastDue('2030-03-31', '2030-03-31')).toBe(0);
    expect(accountDaysPastDue('2030-03-01', '2030-03-31')).toBe(30);
  });
  it.each([
    [account(), 'performing'],
    [account({ oldestUnpaidDue: '2030-03-01' }), 'past-due'],
    [account({ oldestUnpaidDue: '2030-03-01', writtenOff: true }), 'written-off'],
  ] as const)('%j is %s', (row, status) => {
    expect(bureauStatus(row, '2030-03-31')).toBe(status);
  });
});

describe('the file', () => {
  it('is a header and one line per account, naira with two decimals, CRLF', () => {
    const file = bureauFile('2030-03', [
      account(),
      account({
        accountId: 'OJA-ZZ99YY88',
        balanceKobo: kobo(5),
        oldestUnpaidDue: '2030-02-01',
        writtenOff: true,
      }),
    ]);
    expect(file).toBe(
      'ReportingMonth,AccountNumber,DateOpened,FacilityAmountNGN,CurrentBalanceNGN,DaysPastDue,AccountStatus\r\n' +
        '2030-03,OJA-AB12CD34,2030-01-01,120625.00,80416.67,0,Performing\r\n' +
        '2030-03,OJA-ZZ99YY88,2030-01-01,120625.00,0.05,58,WrittenOff\r\n',
    );
  });
  it('refuses a month it cannot read', () => {
    expect(() => bureauFile('2030-3', [])).toThrow(RangeError);
  });
});
