export { marketplaceGuidelinesPage as default } from '@oja/ui';
