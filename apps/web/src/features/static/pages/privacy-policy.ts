export { privacyPolicyPage as default } from '@oja/content';
