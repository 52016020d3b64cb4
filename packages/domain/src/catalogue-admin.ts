/**
 * The operator console's catalogue rules (issue 30): what a product must hold before it is saved, why a
 * stock change needs a reason, and how a CSV row of the bulk import is read, with a message per field. The
 * console's forms and the API check the same rules. Oja's own rules (the spec covers the shopper only).
 */
import { type FieldErrors, text, toValidation, type Validation } from './form';
import { type Kobo, nairaToKobo } from './money';
import { FULL_PAYMENT_PERCENTAGE } from './product';

export const CATALOGUE_NAME_MAX_LENGTH = 120;
export const CATALOGUE_TEXT_MAX_LENGTH = 60;
export const CATALOGUE_DESCRIPTION_MAX_LENGTH = 2000;
export const SPECIFICATION_ROWS_MAX = 20;
export const SPECIFICATION_TEXT_MAX_LENGTH = 80;
/** ₦100,000,000: far above anything the shop sells, well inside a safe integer of kobo. */
export const CATALOGUE_PRICE_MAX_KOBO = 10_000_000_000 as Kobo;
export const CATALOGUE_STOCK_MAX = 1_000_000;
export const STOCK_REASON_MIN_LENGTH = 5;
export const STOCK_REASON_MAX_LENGTH = 300;

export const PRODUCT_NAME_INVALID = `Enter the product's name: at most ${CATALOGUE_NAME_MAX_LENGTH} characters`;
export const PRODUCT_BRAND_INVALID = `Enter the brand: at most ${CATALOGUE_TEXT_MAX_LENGTH} characters`;
export const PRODUCT_SELLER_INVALID = `Enter the seller: at most ${CATALOGUE_TEXT_MAX_LENGTH} characters`;
export const PRODUCT_CATEGORY_INVALID = 'Choose a subcategory';
export const SUBCATEGORY_NAME_INVALID = `Enter the subcategory name: at most ${CATALOGUE_TEXT_MAX_LENGTH} characters`;

/** Whether a subcategory's name, as typed (trimmed first), is one: 1 to CATALOGUE_TEXT_MAX_LENGTH characters. */
export function isSubcategoryName(name: string): boolean {
  const trimmed = name.trim();
  return trimmed !== '' && trimmed.length <= CATALOGUE_TEXT_MAX_LENGTH;
}
export const PRODUCT_PRICE_INVALID = 'Enter the price in naira, more than ₦0 (up to 2 decimals)';
/**
 * From 1: the shop reads a minimum of 0 (or none) as full payment only (parseDownPaymentPercentage), so a
 * 0 would offer plans that the shop then hides.
 */
export const PRODUCT_DOWN_PAYMENT_INVALID =
  'Enter the minimum down payment as a whole percentage from 1 to 100 (100 means full payment only)';
export const PRODUCT_STOCK_INVALID = `Enter the stock as a whole number from 0 to ${CATALOGUE_STOCK_MAX.toLocaleString('en-NG')}`;
export const PRODUCT_DESCRIPTION_INVALID = `Keep the description under ${CATALOGUE_DESCRIPTION_MAX_LENGTH.toLocaleString('en-NG')} characters`;
export const PRODUCT_SPECIFICATIONS_INVALID = `Give each specification row a name and a value (at most ${SPECIFICATION_TEXT_MAX_LENGTH} characters each, ${SPECIFICATION_ROWS_MAX} rows)`;
export const STOCK_REASON_INVALID = `Say why the stock changes, in ${STOCK_REASON_MIN_LENGTH} to ${STOCK_REASON_MAX_LENGTH} characters: it is kept with the change`;
export const STOCK_DELTA_INVALID =
  'Enter the change as a whole number other than 0 (negative to take units away)';

export interface ProductSpecificationRow {
  name: string;
  value: string;
}

/** A product as the console saves it: money in kobo, the subcategory by id. */
export interface CatalogueProductInput {
  name: string;
  brand: string;
  seller: string;
  categoryId: number;
  priceKobo: Kobo;
  minimumDownPaymentPercentage: number;
  stock: number;
  description: string;
  specifications: ProductSpecificationRow[];
  published: boolean;
}

export type CatalogueProductField =
  | 'name'
  | 'brand'
  | 'seller'
  | 'categoryId'
  | 'price'
  | 'minimumDownPaymentPercentage'
  | 'stock'
  | 'description'
  | 'specifications';

/** A short required text, trimmed, or null when empty or too long. */
function shortText(value: unknown, max: number): string | null {
  const trimmed = text(value).trim();
  return trimmed === '' || trimmed.length > max ? null : trimmed;
}

/** A whole number written as digits (a form's text or a number), or null. */
function wholeNumber(value: unknown): number | null {
  const raw = typeof value === 'number' ? String(value) : text(value).trim();
  if (!/^\d{1,10}$/.test(raw)) return null;
  return Number(raw);
}

