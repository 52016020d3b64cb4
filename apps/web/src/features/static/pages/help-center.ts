export { helpCenterPage as default } from '@oja/content';
