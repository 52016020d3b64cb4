import type { Kobo, ProductSpecificationRow } from '@oja/domain';

/** A product as the console lists and edits it (the API's AdminProduct). */
export interface AdminCatalogueProduct {
  productID: string;
  name: string;
  brand: string;
  seller: string;
  category: { id: number; name: string; slug: string };
  parentCategory: { name: string; slug: string };
  priceKobo: Kobo;
  minimumDownPaymentPercentage: number;
  /** The plans the shop offers for it: 'full', 'monthly', 'weekly', 'daily'. */
  plans: readonly string[];
  stock: number;
  inStock: boolean;
  published: boolean;
  description: string;
  specifications: readonly ProductSpecificationRow[];
  coverImage: string;
}

/** A change of stock made in the console, newest first. */
export interface AdminStockChange {
  delta: number;
  stockAfter: number;
  reason: string;
  staffName: string | null;
  /** ISO instant. */
  at: string;
}

/** The products list's search and filters ('' is 'any'). */
export interface AdminProductFilters {
  q: string;
  /** A parent category's or subcategory's slug. */
  category: string;
  published: '' | 'yes' | 'no';
  inStock: '' | 'yes' | 'no';
}

export const NO_PRODUCT_FILTERS: AdminProductFilters = { q: '', category: '', published: '', inStock: '' };

/** A category and its subcategories, with how many products each holds. */
export interface AdminCategoryNode {
  id: number;
  name: string;
  slug: string;
  productCount: number;
  subcategories: ReadonlyArray<{ id: number; name: string; slug: string; productCount: number }>;
}

/** A row of the CSV import the server refused, with a message per column. */
export interface AdminImportRefusal {
  /** The row's line in the file (the header is line 1). */
  line: number;
  name: string;
  errors: ReadonlyArray<{ field: string; message: string }>;
}

/** The import's answer: how many products were added, and every refused row. */
export interface AdminImportReport {
  imported: number;
  productIDs: readonly string[];
  refused: readonly AdminImportRefusal[];
}

/** Plans as the console names them. */
export const PLAN_LABELS: Readonly<Record<string, string>> = {
  full: 'Full',
  monthly: 'Monthly',
  weekly: 'Weekly',
  daily: 'Daily',
};
