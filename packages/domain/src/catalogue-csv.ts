/**
 * The catalogue's CSV, both ways: the export the console downloads and the import it sends back, with a
 * report of every refused row and why, field by field. RFC 4180 quoting (a comma, quote or line break in a
 * cell is quoted, a quote doubled). Pure: the API reads the file and checks each row here.
 */
import {
  type CatalogueProductField,
  type CatalogueProductInput,
  type ProductSpecificationRow,
  validateCatalogueProduct,
} from './catalogue-admin';

/** The columns, in the file's order; the header row names them. */
export const CATALOGUE_CSV_COLUMNS = [
  'productID',
  'name',
  'brand',
  'seller',
  'category',
  'price',
  'minimumDownPaymentPercentage',
  'stock',
  'published',
  'description',
  'specifications',
] as const;
export type CatalogueCsvColumn = (typeof CATALOGUE_CSV_COLUMNS)[number];

/** The most rows one import takes: one transaction, one answer the console can show. */
export const CATALOGUE_CSV_MAX_ROWS = 1000;

export const CSV_HEADER_INVALID = `The first row must name the columns: ${CATALOGUE_CSV_COLUMNS.join(',')}`;
export const CSV_EMPTY = 'The file has no product rows under its header';
export const CSV_TOO_MANY_ROWS = `Import at most ${CATALOGUE_CSV_MAX_ROWS.toLocaleString('en-NG')} products at once`;
export const CSV_PRODUCT_ID_GIVEN =
  'Leave productID empty: the import adds new products (edit an existing one in the console)';
export const CSV_CATEGORY_UNKNOWN = 'No subcategory has this slug (see the Categories screen)';
export const CSV_PUBLISHED_INVALID = 'Write yes or no';
export const CSV_SPECIFICATIONS_INVALID =
  'Write specifications as Name: Value, separated by semicolons (e.g. Storage: 128GB; Colour: Black)';
export const CSV_QUOTE_UNCLOSED = 'A quoted cell is not closed';

/** Splits CSV text into rows of cells; null when a quote is left open. Blank lines are skipped. */
export function parseCsv(source: string): string[][] | null {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const text = source.replace(/^\uFEFF/, '');
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"' && cell === '') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      cell = '';
      if (row.some((c) => c !== '')) rows.push(row);
      row = [];
    } else cell += ch;
  }
  if (quoted) return null;
  row.push(cell);
  if (row.some((c) => c !== '')) rows.push(row);
  return rows;
}

/** One cell as the file holds it: quoted when it must be; a leading =,+,-,@ quoted so no sheet runs it. */
function csvCell(value: string): string {
  const safe = /^[=+\-@]/.test(value) && !/^-?\d/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) || safe !== value ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The file: the header, then one line per row, CRLF-ended as RFC 4180 says. */
export function toCsv(rows: ReadonlyArray<Record<CatalogueCsvColumn, string>>): string {
  return csvTable(CATALOGUE_CSV_COLUMNS, rows);
}

