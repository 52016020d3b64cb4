import fc from 'fast-check';
import { flesch } from 'flesch';
import { syllable } from 'syllable';
import { describe, expect, it } from 'vitest';
import { cartLinePaymentOptions } from './cart';
import { orderTotal } from './checkout';
import {
  COMPLAINT_ANSWERED_WITHIN_HOURS,
  KEY_FACTS_VERSION,
  keyFactsHash,
  keyFactsNaira,
  keyFactsSections,
  keyFactsStatement,
} from './key-facts';
import { formatKobo, type Kobo, kobo } from './money';
import { buildOrderSchedule } from './order-rules';
import { PAYMENT_PLAN_TYPES, type PaymentPlanType } from './payment-options';
import { instalmentQuote } from './quote';
import { shippingOption } from './shipping';

const TODAY = '2026-11-26';
const standard = shippingOption('standard');
const express = shippingOption('express');
if (!standard || !express) throw new Error('the shop has standard and express delivery');

/** The ₦265,000 tablet of issue 27, 40% down; on sale it is ₦239,999.99. */
const TABLET = kobo(26_500_000);
const TABLET_ON_SALE = kobo(23_999_999);

function quoted(lineTotal: Kobo, plan: PaymentPlanType, shipping = standard ?? express) {
  const options = cartLinePaymentOptions({
    unitPrice: lineTotal,
    quantity: 1,
    minimumDownPaymentPercentage: 40,
  });
  const result = instalmentQuote(
    [{ lineTotal, plan, options }],
    shipping as NonNullable<typeof standard>,
    TODAY,
  );
  if (!result.ok) throw new Error(result.error);
  return result.quote;
}

/**
 * Flesch reading ease of the statement's words, each line a sentence. The list of instalments ('Instalment 3:
 * ₦30,229.17 on 26 February 2027.', up to 180 of them) is a table, not prose, and is left out: a formula for
 * sentences says nothing of it. A figure ('₦30,229.17', '2026') counts as three syllables, roughly as it is
 * read aloud, so that numbers do not flatter the score.
 */
function readingEase(statementText: string): number {
  const text = statementText
    .split('\n')
    .filter((line) => !/^Instalment \d+: /.test(line))
    .join('\n');
  const sentences = text.split(/\n+|(?<=[.!?])\s+/).filter((s) => /\w/.test(s));
  const words = text.split(/\s+/).filter((w) => /\w/.test(w));
  const syllables = words.reduce((sum, w) => sum + (/[a-z]/i.test(w) ? Math.max(1, syllable(w)) : 3), 0);
  return flesch({ sentence: sentences.length, word: words.length, syllable: syllables });
}

