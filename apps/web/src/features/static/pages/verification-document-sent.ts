export { verificationDocumentSentPage as default } from '@oja/ui';
