export { termsOfUsePage as default } from '@oja/ui';
