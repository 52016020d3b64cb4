export { refundsReturnsPage as default } from '@oja/content';
