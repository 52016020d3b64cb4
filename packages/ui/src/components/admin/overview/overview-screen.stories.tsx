import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  adminOverview,
  adminOverviewHrefs,
  OVERVIEW_TODAY,
  quietOverview,
} from '../../../fixtures/admin-overview';
import { CollectionRateChart } from './collection-rate-chart';
import { OverviewScreen } from './overview-screen';

/**
 * The console's first page (/admin): today's orders and sales, down payments taken, instalments due,
 * collected and failed, refunds owed and paid, Tier 2 requests waiting, each a tile linking to the list
 * behind it; then the collection rate of the last 30 days, a bar chart whose figures are also a sentence and
 * a table for screen readers.
 *
 * Accessibility: h1 'Overview'; tiles a list of links read whole; 'Needs attention' in words on the tiles
 * that need it; the chart's SVG hidden from assistive technology, its figcaption the summary, its table the
 * figures; loading a status, failure an alert with Retry.
 */
const meta = {
  title: 'Screens/Admin/Overview',
  component: OverviewScreen,
  subcomponents: { CollectionRateChart },
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: {
    status: 'ready',
    overview: adminOverview,
    today: OVERVIEW_TODAY,
    hrefs: adminOverviewHrefs,
    onRetry: fn(),
  },
} satisfies Meta<typeof OverviewScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const onTablet = (story: Story): Story => ({
  ...story,
  globals: { viewport: { value: 'tablet', isRotated: false } },
});

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    await expect(canvas.getByText('Today, 3 Mar 2026')).toBeVisible();
    const tiles = within(canvas.getByRole('list', { name: "Today's figures" }));
    await expect(tiles.getAllByRole('link')).toHaveLength(9);
    await expect(tiles.getByRole('link', { name: "Today's orders 47" })).toHaveAttribute(
      'href',
      adminOverviewHrefs.orders,
    );
    await expect(tiles.getByRole('link', { name: "Today's sales ₦11,843,250.50" })).toBeVisible();
    await expect(
      tiles.getByRole('link', { name: 'Debits failed today ₦42,875 6 instalments Needs attention' }),
    ).toHaveAttribute('href', adminOverviewHrefs.collections);
    await expect(
      tiles.getByRole('link', { name: 'Tier 2 requests waiting 3 Waiting for a decision Needs attention' }),
    ).toHaveAttribute('href', adminOverviewHrefs.tier2);
    await expect(tiles.getByRole('link', { name: 'Refunds paid today ₦18,750 1 refund' })).toHaveAttribute(
      'href',
      adminOverviewHrefs.refunds,
    );
    // The chart is read in words and as a table, not as a picture.
    const chart = canvas.getByRole('figure', {
      name: '88% of the instalments due in the last 30 days were collected. The lowest day was 14 Feb 2026, at 62%.',
    });
    await expect(chart.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    const table = within(chart).getByRole('table', { name: 'Collection by day, last 30 days' });
    await expect(within(table).getAllByRole('row')).toHaveLength(31);
    await expect(within(table).getAllByText('Nothing due')).toHaveLength(5);
  },
};

export const Playground: Story = {};

/** A console without a refunds screen yet: the refund figures stand alone, not links to a page that is not there. */
export const WithoutRefundsList: Story = {
  args: { hrefs: { ...adminOverviewHrefs, refunds: undefined } },
  play: async ({ canvasElement }) => {
    const tiles = within(within(canvasElement).getByRole('list', { name: "Today's figures" }));
    await expect(tiles.getAllByRole('link')).toHaveLength(7);
    await expect(tiles.getByText('Refunds paid today')).toBeVisible();
    await expect(tiles.queryByRole('link', { name: /Refunds/ })).toBeNull();
  },
};

/** Nothing yet: the tiles say 0 and none ask for attention; the chart says nothing fell due. */
export const Quiet: Story = {
  args: { overview: quietOverview },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Needs attention')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Tier 2 requests waiting 0 None waiting' })).toBeVisible();
    await expect(canvas.getByRole('figure', { name: 'Nothing fell due in the last 30 days.' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading', overview: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent("Loading today's figures…");
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const LoadFailed: Story = {
  args: { status: 'error', overview: null },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent("We could not load today's figures.");
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const TabletDefault = onTablet(Default);
export const TabletQuiet = onTablet(Quiet);
export const TabletLoading = onTablet(Loading);
export const TabletLoadFailed = onTablet(LoadFailed);
