export { aboutUsPage as default } from '@oja/ui';
