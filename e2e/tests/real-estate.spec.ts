import { addDays } from '@oja/domain';
import type { Page } from '@playwright/test';
import { newShopper, ownClientAddress } from '../support/accounts';
import { expect, test } from '../support/test';

// Runs on both projects: the 'mobile' one is the 360 px phone.

test('rentals filtered by Abuja and 2 bedrooms are only those, kept in the address', async ({ page }) => {
  // The header's Real Estate tab leads here (Automotive and Education & Training stay 'Coming soon').
  await page.goto('/');
  // On the phone the categories ('Departments') are in the header's menu.
  const openMenu = page.getByRole('button', { name: 'Open menu' });
  const onPhone = await openMenu.isVisible();
  if (onPhone) await openMenu.click();
  const nav = onPhone
    ? page.getByRole('dialog', { name: 'Menu' })
    : page.getByRole('navigation', { name: 'Categories' });
  await nav.getByRole('link', { name: 'Real Estate' }).click();
  await expect(page).toHaveURL(/\/real-estate$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Real Estate' })).toBeVisible();
  const search = page.getByRole('search', { name: 'Rent search' });
  await search.getByLabel('Location').selectOption({ label: 'Abuja' });
  await search.getByLabel('Bedrooms').selectOption('2');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/real-estate\?location=Abuja&bed=2$/);

  const homes = page.getByRole('region', { name: 'Find your new home' }).getByRole('article');
  await expect(homes.first()).toBeVisible();
  const count = await homes.count();
  expect(count).toBeGreaterThan(1);
  for (let i = 0; i < count; i++) {
    await expect(homes.nth(i)).toContainText('Abuja');
    await expect(homes.nth(i)).toContainText('2 bedrooms');
    await expect(homes.nth(i)).toContainText(/₦[\d,]+ \/month/);
  }
  // The search survives a reload: it is the address.
  await page.reload();
  await expect(page.getByRole('search', { name: 'Rent search' }).getByLabel('Location')).toHaveValue('Abuja');
  await expect(homes).toHaveCount(count);
});

test('a short-let opened from the grid shows its price a night; unknown ones are the 404 page', async ({
  page,
}) => {
  await page.goto('/real-estate/shortlet-oja');
  await expect(page.getByRole('heading', { level: 1, name: 'Short-let stays' })).toBeVisible();
  const first = page.getByRole('article').first();
  await expect(first).toContainText(/₦[\d,]+ \/night/);
  const price =
    (
      await first
        .getByText(/₦[\d,]+/)
        .first()
        .textContent()
    )?.match(/₦[\d,]+/)?.[0] ?? '';
  await first.getByRole('link').click();
  await expect(page).toHaveURL(/\/real-estate\/shortlet\/OJA-[A-Z0-9-]+\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(`${price} /night`, { exact: false }).first()).toBeVisible();

  await page.goto('/real-estate/shortlet/OJA-NOPE-000/nothing-here');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await page.goto('/real-estate/castles');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
});

/** Today in Lagos (UTC+1 all year), 'YYYY-MM-DD', moved by `days`: the sandbox clock is not moved here. */
/**
 * The shop's day `days` from now: the sandbox clock's (GET /dev/clock), which other journeys on the same shop
 * move forward, so a date from this machine's clock may already be in the shop's past.
 */
async function shopDay(page: Page, days: number): Promise<string> {
  const answer = await page.request.get('/api/v1/dev/clock');
  expect(answer.ok()).toBe(true);
  const { data } = (await answer.json()) as { data: { today: string } };
  return addDays(data.today, days);
}

async function outboxOf(page: Page, email: string) {
  const answer = await page.request.get(`/api/v1/dev/outbox?email=${encodeURIComponent(email)}`);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: { messages: Array<{ subject: string; text: string }> } }).data
    .messages;
}

const naira = (text: string) => Number(text.replace(/[₦,]/g, ''));

