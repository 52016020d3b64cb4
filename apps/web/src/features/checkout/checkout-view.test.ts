import type { User } from '@oja/api-client';
import { kobo } from '@oja/domain';
import { describe, expect, it } from 'vitest';
import { type CartView, type CartViewLine, withLines, withQuantity } from '../../shared/cart/cart-lines';
import { checkoutView } from './checkout-view';

// What checkout shows for a cart: the refusals only the cart can fix, the blocks beside Pay with their way
// forward, and otherwise the order's figures (the domain's, as the server prices the order).

const verified = { isTier2: true, hasBvn: true, residentialAddress: '12 Admiralty Way' } as unknown as User;
const unverified = { isTier2: false, hasBvn: false, residentialAddress: null } as unknown as User;

function line(plan: CartViewLine['plan'], productID = 'OJA-1', naira = 100_000): CartViewLine {
  return withQuantity(
    {
      productID,
      name: productID,
      href: `#${productID}`,
      imageUrl: '',
      price: kobo(naira * 100),
      quantity: 1,
      lineTotal: kobo(0),
      plan,
      paymentOptions: [],
      minimumDownPaymentPercentage: 35,
    },
    1,
  );
}
const cart = (...lines: CartViewLine[]): CartView => withLines(lines);

describe('checkoutView', () => {
  it('refuses an empty cart (only the cart can fix it)', () => {
    expect(checkoutView(cart(), verified, 'standard', '2025-01-01').kind).toBe('refused');
  });

  it('a cart paid in full is ready: its items, and a total of items, VAT and delivery', () => {
    const view = checkoutView(cart(line('full')), verified, 'standard', '2025-01-01');
    expect(view.kind).toBe('ready');
    if (view.kind !== 'ready') return;
    expect(view.items.map((item) => item.productID)).toEqual(['OJA-1']);
    expect(view.blocks).toEqual([]);
    expect(view.totals.total).toBeGreaterThan(kobo(100_000 * 100));
  });

  it('an instalment plan without the verifications shows the verification block beside Pay', () => {
    const view = checkoutView(cart(line('weekly')), unverified, 'standard', '2025-01-01');
    expect(view.kind).toBe('ready');
    if (view.kind !== 'ready') return;
    expect(view.blocks).toEqual([
      { reason: 'verification', addressVerified: false, addressPending: false, debtVerified: false },
    ]);
  });

  it('says so when a field agent is still to visit the address', () => {
    const waiting = { ...unverified, addressCheck: { status: 'pending' as const } };
    const view = checkoutView(cart(line('weekly')), waiting, 'standard', '2025-01-01');
    if (view.kind !== 'ready') throw new Error(view.kind);
    expect(view.blocks).toEqual([
      { reason: 'verification', addressVerified: false, addressPending: true, debtVerified: false },
    ]);
  });

  it("a Tier 1 cart above ₦500,000 on full payment is told it needs Tier 2, not the instalment limit's words", () => {
    const tier1 = { isTier2: false, hasBvn: true, residentialAddress: '12 Admiralty Way' } as unknown as User;
    const view = checkoutView(cart(line('full', 'OJA-1', 600_000)), tier1, 'standard', '2025-01-01');
    expect(view.kind).toBe('ready');
    if (view.kind !== 'ready') return;
    expect(view.blocks).toEqual([{ reason: 'tier-2-required' }]);
  });

  it('an unknown delivery option is refused', () => {
    expect(checkoutView(cart(line('full')), verified, 'teleport' as never, '2025-01-01')).toEqual({
      kind: 'refused',
      message: 'Unknown shipping option',
    });
  });
});
