import type { SeedProduct } from '@oja/catalogue';
import type { PaymentPlanType } from '@oja/domain';
import { expect, type Page } from '@playwright/test';
import { APPROVED_AT_ONCE, asShopper, keyFactsAccepted, seedCart, TEST_CARDS } from './checkout';

/**
 * An instalment order of `product` on the weekly plan (or `plan`), its down payment paid on the card sandbox's page and
 * its direct debit approved on the bank sandbox's page, all through HTTP as the pages would post them: setup
 * for a journey about what comes after (earlier orders still owing), not the journey itself.
 */
export async function owingInstalmentOrder(
  page: Page,
  product: SeedProduct,
  deliveryAddressId: string,
  plan: PaymentPlanType = 'weekly',
): Promise<string> {
  await seedCart(page, product, plan);
  const placed = await asShopper(page, 'POST', '/orders/create-paystack-order', {
    deliveryAddressId,
    shippingOption: 'standard',
    keyFactsAccepted: await keyFactsAccepted(page),
  });
  const reference = placed.data.paystack_config.reference as string;
  const paid = await page.request.post(`/sandbox/card/${encodeURIComponent(reference)}`, {
    form: { cardNumber: TEST_CARDS.success, expiry: '12/30', cvv: '123' },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
  const validated = await asShopper(page, 'POST', '/orders/validate-paystack-payment', { reference });
  expect(validated.payment_verified).toBe(true);
  const mandate = await asShopper(page, 'POST', '/orders/create-paystack-mandate', { reference });
  const bank = new URL(mandate.data.redirect_url as string).pathname;
  const approved = await page.request.post(bank, {
    form: { accountNumber: APPROVED_AT_ONCE },
    maxRedirects: 0,
  });
  expect(approved.status()).toBe(303);
  return placed.data.order.orderNumber as string;
}

/** A delivery address on the signed-in shopper's account, for orders placed by setup. */
export async function deliveryAddress(page: Page): Promise<string> {
  const added = await asShopper(page, 'POST', '/user/add-delivery-address', {
    streetAddress: '5 Bode Thomas Street, Surulere',
    state: 'Lagos state',
  });
  return added.data.addressData.id as string;
}
