/**
 * Money. Inside the domain every amount is an integer number of kobo (₦1 = 100 kobo); naira appear
 * only at the edges (the API's wire format, the card provider's amount, the display).
 */

/** Kobo in one naira. */
export const KOBO_PER_NAIRA = 100;

declare const koboBrand: unique symbol;

/**
 * An integer amount of kobo. Branded, so a plain number (naira from the wire, a count) cannot be passed
 * where kobo are meant: kobo come from {@link kobo}, {@link nairaToKobo} or the domain's own arithmetic.
 * At run time it is a number; the brand costs nothing.
 */
export type Kobo = number & { readonly [koboBrand]: 'kobo' };

/**
 * Declares an integer to be kobo: a database column, a literal in a fixture. Throws on a fraction or a
 * number that is not finite, which is how naira passed by mistake usually look (1250.5).
 */
export function kobo(amount: number): Kobo {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`not a whole number of kobo: ${amount}`);
  return amount as Kobo;
}

/** The sum of amounts of kobo (0 for none). */
export function sumKobo(amounts: Iterable<Kobo>): Kobo {
  let total = 0;
  for (const amount of amounts) total += amount;
  return total as Kobo;
}

/** An amount of kobo times a whole count (a unit price × a quantity); a fractional count throws. */
export function multiplyKobo(amount: Kobo, count: number): Kobo {
  if (!Number.isSafeInteger(count)) throw new RangeError(`not a whole count: ${count}`);
  return kobo(amount * count);
}

/**
 * Converts a naira amount (as the API sends it, up to two decimals) to integer kobo,
 * rounding half away from zero to the nearest kobo. Returns `null` for anything that is not a finite number.
 */
export function nairaToKobo(naira: unknown): Kobo | null {
  const value = typeof naira === 'string' && naira.trim() !== '' ? Number(naira) : naira;
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  // toFixed(2) removes binary noise (19.99 * 100 = 1998.9999999999998) before rounding.
  const amount = Math.round(Math.abs(Number((value * KOBO_PER_NAIRA).toFixed(2))));
  return (value < 0 ? -amount : amount) as Kobo;
}

/** Converts integer kobo to naira (a number with at most two decimals). */
export function koboToNaira(kobo: Kobo): number {
  return kobo / KOBO_PER_NAIRA;
}

/**
 * Two decimals whenever there are kobo ('1,250.50'), none for whole naira ('1,250'): `stripIfInteger`
 * drops the '.00' only when both digits are zero (Intl.NumberFormat v3, V8 10.6+ / Node 20+).
 */
const nairaFormat = new Intl.NumberFormat('en-NG', {
  style: 'decimal',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  trailingZeroDisplay: 'stripIfInteger',
  useGrouping: true,
});

/**
 * Formats kobo as the spec shows money: '₦', thousands separators, 0 to 2 decimals with a trailing
 * '.00' removed: kobo always as two digits ('₦1,250.50', '₦0.05'), whole naira without decimals
 * ('₦500,000'). A negative amount puts the sign before the '₦' ('-₦1,500.50'); an empty or invalid value
 * (null, undefined, NaN, ±Infinity) is '₦0'.
 */
export function formatKobo(kobo: Kobo | null | undefined): string {
  if (typeof kobo !== 'number' || !Number.isFinite(kobo)) return '₦0';
  const sign = kobo < 0 ? '-' : '';
  return `${sign}₦${nairaFormat.format(Math.abs(kobo) / KOBO_PER_NAIRA)}`;
}

/** Formats a naira amount from the wire (number or numeric string) per {@link formatKobo}. */
export function formatNaira(naira: unknown): string {
  return formatKobo(nairaToKobo(naira));
}
