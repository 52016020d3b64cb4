import { lagosCalendarDate, PAR_DAYS, type ParDays, parseCalendarDate, weekStarting } from '@oja/domain';
import {
  PORTFOLIO_PAGE_SIZE,
  type PortfolioFigure,
  portfolioOf,
  portfolioOrders,
} from '../db/portfolio-repository.ts';
import { refuse } from '../http/refuse.ts';
import { route, routes } from '../http/route.ts';
import { requireStaff } from '../staff/staff-sessions.ts';

const DAYS_NEEDED = 'Choose the days past due: 1, 30 or 90';
const WEEK_NEEDED = 'Choose the week by its Monday (YYYY-MM-DD)';
const MONTH_NEEDED = 'Choose the month of purchase (YYYY-MM)';
const WRITE_OFF_MONTH_NEEDED = 'Choose the month written off (YYYY-MM)';

/** The figure a drill-down's query names, or the message saying what it lacks. */
function figureOf(query: {
  figure: 'outstanding' | 'at-risk' | 'missed' | 'first-payment-default' | 'write-offs';
  plan?: 'monthly' | 'weekly' | 'daily';
  tier?: number;
  days?: number;
  week?: string;
  month?: string;
}): PortfolioFigure | string {
  switch (query.figure) {
    case 'outstanding':
      return {
        figure: 'outstanding',
        plan: query.plan,
        tier: query.tier === 2 ? 2 : query.tier === 1 ? 1 : undefined,
      };
    case 'at-risk':
      return PAR_DAYS.includes(query.days as ParDays)
        ? { figure: 'at-risk', days: query.days as ParDays }
        : DAYS_NEEDED;
    case 'missed':
      return query.week && parseCalendarDate(query.week) && weekStarting(query.week) === query.week
        ? { figure: 'missed', week: query.week }
        : WEEK_NEEDED;
    case 'first-payment-default':
      return query.month && parseCalendarDate(`${query.month}-01`)
        ? { figure: 'first-payment-default', month: query.month }
        : MONTH_NEEDED;
    case 'write-offs':
      return query.month && parseCalendarDate(`${query.month}-01`)
        ? { figure: 'write-offs', month: query.month }
        : WRITE_OFF_MONTH_NEEDED;
  }
}

/**
 * The console's portfolio: the credit book at a glance (outstanding by plan and tier, portfolio at risk, the
 * weekly collection rate, the first-payment default rate by month of purchase, write-offs by month), and the
 * orders behind any one figure. Every role may read it, as the overview (orders:read).
 */
export const adminPortfolioRoutes = routes(
  route('GET /admin/portfolio', requireStaff('orders:read'), async (c) => {
    const today = lagosCalendarDate(c.get('now')());
    return c.json({ success: true, message: 'Portfolio', data: await portfolioOf(c.get('db'), today) });
  }),
  route('GET /admin/portfolio/orders', requireStaff('orders:read'), async (c, request) => {
    const which = figureOf(request.query);
    if (typeof which === 'string') return refuse(c, 400, which);
    const today = lagosCalendarDate(c.get('now')());
    const page = request.query.page ?? 1;
    const found = await portfolioOrders(c.get('db'), which, today, page);
    return c.json({
      success: true,
      message: 'Orders behind the figure',
      data: { ...found, page, pageSize: PORTFOLIO_PAGE_SIZE },
    });
  }),
);
