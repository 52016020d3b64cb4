import { products } from '@oja/catalogue';
import { creditExposure, creditLimitMessage, kobo, TIER_LIMITS } from '@oja/domain';
import { expect, test } from '@playwright/test';
import { seedCart, signedInShopper, verifyForInstalments } from '../support/checkout';
import { deliveryAddress, owingInstalmentOrder } from '../support/credit';

/** Products that can be bought on instalments, cheapest first. */
const onInstalments = products
  .filter((p) => p.inStock && p.minimumDownPaymentPercentage !== 100)
  .sort((a, b) => a.priceKobo - b.priceKobo);

test('a Tier 1 shopper whose earlier orders still owe is told, at checkout, how much credit is left', async ({
  page,
}) => {
  test.slow(); // two orders are paid and set up through the sandboxes first
  await signedInShopper(page, 'credit');
  await verifyForInstalments(page);
  const addressId = await deliveryAddress(page);
  // Two earlier instalment orders, paid down and collected by direct debit: most of the ₦500,000 is owed.
  const big = onInstalments.filter((p) => p.priceKobo <= 480_000_00).at(-1);
  if (!big) throw new Error('no product for the first order');
  await owingInstalmentOrder(page, big, addressId);
  const user = async () => {
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('oja.auth') ?? '{}').token);
    const answer = await page.request.get('/api/v1/users/get-user', {
      headers: { authorization: `Bearer ${token}` },
    });
    return (await answer.json()).data.user as { instalmentCredit: { owed: number } };
  };
  const owedAfterFirst = kobo(Math.round((await user()).instalmentCredit.owed * 100));
  const second = onInstalments
    .filter((p) => owedAfterFirst + p.priceKobo <= TIER_LIMITS[1] && p.productID !== big.productID)
    .at(-1);
  if (!second) throw new Error('no product for the second order');
  await owingInstalmentOrder(page, second, addressId);
  const owed = kobo(Math.round((await user()).instalmentCredit.owed * 100));
  expect(owed).toBeGreaterThan(400_000_00);

  // A ₦100,000-ish instalment cart now passes the limit with what is owed.
  const cartProduct = onInstalments.find(
    (p) => p.priceKobo >= 100_000_00 && owed + p.priceKobo > TIER_LIMITS[1],
  );
  if (!cartProduct) throw new Error('no product for the cart');
  await seedCart(page, cartProduct, 'weekly');
  await page.goto('/cart-items/checkout');
  const message = creditLimitMessage(
    creditExposure({ owedKobo: owed, cartKobo: kobo(cartProduct.priceKobo), isTier2: false }),
  );
  await expect(page.getByText(message)).toBeVisible();
  await expect(page.getByText(/of credit is left/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue to payment setup' })).toBeDisabled();
});
