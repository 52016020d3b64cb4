import type { CalendarDate, Kobo } from '@oja/domain';

/** Which figure's orders a drill-down lists (the API's query for GET /admin/portfolio/orders). */
export type AdminPortfolioFigure =
  | { figure: 'outstanding'; plan?: 'monthly' | 'weekly' | 'daily'; tier?: 1 | 2 }
  | { figure: 'at-risk'; days: 1 | 30 | 90 }
  | { figure: 'missed'; week: CalendarDate }
  | { figure: 'first-payment-default'; month: string }
  | { figure: 'write-offs'; month: string };

/** The credit book as the portfolio screen shows it (the server's figures, kobo typed as kobo). */
export interface AdminPortfolio {
  outstanding: {
    orders: number;
    amountKobo: Kobo;
    byPlanAndTier: ReadonlyArray<{
      plan: 'monthly' | 'weekly' | 'daily';
      tier: 1 | 2;
      orders: number;
      amountKobo: Kobo;
    }>;
  };
  atRisk: ReadonlyArray<{ days: 1 | 30 | 90; orders: number; amountKobo: Kobo; percent: number | null }>;
  collectionRate: ReadonlyArray<{
    week: CalendarDate;
    dueKobo: Kobo;
    onTimeKobo: Kobo;
    percent: number | null;
  }>;
  firstPaymentDefault: {
    afterDays: number;
    months: ReadonlyArray<{ month: string; judged: number; defaulted: number; percent: number | null }>;
  };
  /** Approved write-offs by the Lagos month approved (the last 12, the current one last), and in all. */
  writeOffs: {
    orders: number;
    amountKobo: Kobo;
    months: ReadonlyArray<{ month: string; orders: number; amountKobo: Kobo }>;
  };
}

/** One order behind a figure. */
export interface AdminPortfolioOrder {
  orderNumber: string;
  plan: string;
  tier: 1 | 2;
  shopperId: string;
  shopperName: string | null;
  outstandingKobo: Kobo;
  daysPastDue: number;
  /** What was written off in the month: the write-offs drill-down's alone (null in the others). */
  writtenOffKobo: Kobo | null;
}

/** The drill-down under the figures: which figure, and its page of orders. */
export interface AdminPortfolioDrillDown {
  figure: AdminPortfolioFigure;
  status: 'ready' | 'loading' | 'error';
  orders: readonly AdminPortfolioOrder[];
  total: number;
  page: number;
  pageSize: number;
}

/** Where the screen's links go: the console's paths. */
export interface AdminPortfolioHrefs {
  /** The portfolio with one figure's orders listed (page 1 unless given). */
  figure: (figure: AdminPortfolioFigure, page?: number) => string;
  order: (orderNumber: string) => string;
  shopper: (shopperId: string) => string;
}
