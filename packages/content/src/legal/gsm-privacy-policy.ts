import { SUPPORT_EMAIL } from '../support';
import type { LegalText } from './types';

/** Oja's own text, in plain words, for the data a direct-debit mandate and its Global Standing Mandate use. */
export const gsmPrivacyPolicy: LegalText = {
  title: 'Global Standing Mandate privacy policy',
  description: 'How Oja uses your data when you set up direct debit.',
  effective: { text: '28 August 2025', date: '2025-08-28' },
  sections: [
    {
      heading: 'What this policy covers',
      blocks: [
        'This policy explains how Oja uses your personal data when you set up direct debit for an instalment order. It covers the direct debit mandate on your linked bank account and the Global Standing Mandate that comes with it. It adds to Oja’s main privacy policy; on anything about your mandate, this policy applies.',
        'The Global Standing Mandate is the permission you give under the Central Bank of Nigeria’s Global Standing Instruction (GSI). If an instalment stays unpaid, it allows the amount due to be recovered from any account linked to your Bank Verification Number (BVN), not only from the account you chose for direct debit.',
      ],
    },
    {
      heading: 'The data we collect',
      blocks: [
        'When you set up a mandate, we collect and keep:',
        {
          list: [
            'your name, email address and phone number from your Oja account;',
            'your BVN, which you gave us for debt verification;',
            'the bank, account name and last four digits of the account you link, and the reference our payment partner gives your mandate;',
            'your order, its payment schedule and a record of every debit: the date, the amount and whether it went through;',
            'if the GSI is ever used, which accounts linked to your BVN money was recovered from, and how much.',
          ],
        },
        'We never ask for your card PIN, your internet banking password or a one-time code from your bank. Anyone who asks you for these is not Oja.',
      ],
    },
    {
      heading: 'Why we use it',
      blocks: [
        {
          list: [
            'to set up, run and end your mandate, and collect each instalment on its due date;',
            'to remind you before each debit and send you a receipt after it;',
            'to recover an overdue instalment under the GSI when other ways have failed;',
            'to refund money taken in error;',
            'to answer your questions and complaints;',
            'to prevent fraud and meet our duties under Nigerian law, including the rules of the Central Bank of Nigeria.',
          ],
        },
        'We do not use your mandate data for advertising, and we never sell it.',
      ],
    },
    {
      heading: 'Our lawful basis',
      blocks: [
        'The Nigeria Data Protection Act 2023 lets us use this data because we need it to carry out our agreement with you (your instalment order and its mandate), because the law requires some of it (banking, anti-money-laundering and tax rules), and because we have a legitimate interest in collecting what is owed and stopping fraud. The mandate itself is the written permission you give when you set it up.',
      ],
    },
    {
      heading: 'Who we share it with',
      blocks: [
        'We share only what each of them needs:',
        {
          list: [
            'your bank, and the banks that hold other accounts linked to your BVN, to take and confirm debits;',
            'our payment partner, which creates and runs the mandate for us;',
            'the Nigeria Inter-Bank Settlement System (NIBSS), which checks BVNs and carries direct debits between banks;',
            'licensed credit bureaus, if an instalment stays unpaid, as the law allows;',
            'a recovery agent working for Oja, only after an instalment is more than 7 days late;',
            'the Central Bank of Nigeria, the Nigeria Data Protection Commission, courts and the police, when the law requires it.',
          ],
        },
        'Each of them must keep your data safe and use it only for the reason we shared it.',
      ],
    },
    {
      heading: 'How long we keep it',
      blocks: [
        'We keep your mandate records while your order is being paid, then for 5 years after it is fully paid or closed, because Nigerian anti-money-laundering rules require it. After that we delete them or remove anything that identifies you.',
      ],
    },
    {
      heading: 'How we protect it',
      blocks: [
        'Your data is encrypted when it travels and when it is stored. Only the staff who need it for their work can see it. Our screens show only the last four digits of a linked account.',
      ],
    },
    {
      heading: 'Your rights',
      blocks: [
        'Under the Nigeria Data Protection Act 2023 you can:',
        {
          list: [
            'ask for a copy of the data we hold about you;',
            'ask us to correct data that is wrong or incomplete;',
            'ask us to delete data we no longer need, except what the law makes us keep or what we need while money is still owed;',
            'object to how we use your data, or ask us to limit it;',
            'ask for your data in a form you can take to another service.',
          ],
        },
        'We acknowledge your request within 48 hours and answer it within 7 business days. If you are not happy with our answer, you can complain to the Nigeria Data Protection Commission.',
      ],
    },
    {
      heading: 'Changes to this policy',
      blocks: [
        'If we change this policy, we will show the new effective date here and email you before the change applies to a mandate you already have.',
      ],
    },
    {
      heading: 'Contact us',
      blocks: [
        `Write to ${SUPPORT_EMAIL} with “Mandate privacy” in the subject. Your message goes to the person responsible for data protection at Oja.`,
      ],
    },
  ],
};
