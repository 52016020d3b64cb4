export { buyingGuidePage as default } from '@oja/content';
