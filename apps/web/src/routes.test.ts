import {
  allOrdersQueryOptions,
  deliveryAddressesQueryOptions,
  mandatesQueryOptions,
  queryKeys,
} from '@oja/api-client';
import { shopPaths } from '@oja/domain';
import { describe, expect, it } from 'vitest';
import { hrefs } from './hrefs';
import { BROWSER_ONLY_PATHS, routeList, routes, screenOf } from './routes';
import { apiClient } from './shared/api';
import { isRenderedForSession, isServerRendered, routeAt, sessionRouteAt } from './ssr/prefetch';
import { sessionCartOptions } from './ssr/session-cart';

// The route manifest (routes.ts) is the only place a path is written: these check what derives from it.

describe('hrefs: every path the shop links to, built from the manifest', () => {
  it.each([
    ['home', hrefs.home, '/'],
    ['login', hrefs.login, '/login'],
    [
      'loginFrom',
      hrefs.loginFrom('/user-dashboard/purchases?order=1'),
      '/login?from=%2Fuser-dashboard%2Fpurchases%3Forder%3D1',
    ],
    ['signUp', hrefs.signUp, '/sign-up'],
    ['forgotPassword', hrefs.forgotPassword, '/forgot-password'],
    ['verifyEmail', hrefs.verifyEmail('a@b.ng'), '/sign-up/verify-email/a%40b.ng'],
    ['resetPassword', hrefs.resetPassword('a@b.ng'), '/reset-password/a%40b.ng'],
    ['cart', hrefs.cart, '/cart-items'],
    ['checkout', hrefs.checkout, '/cart-items/checkout'],
    ['paymentFailed', hrefs.paymentFailed('ord/1'), '/cart-items/checkout/payment-failed/ord%2F1'],
    [
      'verification',
      hrefs.verification,
      '/user-dashboard/account-profile/account-verification?fromCheckout=true',
    ],
    ['salesOffers', hrefs.salesOffers, '/sales-offers'],
    ['searchPage', hrefs.searchPage, '/search-results'],
    ['search', hrefs.search('salt & pepper', 2), '/search-results?q=salt%20%26%20pepper&page=2'],
    ['recentlyViewed', hrefs.recentlyViewed, '/user-dashboard/recently-viewed'],
    ['favourites', hrefs.favourites, '/user-dashboard/favorites'],
    ['account', hrefs.account, '/user-dashboard/account-profile'],
    [
      'accountSection',
      hrefs.accountSection('delivery-address'),
      '/user-dashboard/account-profile/delivery-address',
    ],
    ['hub', hrefs.hub, '/user-dashboard/shopping-overview'],
    ['purchases', hrefs.purchases, '/user-dashboard/purchases'],
    ['directDebits', hrefs.directDebits, '/user-dashboard/direct-debit'],
    ['category', hrefs.category('electronics'), '/electronics'],
    ['subcategory', hrefs.subcategory('electronics', 'phones'), '/electronics/phones'],
    [
      'product',
      hrefs.product({
        productID: 'OJA-PHN-001',
        slug: 'tecno-spark',
        category: { slug: 'phones', parent_category: { slug: 'electronics' } },
      }),
      '/electronics/phones/OJA-PHN-001/tecno-spark',
    ],
    ['lifestyle', hrefs.lifestyle, '/lifestyle-consumer-goods'],
    ['payInInstalments', hrefs.payInInstalments, '/welcome'],
    ['realEstate', hrefs.realEstate, '/real-estate'],
    ['shortlet', hrefs.shortlet, '/real-estate/shortlet-oja'],
    [
      'shortletDetail',
      hrefs.shortletDetail({ propertyID: 'P 1', slug: 'lekki' }),
      '/real-estate/shortlet/P%201/lekki',
    ],
    ['refundsReturns', hrefs.refundsReturns, '/refunds-returns'],
    ['buyerProtection (the footer links its second spelling)', hrefs.buyerProtection, '/buyer-protection'],
    ['marketplaceGuidelines', hrefs.marketplaceGuidelines, '/marketplace-guidelines'],
  ])('%s → %s', (_name, href, expected) => {
    expect(href).toBe(expected);
  });

  it("the pages a provider sends the shopper back to are the domain's shopPaths, which the server fills too", () => {
    expect(hrefs.paymentSuccess('ord_1')).toBe(shopPaths.paymentSuccess('ord_1'));
    expect(hrefs.mandateCreate(1000, 'ord_1')).toBe('/cart-items/checkout/mandate/create/1000?orderId=ord_1');
    expect(hrefs.directDebitSuccess('ord_1')).toBe('/cart-items/checkout/direct-debit/success?orderid=ord_1');
    expect(hrefs.purchasesFor('OJA-1')).toBe('/user-dashboard/purchases?order=OJA-1');
  });
});

