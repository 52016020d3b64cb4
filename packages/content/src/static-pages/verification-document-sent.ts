import { pageLink, supportEmail } from './links';
import type { StaticPageContent } from './types';

/** The confirmation after a shopper sends income documents (/verification-document-sent). */
export const verificationDocumentSentPage: StaticPageContent = {
  title: 'Documents received',
  intro: ['Thank you. We have received your income verification documents.'],
  numbered: false,
  sections: [
    {
      id: 'what-happens-next',
      heading: 'What happens next',
      blocks: [
        'Our team reviews your documents within 24 hours. We email you as soon as we have an answer. If they are approved, your account moves to Tier 2 and you can buy more on instalments.',
        [
          'You do not need to do anything else now. You can keep shopping, and follow your verification under ',
          pageLink('Account verification', 'verification'),
          '.',
        ],
      ],
    },
    {
      id: 'questions',
      heading: 'Questions',
      blocks: [
        [
          'If you have not heard from us within 24 hours, or you want to send another document, write to ',
          supportEmail,
          '.',
        ],
      ],
    },
  ],
};