/** Any CSV file the console exports: a header of `columns`, then one line per row, cells as {@link toCsv}'s. */
export function csvTable<Column extends string>(
  columns: readonly Column[],
  rows: ReadonlyArray<Record<Column, string>>,
): string {
  const lines = [columns.join(',')];
  for (const row of rows) lines.push(csvLine(columns, row));
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * One line of such a file, without its CRLF: for an export streamed a page at a time, whose lines are written
 * as they are read (a year of records never held whole).
 */
export function csvLine<Column extends string>(
  columns: readonly Column[],
  row: Record<Column, string>,
): string {
  return columns.map((column) => csvCell(row[column])).join(',');
}

/** 'Storage: 128GB; Colour: Black' as rows, or null when a part has no 'Name: Value'. */
export function readSpecificationsCell(cell: string): ProductSpecificationRow[] | null {
  const parts = cell
    .split(';')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  const rows: ProductSpecificationRow[] = [];
  for (const part of parts) {
    const colon = part.indexOf(':');
    if (colon <= 0) return null;
    rows.push({ name: part.slice(0, colon).trim(), value: part.slice(colon + 1).trim() });
  }
  return rows;
}

/** Rows as the export writes them: 'Storage: 128GB; Colour: Black'. */
export function specificationsCell(rows: readonly ProductSpecificationRow[]): string {
  return rows.map((r) => `${r.name}: ${r.value}`).join('; ');
}

/** What the refused row's fields were called in the file. */
const COLUMN_OF: Record<CatalogueProductField, CatalogueCsvColumn> = {
  name: 'name',
  brand: 'brand',
  seller: 'seller',
  categoryId: 'category',
  price: 'price',
  minimumDownPaymentPercentage: 'minimumDownPaymentPercentage',
  stock: 'stock',
  description: 'description',
  specifications: 'specifications',
};

export interface CsvFieldError {
  field: CatalogueCsvColumn;
  message: string;
}

/** One row's verdict: the product to add, or each field's message. Line numbers count the header as 1. */
export type CatalogueCsvRow =
  | { line: number; ok: true; product: CatalogueProductInput }
  | { line: number; ok: false; name: string; errors: CsvFieldError[] };

export type CatalogueCsvReading = { ok: true; rows: CatalogueCsvRow[] } | { ok: false; message: string };

/**
 * Reads an import file against the shop's subcategories (slug → id): a refused file (no header, no rows,
 * too many) as one message; else every row, good or refused with a message per field.
 */
export function readCatalogueCsv(
  source: string,
  subcategoryIdsBySlug: ReadonlyMap<string, number>,
): CatalogueCsvReading {
  const table = parseCsv(source);
  if (table === null) return { ok: false, message: CSV_QUOTE_UNCLOSED };
  const [header, ...rows] = table;
  const columns = header?.map((h) => h.trim());
  if (!columns || columns.join(',') !== CATALOGUE_CSV_COLUMNS.join(',')) {
    return { ok: false, message: CSV_HEADER_INVALID };
  }
  if (rows.length === 0) return { ok: false, message: CSV_EMPTY };
  if (rows.length > CATALOGUE_CSV_MAX_ROWS) return { ok: false, message: CSV_TOO_MANY_ROWS };
  const categoryIds = new Set(subcategoryIdsBySlug.values());
  return {
    ok: true,
    rows: rows.map((cells, index) => readRow(cells, index + 2, subcategoryIdsBySlug, categoryIds)),
  };
}

function readRow(
  cells: string[],
  line: number,
  subcategoryIdsBySlug: ReadonlyMap<string, number>,
  categoryIds: ReadonlySet<number>,
): CatalogueCsvRow {
  const cell = (column: CatalogueCsvColumn) => (cells[CATALOGUE_CSV_COLUMNS.indexOf(column)] ?? '').trim();
  const errors: CsvFieldError[] = [];
  if (cell('productID') !== '') errors.push({ field: 'productID', message: CSV_PRODUCT_ID_GIVEN });
  const published = cell('published').toLowerCase();
  if (!['', 'yes', 'no', 'true', 'false'].includes(published)) {
    errors.push({ field: 'published', message: CSV_PUBLISHED_INVALID });
  }
  const specifications = readSpecificationsCell(cell('specifications'));
  const category = cell('category').toLowerCase();
  const check = validateCatalogueProduct(
    {
      name: cell('name'),
      brand: cell('brand'),
      seller: cell('seller'),
      categoryId: subcategoryIdsBySlug.get(category) ?? -1,
      price: cell('price'),
      minimumDownPaymentPercentage: cell('minimumDownPaymentPercentage'),
      stock: cell('stock'),
      description: cell('description'),
      specifications: specifications ?? [],
      published: !(published === 'no' || published === 'false'),
    },
    categoryIds,
  );
  if (!check.ok) {
    for (const [field, message] of Object.entries(check.errors) as Array<[CatalogueProductField, string]>) {
      errors.push({
        field: COLUMN_OF[field],
        message: field === 'categoryId' && category !== '' ? CSV_CATEGORY_UNKNOWN : message,
      });
    }
  }
  if (specifications === null) errors.push({ field: 'specifications', message: CSV_SPECIFICATIONS_INVALID });
  if (errors.length > 0 || !check.ok) {
    errors.sort((a, b) => CATALOGUE_CSV_COLUMNS.indexOf(a.field) - CATALOGUE_CSV_COLUMNS.indexOf(b.field));
    return { line, ok: false, name: cell('name'), errors };
  }
  return { line, ok: true, product: check.value };
}
