import {
  formatKobo,
  INSTALMENT_COUNTS,
  MARKETING_MINIMUM_DOWN_PAYMENT_PERCENT,
  TIER_LIMITS,
} from '@oja/domain';
import { pageLink } from './links';
import type { StaticPageContent } from './types';

/** How to buy on Oja in 5 numbered steps (served at /buying-guide and /buying-policy). */
export const buyingGuidePage: StaticPageContent = {
  title: 'Buying guide',
  intro: ['Buying on Oja takes five steps. Do the first two once; after that, every purchase is quick.'],
  numbered: true,
  sections: [
    {
      id: 'create-account',
      heading: 'Create your account',
      blocks: [
        [
          pageLink('Sign up', 'signUp'),
          ' with your name, email and phone number, then enter the 4-digit code we send to your email. You can browse and fill your cart without an account, but you need one to pay.',
        ],
      ],
    },
    {
      id: 'get-verified',
      heading: 'Get verified',
      blocks: [
        [
          'To buy in instalments, verify your home address and your debt profile with your BVN under ',
          pageLink('Account verification', 'verification'),
          `. We answer within 24 hours. You start on Tier 1, with instalment purchases up to ${formatKobo(TIER_LIMITS[1])}; verify your income to reach Tier 2, up to ${formatKobo(TIER_LIMITS[2])}.`,
        ],
      ],
    },
    {
      id: 'choose-plan',
      heading: 'Choose your item and your plan',
      blocks: [
        'On the item’s page, choose how you want to pay:',
        {
          list: [
            'in full, at once;',
            `monthly, in ${INSTALMENT_COUNTS.monthly} payments;`,
            `weekly, in ${INSTALMENT_COUNTS.weekly} payments;`,
            `daily, in ${INSTALMENT_COUNTS.daily} payments.`,
          ],
        },
        'Every item in one cart uses the same plan. The page shows what each payment will be before you add the item.',
      ],
    },
    {
      id: 'pay-down-payment',
      heading: 'Check out and pay your down payment',
      blocks: [
        `At checkout, choose your delivery address and check your total, with VAT and shipping. Then pay your down payment by card: from ${MARKETING_MINIMUM_DOWN_PAYMENT_PERCENT}% of the price, or 50% on some items.`,
      ],
    },
    {
      id: 'set-up-direct-debit',
      heading: 'Set up direct debit',
      blocks: [
        [
          'Link your bank account and approve the direct debit. Each instalment is then taken on its date, and we email you before each one. Follow your order and your payments under ',
          pageLink('Purchases', 'purchases'),
          '. ',
          pageLink('How it works', 'howItWorks'),
          ' explains instalments in more detail.',
        ],
      ],
    },
  ],
};
