import {
  ASSET_RECOVERY_AFTER_DAYS_LATE,
  formatKobo,
  INSTALMENT_COUNTS,
  LATE_FEE_CAP_PERCENT,
  LATE_FEE_RATE_PER_WEEK_PERCENT,
  MANDATE_CANCEL_NOTICE_BUSINESS_DAYS,
  MARKETING_MINIMUM_DOWN_PAYMENT_PERCENT,
  MAXIMUM_DOWN_PAYMENT_PERCENT,
  TIER_LIMITS,
  VAT_BASIS_POINTS,
} from '@oja/domain';
import { pageLink, supportEmail, supportPhone } from './links';
import type { StaticPageContent } from './types';

const vat = `${VAT_BASIS_POINTS / 100}%`;

/** Oja's terms of use: 23 numbered sections, written for Oja from the spec's section 9. */
export const termsOfUsePage: StaticPageContent = {
  title: 'Terms of use',
  lastUpdated: { text: 'July 7th, 2025', date: '2025-07-07' },
  intro: [
    'These terms explain how Oja works and what we and you agree to when you use it. Please read them before you buy. If something is not clear, ask us before you order.',
  ],
  numbered: true,
  sections: [
    {
      id: 'about-these-terms',
      heading: 'About these terms',
      blocks: [
        '“Oja”, “we” and “us” mean Oja Marketplace Ltd, a company registered in Nigeria. “You” means the person using Oja. When you create an account or place an order, you accept these terms.',
      ],
    },
    {
      id: 'who-we-are',
      heading: 'Who we are',
      blocks: [
        'Oja is an online market. Vendors list their goods on Oja, and you can pay in full or in instalments. We run the website, take payments and help when something goes wrong.',
      ],
    },
    {
      id: 'eligibility',
      heading: 'Who can use Oja',
      blocks: [
        'You must be at least 18 years old and live in Nigeria. To buy in instalments you also need a Nigerian bank account in your own name and a Bank Verification Number (BVN).',
      ],
    },
    {
      id: 'your-account',
      heading: 'Your account',
      blocks: [
        'Give us true details and keep them up to date. Keep your password to yourself. You are responsible for what happens on your account, so tell us at once if you think someone else has used it.',
      ],
    },
    {
      id: 'verification',
      heading: 'Checking who you are',
      blocks: [
        [
          'Before you buy on credit, we verify your home address and check your debt profile with your BVN. We give you an answer within 24 hours. You can start from ',
          pageLink('Account verification', 'verification'),
          '.',
        ],
      ],
    },
    {
      id: 'spending-tiers',
      heading: 'Spending tiers',
      blocks: [
        `Everyone starts on Tier 1, with instalment purchases up to ${formatKobo(TIER_LIMITS[1])}. When you verify your income you can move to Tier 2, with instalment purchases up to ${formatKobo(TIER_LIMITS[2])}. We may decline or lower a tier when the checks do not support it.`,
      ],
    },
    {
      id: 'prices',
      heading: 'Prices, VAT and shipping',
      blocks: [
        `All prices are in naira (₦). At checkout we add VAT at ${vat} of the subtotal and shipping. The total you see before you pay is the total you owe.`,
      ],
    },
    {
      id: 'orders',
      heading: 'Placing an order',
      blocks: [
        'Your order is placed when your first payment succeeds. If an item is out of stock or the price was shown wrongly, we tell you and refund anything you paid for it.',
      ],
    },
    {
      id: 'down-payment',
      heading: 'Down payment',
      blocks: [
        `An instalment purchase starts with a down payment by card at checkout. It is usually ${MARKETING_MINIMUM_DOWN_PAYMENT_PERCENT}% or 50% of the price, and never more than ${MAXIMUM_DOWN_PAYMENT_PERCENT}%. Each item shows its own down payment.`,
      ],
    },
    {
      id: 'instalments',
      heading: 'Paying in instalments',
      blocks: [
        'You choose how to spread the rest of the price:',
        {
          list: [
            `monthly, in ${INSTALMENT_COUNTS.monthly} payments;`,
            `weekly, in ${INSTALMENT_COUNTS.weekly} payments;`,
            `daily, in ${INSTALMENT_COUNTS.daily} payments.`,
          ],
        },
        'Your payment schedule shows every date and amount. You can see it at any time under Purchases.',
      ],
    },
    {
      id: 'direct-debit',
      heading: 'Direct debit',
      blocks: [
        'Instalments are collected by direct debit from the bank account you link. We debit on the agreed dates. If a date is not a business day, we debit on the next business day.',
        `Tell us about a change of account or card at least ${MANDATE_CANCEL_NOTICE_BUSINESS_DAYS} business days before the next debit. Changes to the mandate, or cancelling it, need at least ${MANDATE_CANCEL_NOTICE_BUSINESS_DAYS} business days’ notice. Cancelling the mandate does not cancel what you owe.`,
      ],
    },
    {
      id: 'global-standing-instruction',
      heading: 'Global Standing Instruction',
      blocks: [
        'When you set up direct debit you also give a Global Standing Instruction (GSI), under the rules of the Central Bank of Nigeria. If you default, the GSI allows overdue amounts to be recovered from your other bank accounts linked to your BVN. We only recover what is overdue, and we tell you each time.',
      ],
    },
    {
      id: 'late-payment',
      heading: 'Late payment and default',
      blocks: [
        `A late instalment attracts a late payment charge of ${LATE_FEE_RATE_PER_WEEK_PERCENT}% of the instalment for each week or part of a week it is late, up to ${LATE_FEE_CAP_PERCENT}%. If you default, we may:`,
        {
          list: [
            'suspend your use of Oja;',
            'add late fees;',
            'refer the debt to a recovery agent;',
            'report the debt to licensed credit bureaus;',
            'end your account and these terms.',
          ],
        },
      ],
    },
    {
      id: 'asset-recovery',
      heading: 'Asset recovery',
      blocks: [
        `If an instalment is more than ${ASSET_RECOVERY_AFTER_DAYS_LATE} days late, we may start to recover the item, as the law allows. We contact you before we start. If you are having trouble paying, talk to us early; it is easier to agree a way forward before a payment is late.`,
      ],
    },
    {
      id: 'delivery',
      heading: 'Delivery',
      blocks: [
        'We deliver to the address you give at checkout. Check your item when it arrives. Someone must be there to receive it; if nobody is, we try again or ask you to pick it up.',
      ],
    },
    {
      id: 'returns',
      heading: 'Returns and refunds',
      blocks: [
        [
          'Report a problem with an item within 24 hours of delivery. Once a return is accepted, your refund reaches you in 7 to 14 business days. The ',
          pageLink('refunds and returns policy', 'refundsReturns'),
          ' gives the details.',
        ],
      ],
    },
    {
      id: 'warranty',
      heading: 'Warranty',
      blocks: [
        'Every new item sold on Oja comes with a vendor warranty of at least 1 year. Keep your order number; it is your proof of purchase.',
      ],
    },
    {
      id: 'vendors',
      heading: 'Vendors on Oja',
      blocks: [
        [
          'Vendors must follow our ',
          pageLink('marketplace guidelines', 'marketplaceGuidelines'),
          '. When a vendor lets you down, our ',
          pageLink('buyer protection', 'buyerVendorProtection'),
          ' helps you get your money back.',
        ],
      ],
    },
    {
      id: 'fair-use',
      heading: 'Using Oja fairly',
      blocks: [
        'Do not use Oja to break the law, to deceive anyone, or to buy with details that are not yours. Do not try to disturb the website or reach other people’s accounts. We may close an account that does.',
      ],
    },
    {
      id: 'your-data',
      heading: 'Your data',
      blocks: [
        [
          'We use your data to run your account, your orders and your repayments. We keep it for the repayment term plus up to 6 years, as the law requires. Our ',
          pageLink('privacy policy', 'privacyPolicy'),
          ' explains what we collect and your rights.',
        ],
      ],
    },
    {
      id: 'liability',
      heading: 'Our responsibility to you',
      blocks: [
        'We take care to keep Oja working and your information correct. We are responsible for loss we cause by breaking these terms, where it was foreseeable. Nothing in these terms takes away your rights under Nigerian consumer law.',
      ],
    },
    {
      id: 'complaints',
      heading: 'Complaints',
      blocks: [
        [
          'Write to ',
          supportEmail,
          ' or call ',
          supportPhone,
          '. We acknowledge every complaint within 48 hours and answer within 7 business days. If you are not satisfied, you can take it to the Federal Competition and Consumer Protection Commission.',
        ],
      ],
    },
    {
      id: 'changes',
      heading: 'Changes and the law that applies',
      blocks: [
        'We may change these terms. We tell you at least 14 days before a change takes effect. The laws of the Federal Republic of Nigeria apply to these terms.',
      ],
    },
  ],
};
