import {
  addAddressAtCheckout,
  browserOnShopTime,
  orderOf,
  payWithCard,
  productInStock,
  seedCart,
  signedInShopper,
  TEST_CARDS,
  verifyForInstalments,
} from '../support/checkout';
import { expect, test } from '../support/test';

/**
 * The key facts statement before credit (issue 42): a shopper on an instalment plan reads it above Pay, cannot
 * go on without ticking 'I have read the key facts', pays, and finds the same statement on the order; without
 * JavaScript the server-rendered checkout shows it too. The confirmation email carries the same text.
 * @one-viewport: the statement's words and data; checkout and My purchases at 360 px are walked by
 * checkout-instalments.spec.ts and dashboard.spec.ts, whose payDownPayment ticks this same box.
 */
test('a shopper reads the key facts before Pay, accepts them, pays; the order and the email keep the same statement', {
  tag: '@one-viewport',
}, async ({ page }) => {
  const shopper = await signedInShopper(page, 'key-facts');
  await verifyForInstalments(page);
  await seedCart(page, productInStock(200_000, 5), 'monthly');

  // Without JavaScript: the statement is in the server's HTML of checkout (rendered for the session's cookie,
  // which this request carries as a browser with JavaScript off would).
  const served = await page.request.get('/cart-items/checkout');
  expect(served.ok()).toBe(true);
  const html = await served.text();
  expect(html).toMatch(/<h2[^>]*>Key facts<\/h2>/);
  expect(html).toContain('Total cost of credit: ₦0. That is zero naira.');
  expect(html).toContain('I have read the key facts');

  await browserOnShopTime(page);
  await page.goto('/cart-items/checkout');
  await addAddressAtCheckout(page, '3 Key Facts Close, Yaba');
  const statement = page.getByRole('region', { name: 'Key facts statement' });
  await expect(statement).toContainText('Then you pay 6 instalments, one each month');
  await expect(statement).toContainText('Fee for a failed debit: None.');
  await expect(statement).toContainText('There is no charge for paying early.');
  const shown = (await statement.innerText()).replace(/\s+/g, ' ');

  // Pay before ticking: refused in words, the focus on the box, nothing placed.
  const pay = page.getByRole('button', { name: 'Continue to payment setup' });
  await pay.click();
  const box = page.getByRole('checkbox', { name: 'I have read the key facts' });
  await expect(box).toBeFocused();
  await expect(page.getByText('Tick “I have read the key facts” to continue.')).toBeVisible();
  await expect(page).toHaveURL(/\/cart-items\/checkout$/);

  await page.keyboard.press('Space');
  await expect(box).toBeChecked();
  await pay.click();
  await payWithCard(page, TEST_CARDS.success);
  await expect(page).toHaveURL(/\/cart-items\/checkout\/mandate\/create\/[\d.]+\?orderId=/);
  const orderId = new URL(page.url()).searchParams.get('orderId') ?? '';

  // The order keeps the statement the shopper read, word for word.
  const order = await orderOf(page, orderId);
  expect(order.keyFacts?.text.replace(/\s+/g, ' ')).toBe(shown);
  // No direct debit yet: the order waits under Pending.
  await page.goto('/user-dashboard/purchases');
  await page
    .getByRole('tablist', { name: 'Orders by status' })
    .getByRole('tab', { name: 'Pending (1)' })
    .click();
  await page.getByRole('button', { name: new RegExp(order.orderNumber) }).click();
  const kept = page.getByRole('region', { name: 'Key facts statement' });
  await expect(kept).toContainText('Then you pay 6 instalments, one each month');
  expect((await kept.innerText()).replace(/\s+/g, ' ')).toBe(shown);
  await expect(page.getByText(/You accepted these key facts on/)).toBeVisible();

  // The confirmation email carries the statement word for word, with the hash stored with the order.
  const confirmation = async () => {
    const answer = await page.request.get(`/api/v1/dev/outbox?email=${encodeURIComponent(shopper.email)}`);
    const { data } = (await answer.json()) as {
      data: { messages: Array<{ subject: string; text: string }> };
    };
    return data.messages.find((message) => /is confirmed/.test(message.subject))?.text ?? '';
  };
  await expect.poll(confirmation).toContain('KEY FACTS STATEMENT');
  const emailed = await confirmation();
  expect(emailed).toContain(order.keyFacts?.text ?? 'no statement on the order');
  expect(emailed).toContain(`SHA-256 ${order.keyFacts?.hash}`);
});
