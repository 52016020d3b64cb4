import type {
  AdminPortfolioData,
  AdminPortfolioOrdersData,
  AdminPortfolioOrdersQuery,
} from '@oja/api-client';
import { kobo, parseCalendarDate, weekStarting } from '@oja/domain';
import type { AdminPortfolio, AdminPortfolioDrillDown, AdminPortfolioFigure } from '@oja/ui/admin';

/** The portfolio's answer as the screen shows it: every figure the server's, kobo typed as kobo. */
export function toPortfolioView(data: AdminPortfolioData): AdminPortfolio {
  return {
    outstanding: {
      orders: data.outstanding.orders,
      amountKobo: kobo(data.outstanding.kobo),
      byPlanAndTier: data.outstanding.byPlanAndTier.map((line) => ({
        plan: line.plan,
        tier: line.tier === 2 ? 2 : 1,
        orders: line.orders,
        amountKobo: kobo(line.kobo),
      })),
    },
    atRisk: data.atRisk.map((line) => ({
      days: line.days,
      orders: line.orders,
      amountKobo: kobo(line.kobo),
      percent: line.percent,
    })),
    collectionRate: data.collectionRate.map((week) => ({
      week: week.week,
      dueKobo: kobo(week.dueKobo),
      onTimeKobo: kobo(week.onTimeKobo),
      percent: week.percent,
    })),
    firstPaymentDefault: data.firstPaymentDefault,
    writeOffs: {
      orders: data.writeOffs.orders,
      amountKobo: kobo(data.writeOffs.kobo),
      months: data.writeOffs.months.map((month) => ({
        month: month.month,
        orders: month.orders,
        amountKobo: kobo(month.kobo),
      })),
    },
  };
}

/** The figure (and page) the address names (`?figure=at-risk&days=30&page=2`), or null for none or nonsense. */
export function figureFromSearch(search: string): { figure: AdminPortfolioFigure; page: number } | null {
  const params = new URLSearchParams(search);
  const page = Math.max(1, Math.min(100_000, Math.trunc(Number(params.get('page') ?? 1)) || 1));
  const plan = params.get('plan');
  const tier = Number(params.get('tier'));
  const days = Number(params.get('days'));
  const week = params.get('week') ?? '';
  const month = params.get('month') ?? '';
  const isMonth = /^\d{4}-(0[1-9]|1[0-2])$/.test(month);
  switch (params.get('figure')) {
    case 'outstanding':
      return {
        page,
        figure: {
          figure: 'outstanding',
          ...(plan === 'monthly' || plan === 'weekly' || plan === 'daily' ? { plan } : {}),
          ...(tier === 1 || tier === 2 ? { tier } : {}),
        },
      };
    case 'at-risk':
      return days === 1 || days === 30 || days === 90 ? { page, figure: { figure: 'at-risk', days } } : null;
    case 'missed':
      return parseCalendarDate(week) && weekStarting(week) === week
        ? { page, figure: { figure: 'missed', week } }
        : null;
    case 'first-payment-default':
      return isMonth ? { page, figure: { figure: 'first-payment-default', month } } : null;
    case 'write-offs':
      return isMonth ? { page, figure: { figure: 'write-offs', month } } : null;
    default:
      return null;
  }
}

/** The query string of a figure and page (what the console's address and the API both take). */
export function figureSearch(figure: AdminPortfolioFigure, page = 1): string {
  const entries = Object.entries({ ...figure, ...(page > 1 ? { page } : {}) });
  return new URLSearchParams(entries.map(([key, value]) => [key, String(value)])).toString();
}

/** The API's query for a figure's page. */
export function toOrdersQuery(figure: AdminPortfolioFigure, page: number): AdminPortfolioOrdersQuery {
  return { ...figure, page };
}

/** A page of the orders behind a figure, as the screen shows it. */
export function toDrillDown(
  figure: AdminPortfolioFigure,
  page: number,
  status: AdminPortfolioDrillDown['status'],
  data: AdminPortfolioOrdersData | undefined,
): AdminPortfolioDrillDown {
  return {
    figure,
    status,
    page,
    pageSize: data?.pageSize ?? 50,
    total: data?.total ?? 0,
    orders: (data?.orders ?? []).map((order) => ({
      ...order,
      tier: order.tier === 2 ? 2 : 1,
      outstandingKobo: kobo(order.outstandingKobo),
      writtenOffKobo: order.writtenOffKobo === null ? null : kobo(order.writtenOffKobo),
    })),
  };
}
