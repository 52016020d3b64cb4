import { pageLink, supportEmail } from './links';
import type { StaticPageContent } from './types';

/** The rules every vendor on Oja keeps, and what shoppers can expect from them: 12 numbered sections. */
export const marketplaceGuidelinesPage: StaticPageContent = {
  title: 'Marketplace guidelines',
  intro: [
    'Oja is a market, and a good market runs on trust. These guidelines say what we expect from every vendor who sells on Oja, and what you can expect as a buyer.',
  ],
  numbered: true,
  sections: [
    {
      id: 'who-can-sell',
      heading: 'Who can sell on Oja',
      blocks: [
        'Vendors must be registered businesses in Nigeria, with a CAC registration number, a business bank account and a named contact person. We check these details before a vendor lists anything.',
      ],
    },
    {
      id: 'honest-listings',
      heading: 'Honest listings',
      blocks: [
        'Every listing must describe the real item: its brand, model, condition, size and colour. Photos must show the item itself. A listing must not promise what the item cannot do.',
      ],
    },
    {
      id: 'genuine-goods',
      heading: 'Genuine goods only',
      blocks: [
        'Fake, copied or smuggled goods are not allowed. A vendor must be able to show where an item came from when we ask.',
      ],
    },
    {
      id: 'prohibited-items',
      heading: 'Items you cannot sell',
      blocks: [
        'These items are never allowed on Oja:',
        {
          list: [
            'weapons, ammunition and explosives;',
            'drugs, and medicines that need a prescription;',
            'stolen goods, or goods without proof of ownership;',
            'items banned for import or sale in Nigeria;',
            'anything that breaks someone’s trademark or copyright.',
          ],
        },
      ],
    },
    {
      id: 'pricing',
      heading: 'Fair prices',
      blocks: [
        'The price on Oja must be the real price. A vendor must not raise the price of an item for shoppers who pay in instalments, or add charges that are not shown before checkout.',
      ],
    },
    {
      id: 'stock',
      heading: 'Stock and availability',
      blocks: [
        'Vendors must keep their stock up to date. If an item sells out after an order is placed, the vendor must tell us at once, so we can tell you and refund you.',
      ],
    },
    {
      id: 'dispatch',
      heading: 'Packing and dispatch',
      blocks: [
        'Items must be packed so they arrive safe and complete, with every part and accessory the listing shows. Vendors must hand orders to delivery within the time shown on the listing.',
      ],
    },
    {
      id: 'warranty',
      heading: 'Warranty',
      blocks: [
        'Every new item must come with a vendor warranty of at least 1 year. The vendor must honour it by repairing or replacing a faulty item, or by giving the money back.',
      ],
    },
    {
      id: 'returns',
      heading: 'Returns and refunds',
      blocks: [
        [
          'Vendors must accept returns under Oja’s ',
          pageLink('refunds and returns policy', 'refundsReturns'),
          '. Buyers report a problem within 24 hours of delivery, and refunds reach them in 7 to 14 business days.',
        ],
      ],
    },
    {
      id: 'communication',
      heading: 'Talking to buyers',
      blocks: [
        'Vendors must be polite and reply to buyers’ questions within one business day. They must not ask a buyer to pay outside Oja or to share a password, card details or a one-time code.',
      ],
    },
    {
      id: 'reviews',
      heading: 'Reviews',
      blocks: [
        'Reviews must be honest and come from real buyers. Vendors must not pay for reviews, write their own, or pressure a buyer to change one.',
      ],
    },
    {
      id: 'breaking-the-rules',
      heading: 'When a rule is broken',
      blocks: [
        [
          'If a vendor breaks these guidelines we may remove listings, hold payments, or close the vendor’s shop. To report a listing or a vendor, write to ',
          supportEmail,
          '. Our ',
          pageLink('buyer protection', 'buyerVendorProtection'),
          ' covers you while we look into it.',
        ],
      ],
    },
  ],
};
