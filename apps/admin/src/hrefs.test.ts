import { describe, expect, it } from 'vitest';
import { orderHref, productHref, routeHref, safeNext, shopperHref, signInHref } from './hrefs';

describe('after sign-in, back to the page asked: a console page only', () => {
  it.each([
    ['/admin/staff', '/admin/staff'],
    ['/admin', '/admin'],
    ['/admin/staff?page=2', '/admin/staff?page=2'],
    // Never another site, nor a page of the shop, nor the sign-in or setup pages themselves.
    ['//evil.example/admin', null],
    ['https://evil.example/admin/staff', null],
    ['/administrator', null],
    ['/cart-items', null],
    ['/admin/sign-in', null],
    ['/admin/sign-in?next=/admin/staff', null],
    ['/admin/setup#token=abc', null],
    [null, null],
  ])('%s → %s', (next, expected) => {
    expect(safeNext(next)).toBe(expected);
  });

  it('names the page to come back to, unless it is the console’s home', () => {
    expect(signInHref('/admin/staff')).toBe('/admin/sign-in?next=%2Fadmin%2Fstaff');
    expect(signInHref('/admin')).toBe('/admin/sign-in');
    expect(safeNext(new URLSearchParams(signInHref('/admin/staff').split('?')[1]).get('next'))).toBe(
      '/admin/staff',
    );
  });
});

describe('links by route name, from the manifest', () => {
  it("fills a page's parameters, encoded", () => {
    expect(orderHref('OJA-2026-000418')).toBe('/admin/orders/OJA-2026-000418');
    expect(shopperHref('u 1/2')).toBe('/admin/shoppers/u%201%2F2');
    expect(productHref('OJA-PHN-001')).toBe('/admin/catalogue/products/OJA-PHN-001');
    expect(routeHref('returns')).toBe('/admin/returns');
  });
});
