import { pageLink, supportEmail, supportPhone } from './links';
import type { StaticPageContent } from './types';

/** How returns and refunds work on Oja: 12 numbered sections (served at /refunds-returns and /refunds-and-returns). */
export const refundsReturnsPage: StaticPageContent = {
  title: 'Refunds and returns',
  intro: [
    'If something is wrong with your order, we will put it right. This page explains how to return an item and how your money comes back to you.',
  ],
  numbered: true,
  sections: [
    {
      id: 'overview',
      heading: 'The short version',
      blocks: [
        {
          list: [
            'Report a problem within 24 hours of delivery.',
            'Keep the item, its box and everything that came with it.',
            'Once we accept the return, your refund reaches you in 7 to 14 business days.',
          ],
        },
      ],
    },
    {
      id: 'report-window',
      heading: 'Report within 24 hours',
      blocks: [
        'Check your item as soon as it arrives. If it is damaged, faulty, incomplete or not what you ordered, tell us within 24 hours of delivery. After that, a fault is handled under the warranty instead.',
      ],
    },
    {
      id: 'what-you-can-return',
      heading: 'What you can return',
      blocks: [
        'You can return an item that:',
        {
          list: [
            'arrived damaged or broken;',
            'does not work;',
            'is missing parts or accessories;',
            'is different from the listing (wrong model, size or colour).',
          ],
        },
      ],
    },
    {
      id: 'what-you-cannot-return',
      heading: 'What you cannot return',
      blocks: [
        'For your health and safety we cannot take back opened underwear, cosmetics, food or other items that are sealed for hygiene, unless they arrived damaged or wrong. Items damaged after delivery are not covered.',
      ],
    },
    {
      id: 'how-to-report',
      heading: 'How to report a problem',
      blocks: [
        [
          'Find the order under ',
          pageLink('Purchases', 'purchases'),
          ' and report the problem in the ',
          pageLink('Resolution Centre', 'resolutionCentre'),
          ', or write to ',
          supportEmail,
          '. Give your order number, say what is wrong, and add clear photos.',
        ],
      ],
    },
    {
      id: 'pick-up',
      heading: 'Sending the item back',
      blocks: [
        'Once we accept your report, we arrange a pick-up from your delivery address at no cost to you, within 7 days of delivery. Pack the item in its box with everything that came with it. The rider gives you a return slip; keep it.',
      ],
    },
    {
      id: 'inspection',
      heading: 'Checking the returned item',
      blocks: [
        'The vendor and our team check the item when it arrives. If what we find matches your report, we accept the return and tell you by email.',
      ],
    },
    {
      id: 'replacement',
      heading: 'Replacement or refund',
      blocks: [
        'You can choose a replacement of the same item, where the vendor has one, or a refund. If no replacement is available, we refund you.',
      ],
    },
    {
      id: 'refund-time',
      heading: 'When your money comes back',
      blocks: [
        'Your refund reaches you in 7 to 14 business days after we accept the return. How long it takes within that time depends on your bank.',
      ],
    },
    {
      id: 'instalment-refunds',
      heading: 'Refunds on instalment orders',
      blocks: [
        'If you were paying in instalments, we refund everything you have paid for the item: the down payment and each instalment taken. The remaining instalments are cancelled and your direct debit for that order stops.',
      ],
    },
    {
      id: 'cancelling',
      heading: 'Cancelling before delivery',
      blocks: [
        'You can cancel an order that has not been sent yet from Purchases. We refund what you paid the same way, in 7 to 14 business days.',
      ],
    },
    {
      id: 'help',
      heading: 'If you need help',
      blocks: [
        [
          'Write to ',
          supportEmail,
          ' or call ',
          supportPhone,
          '. We acknowledge complaints within 48 hours and answer within 7 business days. See also our ',
          pageLink('buyer protection', 'buyerVendorProtection'),
          ' and the ',
          pageLink('terms of use', 'termsOfUse'),
          '.',
        ],
      ],
    },
  ],
};