// @one-viewport: requests are data and email; the pages at 360 px are the listings' journeys above.
test.describe('requests about a listing', { tag: '@one-viewport' }, () => {
  test.beforeEach(async ({ page }) => {
    // An address of its own: the requests are rate-limited per client address.
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': ownClientAddress() });
  });

  test('a guest opens a rent card, requests a viewing, sees the confirmation and gets the email', async ({
    page,
  }) => {
    const email = newShopper('viewing').email;
    await page.goto('/real-estate');
    const card = page.getByRole('region', { name: 'Find your new home' }).getByRole('article').first();
    const name = (await card.getByRole('heading').textContent()) ?? '';
    await card.click();
    await expect(page).toHaveURL(/\/real-estate\/rent\/OJA-RNT-[A-Z]+-\d+\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('Bedrooms', { exact: true })).toBeVisible();
    await expect(page.getByText(/₦[\d,]+ \/month/).first()).toBeVisible();

    const form = page.getByRole('region', { name: 'Request a viewing' });
    await form.getByLabel('Your name').fill('Ada Obi');
    await form.getByLabel('Phone number').fill('0803 123 4567');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Preferred date').fill(await shopDay(page, 3));
    await form.getByRole('button', { name: 'Request a viewing' }).click();
    const sent = form.getByRole('status');
    await expect(sent).toContainText('Viewing request sent.');
    await expect(sent).toContainText(email);
    const reference = (await sent.textContent())?.match(/OJA-REQ-\d{6}/)?.[0];
    expect(reference).toBeTruthy();

    const messages = await outboxOf(page, email);
    expect(messages).toHaveLength(1);
    expect(messages[0]?.subject).toBe(`Your viewing request for ${name}`);
    expect(messages[0]?.text).toContain(reference ?? 'no reference');
  });

  test('a short-let requested for dates shows the nights × the price a night, and is emailed', async ({
    page,
  }) => {
    const email = newShopper('stay').email;
    await page.goto('/real-estate/shortlet-oja');
    await page.getByRole('article').first().getByRole('link').click();
    await expect(page).toHaveURL(/\/real-estate\/shortlet\/OJA-SLT-/);
    const perNight = naira(
      (
        await page
          .getByText(/₦[\d,]+ \/night/)
          .first()
          .textContent()
      )?.match(/₦[\d,]+/)?.[0] ?? '',
    );
    expect(perNight).toBeGreaterThan(0);

    const form = page.getByRole('region', { name: 'Request to book' });
    await form.getByLabel('Check-in').fill(await shopDay(page, 10));
    await form.getByLabel('Check-out').fill(await shopDay(page, 17));
    const total = `₦${(perNight * 7).toLocaleString('en-NG')}`;
    await expect(form.getByText(/× 7 nights =/)).toContainText(total);
    await expect(form).toContainText('Nothing is charged now');
    await form.getByLabel('Your name').fill('Tunde Bello');
    await form.getByLabel('Phone number').fill('08091234567');
    await form.getByLabel('Email').fill(email);
    await form.getByRole('button', { name: 'Request to book' }).click();
    await expect(form.getByRole('status')).toContainText(`Stay request sent.`);
    await expect(form.getByRole('status')).toContainText(`7 nights, total ${total}.`);

    const [message] = await outboxOf(page, email);
    expect(message?.text).toContain(`Total: ${total}.`);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the viewing form posts to the page, which comes back with the confirmation', async ({ page }) => {
      const email = newShopper('nojs-viewing').email;
      await page.goto('/real-estate');
      await page.getByRole('region', { name: 'Find your new home' }).getByRole('link').first().click();
      const form = page.getByRole('region', { name: 'Request a viewing' });
      await form.getByLabel('Your name').fill('Ada Obi');
      await form.getByLabel('Phone number').fill('08031234567');
      await form.getByLabel('Email').fill(email);
      await form.getByLabel('Preferred date').fill(await shopDay(page, 2));
      await form.getByRole('button', { name: 'Request a viewing' }).click();
      await expect(page).toHaveURL(/\/real-estate\/rent\/OJA-RNT-/);
      await expect(page.getByRole('status').filter({ hasText: 'Viewing request sent.' })).toContainText(
        email,
      );
      expect(await outboxOf(page, email)).toHaveLength(1);
    });
  });
});
