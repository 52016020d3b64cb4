import {
  addDays,
  type CalendarDate,
  kobo,
  lagosCalendarDate,
  lagosDayStart,
  type MoneyInLine,
} from '@oja/domain';
import { PaymentProviderError } from './card-payments.ts';
import { PaystackApi, type PaystackConnection } from './paystack-api.ts';
import type { SettlementReports } from './settlement-reports.ts';

/**
 * Days after a payment within which Paystack settles it: next day (T+1), later over a weekend or a public
 * holiday. Settlements made in this window hold every payment of the day.
 */
const SETTLEMENT_WINDOW_DAYS = 5;
/** Paystack's largest page. */
const PER_PAGE = 100;
/** A day of a busy shop is a few thousand pages at most; an answer that never ends is refused. */
const MAX_PAGES = 10_000;

/** The parts of Paystack's answers read here (`GET /settlement`, `GET /settlement/:id/transactions`). */
interface PaystackSettlement {
  id: number | string;
}
interface PaystackSettledTransaction {
  reference?: unknown;
  amount?: unknown;
  paid_at?: unknown;
  paidAt?: unknown;
}
interface PageMeta {
  page?: number;
  pageCount?: number;
}

/**
 * Paystack's settlement report of a day: the settlements paid out in the days after it, and of their
 * transactions those paid on the day (Lagos time). Every list is read a page of 100 at a time. An answer that
 * is not Paystack's envelope, or a transaction without a reference, a whole amount in kobo or a date, is a
 * PaymentProviderError: a report read wrong would make differences that are not there.
 */
export class PaystackSettlementReports implements SettlementReports {
  readonly kind = 'paystack';
  readonly #api: PaystackApi;

  constructor(connection: PaystackConnection) {
    this.#api = new PaystackApi(connection);
  }

  async paidOn(day: CalendarDate): Promise<MoneyInLine[]> {
    const from = new Date(lagosDayStart(day)).toISOString();
    const to = new Date(lagosDayStart(addDays(day, SETTLEMENT_WINDOW_DAYS + 1))).toISOString();
    const settlements = await this.#all<PaystackSettlement>(`/settlement?from=${from}&to=${to}`);
    const lines: MoneyInLine[] = [];
    for (const settlement of settlements) {
      const path = `/settlement/${encodeURIComponent(String(settlement.id))}/transactions`;
      for (const transaction of await this.#all<PaystackSettledTransaction>(path)) {
        const line = settledLine(transaction);
        if (lagosCalendarDate(Date.parse(line.paidAt)) === day) lines.push(line);
      }
    }
    return lines;
  }

  /** Every item of a paged list, page after page until Paystack's `meta.pageCount`. */
  async #all<T>(path: string): Promise<T[]> {
    const items: T[] = [];
    const joiner = path.includes('?') ? '&' : '?';
    for (let page = 1; page <= MAX_PAGES; page++) {
      const answer = await this.#api.call<T[]>('GET', `${path}${joiner}perPage=${PER_PAGE}&page=${page}`);
      const { data } = answer.body;
      if (answer.status !== 200 || answer.body.status !== true || !Array.isArray(data)) {
        throw new PaymentProviderError(
          `Paystack answered GET ${path} with ${answer.status}: ${answer.body.message ?? 'no list'}`,
        );
      }
      items.push(...data);
      const meta = (answer.body as { meta?: PageMeta }).meta;
      if (data.length === 0 || (meta?.pageCount ?? 1) <= page) return items;
    }
    throw new PaymentProviderError(`Paystack's list at ${path} did not end after ${MAX_PAGES} pages`);
  }
}

function settledLine(transaction: PaystackSettledTransaction): MoneyInLine {
  const { reference, amount } = transaction;
  const paidAt = Date.parse(String(transaction.paid_at ?? transaction.paidAt));
  if (
    typeof reference !== 'string' ||
    reference === '' ||
    !Number.isSafeInteger(amount) ||
    Number.isNaN(paidAt)
  ) {
    throw new PaymentProviderError(
      'Paystack listed a settled transaction without a reference, amount or date',
    );
  }
  return { reference, amountKobo: kobo(amount as number), paidAt: new Date(paidAt).toISOString() };
}
