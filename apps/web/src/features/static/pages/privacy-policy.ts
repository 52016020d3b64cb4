export { privacyPolicyPage as default } from '@oja/ui';
