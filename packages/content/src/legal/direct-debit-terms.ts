import { SUPPORT_EMAIL } from '../support';
import type { LegalText } from './types';

/**
 * Oja's direct debit terms, written from the spec's section 9 (refunds in 7 to 14 business days, asset
 * recovery after 7 days late, complaints acknowledged in 48 hours and answered in 7 business days) and the
 * Central Bank of Nigeria's Global Standing Instruction.
 */
export const directDebitTerms: LegalText = {
  title: 'Direct debit terms and conditions',
  description: 'Please read these before you set up direct debit for your instalments.',
  sections: [
    {
      heading: 'About these terms',
      blocks: [
        'These terms apply when you buy on Oja in instalments and set up direct debit on a bank account to pay them. They sit beside Oja’s terms of use. “We” and “Oja” mean Oja; “you” means the shopper who places the order.',
        'You confirm that the bank account is in your name and that you are allowed to approve debits from it.',
      ],
    },
    {
      heading: 'What you authorise',
      blocks: [
        'By setting up the mandate, you allow Oja, through our payment partner and your bank, to:',
        {
          list: [
            'debit your linked account for each instalment on its due date;',
            'take the amount shown for that instalment in the payment schedule you accepted at checkout;',
            'try again when a debit fails, and recover an overdue instalment under the Global Standing Instruction, as explained below.',
          ],
        },
        'Your down payment is paid by card at checkout and is not part of the mandate. Your bank must approve the mandate before it starts; until then it shows as pending bank approval and nothing is debited. The mandate ends by itself when your order is fully paid.',
      ],
    },
    {
      heading: 'Notice before each debit',
      blocks: [
        'Before each due date we email you the date and the amount we will debit, and after each debit we send you a receipt. You can see every due date and amount at any time under Purchases in your dashboard.',
        'Please keep enough money in your linked account on each due date.',
      ],
    },
    {
      heading: 'If a debit fails',
      blocks: [
        'If a debit does not go through, for example because there is not enough money in the account, we may try again on the following days until the instalment is paid. We never take more than the instalment due and any late charge shown on your order.',
        'When you set up the mandate you also give a Global Standing Instruction (GSI) under the rules of the Central Bank of Nigeria. If an instalment stays unpaid, the GSI allows the amount due to be recovered from any other account linked to your Bank Verification Number (BVN), at any bank in Nigeria. We recover only what is overdue, and we email you each time we do.',
      ],
    },
    {
      heading: 'Late payment',
      blocks: [
        'An instalment is late if it is not paid by the end of its due date. A late payment charge may be added; any charge shows on your order under Purchases.',
        'If an instalment is more than 7 days late, Oja may start asset recovery. This can mean collecting the item you bought or passing the debt to a recovery agent, as the law allows. We will contact you before it starts. Unpaid instalments may also be reported to licensed credit bureaus.',
        `If you know you will miss a payment, write to ${SUPPORT_EMAIL} early. It is easier to find a way forward before a payment is late.`,
      ],
    },
    {
      heading: 'Changing or cancelling your mandate',
      blocks: [
        'You can ask us or your bank to cancel your mandate or move it to another account in your name. Give at least 5 business days’ notice before the next due date, so the change reaches every bank in time.',
        'Cancelling the mandate does not cancel what you owe. The remaining instalments stay due on their dates and you must pay them another way, which we will agree with you. The Global Standing Instruction stays in place until your order is fully paid.',
      ],
    },
    {
      heading: 'Refunds',
      blocks: [
        'If we debit you in error, take the wrong amount or debit you after your order is fully paid, tell us and we will pay the money back to the account it came from. If you return an item under our refunds and returns policy, what you paid for it is refunded the same way.',
        'A refund reaches your account within 7 to 14 business days after we confirm it.',
      ],
    },
    {
      heading: 'Complaints',
      blocks: [
        `Write to ${SUPPORT_EMAIL} about any debit you do not recognise or do not agree with. Give your order number and the date and amount of the debit.`,
        'We acknowledge every complaint within 48 hours and give you an answer within 7 business days. If you are not satisfied with our answer, you can take your complaint to the Consumer Protection Department of the Central Bank of Nigeria.',
      ],
    },
    {
      heading: 'Your data',
      blocks: [
        'To run your mandate we use your name, contact details, BVN, the details of your linked account, your payment schedule and the result of each debit. We share them with your bank, the banks that hold other accounts linked to your BVN, our payment partner and the Nigeria Inter-Bank Settlement System (NIBSS), and with others only where the law requires it. The Global Standing Mandate privacy policy explains this in full, with your rights.',
        'Our payment partner’s own end-user policy also applies to your mandate; you will find the link to it on the direct debit step.',
      ],
    },
    {
      heading: 'Changes to these terms',
      blocks: [
        'We may update these terms. We will email you before a change applies to a mandate you already have, and a change never raises an instalment you have already agreed to.',
      ],
    },
  ],
};
