import { OFFICE_ADDRESS, pageLink, supportEmail } from './links';
import type { StaticPageContent } from './types';

/** How Oja uses and protects personal data, under the Nigeria Data Protection Act 2023. */
export const privacyPolicyPage: StaticPageContent = {
  title: 'Privacy policy',
  intro: [
    'To sell to you on instalments we need to know who you are and how to reach you. This policy says what we collect, why, who we share it with, how long we keep it, and what you can ask of us.',
  ],
  numbered: true,
  sections: [
    {
      id: 'who-we-are',
      heading: 'Who we are',
      blocks: [
        `Oja Marketplace Ltd (${OFFICE_ADDRESS}) decides how your data is used on Oja. We follow the Nigeria Data Protection Act 2023.`,
      ],
    },
    {
      id: 'what-we-collect',
      heading: 'What we collect',
      blocks: [
        {
          list: [
            'who you are: your name, email, phone number and date of birth;',
            'where you live: your home and delivery addresses;',
            'your checks: your BVN, your debt profile and, for Tier 2, proof of income;',
            'your payments: the bank account you link, your cards (through our card payment partner) and each debit’s result;',
            'your use of Oja: orders, favourites, items you viewed, reviews and messages to us.',
          ],
        },
      ],
    },
    {
      id: 'how-we-use-it',
      heading: 'How we use it',
      blocks: [
        'We use your data to run your account, deliver your orders, decide whether we can sell to you on instalments, collect your payments, answer you, and keep Oja safe from fraud. We send offers only if you agree, and you can stop them at any time.',
      ],
    },
    {
      id: 'credit-checks',
      heading: 'Credit checks',
      blocks: [
        'With your BVN we check your debt profile with licensed credit bureaus. If you default, we may report the unpaid debt to them. This can affect your ability to borrow elsewhere.',
      ],
    },
    {
      id: 'direct-debit',
      heading: 'Direct debit and the GSI',
      blocks: [
        'To collect instalments we share your account details and payment schedule with your bank, our payment partner and the Nigeria Inter-Bank Settlement System (NIBSS). Under the Central Bank of Nigeria’s Global Standing Instruction (GSI), if you default, banks holding other accounts linked to your BVN may be asked to pay the overdue amount.',
      ],
    },
    {
      id: 'sharing',
      heading: 'Who we share it with',
      blocks: [
        'We share only what each needs: vendors and delivery partners (your name, phone and delivery address), payment partners and banks, credit bureaus, debt recovery agents if you default, and authorities when the law requires it. We never sell your data.',
      ],
    },
    {
      id: 'how-long',
      heading: 'How long we keep it',
      blocks: [
        'We keep your data for as long as you repay, plus up to 6 years after, because the law requires us to keep financial records. After that we delete it or make it anonymous.',
      ],
    },
    {
      id: 'security',
      heading: 'Keeping it safe',
      blocks: [
        'Your data travels encrypted and is stored on protected systems. Only staff who need it can see it. We never store your full card number; our card payment partner does.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights',
      blocks: [
        'You can ask us to:',
        {
          list: [
            'show you the data we hold about you;',
            'correct what is wrong;',
            'delete what we no longer need to keep;',
            'stop sending you offers;',
            'send your data to you in a common format.',
          ],
        },
        'You can also complain to the Nigeria Data Protection Commission.',
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies',
      blocks: [
        'We use a small number of cookies and local storage to keep you signed in, remember your cart and recently viewed items, and see which pages work well. We do not use them for advertising.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      blocks: [
        [
          'If we change this policy in a way that matters, we tell you by email at least 14 days before. See also our ',
          pageLink('terms of use', 'termsOfUse'),
          '.',
        ],
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us about your data',
      blocks: [
        [
          'Write to ',
          supportEmail,
          ' with “Privacy” in the subject. We acknowledge your request within 48 hours and answer within 7 business days.',
        ],
      ],
    },
  ],
};
