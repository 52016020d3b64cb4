import { type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn';
import { Link } from '../../lib/link';
import { Button } from '../button/button';
import { Skeleton } from '../skeleton/skeleton';
import './data-table.css';

/** Which way a column is sorted: the words of `aria-sort`. */
export type SortDirection = 'ascending' | 'descending';

/** The sorting a table shows: a column's sort key and its direction. */
export interface DataTableSort<Key extends string = string> {
  key: Key;
  direction: SortDirection;
}

/** One column: its header, how a row's cell reads, and whether it sorts. */
export interface DataTableColumn<Row, Key extends string = string> {
  /** Unique among the columns (React's key). */
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Makes the header a sort button; the key goes to `onSortChange`. */
  sortKey?: Key;
  /** The direction a first press sorts by (a date or an amount: newest or largest first). Ascending by default. */
  firstDirection?: SortDirection;
  /** 'end' for amounts and counts, so their digits line up (tabular figures). */
  align?: 'start' | 'end';
}

/** Paging under the table: the page shown (from 1), how many, how many rows in all. */
export interface DataTablePaging {
  page: number;
  pageCount: number;
  total: number;
  onPageChange: (page: number) => void;
}

/**
 * Rows the operator picks for one action on them all (pack or ship many orders): a checkbox per row and one
 * in the header for every row of the page. Controlled: the app keeps the keys.
 */
interface DataTableSelection<Row> {
  selected: ReadonlySet<string>;
  onChange: (selected: ReadonlySet<string>) => void;
  /** The accessible name of a row's checkbox ('Select OJA-7KQ2M9XA'). */
  label: (row: Row) => string;
  /** What the selection holds of a row (its order number); the row's key by default. */
  value?: (row: Row) => string;
}

export interface DataTableProps<Row, Key extends string = string> {
  /** What the table lists: its caption and accessible name ('Orders'). */
  caption: string;
  /** Keep the caption for screen readers only (the page's heading says the same). */
  hideCaption?: boolean;
  columns: readonly DataTableColumn<Row, Key>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The column the rows are sorted by (controlled: the app sorts, on the server). */
  sort?: DataTableSort<Key>;
  onSortChange?: (sort: DataTableSort<Key>) => void;
  paging?: DataTablePaging;
  /** How the total reads under the table ('1 order', '97 orders'). */
  totalLabel?: (total: number) => string;
  /** Skeleton rows in place of the rows, the table marked busy. */
  loading?: boolean;
  /** How many skeleton rows while loading (the page size, so nothing jumps). */
  loadingRows?: number;
  /** What an empty table says, and what to do next ('No orders match', Clear filters). */
  empty?: ReactNode;
  /** The page a row opens: its first cell becomes the link, and the whole row can be clicked. */
  rowHref?: (row: Row) => string;
  selection?: DataTableSelection<Row>;
  className?: string;
}

const NEXT: Record<SortDirection, SortDirection> = { ascending: 'descending', descending: 'ascending' };

/**
 * A table of records for the operator console: sortable columns, paging, loading and empty states.
 * Sorting and paging are controlled: the table says what was asked, the app fetches and passes the rows.
 *
 * Accessibility: a real `<table>` named by its caption, in a group that scrolls sideways (focusable, so the
 * keyboard can scroll it) instead of widening the page; a sortable header is a button inside a `th` with
 * `aria-sort`; a linked row's first cell is a real link (Tab reaches it, Enter opens it) stretched over the
 * row for the mouse; loading marks the table busy and says so in a status; paging says 'Page X of Y'.
 */
export function DataTable<Row, Key extends string = string>({
  caption,
  hideCaption = false,
  columns,
  rows,
  rowKey,
  sort,
  onSortChange,
  paging,
  totalLabel = (total) => `${total} ${total === 1 ? 'row' : 'rows'}`,
  loading = false,
  loadingRows = 5,
  empty = 'Nothing to show.',
  rowHref,
  selection,
  className,
}: DataTableProps<Row, Key>) {
  const captionId = useId();
  const leading = selection ? 1 : 0;
  const header = (column: DataTableColumn<Row, Key>) => {
    const { sortKey } = column;
    const alignEnd = column.align === 'end';
    if (!sortKey || !onSortChange) {
      return (
        <th key={column.id} scope="col" className={cn(alignEnd && 'oja-data-table__end')}>
          {column.header}
        </th>
      );
    }
    const current = sort?.key === sortKey ? sort.direction : undefined;
    const direction = current ? NEXT[current] : (column.firstDirection ?? 'ascending');
    return (
      <th
        key={column.id}
        scope="col"
        aria-sort={current ?? 'none'}
        className={cn(alignEnd && 'oja-data-table__end')}
      >
        <button
          type="button"
          className="oja-data-table__sort"
          onClick={() => onSortChange({ key: sortKey, direction })}
        >
          {column.header}
          <SortArrow direction={current} />
        </button>
      </th>
    );
  };

  let body: ReactNode;
  if (loading) {
    body = Array.from({ length: loadingRows }, (_, index) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart.
      <tr key={index} className="oja-data-table__placeholder">
        {selection ? <td /> : null}
        {columns.map((column) => (
          <td key={column.id} className={cn(column.align === 'end' && 'oja-data-table__end')}>
            <Skeleton width="70%" />
          </td>
        ))}
      </tr>
    ));
  } else if (rows.length === 0) {
    body = (
      <tr>
        <td colSpan={columns.length + leading} className="oja-data-table__empty">
          {empty}
        </td>
      </tr>
    );
  } else {
    body = rows.map((row) => {
      const href = rowHref?.(row);
      return (
        <tr key={rowKey(row)} className={cn(href && 'oja-data-table__linked')}>
          {selection ? (
            <RowCheckbox selection={selection} row={row} rowKey={(selection.value ?? rowKey)(row)} />
          ) : null}
          {columns.map((column, index) => {
            const content = column.cell(row);
            return (
              <td key={column.id} className={cn(column.align === 'end' && 'oja-data-table__end')}>
                {href && index === 0 ? (
                  <Link href={href} className="oja-data-table__row-link">
                    {content}
                  </Link>
                ) : (
                  content
                )}
              </td>
            );
          })}
        </tr>
      );
    });
  }

  return (
    <div data-slot="data-table" className={cn('oja-data-table', className)}>
      {/* A group, not a landmark (a page of several tables would fill the landmarks), and no fieldset (not a form). */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls must be reachable by keyboard to scroll it. */}
      {/* biome-ignore lint/a11y/useSemanticElements: see above. */}
      <div role="group" className="oja-data-table__scroll" aria-labelledby={captionId} tabIndex={0}>
        <table className="oja-data-table__table" aria-busy={loading || undefined}>
          <caption id={captionId} className={cn('oja-data-table__caption', hideCaption && 'oja-sr-only')}>
            {caption}
          </caption>
          <thead>
            <tr>
              {selection ? (
                <PageCheckbox selection={selection} keys={rows.map(selection.value ?? rowKey)} />
              ) : null}
              {columns.map(header)}
            </tr>
          </thead>
          <tbody>{body}</tbody>
        </table>
      </div>
      {loading ? (
        <p role="status" className="oja-sr-only">
          Loading {caption.toLowerCase()}…
        </p>
      ) : null}
      {paging && !loading ? <Paging caption={caption} paging={paging} totalLabel={totalLabel} /> : null}
    </div>
  );
}

