export { refundsReturnsPage as default } from '@oja/ui';
