export { contactUsPage as default } from '@oja/ui';
