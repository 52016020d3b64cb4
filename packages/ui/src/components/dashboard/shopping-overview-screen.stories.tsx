import { kobo } from '@oja/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  activeMandate,
  dashboardCounts,
  dashboardHrefs,
  dashboardOrders,
  recentlyViewedItems,
  secondActiveMandate,
} from '../../fixtures/dashboard';
import { ShoppingOverviewScreen } from './shopping-overview-screen';

/**
 * The shopper's dashboard home (/user-dashboard/shopping-overview): purchase counts for ongoing, completed
 * and cancelled, then Active Direct Debits, Recent Purchases and Recently viewed (2 of each), each with
 * 'See all'. Empty sections say so; the orders' loading and failure show in place of the orders' parts.
 *
 * Accessibility: h1 'Shopping overview'; each section a region named by its h2; each 'See all' names what
 * it opens; loading is a status, failure an alert with Retry.
 */
const meta = {
  title: 'Screens/Dashboard/ShoppingOverview',
  component: ShoppingOverviewScreen,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: {
    status: 'ready',
    counts: dashboardCounts,
    activeMandates: [activeMandate, secondActiveMandate, { ...activeMandate, id: 'mandate-6' }],
    recentPurchases: dashboardOrders,
    recentlyViewed: recentlyViewedItems,
    onRetry: fn(),
    hrefs: dashboardHrefs,
  },
} satisfies Meta<typeof ShoppingOverviewScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const onMobile = (story: Story): Story => ({
  ...story,
  globals: { viewport: { value: 'mobile', isRotated: false } },
});

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Shopping overview' })).toBeVisible();
    await expect(canvas.getByText('Ongoing').nextElementSibling).toHaveTextContent('2');
    await expect(canvas.getByText('Completed').nextElementSibling).toHaveTextContent('1');
    await expect(canvas.getByText('Cancelled').nextElementSibling).toHaveTextContent('1');

    const debits = within(canvas.getByRole('region', { name: 'Active Direct Debits' }));
    await expect(debits.getAllByRole('article')).toHaveLength(2);
    await expect(debits.getByRole('link', { name: 'See all direct debits' })).toHaveAttribute(
      'href',
      dashboardHrefs.directDebits,
    );
    const purchases = within(canvas.getByRole('region', { name: 'Recent Purchases' }));
    await expect(purchases.getAllByRole('listitem')).toHaveLength(2);
    await expect(purchases.getByText(/OJA-2026-000322/)).toBeVisible();
    await expect(purchases.getByRole('link', { name: 'See all recent purchases' })).toHaveAttribute(
      'href',
      dashboardHrefs.purchases,
    );
    const viewed = within(canvas.getByRole('region', { name: 'Recently viewed' }));
    await expect(viewed.getAllByRole('listitem')).toHaveLength(2);
    const firstViewed = recentlyViewedItems[0];
    if (firstViewed) {
      await expect(viewed.getByRole('link', { name: firstViewed.name })).toHaveAttribute(
        'href',
        firstViewed.href,
      );
    }
    await expect(viewed.getByRole('link', { name: 'See all recently viewed items' })).toHaveAttribute(
      'href',
      dashboardHrefs.recentlyViewed,
    );
  },
};

export const Playground: Story = {};

export const WithCreditToUnlock: Story = {
  args: { creditToUnlockKobo: kobo(2_000_000) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('₦20,000 interest free credit to unlock')).toBeVisible();
  },
};

export const Empty: Story = {
  args: {
    counts: { ongoing: 0, completed: 0, cancelled: 0 },
    activeMandates: [],
    recentPurchases: [],
    recentlyViewed: [],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No active direct debits')).toBeVisible();
    await expect(canvas.getByText('No recently purchased items')).toBeVisible();
    await expect(canvas.getByText('No recently viewed items')).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: /^See all/ })).toHaveLength(3);
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading Orders...');
    await expect(canvas.queryByRole('region', { name: 'Recent Purchases' })).toBeNull();
    // The recently viewed list is the shopper's own and shows at once.
    await expect(canvas.getByRole('region', { name: 'Recently viewed' })).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { status: 'error' },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Failed to load orders');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const DefaultMobile = onMobile(Default);
export const WithCreditToUnlockMobile = onMobile(WithCreditToUnlock);
export const EmptyMobile = onMobile(Empty);
export const LoadingMobile = onMobile(Loading);
export const LoadErrorMobile = onMobile(LoadError);