describe('which pages the server leaves to the browser', () => {
  it.each([
    ['/login', false],
    ['/sign-up/verify-email/a%40b.ng', false],
    ['/reset-password/a%40b.ng', false],
    ['/forgot-password', false],
    ['/cart-items/checkout', false],
    ['/cart-items/checkout/payment-success/ord_1', false],
    ['/user-dashboard', false],
    ['/user-dashboard/anything-else', false],
    ['/', true],
    ['/cart-items', true],
    ['/login-help', true],
    ['/electronics/phones', true],
    ['/real-estate/shortlet-oja', true],
    ['/about-us', true],
  ])('%s rendered on the server: %s', (path, rendered) => {
    expect(isServerRendered(path)).toBe(rendered);
    expect(BROWSER_ONLY_PATHS.test(path)).toBe(!rendered);
  });
});

describe("the server's prefetch finds the route the app's table shows", () => {
  const nameOf = (path: string) => routeList.find(([, route]) => route === routeAt(path)?.route)?.[0];
  it.each([
    ['/', 'home'],
    ['/search-results', 'searchPage'],
    ['/cart-items', 'cart'],
    ['/sales-offers', 'salesOffers'],
    ['/new-products', 'newProducts'],
    ['/welcome', 'payInInstalments'],
    ['/real-estate', 'realEstate'],
    ['/real-estate/rent', 'realEstate'],
    ['/real-estate/shortlet', 'shortlet'],
    ['/real-estate/shortlet/P1/lekki', 'shortletDetail'],
    ['/real-estate/elsewhere', 'realEstateNotFound'],
    ['/buying-policy', 'buyingGuide'],
    ['/electronics', 'listing'],
    ['/electronics/phones', 'listing'],
    ['/electronics/phones/OJA-PHN-001/tecno-spark', 'product'],
    ['/a/b/c/d/e', 'notFound'],
  ])('%s → %s', (path, name) => {
    expect(nameOf(path)).toBe(name);
  });

  it("passes the route's parameters, as the router gives them", () => {
    expect(routeAt('/electronics/phones/OJA%2D1/x')?.params).toMatchObject({
      parent: 'electronics',
      sub: 'phones',
      productID: 'OJA%2D1',
    });
  });

  it('asks for what the route shows first', async () => {
    const keys = async (path: string, search = '') => {
      const found = routeAt(path);
      const queries = found?.route.data ? await found.route.data(found.params, search) : [];
      return queries.map((query) => query.queryKey);
    };
    // Home shows the 10 newest, the new products page all 50 (spec §9).
    expect(await keys('/')).toEqual([
      ['/products/get-products', { type: 'new', page: 1, limit: 10 }, 'cards'],
    ]);
    expect(await keys('/new-products')).toEqual([
      ['/products/get-products', { type: 'new', page: 1, limit: 50 }, 'cards'],
    ]);
    expect(await keys('/search-results', '?q=')).toEqual([]);
    expect(await keys('/electronics/phones/OJA-PHN-001/x')).toEqual([
      ['/products/get-single-product', 'OJA-PHN-001'],
      ['/products/get-product-reviews', 'OJA-PHN-001'],
    ]);
    expect(await keys('/electronics/phones/%E0%A4%A/x')).toEqual([]);
    expect(await keys('/cart-items')).toEqual([]);
  });
});

