/** Product display rules from the storefront spec. */

/** Names longer than this are cut. */
export const PRODUCT_NAME_MAX_LENGTH = 50;
/** How many characters of a long name are kept before the ellipsis. */
export const PRODUCT_NAME_CUT_LENGTH = 30;
/** A minimum down payment of 100% means the product can only be bought in full. */
export const FULL_PAYMENT_PERCENTAGE = 100;

/**
 * Cuts `text` to its first `keep` characters plus an ellipsis when it is longer than `max`.
 * Counts user-perceived characters, so an emoji or accented letter is never split.
 */
export function cutText(text: string, max: number, keep: number = max): string {
  const chars = Array.from(text ?? '');
  if (chars.length <= max) return chars.join('');
  return `${chars.slice(0, keep).join('').trimEnd()}…`;
}

/** Product names longer than 50 characters are cut to the first 30 plus an ellipsis. */
export function cutProductName(name: string): string {
  return cutText(name, PRODUCT_NAME_MAX_LENGTH, PRODUCT_NAME_CUT_LENGTH);
}

/**
 * Reads the wire's `minimumDownPaymentPercentage` (a string, the one place it is one) as a percentage from
 * 1 to 100: the web reads it once at its edge, and every rule after takes the number. Anything unreadable or
 * out of range is treated as full payment (the safe reading: no credit offered).
 */
export function parseDownPaymentPercentage(value: unknown): number {
  const raw = typeof value === 'string' ? value.trim() : '';
  const n = Number(raw);
  if (raw === '' || !Number.isFinite(n) || n <= 0 || n > FULL_PAYMENT_PERCENTAGE) {
    return FULL_PAYMENT_PERCENTAGE;
  }
  return n;
}

/** 'N% down payment', or 'Full payment' when the minimum (a whole percentage) is 100. */
export function downPaymentLabel(minimumDownPaymentPercentage: number): string {
  return minimumDownPaymentPercentage >= FULL_PAYMENT_PERCENTAGE
    ? 'Full payment'
    : `${minimumDownPaymentPercentage}% down payment`;
}

/** `inStock` is available when it is 'true' or '1'. */
export function isInStock(inStock: unknown): boolean {
  const value = String(inStock ?? '')
    .trim()
    .toLowerCase();
  return value === 'true' || value === '1';
}

/** 'item' for one, 'items' otherwise. */
export function pluralizeItems(count: number): string {
  return count === 1 ? 'item' : 'items';
}

/** Short-let titles are cut at 27 characters. */
export const SHORTLET_TITLE_MAX_LENGTH = 27;
/** Bank account names (the direct-debit account picker) are cut at 19 characters. */
export const BANK_ACCOUNT_NAME_MAX_LENGTH = 19;
/** Order item names and about text (order success page) are cut at 50 characters. */
export const ORDER_ITEM_TEXT_MAX_LENGTH = 50;

/** Short-let titles longer than 27 characters keep their first 27 plus an ellipsis. */
export function cutShortletTitle(title: string): string {
  return cutText(title, SHORTLET_TITLE_MAX_LENGTH);
}

/** Bank account names longer than 19 characters keep their first 19 plus an ellipsis. */
export function cutBankAccountName(name: string): string {
  return cutText(name, BANK_ACCOUNT_NAME_MAX_LENGTH);
}

/** An order item's name or about text longer than 50 characters keeps its first 50 plus an ellipsis. */
export function cutOrderItemText(text: string): string {
  return cutText(text, ORDER_ITEM_TEXT_MAX_LENGTH);
}
