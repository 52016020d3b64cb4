export { verificationDocumentSentPage as default } from '@oja/content';
