import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

/** The footer's links to the static and legal pages: its navigation, the link's name, the page's h1 and path. */
const FOOTER_PAGES = [
  { nav: 'Oja', link: 'About us', title: 'About us', path: '/about-us' },
  { nav: 'Oja', link: 'How it works', title: 'How it works', path: '/how-it-works' },
  { nav: 'Oja', link: 'Buying guide', title: 'Buying guide', path: '/buying-guide' },
  { nav: 'Help', link: 'Help center', title: 'Help centre', path: '/help-center' },
  { nav: 'Help', link: 'Contact us', title: 'Contact us', path: '/contact-us' },
  { nav: 'Help', link: 'Refunds and returns', title: 'Refunds and returns', path: '/refunds-returns' },
  { nav: 'Help', link: 'Buyer protection', title: 'Buyer and vendor protection', path: '/buyer-protection' },
  { nav: 'Legal', link: 'Terms of use', title: 'Terms of use', path: '/terms-of-use' },
  { nav: 'Legal', link: 'Privacy policy', title: 'Privacy policy', path: '/privacy-policy' },
  {
    nav: 'Legal',
    link: 'Marketplace guidelines',
    title: 'Marketplace guidelines',
    path: '/marketplace-guidelines',
  },
] as const;

/** The page's 'On this page' list. */
const contentsOf = (page: Page) => page.getByRole('navigation', { name: 'On this page' });

/** Follows the last entry of the contents list and checks the browser jumped to that section. */
async function jumpToLastSection(page: Page) {
  const last = contentsOf(page).getByRole('link').last();
  const target = (await last.getAttribute('href')) ?? '';
  const heading = (await last.textContent())?.trim() ?? '';
  await last.click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  const section = page.locator(target);
  await expect(section.getByRole('heading', { level: 2 })).toContainText(heading);
  await expect(section.getByRole('heading', { level: 2 })).toBeInViewport();
}

test('each static page opens from the footer and jumps to a section by its anchor', async ({ page }) => {
  for (const entry of FOOTER_PAGES) {
    await page.goto('/');
    await page
      .getByRole('contentinfo')
      .getByRole('navigation', { name: entry.nav })
      .getByRole('link', { name: entry.link, exact: true })
      .click();
    await expect(page, entry.link).toHaveURL(new RegExp(`${entry.path}$`));
    await expect(page.getByRole('heading', { level: 1, name: entry.title })).toBeVisible();
    await expect(page).toHaveTitle(`${entry.title} · Oja`);
    await jumpToLastSection(page);
  }
});

// One viewport (the 'desktop' project): without JavaScript the tests read the HTML, the same at any width.
test.describe('without JavaScript', { tag: '@one-viewport' }, () => {
  test.use({ javaScriptEnabled: false });

  test('the terms of use: 23 numbered sections, last updated July 7th, 2025, each reachable by its anchor', async ({
    page,
  }) => {
    const response = await page.goto('/terms-of-use');
    expect(response?.status()).toBe(200);
    await expect(page.getByText('Last updated July 7th, 2025')).toBeVisible();
    // Styled without JavaScript: the page's own stylesheet is linked by the server (a grid, a measure).
    await expect(page.getByRole('article')).toHaveCSS('display', 'grid');
    await expect(contentsOf(page).getByRole('link')).toHaveCount(23);
    await expect(page.locator('section h2').first()).toHaveText(/^1\. /);
    await expect(page.locator('section h2').last()).toHaveText(/^23\. /);
    await jumpToLastSection(page);
  });

  test('the spelled-twice pages are one page each, named at its first spelling', async ({ page }) => {
    for (const [alias, canonical, sections] of [
      ['/refunds-and-returns', '/refunds-returns', 12],
      ['/buying-policy', '/buying-guide', 5],
      ['/buyer-vendor-protection', '/buyer-vendor-protection', undefined],
      ['/marketplace-guidelines', '/marketplace-guidelines', 12],
    ] as const) {
      const response = await page.goto(alias);
      expect(response?.status(), alias).toBe(200);
      await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', new RegExp(`${canonical}$`));
      if (sections) await expect(contentsOf(page).getByRole('link')).toHaveCount(sections);
    }
  });

  test('the income-verification confirmation gives the support address and the 24-hour review', async ({
    page,
  }) => {
    await page.goto('/verification-document-sent');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'support@oja.ng' }).first()).toBeVisible();
    await expect(page.getByText(/24 hours/).first()).toBeVisible();
  });
});
