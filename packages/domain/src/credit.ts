/**
 * The shopper's credit: what they still owe on earlier instalment orders plus what a new instalment cart
 * adds, against their tier's instalment limit (Tier 1 ₦500,000, Tier 2 ₦1,000,000). The limit caps what a
 * shopper owes Oja at once, not one order: two ₦400,000 orders on Tier 1 would owe ₦800,000 between them.
 * The down payment is paid at checkout, so only the instalments of an open order are owed.
 */
import { instalmentLimit } from './checkout';
import { effectiveLimit } from './credit-controls';
import { formatKobo, type Kobo } from './money';

/**
 * 'Instalment orders are limited to ₦500,000 on Tier 1': the start of every limit message. With a custom
 * limit, 'on your account' in place of the tier (**[Oja]**, in the spec's style): the tier is not the reason.
 */
function limitClause(isTier2: boolean, customLimitKobo?: Kobo): string {
  if (customLimitKobo !== undefined) {
    return `Instalment orders are limited to ${formatKobo(customLimitKobo)} on your account`;
  }
  return `Instalment orders are limited to ${formatKobo(instalmentLimit(isTier2))} on Tier ${isTier2 ? 2 : 1}`;
}

/** The instalment limit's message, naming the shopper's tier and its limit (the spec's words). */
export function instalmentLimitMessage(isTier2: boolean): string {
  return `${limitClause(isTier2)}: pay in full or remove some items`;
}

/**
 * An earlier instalment order has no direct debit set up, so nothing would collect its instalments: a
 * shopper sets that up before taking on more instalments.
 */
export const MANDATE_REQUIRED_MESSAGE =
  'An earlier instalment order has no direct debit set up yet: set it up from My purchases before placing another instalment order';

/**
 * A direct debit with instalments still owed on its order collects them; cancelling it would leave them
 * with nothing to collect them, unless another active direct debit covers the order.
 */
export const MANDATE_CANCEL_OWED_MESSAGE =
  'This direct debit cannot be cancelled while instalments are still owed on its order: pay off what is owed from My purchases first, or write to support@oja.ng to change the account it debits';

/** What the credit check reads: the shopper's tier, what they owe and what the cart adds. */
export interface CreditExposureInput {
  /**
   * The sum of the instalments not yet paid (unpaid or failed; not the down payments) of the shopper's
   * open instalment orders: paid, with instalments left, not cancelled or refunded.
   */
  owedKobo: Kobo;
  /** What this cart adds: its item subtotal, the amount the cart and orderRefusal compare with the limit. */
  cartKobo: Kobo;
  isTier2: boolean;
  /** A custom limit set from the console; absent or null: the tier's limit. */
  customLimitKobo?: Kobo | null;
}

/** The shopper's credit with this cart. */
export interface CreditExposure {
  isTier2: boolean;
  /** The limit that applies: the tier's, or a lower custom limit (effectiveLimit). */
  limitKobo: Kobo;
  /** A custom limit below the tier's applies: messages name the account, not the tier. */
  custom: boolean;
  /** Owed on earlier orders (a negative figure counts as nothing owed). */
  owedKobo: Kobo;
  /** What the cart adds (a negative figure counts as nothing). */
  cartKobo: Kobo;
  /** Owed + cart: what the shopper would owe with this cart on instalments. */
  exposureKobo: Kobo;
  /** Credit left before this cart: limit − owed, never below 0. */
  leftKobo: Kobo;
  /** Owed + cart is above the limit (at the limit exactly is allowed, as the cart's limit always was). */
  exceeded: boolean;
}

/** A figure below 0 counts as 0: a credit on the account never raises the limit. NaN stays NaN. */
function atLeastZero(amount: Kobo): Kobo {
  return (amount < 0 ? 0 : amount) as Kobo;
}

/**
 * The shopper's credit exposure with this cart on instalments. A figure that is not a number (a sum gone
 * wrong) is never read as room to spare: the exposure is then exceeded and nothing is left.
 */
export function creditExposure(input: CreditExposureInput): CreditExposure {
  const limitKobo = effectiveLimit(input.isTier2, input.customLimitKobo ?? null);
  const owedKobo = atLeastZero(input.owedKobo);
  const cartKobo = atLeastZero(input.cartKobo);
  const exposureKobo = (owedKobo + cartKobo) as Kobo;
  const left = limitKobo - owedKobo;
  return {
    isTier2: input.isTier2,
    limitKobo,
    custom: limitKobo !== instalmentLimit(input.isTier2),
    owedKobo,
    cartKobo,
    exposureKobo,
    leftKobo: (left > 0 ? left : 0) as Kobo,
    // Written so that NaN counts as exceeded.
    exceeded: !(exposureKobo <= limitKobo),
  };
}

/**
 * Why an instalment cart is above the shopper's credit. With nothing owed it is the spec's message word for
 * word; with earlier orders owing, it adds what they owe and how much credit is left, and when none is left
 * only paying in full helps.
 */
export function creditLimitMessage(exposure: CreditExposure): string {
  const limit = limitClause(exposure.isTier2, exposure.custom ? exposure.limitKobo : undefined);
  if (!(exposure.owedKobo > 0)) return `${limit}: pay in full or remove some items`;
  const owed = `you still owe ${formatKobo(exposure.owedKobo)} on earlier orders`;
  return exposure.leftKobo > 0
    ? `${limit}: ${owed}, so ${formatKobo(exposure.leftKobo)} of credit is left. Pay in full or remove some items`
    : `${limit}: ${owed}, so no credit is left. Pay in full`;
}
