export { buyerVendorProtectionPage as default } from '@oja/content';
