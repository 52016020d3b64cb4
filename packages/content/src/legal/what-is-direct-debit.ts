import type { LegalText } from './types';

/** The short explainer behind 'What is direct debit?': what a shopper agrees to, in plain words. */
export const whatIsDirectDebit: LegalText = {
  title: 'What is direct debit?',
  description: 'How your instalments are paid, in plain words.',
  sections: [
    {
      heading: 'In one line',
      blocks: [
        'Direct debit lets Oja collect each instalment straight from your bank account on its due date, so you do not have to remember to pay.',
      ],
    },
    {
      heading: 'How it works',
      blocks: [
        {
          ordered: true,
          list: [
            'You pay the down payment by card.',
            'You choose a bank account in your name and approve the mandate, your permission for the debits, with your bank.',
            'On each due date, the instalment in your payment schedule is taken from that account.',
            'When the last instalment is paid, the mandate ends by itself.',
          ],
        },
      ],
    },
    {
      heading: 'You stay in control',
      blocks: [
        'We email you before every debit with the date and amount, and you can see your whole schedule under Purchases. Only the amount in your schedule is taken. To cancel or change the account, give us 5 business days’ notice; what is left on your order is still owed.',
      ],
    },
    {
      heading: 'If a payment is missed',
      blocks: [
        'We try again. If an instalment stays unpaid, it can be recovered from other accounts linked to your BVN, under the Central Bank of Nigeria’s Global Standing Instruction. After 7 days late, asset recovery may start. The direct debit terms give the details.',
      ],
    },
  ],
};
