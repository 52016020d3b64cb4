/** The numbered pagination behind First, Back, current, Next and Last. */

/** Products per listing page (subcategory listing and search). */
export const LISTING_PAGE_SIZE = 10;

/** One control of the pagination bar: where it goes and whether it can be used. */
export interface PageLink {
  page: number;
  disabled: boolean;
}

/** The pagination bar: First, Back, the current page (of how many), Next, Last. */
export interface Pagination {
  first: PageLink;
  back: PageLink;
  current: number;
  totalPages: number;
  next: PageLink;
  last: PageLink;
}

/** Reads a page number from a URL or an answer: a whole number from 1, else 1. */
export function parsePage(value: unknown): number {
  const n = typeof value === 'number' ? value : Number(String(value ?? '').trim() || Number.NaN);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/** How many pages `total` items fill at `pageSize` per page; at least 1, so an empty list has page 1. */
export function pageCount(total: number, pageSize: number = LISTING_PAGE_SIZE): number {
  if (!Number.isFinite(total) || total <= 0 || !(pageSize > 0)) return 1;
  return Math.ceil(total / pageSize);
}

/**
 * The pagination model for page `current` of `totalPages`. First and Back are disabled on page 1, Next and
 * Last on the last page. A current page beyond the last is brought back to the last.
 */
export function paginationModel(current: unknown, totalPages: unknown): Pagination {
  const total = parsePage(totalPages);
  const page = Math.min(parsePage(current), total);
  return {
    first: { page: 1, disabled: page === 1 },
    back: { page: Math.max(1, page - 1), disabled: page === 1 },
    current: page,
    totalPages: total,
    next: { page: Math.min(total, page + 1), disabled: page === total },
    last: { page: total, disabled: page === total },
  };
}
