import { pageLink, supportEmail } from './links';
import type { StaticPageContent } from './types';

/**
 * What protects buyers and what protects sellers (vendors) on Oja (served at /buyer-vendor-protection and
 * /buyer-protection).
 */
export const buyerVendorProtectionPage: StaticPageContent = {
  title: 'Buyer and vendor protection',
  intro: [
    'Every order on Oja is covered. Buyers get what they paid for, or their money back. Vendors get paid for what they sent, and are protected from false claims.',
  ],
  numbered: false,
  sections: [
    {
      id: 'buyer-protection',
      heading: 'Buyer protection',
      blocks: [
        'When you buy on Oja, we hold the vendor to the listing. You are covered if your item:',
        {
          list: [
            'never arrives;',
            'arrives damaged, faulty or incomplete;',
            'is not what the listing described.',
          ],
        },
        'Tell us within 24 hours of delivery, and the item can be returned within 7 days. We refund you in full, down payment and instalments included, in 7 to 14 business days.',
      ],
    },
    {
      id: 'warranty',
      heading: 'Warranty on every new item',
      blocks: [
        'Every new item comes with a vendor warranty of at least 1 year. If it develops a fault after the return window, the vendor repairs it, replaces it, or gives your money back.',
      ],
    },
    {
      id: 'safe-payments',
      heading: 'Safe payments',
      blocks: [
        'Pay only through Oja: by card at checkout and by direct debit after. We never ask for your password, your PIN or a one-time code by phone, email or chat. A vendor who asks you to pay outside Oja is breaking our rules; please report them.',
      ],
    },
    {
      id: 'vendor-protection',
      heading: 'Vendor protection',
      blocks: [
        'Vendors who keep our rules are protected too. We:',
        {
          list: [
            'pay vendors for every order delivered and not returned;',
            'check every return before a refund, so a vendor does not lose out on an item damaged after delivery;',
            'collect instalments from the buyer, so the vendor does not chase payments;',
            'close accounts that make false claims.',
          ],
        },
        ['Vendors must keep the ', pageLink('marketplace guidelines', 'marketplaceGuidelines'), '.'],
      ],
    },
    {
      id: 'disputes',
      heading: 'When buyer and vendor disagree',
      blocks: [
        [
          'Write to ',
          supportEmail,
          '. We hear both sides and look at the photos, the delivery record and the item. We acknowledge every complaint within 48 hours and give our decision within 7 business days. The ',
          pageLink('refunds and returns policy', 'refundsReturns'),
          ' has the details.',
        ],
      ],
    },
  ],
};
