import { OFFICE_ADDRESS, pageLink, SUPPORT_HOURS, supportEmail, supportPhone } from './links';
import type { StaticPageContent } from './types';

/** How to reach Oja: email, phone, hours and the Lagos office. */
export const contactUsPage: StaticPageContent = {
  title: 'Contact us',
  intro: [
    'We are here to help with orders, payments, returns and your account. Have your order number ready; it helps us help you faster.',
  ],
  numbered: false,
  sections: [
    {
      id: 'email',
      heading: 'Email',
      blocks: [
        [
          'Write to ',
          supportEmail,
          '. We reply within one business day. For a complaint, we acknowledge it within 48 hours and answer within 7 business days.',
        ],
      ],
    },
    {
      id: 'phone',
      heading: 'Phone',
      blocks: [
        ['Call customer care on ', supportPhone, '. Calls cost what your network charges for a Lagos line.'],
      ],
    },
    {
      id: 'hours',
      heading: 'Opening hours',
      blocks: ['All times are West Africa Time (WAT).', { list: SUPPORT_HOURS }],
    },
    {
      id: 'office',
      heading: 'Our office',
      blocks: [
        OFFICE_ADDRESS,
        'Visits are by appointment only. We do not take payments or hand over orders at the office.',
      ],
    },
    {
      id: 'before-you-write',
      heading: 'Before you write',
      blocks: [
        [
          'Many answers are already in the ',
          pageLink('help centre', 'helpCenter'),
          '. For a return, see ',
          pageLink('refunds and returns', 'refundsReturns'),
          '.',
        ],
      ],
    },
  ],
};
