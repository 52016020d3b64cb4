import { NO_ORDER_FILTERS } from '@oja/ui/admin';
import { describe, expect, it } from 'vitest';
import { ordersQueryOf, ordersSearchOf, ordersStateOf } from './orders-view';

describe("the orders list's state in the address", () => {
  it('comes back as it was left: search, filters, sort and page (a link or Back restores the list)', () => {
    const filters = {
      ...NO_ORDER_FILTERS,
      query: 'OJA-2026-000418',
      paymentStatus: 'paid' as const,
      from: '2026-11-01',
    };
    const sort = { key: 'total' as const, direction: 'descending' as const };
    const search = ordersSearchOf(filters, sort, 3);
    expect(search).toBe('?q=OJA-2026-000418&paymentStatus=paid&from=2026-11-01&sort=total_desc&page=3');
    expect(ordersStateOf(search.slice(1))).toEqual({ filters, sort, page: 3 });
  });

  it('is empty for the default list, newest first on page 1', () => {
    const state = ordersStateOf('');
    expect(ordersSearchOf(state.filters, state.sort, state.page)).toBe('');
    expect(state.sort).toEqual({ key: 'placedAt', direction: 'descending' });
  });

  it('asks the API only for the filters given, with the sort and a page of 25', () => {
    const { filters, sort } = ordersStateOf('plan=weekly&sort=oldest');
    expect(ordersQueryOf(filters, sort, 2)).toEqual({
      plan: 'weekly',
      sort: 'oldest',
      page: 2,
      pageSize: 25,
    });
  });

  it('reads a page that is not a number as page 1', () => {
    expect(ordersStateOf('page=abc').page).toBe(1);
    expect(ordersStateOf('page=-4').page).toBe(1);
  });
});
