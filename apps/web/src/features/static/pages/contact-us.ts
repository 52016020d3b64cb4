export { contactUsPage as default } from '@oja/content';
