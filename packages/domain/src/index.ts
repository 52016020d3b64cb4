export * from './money';
export * from './payment-options';
export * from './product';
export * from './search';