describe('keyFactsStatement: the key facts are the schedule checkout charges, to the kobo', () => {
  it.each([
    ['monthly', TABLET, standard, 10_600_000, 6, 3_022_917],
    ['weekly', TABLET, standard, 10_600_000, 24, 755_730],
    ['daily', TABLET, standard, 10_600_000, 180, 100_764],
    ['monthly', TABLET_ON_SALE, express, 9_600_000, 6, 0],
  ] as const)(
    '%s plan of %i kobo: the statement is the quote’s schedule',
    (plan, price, shipping, down, count, first) => {
      const quote = quoted(price, plan, shipping);
      const statement = keyFactsStatement(quote);
      expect(statement.price).toEqual({
        items: quote.totals.subtotal,
        vat: quote.totals.vat,
        delivery: quote.totals.shipping,
        total: quote.totals.total,
      });
      expect(statement.downPayment).toEqual(quote.schedule.firstPayment);
      expect(statement.downPayment.amount).toBe(down);
      expect(statement.instalments).toEqual(quote.schedule.instalments);
      expect(statement.instalmentCount).toBe(count);
      if (first) expect(statement.instalments[0]?.amount).toBe(first);
      expect(statement.totalToPay).toBe(quote.totals.total);
      expect(statement.costOfCredit).toBe(0);
      expect(statement.plan).toBe(plan);
      // Each instalment's amount and date is in the text, in the shop's money format.
      for (const payment of statement.instalments) {
        expect(statement.text).toContain(`Instalment ${payment.number}: ${formatKobo(payment.amount)} on `);
      }
      expect(statement.text).toContain(`Total you will pay: ${formatKobo(quote.totals.total)}.`);
      expect(statement.text).toContain('Total cost of credit: ₦0. That is zero naira.');
    },
  );

  it('the ₦265,000 tablet monthly with VAT and standard delivery reads as a shopper would check it', () => {
    const statement = keyFactsStatement(quoted(TABLET, 'monthly'));
    expect(statement.text).toContain('Price of the items: ₦265,000.');
    expect(statement.text).toContain('VAT: ₦19,875.');
    expect(statement.text).toContain('Delivery: ₦2,500.');
    expect(statement.text).toContain(
      'You pay ₦106,000 today, on 26 November 2026, by card, bank transfer or USSD.',
    );
    expect(statement.text).toContain('Then you pay 6 instalments, one each month, by direct debit');
    expect(statement.text).toContain('Instalment 1: ₦30,229.17 on 26 December 2026.');
    expect(statement.text).toContain('Instalment 6: ₦30,229.16 on 26 May 2027.');
    expect(statement.text).toContain('Total you will pay: ₦287,375.');
  });

  it('names the ways to pay (issue 44): card, bank transfer or USSD today and early, the standing account for instalments', () => {
    const statement = keyFactsStatement(quoted(TABLET, 'weekly'));
    const howYouPay = statement.sections.find((section) => section.heading === 'How you pay');
    expect(howYouPay?.lines).toContain(
      'You can also pay any instalment yourself by bank transfer to your own Oja account number, shown on your order in My purchases. Money sent there pays your oldest unpaid instalment first.',
    );
    expect(statement.text).toContain(
      'You can pay off all or part of what you owe at any time, from My purchases, by card, bank transfer or USSD.',
    );
    expect(statement.text).toContain(
      'If a debit fails, we tell you by email and text message, with your Oja account number and the amount, so you can pay it by bank transfer.',
    );
    // Paid in full today: no instalments, so no standing account to name.
    expect(keyFactsStatement(quoted(TABLET, 'full')).text).not.toContain('Oja account number');
  });

  it('names every charge that could apply: no interest, set-up, failed-debit or early-payment fee; the late charge', () => {
    const statement = keyFactsStatement(quoted(TABLET, 'weekly'));
    expect(statement.charges.map((c) => [c.name, c.amount === 'None'])).toEqual([
      ['Interest', true],
      ['Fees to set up the plan', true],
      ['Fee for a failed debit', true],
      ['Fee to pay early', true],
      ['Late payment charge', false],
    ]);
    expect(statement.text).toContain('Late payment charge: 1% of the late instalment for each week');
    expect(statement.text).toContain('There is no charge for paying early.');
    expect(statement.text).toContain('We try the debit again 1, 3 and 7 days after it failed.');
    expect(statement.text).toContain('it still uses your credit limit');
    expect(statement.text).toContain(
      `We will give you an answer within ${COMPLAINT_ANSWERED_WITHIN_HOURS} hours.`,
    );
    expect(statement.text).toContain('Federal Competition and Consumer Protection Commission (FCCPC)');
  });

  it('a cart paid in full: everything today, no credit and no charge, said in words', () => {
    const statement = keyFactsStatement(quoted(TABLET, 'full'));
    expect(statement.plan).toBe('full');
    expect(statement.instalments).toEqual([]);
    expect(statement.downPayment.amount).toBe(28_737_500);
    expect(statement.text).toContain(
      'You pay ₦287,375 today, on 26 November 2026, by card, bank transfer or USSD. That is all you pay.',
    );
    expect(statement.text).toContain('there is no credit. Total cost of credit: ₦0. That is zero naira.');
    expect(statement.text).not.toContain('Late payment charge');
  });

  it('is versioned, and its hash is the SHA-256 of its exact text', () => {
    const statement = keyFactsStatement(quoted(TABLET, 'monthly'));
    expect(statement.version).toBe(KEY_FACTS_VERSION);
    expect(statement.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(statement.hash).toBe(keyFactsHash(statement.text));
    // The SHA-256 of 'abc', from FIPS 180-2: the hash is the standard one, so any tool can check it.
    expect(keyFactsHash('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    // A kobo or a day moved is another statement.
    expect(keyFactsStatement(quoted(kobo(TABLET + 1), 'monthly')).hash).not.toBe(statement.hash);
  });

  it.each(PAYMENT_PLAN_TYPES)(
    'the %s statement reads easily: Flesch reading ease of at least 60 (a secondary-school leaver)',
    (plan) => {
      const ease = readingEase(keyFactsStatement(quoted(TABLET, plan)).text);
      expect(ease).toBeGreaterThanOrEqual(60);
    },
  );

  it('the stored text reads back as the same sections (an order page shows what was accepted)', () => {
    for (const plan of PAYMENT_PLAN_TYPES) {
      const statement = keyFactsStatement(quoted(TABLET, plan));
      expect(keyFactsSections(statement.text)).toEqual(statement.sections);
    }
  });

  it('formats naira as formatKobo does, without Intl', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (amount) => {
        expect(keyFactsNaira(kobo(amount))).toBe(formatKobo(kobo(amount)));
      }),
    );
  });

  it('for generated carts the statement’s total to pay is the order total checkout charges', () => {
    const line = fc.record({
      price: fc.integer({ min: 100, max: 200_000_000 }),
      quantity: fc.integer({ min: 1, max: 5 }),
      minimum: fc.integer({ min: 35, max: 60 }),
      plan: fc.constantFrom<PaymentPlanType>(...PAYMENT_PLAN_TYPES),
    });
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 4 }),
        fc.constantFrom(standard, express),
        (lines, shipping) => {
          // Full may be mixed with one instalment plan: the first line's instalment plan is the cart's.
          const plan = lines.find((l) => l.plan !== 'full')?.plan ?? 'full';
          const scheduleLines = lines.map((l) => {
            const lineTotal = kobo(l.price * l.quantity);
            return {
              lineTotal,
              plan: l.plan === 'full' ? ('full' as const) : plan,
              options: cartLinePaymentOptions({
                unitPrice: kobo(l.price),
                quantity: l.quantity,
                minimumDownPaymentPercentage: l.minimum,
              }),
            };
          });
          const totals = orderTotal(
            kobo(scheduleLines.reduce((s, l) => s + l.lineTotal, 0)),
            shipping.amount,
          );
          const built = buildOrderSchedule(scheduleLines, totals.total, TODAY);
          if (!built.ok) throw new Error(built.error);
          const statement = keyFactsStatement({ totals, schedule: built.schedule });
          expect(statement.totalToPay).toBe(totals.total);
          expect(statement.totalToPay).toBe(built.schedule.total);
          expect(statement.costOfCredit).toBe(0);
          expect(statement.instalments.length).toBe(built.schedule.instalmentCount);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('keyFactsStatement: figures it has no example of in the shop today', () => {
  it('states a cost of credit above ₦0 in naira, were a schedule to cost more than the cash price', () => {
    const quote = quoted(TABLET, 'monthly');
    const dearer = { ...quote, totals: { ...quote.totals, total: kobo(quote.totals.total - 1_000_000) } };
    const statement = keyFactsStatement(dearer);
    expect(statement.costOfCredit).toBe(1_000_000);
    expect(statement.text).toContain('Total cost of credit: ₦10,000.');
  });

  it('shows a date it cannot read as it was given, never a made-up one', () => {
    const quote = quoted(TABLET, 'monthly');
    const odd = {
      ...quote,
      schedule: { ...quote.schedule, firstPayment: { ...quote.schedule.firstPayment, date: 'soon' } },
    };
    expect(keyFactsStatement(odd).text).toContain('today, on soon, by card');
  });
});
