import { describe, expect, it } from 'vitest';
import { safeReturnPath, withReturnPath } from './return-path';

describe('the way back after signing in is a path of the shop', () => {
  it.each([
    ['/cart-items/checkout', '/cart-items/checkout'],
    ['/user-dashboard/purchases?tab=active#top', '/user-dashboard/purchases?tab=active#top'],
    ['/', '/'],
  ])('follows %s', (raw, path) => {
    expect(safeReturnPath(raw)).toBe(path);
  });

  it.each([
    ['another site, scheme-relative', '//evil.com'],
    ['another site, with a scheme', 'https://evil.com/cart'],
    ['another site, written with a backslash', '/\\evil.com'],
    ['another site behind a tab', '/\t/evil.com'],
    ['a script', 'javascript:alert(1)'],
    ['a relative path', 'cart-items'],
    ['the login page (a circle)', '/login?from=/cart-items'],
    ['the sign-up page', '/sign-up'],
    ['the verify page', '/sign-up/verify-email/a%40b.ng'],
    ['nothing', ''],
    ['no parameter', null],
  ])('refuses %s', (_, raw) => {
    expect(safeReturnPath(raw)).toBeNull();
  });
});

describe('a sign-in link carries the way back', () => {
  it('encoded as from', () => {
    expect(withReturnPath('/sign-up', '/cart-items/checkout')).toBe('/sign-up?from=%2Fcart-items%2Fcheckout');
  });
  it('or not at all', () => {
    expect(withReturnPath('/sign-up', null)).toBe('/sign-up');
  });
});
