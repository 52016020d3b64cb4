export { termsOfUsePage as default } from '@oja/content';
