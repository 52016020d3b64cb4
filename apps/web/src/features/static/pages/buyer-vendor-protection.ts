export { buyerVendorProtectionPage as default } from '@oja/ui';
