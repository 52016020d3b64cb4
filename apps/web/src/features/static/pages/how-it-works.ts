export { howItWorksPage as default } from '@oja/content';
