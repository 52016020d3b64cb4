import { categories } from '@oja/catalogue';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { hrefs } from '../../fixtures/hrefs';
import { cardProducts } from '../../fixtures/products';
import { DirectDebitNotification } from './direct-debit-notification';
import { AppBanner, TierUpgradeEntry } from './home-blocks';
import { HomeScreen } from './home-screen';
import HomeShowcase, { CategoryTiles, PayEasyBlock, WhyOjaBlock } from './home-showcase';
import { ValueStrip } from './value-strip';

/**
 * The home page: the hero, the value strip, the 10 newest products with 'See all new products', and below them
 * the blocks. The hero moves every 3 s in the shop; in these stories it stands still (heroAutoPlay off)
 * so snapshots are stable.
 *
 * Accessibility: one visually hidden h1; each block is a region named by its heading; the hero is a
 * carousel with named Previous, Pause and Next buttons.
 */
const meta = {
  title: 'Screens/Home',
  component: HomeScreen,
  subcomponents: {
    AppBanner,
    CategoryTiles,
    DirectDebitNotification,
    HomeShowcase,
    PayEasyBlock,
    TierUpgradeEntry,
    ValueStrip,
    WhyOjaBlock,
  },
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: {
    newProducts: { status: 'ready', products: cardProducts.slice(0, 10), onRetry: fn() },
    recentlyViewed: cardProducts.slice(20, 27),
    categoryTiles: categories
      .filter((c) => !c.isComingSoon && c.slug !== 'sales-offers')
      .map((c) => ({ name: c.name, href: `/${c.slug}` })),
    signedIn: false,
    onUpgrade: fn(),
    appDownload: {
      url: 'https://oja.ng/app',
      // A picture the stories can show in its place: the web app serves the real QR code (public/).
      qrCode:
        'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 viewBox=%220 0 290 290%22%3E%3Crect width=%22290%22 height=%22290%22 fill=%22white%22/%3E%3Crect x=%2220%22 y=%2220%22 width=%2270%22 height=%2270%22/%3E%3C/svg%3E',
    },
    heroAutoPlay: false,
    hrefs,
  },
} satisfies Meta<typeof HomeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The middle blocks are a chunk of their own (home-showcase.tsx): they show once it has loaded.
    await expect(await canvas.findByRole('heading', { name: 'Pay easy, Live better' })).toBeVisible();
    await expect(canvas.getByText('From 35% down payment')).toBeVisible();
    // The few newest products, and the page of all of them.
    const newest = canvas.getByRole('region', { name: 'New products' });
    await expect(within(newest).getAllByRole('article')).toHaveLength(10);
    await expect(within(newest).getByRole('link', { name: 'See all new products' })).toHaveAttribute(
      'href',
      hrefs.newProducts,
    );
    const recent = canvas.getByRole('region', { name: 'Recently viewed' });
    await expect(within(recent).getAllByRole('article')).toHaveLength(5);
    // The page's end is a chunk of its own too (home-blocks.tsx): it shows once that has loaded.
    await expect(await canvas.findByRole('button', { name: 'Get a gift card' })).toBeDisabled();
    // 'Download app' opens the QR code in place (a <details>: no script, so it works before the app starts).
    const download = () => canvas.getByRole('link', { name: /^Scan or tap the code to get the Oja app$/ });
    await expect(download()).not.toBeVisible();
    await userEvent.click(canvas.getByText('Download app', { selector: 'summary' }));
    await expect(download()).toBeVisible();
    await expect(download()).toHaveAttribute('href', 'https://oja.ng/app');
    await expect(download().querySelector('img')).toBeVisible();
    // Where the browser offers no install, it says how to add the shop to the home screen.
    await expect(canvas.getByText(/add Oja to your home screen/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign in to upgrade' })).toHaveAttribute(
      'href',
      hrefs.login,
    );
  },
};

export const Playground: Story = {};

/** Where the browser offers to install the shop (Chrome's beforeinstallprompt): 'Install the app' asks it. */
export const InstallTheApp: Story = {
  args: { appDownload: { ...meta.args.appDownload, onInstall: fn() } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Install the app' }));
    await expect(args.appDownload.onInstall).toHaveBeenCalledOnce();
    await expect(canvas.queryByText('Download app')).toBeNull();
  },
};

export const HeroControls: Story = {
  play: async ({ canvasElement }) => {
    const hero = within(canvasElement).getByRole('region', { name: 'Offers' });
    await expect(within(hero).getByRole('group', { name: '1 of 3' })).toBeVisible();
    await userEvent.click(await within(hero).findByRole('button', { name: 'Next slide' }));
    await expect(within(hero).getByRole('group', { name: '2 of 3' })).toBeVisible();
    await userEvent.click(await within(hero).findByRole('button', { name: 'Previous slide' }));
    await userEvent.click(await within(hero).findByRole('button', { name: 'Previous slide' }));
    await expect(within(hero).getByRole('group', { name: '3 of 3' })).toBeVisible();
  },
};

export const SignedIn: Story = {
  args: { signedIn: true },
  play: async ({ canvasElement, args }) => {
    // The Tier 2 entry is in the page's end, a chunk of its own (home-blocks.tsx).
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Upgrade now' }));
    await expect(args.onUpgrade).toHaveBeenCalledOnce();
  },
};

/** A Tier 2 shopper is not offered the upgrade they already have. */
export const SignedInTier2: Story = {
  args: { signedIn: true, isTier2: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Upgrade now' })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'Buy up to ₦1,000,000 on credit' })).toBeNull();
  },
};

const onGotoPurchases = fn();
const onDismissNotice = fn();

export const DirectDebitConfirmed: Story = {
  args: {
    notice: <DirectDebitNotification onGotoPurchases={onGotoPurchases} onDismiss={onDismissNotice} />,
  },
  play: async ({ canvasElement }) => {
    onGotoPurchases.mockClear();
    onDismissNotice.mockClear();
    const canvas = within(canvasElement);
    const notice = canvas.getByRole('status', { name: 'Direct debit setup notification' });
    await expect(notice).toHaveTextContent('Order Confirmed!');
    await userEvent.click(within(notice).getByRole('button', { name: 'Goto purchases' }));
    await expect(onGotoPurchases).toHaveBeenCalledOnce();
    await userEvent.click(within(notice).getByRole('button', { name: 'Dismiss notification' }));
    await expect(onDismissNotice).toHaveBeenCalledOnce();
  },
};

export const FirstVisit: Story = {
  args: { recentlyViewed: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region', { name: 'Recently viewed' })).toBeNull();
  },
};

export const ProductsLoading: Story = {
  args: { newProducts: { status: 'loading' }, recentlyViewed: [] },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { layout: 'fullscreen' },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  parameters: { layout: 'fullscreen' },
};
