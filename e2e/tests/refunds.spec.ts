import { formatKobo, kobo } from '@oja/domain';
import { expect, test } from '@playwright/test';
import {
  asShopper,
  payWithCard,
  productInStock,
  seedCart,
  signedInShopper,
  TEST_CARDS,
} from '../support/checkout';
import { deliveryAddress } from '../support/credit';

/**
 * A shopper who paid twice (issue 25): the card page of a first checkout was still open when a newer
 * checkout replaced its order; the second order is paid, then the old page is paid too. The old order is
 * not revived: the money goes back through the provider, the shopper is emailed once with the amount and
 * the refund's reference, and the order shows the refund.
 */
test('a shopper who paid twice sees the refund on the order and in the email', async ({ page }) => {
  test.slow(); // the refund job runs every 30 seconds on the server
  const shopper = await signedInShopper(page, 'refund');
  const addressId = await deliveryAddress(page);
  const first = productInStock(100_000, 2);
  await seedCart(page, first, 'full');
  const replaced = await asShopper(page, 'POST', '/orders/create-paystack-order', {
    deliveryAddressId: addressId,
    shippingOption: 'standard',
  });
  // A second item, and checkout again: the first order is replaced by a new one, which the shopper pays.
  await seedCart(page, productInStock(100_000, 3), 'full');
  const current = await asShopper(page, 'POST', '/orders/create-paystack-order', {
    deliveryAddressId: addressId,
    shippingOption: 'standard',
  });
  await page.goto(current.data.paystack_config.authorization_url);
  await payWithCard(page, TEST_CARDS.success);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/order|thank/i);

  // The old card page, still open in another tab, is paid too.
  await page.goto(replaced.data.paystack_config.authorization_url);
  await payWithCard(page, TEST_CARDS.success);
  const paidTwice = replaced.data.paystack_config.amount as number;
  const amount = formatKobo(kobo(paidTwice));

  // The email: once, with the amount and the refund's reference.
  const subject = `Your refund of ${amount} for Oja order ${replaced.data.order.orderNumber} is on its way`;
  await expect
    .poll(
      async () => {
        const answer = await page.request.get(
          `/api/v1/dev/outbox?email=${encodeURIComponent(shopper.email)}`,
        );
        const { data } = (await answer.json()) as {
          data: { messages: Array<{ subject: string; text: string }> };
        };
        return data.messages.filter((m) => m.subject === subject).map((m) => m.text);
      },
      { timeout: 75_000, intervals: [1_000, 2_000, 5_000] },
    )
    .toEqual([expect.stringContaining(`RF-${replaced.data.paystack_config.reference}`)]);

  // The order: under Cancelled, its refund with the amount, why and the reference.
  await page.goto('/user-dashboard/purchases');
  await page
    .getByRole('tablist', { name: 'Orders by status' })
    .getByRole('tab', { name: /Cancelled/ })
    .click();
  await page.getByRole('button', { name: new RegExp(replaced.data.order.orderNumber) }).click();
  const refunds = page.getByRole('region', { name: 'Refunds', exact: true });
  await expect(refunds.getByText(amount)).toBeVisible();
  await expect(refunds.getByText(/Paid after the order had been replaced or had expired/)).toBeVisible();
  await expect(refunds.getByText(`RF-${replaced.data.paystack_config.reference}`)).toBeVisible();
});
