import { dehydrate, hydrate, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { datedServerState, serializeServerState } from './server-state';

/** A page's cache as the server dehydrates it, its answer fetched at `time`. */
function renderedAt(time: number) {
  vi.setSystemTime(time);
  const queryClient = new QueryClient();
  queryClient.setQueryData(['categories'], [{ id: 1, name: 'Electronics' }]);
  vi.setSystemTime(time + 40);
  return dehydrate(queryClient);
}

describe("a rendered page's carried cache", () => {
  afterEach(() => vi.useRealTimers());

  it('is the same text for the same answers rendered at another time, on a page every visitor shares (so its ETag holds and a returning shopper gets a 304)', () => {
    vi.useFakeTimers();
    const first = serializeServerState(renderedAt(1_796_491_764_726), { shared: true });
    const later = serializeServerState(renderedAt(1_796_491_772_056), { shared: true });
    expect(later).toBe(first);
    expect(first).not.toMatch(/1796491/);
  });

  it("keeps its answers' times on a shopper's own page, which may be read offline later", () => {
    vi.useFakeTimers();
    const own = serializeServerState(renderedAt(1_796_491_764_726), { shared: false });
    const state = JSON.parse(own);
    expect(state.queries[0].state.dataUpdatedAt).toBe(1_796_491_764_726);
    expect(state.queries[0].dehydratedAt).toBe(1_796_491_764_766);
  });

  it("dates a shared page's answers when the page arrives, so the browser does not ask for them again at once", () => {
    vi.useFakeTimers();
    const shared = JSON.parse(serializeServerState(renderedAt(1_796_491_764_726), { shared: true }));
    vi.setSystemTime(1_796_491_800_000);
    const queryClient = new QueryClient();
    hydrate(queryClient, datedServerState(shared, Date.now()));
    const query = queryClient.getQueryCache().find({ queryKey: ['categories'] });
    expect(query?.state.dataUpdatedAt).toBe(1_796_491_800_000);
    // Undated, it would count as fetched in 1970: stale, asked again as soon as the page hydrates.
    expect(query?.isStaleByTime(5 * 60_000)).toBe(false);

    const own = JSON.parse(serializeServerState(renderedAt(1_796_491_764_726), { shared: false }));
    expect(datedServerState(own, Date.now()).queries[0]?.state.dataUpdatedAt).toBe(1_796_491_764_726);
  });
});
