export { helpCenterPage as default } from '@oja/ui';
