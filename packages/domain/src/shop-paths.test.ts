import { describe, expect, it } from 'vitest';
import { adminPaths, fillPath, shopPaths } from './shop-paths';

describe('the shop paths a provider sends the shopper back to: one spelling for the server and the web app', () => {
  it.each([
    ['paymentSuccess', shopPaths.paymentSuccess('ord_1'), '/cart-items/checkout/payment-success/ord_1'],
    [
      'mandateCreate',
      shopPaths.mandateCreate(70_537.5, 'ord_1'),
      '/cart-items/checkout/mandate/create/70537.5?orderId=ord_1',
    ],
    [
      'directDebitSuccess',
      shopPaths.directDebitSuccess('ord_1'),
      '/cart-items/checkout/direct-debit/success?orderid=ord_1',
    ],
    ['purchasesFor', shopPaths.purchasesFor('OJA-123456'), '/user-dashboard/purchases?order=OJA-123456'],
    [
      'complaintFor',
      shopPaths.complaintFor('CMP-AB12CD34'),
      '/user-dashboard/account-profile/resolution-centre?complaint=CMP-AB12CD34',
    ],
    [
      'complaintPicture',
      shopPaths.complaintPicture('CMP-AB12CD34'),
      '/user-dashboard/account-profile/resolution-centre/pictures/CMP-AB12CD34',
    ],
  ])('%s → %s', (_name, path, expected) => {
    expect(path).toBe(expected);
  });

  it('encodes each id, so it stays one path segment or one query value', () => {
    expect(shopPaths.paymentSuccess('a/b?c')).toBe('/cart-items/checkout/payment-success/a%2Fb%3Fc');
    expect(shopPaths.mandateCreate(1000, 'a&reference=x')).toBe(
      '/cart-items/checkout/mandate/create/1000?orderId=a%26reference%3Dx',
    );
    expect(shopPaths.directDebitSuccess('a#b')).toBe(
      '/cart-items/checkout/direct-debit/success?orderid=a%23b',
    );
    expect(shopPaths.purchasesFor('OJA 1&2')).toBe('/user-dashboard/purchases?order=OJA%201%262');
  });
});

describe("a product's page: its category's and subcategory's slugs, its id and its slug", () => {
  it('fills each as one segment, as the cards a page carries and the product page route read it', () => {
    expect(
      shopPaths.product({
        parent: 'electronics',
        sub: 'home-appliances',
        productID: 'OJA-HAP-015',
        slug: 'haier-thermocool-150l-single-door-refrigerator',
      }),
    ).toBe('/electronics/home-appliances/OJA-HAP-015/haier-thermocool-150l-single-door-refrigerator');
    expect(shopPaths.product({ parent: 'a', sub: 'b', productID: 'X/1', slug: 'c d' })).toBe(
      '/a/b/X%2F1/c%20d',
    );
  });
});

describe('fillPath: a pattern filled with its parameters', () => {
  it.each([
    ['/a/:b', { b: 'x y' }, '/a/x%20y'],
    ['/a/:b?', { b: 7 }, '/a/7'],
    ['/a/:b?', {}, '/a'],
    ['/a/:b/:c?', { b: 'o/1' }, '/a/o%2F1'],
  ] as const)('%s with %j is %s', (pattern, params, path) => {
    expect(fillPath(pattern, params)).toBe(path);
  });
});

describe("the console's setup link", () => {
  it('carries its token in the fragment, encoded, never in the path or the query', () => {
    expect(adminPaths.setup('abc_-1')).toBe('/admin/setup#token=abc_-1');
    expect(adminPaths.setup('a b')).toBe('/admin/setup#token=a%20b');
  });
});
