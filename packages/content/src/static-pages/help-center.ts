import { MANDATE_CANCEL_NOTICE_BUSINESS_DAYS } from '@oja/domain';
import { pageLink, supportEmail, supportPhone } from './links';
import type { StaticPageContent } from './types';

/** Answers to everyday questions, grouped by topic, with a way to reach a person. */
export const helpCenterPage: StaticPageContent = {
  title: 'Help centre',
  intro: [
    'Find quick answers here. If your question is not answered, our customer care team is ready to help.',
  ],
  numbered: false,
  sections: [
    {
      id: 'getting-started',
      heading: 'Getting started',
      blocks: [
        [
          'New to Oja? The ',
          pageLink('buying guide', 'buyingGuide'),
          ' takes you from sign-up to delivery in five steps, and ',
          pageLink('how it works', 'howItWorks'),
          ' explains instalments.',
        ],
      ],
    },
    {
      id: 'verification',
      heading: 'Verification',
      blocks: [
        [
          'To buy in instalments, verify your home address and your BVN under ',
          pageLink('Account verification', 'verification'),
          '. We give you an answer within 24 hours. If we need more from you, we email you.',
        ],
      ],
    },
    {
      id: 'orders-delivery',
      heading: 'Orders and delivery',
      blocks: [
        [
          'Follow every order under ',
          pageLink('Purchases', 'purchases'),
          '. We email you when your order is on its way. If it is late, or someone else received it, contact us.',
        ],
      ],
    },
    {
      id: 'payments',
      heading: 'Payments and direct debit',
      blocks: [
        'Each instalment is debited from your linked account on its date; if the date is not a business day, on the next business day. Keep enough money in the account the day before.',
        `To change your account, or to change or cancel your mandate, tell us at least ${MANDATE_CANCEL_NOTICE_BUSINESS_DAYS} business days before the next debit.`,
      ],
    },
    {
      id: 'returns',
      heading: 'Returns and refunds',
      blocks: [
        [
          'Report a problem within 24 hours of delivery. Refunds reach you in 7 to 14 business days. Read the ',
          pageLink('refunds and returns policy', 'refundsReturns'),
          '.',
        ],
      ],
    },
    {
      id: 'account-security',
      heading: 'Your account and safety',
      blocks: [
        'Forgot your password? Use “Forgot password” on the login page. Oja will never ask for your password, PIN or a one-time code. If someone does, do not share it, and tell us.',
      ],
    },
    {
      id: 'contact',
      heading: 'Talk to us',
      blocks: [
        [
          'Write to ',
          supportEmail,
          ' or call ',
          supportPhone,
          '. Our hours and address are on ',
          pageLink('Contact us', 'contactUs'),
          '.',
        ],
      ],
    },
  ],
};
