export * from './calendar';
export * from './money';
export * from './payment-options';
export * from './plans';
export * from './product';
export * from './schedule';
export * from './search';
