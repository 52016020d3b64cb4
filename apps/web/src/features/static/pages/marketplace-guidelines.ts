export { marketplaceGuidelinesPage as default } from '@oja/content';