/** A row's checkbox, above the row's stretched link so a click on it selects rather than opens. */
function RowCheckbox<Row>({
  selection,
  row,
  rowKey,
}: {
  selection: DataTableSelection<Row>;
  row: Row;
  rowKey: string;
}) {
  const checked = selection.selected.has(rowKey);
  const toggle = () => {
    const next = new Set(selection.selected);
    if (checked) next.delete(rowKey);
    else next.add(rowKey);
    selection.onChange(next);
  };
  return (
    <td className="oja-data-table__select">
      <input type="checkbox" aria-label={selection.label(row)} checked={checked} onChange={toggle} />
    </td>
  );
}

/** 'Select all on this page': checked when every row of the page is, mixed when some are. */
function PageCheckbox<Row>({ selection, keys }: { selection: DataTableSelection<Row>; keys: string[] }) {
  const picked = keys.filter((key) => selection.selected.has(key)).length;
  const all = keys.length > 0 && picked === keys.length;
  const toggle = () => {
    const next = new Set(selection.selected);
    for (const key of keys) {
      if (all) next.delete(key);
      else next.add(key);
    }
    selection.onChange(next);
  };
  return (
    <th scope="col" className="oja-data-table__select">
      <input
        type="checkbox"
        aria-label="Select all on this page"
        checked={all}
        disabled={keys.length === 0}
        ref={(input) => {
          if (input) input.indeterminate = picked > 0 && !all;
        }}
        onChange={toggle}
      />
    </th>
  );
}

function Paging({
  caption,
  paging,
  totalLabel,
}: {
  caption: string;
  paging: DataTablePaging;
  totalLabel: (total: number) => string;
}) {
  const { page, pageCount, total, onPageChange } = paging;
  const pages = Math.max(pageCount, 1);
  return (
    <nav aria-label={`Pages of ${caption.toLowerCase()}`} className="oja-data-table__paging">
      <p className="oja-data-table__total">{totalLabel(total)}</p>
      <div className="oja-data-table__pager">
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          Previous
        </Button>
        <p className="oja-data-table__page" aria-live="polite" aria-atomic="true">
          Page {Math.min(page, pages)} of {pages}
        </p>
        <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
          Next
        </Button>
      </div>
    </nav>
  );
}

/** The sort mark: both arrows faint when unsorted, one arrow when sorted (the words are in aria-sort). */
function SortArrow({ direction }: { direction?: SortDirection }) {
  return (
    <svg
      aria-hidden="true"
      width="12"
      height="12"
      viewBox="0 0 12 12"
      className={cn('oja-data-table__arrow', direction && 'oja-data-table__arrow--active')}
    >
      {direction !== 'descending' ? <path d="M6 1 L10 5 H2 Z" fill="currentColor" /> : null}
      {direction !== 'ascending' ? <path d="M6 11 L10 7 H2 Z" fill="currentColor" /> : null}
    </svg>
  );
}
