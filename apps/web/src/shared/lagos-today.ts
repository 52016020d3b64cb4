import { type CalendarDate, lagosCalendarDate } from '@oja/domain';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useHydrated } from './hydration';

/**
 * Where a server-rendered page keeps the day in Lagos it was rendered on: in the query cache the page
 * carries to the browser (server-state.ts), beside the route's data.
 */
const RENDERED_ON_KEY = ['rendered-on'] as const;

/** Notes, in the page's query cache, the day in Lagos at `instant`, when the server renders the page. */
export function recordRenderedOn(queryClient: QueryClient, instant: number) {
  queryClient.setQueryData(RENDERED_ON_KEY, lagosCalendarDate(instant));
}

/**
 * Today in Lagos, the day a purchase made now starts from. While the browser hydrates a server-rendered page,
 * it is the day the server rendered it on: a page rendered before midnight (or kept in a cache for a minute)
 * and hydrated after it would otherwise draw other dates than the server's, and React would throw the page
 * away. Once the page is live, it is the device's own today, and the dates move to it.
 */
export function useLagosToday(): CalendarDate {
  const hydrated = useHydrated();
  const renderedOn = useQueryClient().getQueryData<CalendarDate>(RENDERED_ON_KEY);
  return !hydrated && renderedOn ? renderedOn : lagosCalendarDate(Date.now());
}
