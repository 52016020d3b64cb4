import {
  ASSET_RECOVERY_AFTER_DAYS_LATE,
  DEBIT_RETRY_DAYS_AFTER_FAILURE,
  formatKobo,
  INSTALMENT_COUNTS,
  LATE_FEE_CAP_PERCENT,
  LATE_FEE_RATE_PER_WEEK_PERCENT,
  MARKETING_MINIMUM_DOWN_PAYMENT_PERCENT,
  MAXIMUM_DOWN_PAYMENT_PERCENT,
  TIER_LIMITS,
  VAT_BASIS_POINTS,
} from '@oja/domain';
import { pageLink } from './links';
import type { StaticPageContent } from './types';

const retryDays = DEBIT_RETRY_DAYS_AFTER_FAILURE.join(', ').replace(/, (\d+)$/, ' and $1');

/** How buying in instalments works: down payment, plan, direct debit, and what happens if a payment is late. */
export const howItWorksPage: StaticPageContent = {
  title: 'How it works',
  intro: [
    'Buy what you need today and pay for it small small. You pay part of the price now, and the rest is taken from your bank account by direct debit, on dates you know in advance.',
  ],
  numbered: false,
  sections: [
    {
      id: 'down-payment',
      heading: 'Pay a down payment',
      blocks: [
        `Your first payment is a down payment by card at checkout: ${MARKETING_MINIMUM_DOWN_PAYMENT_PERCENT}% of the price on most items, or 50% on some. It is never more than ${MAXIMUM_DOWN_PAYMENT_PERCENT}%. Each item shows its own down payment.`,
      ],
    },
    {
      id: 'choose-plan',
      heading: 'Choose daily, weekly or monthly',
      blocks: [
        'Spread the rest over about 6 months, the way your money comes in:',
        {
          list: [
            `daily: ${INSTALMENT_COUNTS.daily} small payments;`,
            `weekly: ${INSTALMENT_COUNTS.weekly} payments;`,
            `monthly: ${INSTALMENT_COUNTS.monthly} payments.`,
          ],
        },
        `Before you pay, you see every date and amount. The total includes VAT at ${VAT_BASIS_POINTS / 100}% and shipping; nothing is added later unless a payment is late.`,
      ],
    },
    {
      id: 'direct-debit',
      heading: 'Direct debit does the rest',
      blocks: [
        'After the down payment, you link your bank account and approve a direct debit. Each instalment is taken on its date. If a date falls on a weekend or public holiday, it is taken on the next business day. We email you before each debit and send a receipt after.',
      ],
    },
    {
      id: 'get-approved',
      heading: 'Get approved once',
      blocks: [
        [
          'Verify your home address and your BVN once; we answer within 24 hours. ',
          `You start on Tier 1, with instalment purchases up to ${formatKobo(TIER_LIMITS[1])}. Verify your income to reach Tier 2, up to ${formatKobo(TIER_LIMITS[2])}. Start from `,
          pageLink('Account verification', 'verification'),
          '.',
        ],
      ],
    },
    {
      id: 'missed-payment',
      heading: 'If a payment is missed',
      blocks: [
        `If a debit fails, we try again ${retryDays} days later. A late instalment attracts a charge of ${LATE_FEE_RATE_PER_WEEK_PERCENT}% for each week or part of a week it is late, at most ${LATE_FEE_CAP_PERCENT}%. After ${ASSET_RECOVERY_AFTER_DAYS_LATE} days late, Oja may start to recover the item, and under the Central Bank of Nigeria’s Global Standing Instruction the overdue amount can be recovered from your other bank accounts.`,
        'If you know you will miss a payment, talk to us early. We would rather find a way forward with you.',
      ],
    },
    {
      id: 'learn-more',
      heading: 'Learn more',
      blocks: [
        {
          list: [
            [pageLink('Buying guide', 'buyingGuide'), ': your first purchase, step by step'],
            [pageLink('Terms of use', 'termsOfUse'), ': the full rules for instalments and direct debit'],
            [pageLink('Refunds and returns', 'refundsReturns'), ': when something is wrong with your order'],
          ],
        },
      ],
    },
  ],
};
