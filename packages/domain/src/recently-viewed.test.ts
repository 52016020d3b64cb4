import { describe, expect, it } from 'vitest';
import { addRecentlyViewed, recentlyViewedFor } from './recently-viewed';

describe('recently viewed: newest first, no duplicates, 10 stored, 5 shown on home, 2 on the dashboard', () => {
  const twelve = Array.from({ length: 12 }, (_, i) => `P${i}`).reduce<string[]>(addRecentlyViewed, []);

  it('keeps the 10 newest, newest first', () => {
    expect(twelve).toEqual(['P11', 'P10', 'P9', 'P8', 'P7', 'P6', 'P5', 'P4', 'P3', 'P2']);
  });

  it('moves a product seen again to the front without a duplicate', () => {
    expect(addRecentlyViewed(['A', 'B', 'C'], 'C')).toEqual(['C', 'A', 'B']);
  });

  it('shows 5 on home and 2 on the dashboard', () => {
    expect(recentlyViewedFor(twelve, 'home')).toHaveLength(5);
    expect(recentlyViewedFor(twelve, 'dashboard')).toEqual(['P11', 'P10']);
  });
});
