import { csvLine } from '@oja/domain';
import { inArray } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { orders } from '../db/schema.ts';

/**
 * A CSV export read a page at a time (the lending records, the finance exports): each source of a file is
 * read by its key, a page of rows per query, and each page is written out before the next is read, so a
 * year's file never sits in memory.
 */
export interface Period {
  from: Date;
  /** Exclusive. */
  to: Date;
}

/** Rows read per query: small enough to stream, large enough that a year is a few hundred queries. */
const PAGE_ROWS = 500;

export type Line = Record<string, string>;
/** One page of a source: its lines and the key to read on from (null when it was the last page). */
export type Page = { lines: Line[]; next: number | null };
type Source = (db: Database, period: Period, after: number, limit: number) => Promise<Page>;

export interface RecordFile {
  columns: readonly string[];
  /** Read one after the other into the same file. */
  sources: readonly Source[];
}

export const iso = (at: Date | null) => at?.toISOString() ?? '';
export const nextOf = (ids: number[], limit: number) => (ids.length < limit ? null : (ids.at(-1) ?? null));

/** The order numbers of `orderIds`, for rows keyed by the order's internal id. */
export async function orderNumbers(db: Database, orderIds: number[]) {
  if (orderIds.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: orders.id, orderNumber: orders.orderNumber })
    .from(orders)
    .where(inArray(orders.id, orderIds));
  return new Map(rows.map((row) => [row.id, row.orderNumber]));
}

/** A page of rows that each name an order: every line gets its order's number, read in one query. */
export async function withOrderNumbers<R extends { id: number; orderId: number | null }>(
  db: Database,
  rows: R[],
  limit: number,
  line: (row: R, orderNumber: string) => Line,
): Promise<Page> {
  // A row without an order (an unmatched transfer's refund, issue 44) has no order number.
  const numbers = await orderNumbers(db, [...new Set(rows.flatMap((row) => row.orderId ?? []))]);
  return {
    lines: rows.map((row) => line(row, (row.orderId === null ? undefined : numbers.get(row.orderId)) ?? '')),
    next: nextOf(
      rows.map((row) => row.id),
      limit,
    ),
  };
}

/**
 * One file's records in `period` as a CSV stream: the header, then each page's lines as it is read (pulled:
 * the next page is read only when the response has sent the last one).
 */
export function recordsCsv(
  db: Database,
  { columns, sources }: RecordFile,
  period: Period,
  pageRows = PAGE_ROWS,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let source = 0;
  let after: number | null = 0;
  let headed = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!headed) {
        headed = true;
        controller.enqueue(encoder.encode(`${columns.join(',')}\r\n`));
        return;
      }
      // Read on until a page has lines or every source is done: a pull that enqueues nothing would stall.
      while (true) {
        const read = sources[source];
        if (!read || after === null) {
          controller.close();
          return;
        }
        const page = await read(db, period, after, pageRows);
        after = page.next;
        if (after === null) {
          source += 1;
          after = 0;
        }
        if (page.lines.length > 0) {
          controller.enqueue(
            encoder.encode(page.lines.map((line) => `${csvLine(columns, line)}\r\n`).join('')),
          );
          return;
        }
      }
    },
  });
}