describe('the manifest itself', () => {
  it('names a screen module for each route, and redirects only to routes it has', () => {
    const modules = Object.keys(import.meta.glob('/src/features/*/*-route.tsx'));
    const screens = new Set(modules.map((module) => /([\w-]+)-route\.tsx$/.exec(module)?.[1]));
    expect(modules.length).toBe(screens.size);
    for (const [name, route] of routeList) {
      if (route.redirectTo) expect(Object.keys(routes)).toContain(route.redirectTo);
      else expect(screens, name).toContain(screenOf(name, route));
    }
  });

  it('keeps every browser-only screen in the features the browser-only table loads, and every other outside them', () => {
    const browserOnly = Object.keys(
      import.meta.glob('/src/features/{account,checkout,dashboard}/*-route.tsx'),
    );
    const screens = new Set(browserOnly.map((module) => /([\w-]+)-route\.tsx$/.exec(module)?.[1]));
    for (const [name, route] of routeList) {
      if (route.redirectTo) continue;
      expect(screens.has(screenOf(name, route)), name).toBe(route.browserOnly === true);
    }
  });
});

describe('the pages the server renders for a live session', () => {
  it('are the cart, checkout, the transfer page, My purchases and Direct debits, and no other page', () => {
    expect(routeList.filter(([, route]) => route.forSession).map(([name]) => name)).toEqual([
      'cart',
      'checkout',
      'transfer',
      'purchases',
      'directDebits',
    ]);
    for (const path of [
      '/cart-items/checkout',
      // Paying by transfer: without JavaScript a refresh shows whether the money came.
      '/cart-items/checkout/transfer/OJA-TRF-1',
      '/user-dashboard/purchases',
      '/user-dashboard/direct-debit',
    ]) {
      expect(isRenderedForSession(path), path).toBe(true);
      // Never for a guest: without a session they stay the browser's.
      expect(isServerRendered(path), path).toBe(false);
    }
    // The cart is everyone's page: a guest's is rendered too, a signed-in shopper's with their cart.
    expect(isRenderedForSession('/cart-items')).toBe(true);
    expect(isServerRendered('/cart-items')).toBe(true);
    for (const path of [
      '/',
      '/cart-items/elsewhere',
      '/cart-items/checkout/payment-failed/1',
      '/electronics/phones',
      '/user-dashboard/account-profile',
      '/user-dashboard/shopping-overview',
      '/login',
    ]) {
      expect(isRenderedForSession(path), path).toBe(false);
    }
  });

  it("ask for the shopper's data under the keys their screens read", async () => {
    const keys = async (path: string) => {
      const found = sessionRouteAt(path);
      const queries = found?.route.data
        ? await found.route.data(found.params, '', { userID: 'U-1', cart: sessionCartOptions('U-1') })
        : [];
      return queries.map((query) => query.queryKey);
    };
    expect(await keys('/cart-items')).toEqual([queryKeys.cart({ userID: 'U-1' })]);
    expect(await keys('/cart-items/checkout')).toEqual([
      deliveryAddressesQueryOptions(apiClient).queryKey,
      queryKeys.cart({ userID: 'U-1' }),
    ]);
    expect(await keys('/user-dashboard/purchases')).toEqual([allOrdersQueryOptions(apiClient).queryKey]);
    expect(await keys('/user-dashboard/direct-debit')).toEqual([
      mandatesQueryOptions(apiClient).queryKey,
      allOrdersQueryOptions(apiClient).queryKey,
    ]);
  });

  it("ask nothing of a guest's: the cart page without a session is the cookie's guest cart (ssr/guest-cart.ts)", async () => {
    const found = routeAt('/cart-items');
    expect(found?.route).toBe(routes.cart);
    expect(await found?.route.data?.(found.params, '')).toEqual([]);
  });
});
