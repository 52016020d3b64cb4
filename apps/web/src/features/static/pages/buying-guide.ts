export { buyingGuidePage as default } from '@oja/ui';
