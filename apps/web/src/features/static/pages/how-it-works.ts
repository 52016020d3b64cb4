export { howItWorksPage as default } from '@oja/ui';
