export { aboutUsPage as default } from '@oja/content';
