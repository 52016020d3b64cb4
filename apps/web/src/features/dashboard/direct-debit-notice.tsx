import { DirectDebitNotification } from '@oja/ui';

/**
 * Home's 'Direct debit setup notification', in a module of its own: home loads it only when navigation
 * state asks for it (after a mandate), so its code is not in every shopper's first load.
 */
export default DirectDebitNotification;
