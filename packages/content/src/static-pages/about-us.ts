import { pageLink, supportEmail } from './links';
import type { StaticPageContent } from './types';

/** About Oja, with the sections the footer links to: media, knowledge base, FAQ, job openings and careers. */
export const aboutUsPage: StaticPageContent = {
  title: 'About us',
  intro: [
    'Oja means market in Yoruba. We started Oja so that more Nigerians can buy what they need today and pay for it small small, without stress and without hidden charges.',
  ],
  numbered: false,
  sections: [
    {
      id: 'our-story',
      heading: 'Our story',
      blocks: [
        'Many of us are paid daily or weekly, yet most shops want the full price at once. Oja lets you pay a down payment and spread the rest over up to 6 months: daily, weekly or monthly, by direct debit. We work from Lagos with vendors across Nigeria, and we deliver nationwide.',
        // True of the seed (1,156 products): @oja/catalogue's tests fail if it ever holds 1,000 or fewer.
        'We offer over 1,000 products, from phones and laptops to fridges, furniture and everyday goods, and we give an answer on instalments within 24 hours.',
      ],
    },
    {
      id: 'media',
      heading: 'Media',
      blocks: [
        [
          'Journalists and partners can write to ',
          supportEmail,
          ' with “Media” in the subject. We reply within one business day with facts, figures, our logo and photos you can use.',
        ],
      ],
    },
    {
      id: 'knowledge-base',
      heading: 'Knowledge base',
      blocks: [
        'Everything about buying on Oja, in plain words:',
        {
          list: [
            [pageLink('How it works', 'howItWorks'), ': instalments, down payments and direct debit'],
            [pageLink('Buying guide', 'buyingGuide'), ': from sign-up to delivery in five steps'],
            [pageLink('Refunds and returns', 'refundsReturns'), ': what to do when something is wrong'],
            [
              pageLink('Buyer and vendor protection', 'buyerVendorProtection'),
              ': how every order is covered',
            ],
            [pageLink('Help centre', 'helpCenter'), ': answers to everyday questions'],
          ],
        },
      ],
    },
    {
      id: 'faq',
      heading: 'Frequently asked questions',
      blocks: [
        'Is Oja a bank? No. Oja is a shop. You pay for your item over time, and we collect the payments by direct debit.',
        'Are there hidden charges? No. Your total, with VAT and shipping, is shown before you pay. A charge is added only if a payment is late.',
        ['More answers are in the ', pageLink('help centre', 'helpCenter'), '.'],
      ],
    },
    {
      id: 'job-openings',
      heading: 'Job openings',
      blocks: [
        'We are hiring in Lagos:',
        {
          list: [
            'Customer care agent (English and Yoruba, Igbo or Hausa)',
            'Delivery operations coordinator',
            'Credit risk analyst',
            'Frontend engineer (React and TypeScript)',
          ],
        },
        [
          'To apply, send your CV to ',
          supportEmail,
          ' with the role in the subject. We reply to every applicant within 2 weeks.',
        ],
      ],
    },
    {
      id: 'careers',
      heading: 'Careers at Oja',
      blocks: [
        'We are a small team that cares about our customers. You will learn fast, work with people who help each other, and see your work make life easier for shoppers across Nigeria. We offer a fair salary, health insurance, a yearly learning budget and a hybrid week.',
      ],
    },
  ],
};