/** Naira as typed ('250000', '₦250,000.50'): more than 0, at most 2 decimals and ₦100,000,000, in kobo. */
export function priceTextToKobo(value: unknown): Kobo | null {
  const raw = (typeof value === 'number' ? String(value) : text(value))
    .trim()
    .replace(/^₦/, '')
    .replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(raw)) return null;
  const amount = nairaToKobo(raw);
  return amount === null || amount <= 0 || amount > CATALOGUE_PRICE_MAX_KOBO ? null : amount;
}

/** Specification rows: blank rows (both cells empty) dropped; a half-filled or too long row fails all. */
export function readSpecifications(value: unknown): ProductSpecificationRow[] | null {
  if (!Array.isArray(value)) return value === undefined ? [] : null;
  const rows: ProductSpecificationRow[] = [];
  for (const row of value) {
    const name = text((row as { name?: unknown } | null)?.name).trim();
    const spec = text((row as { value?: unknown } | null)?.value).trim();
    if (name === '' && spec === '') continue;
    if (name === '' || spec === '') return null;
    if (name.length > SPECIFICATION_TEXT_MAX_LENGTH || spec.length > SPECIFICATION_TEXT_MAX_LENGTH)
      return null;
    rows.push({ name, value: spec });
  }
  return rows.length > SPECIFICATION_ROWS_MAX ? null : rows;
}

/**
 * A product from the console's form or a CSV row: every field's message at once, else the cleaned product.
 * `categoryIds` are the subcategories a product may be put in (a parent category holds no products).
 */
export function validateCatalogueProduct(
  input: {
    name?: unknown;
    brand?: unknown;
    seller?: unknown;
    categoryId?: unknown;
    price?: unknown;
    minimumDownPaymentPercentage?: unknown;
    stock?: unknown;
    description?: unknown;
    specifications?: unknown;
    published?: unknown;
  },
  categoryIds: ReadonlySet<number>,
): Validation<CatalogueProductField, CatalogueProductInput> {
  const errors: FieldErrors<CatalogueProductField> = {};
  const name = shortText(input.name, CATALOGUE_NAME_MAX_LENGTH);
  if (name === null) errors.name = PRODUCT_NAME_INVALID;
  const brand = shortText(input.brand, CATALOGUE_TEXT_MAX_LENGTH);
  if (brand === null) errors.brand = PRODUCT_BRAND_INVALID;
  const seller = shortText(input.seller, CATALOGUE_TEXT_MAX_LENGTH);
  if (seller === null) errors.seller = PRODUCT_SELLER_INVALID;
  const categoryId = wholeNumber(input.categoryId);
  if (categoryId === null || !categoryIds.has(categoryId)) errors.categoryId = PRODUCT_CATEGORY_INVALID;
  const priceKobo = priceTextToKobo(input.price);
  if (priceKobo === null) errors.price = PRODUCT_PRICE_INVALID;
  const downPayment = wholeNumber(input.minimumDownPaymentPercentage);
  if (downPayment === null || downPayment < 1 || downPayment > FULL_PAYMENT_PERCENTAGE) {
    errors.minimumDownPaymentPercentage = PRODUCT_DOWN_PAYMENT_INVALID;
  }
  const stock = wholeNumber(input.stock);
  if (stock === null || stock > CATALOGUE_STOCK_MAX) errors.stock = PRODUCT_STOCK_INVALID;
  const description = text(input.description).trim();
  if (description.length > CATALOGUE_DESCRIPTION_MAX_LENGTH) errors.description = PRODUCT_DESCRIPTION_INVALID;
  const specifications = readSpecifications(input.specifications);
  if (specifications === null) errors.specifications = PRODUCT_SPECIFICATIONS_INVALID;
  return toValidation(errors, () => ({
    name: name as string,
    brand: brand as string,
    seller: seller as string,
    categoryId: categoryId as number,
    priceKobo: priceKobo as Kobo,
    minimumDownPaymentPercentage: downPayment as number,
    stock: stock as number,
    description,
    specifications: specifications as ProductSpecificationRow[],
    published: input.published !== false,
  }));
}

/** A stock change: a whole number of units other than 0 (negative takes away) and why. */
export function validateStockChange(input: {
  delta?: unknown;
  reason?: unknown;
}): Validation<'delta' | 'reason', { delta: number; reason: string }> {
  const errors: FieldErrors<'delta' | 'reason'> = {};
  const raw = typeof input.delta === 'number' ? String(input.delta) : text(input.delta).trim();
  const delta = /^[-+]?\d{1,7}$/.test(raw) ? Number(raw) : 0;
  if (delta === 0) errors.delta = STOCK_DELTA_INVALID;
  const reason = text(input.reason).trim();
  if (reason.length < STOCK_REASON_MIN_LENGTH || reason.length > STOCK_REASON_MAX_LENGTH) {
    errors.reason = STOCK_REASON_INVALID;
  }
  return toValidation(errors, () => ({ delta, reason }));
}
