import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  adminPortfolio,
  adminPortfolioHrefs,
  atRiskDrillDown,
  emptyPortfolio,
  PORTFOLIO_TODAY,
  portfolioWithoutWriteOffs,
  writeOffsDrillDown,
} from '../../../fixtures/admin-portfolio';
import { PortfolioBars } from './portfolio-bars';
import { PortfolioScreen } from './portfolio-screen';

/**
 * The console's portfolio (/admin/portfolio): the credit book at a glance. Totals, then outstanding by plan
 * and tier, portfolio at risk (1, 30, 90 days past due), the collection rate of the last 12 weeks and the
 * first-payment default rate by month of purchase and the write-offs of each month, each a bar chart whose
 * bars are links to the orders behind them and whose figures are a table behind a disclosure. Written-off
 * orders are out of the book (outstanding and at risk).
 *
 * Accessibility: h1 'Portfolio'; each chart a figure named by its summary sentence; bars read whole (label
 * and figure in words, never colour or length alone); loading a status, failure an alert with Retry.
 */
const meta = {
  title: 'Screens/Admin/Portfolio',
  component: PortfolioScreen,
  subcomponents: { PortfolioBars },
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: {
    status: 'ready',
    portfolio: adminPortfolio,
    today: PORTFOLIO_TODAY,
    drillDown: null,
    hrefs: adminPortfolioHrefs,
    onRetry: fn(),
    onRetryDrillDown: fn(),
  },
} satisfies Meta<typeof PortfolioScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Portfolio' })).toBeVisible();
    await expect(canvas.getByText('The credit book on 3 Mar 2026')).toBeVisible();
    const atRisk = canvas.getByRole('figure', {
      name: '13% of the book is past due; 5% is 30 days or more, 2% is 90 days or more.',
    });
    await expect(within(atRisk).getByRole('link', { name: '30+ days 5% · ₦2,410,787.50' })).toHaveAttribute(
      'href',
      '/admin/portfolio?figure=at-risk&days=30',
    );
    const outstanding = canvas.getByRole('figure', { name: /is outstanding on 1,284 orders\.$/ });
    await expect(
      within(outstanding).getByRole('link', { name: 'Monthly, Tier 2 ₦14,880,000 · 142 orders' }),
    ).toHaveAttribute('href', '/admin/portfolio?figure=outstanding&plan=monthly&tier=2');
    const weeks = canvas.getByRole('figure', { name: /The lowest was the week of 29 Dec 2025, at 69%/ });
    await expect(within(weeks).getAllByText('Nothing due')[0]).toBeVisible(); // the bar; the table has it too
    // The figures behind each chart, as a table behind a disclosure.
    await userEvent.click(within(weeks).getByText('Show the figures as a table'));
    const table = within(weeks).getByRole('table', { name: 'Collection rate by week' });
    await expect(within(table).getAllByRole('row')).toHaveLength(13);
    const writeOffs = canvas.getByRole('figure', {
      name: '₦1,627,500 was written off on 11 orders in the last 12 months; written-off orders are not in the book.',
    });
    await expect(
      within(writeOffs).getByRole('link', { name: 'Jan 2026 ₦960,000 · 5 orders' }),
    ).toHaveAttribute('href', '/admin/portfolio?figure=write-offs&month=2026-01');
    await expect(within(writeOffs).getAllByRole('link')).toHaveLength(4); // the months with write-offs
    // An empty month is drawn at ₦0 (the bar's label; the table behind the disclosure has it too).
    await expect(within(writeOffs).getAllByText('Nov 2025')[0]?.closest('li')).toHaveTextContent(
      'Nov 2025₦0 · 0 orders',
    );
  },
};

/** Nothing written off in the 12 months: the chart says so, every month at ₦0, and no month is a link. */
export const NoWriteOffs: Story = {
  args: { portfolio: portfolioWithoutWriteOffs },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const writeOffs = canvas.getByRole('figure', { name: 'Nothing was written off in the last 12 months.' });
    await expect(within(writeOffs).queryAllByRole('link')).toHaveLength(0);
    await expect(within(writeOffs).getAllByText('₦0 · 0 orders')).toHaveLength(12);
    await userEvent.click(within(writeOffs).getByText('Show the figures as a table'));
    const table = within(writeOffs).getByRole('table', { name: 'Write-offs by month' });
    await expect(within(table).getAllByRole('row')).toHaveLength(14); // the head, 12 months, the total
  },
};

/** A figure chosen: its orders listed under the charts, each linking to the order and the shopper. */
export const DrillDown: Story = {
  args: { drillDown: atRiskDrillDown },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = within(canvas.getByRole('region', { name: 'Orders 30 or more days past due' }));
    await expect(section.getByText('58 orders')).toBeVisible();
    await expect(section.getByRole('link', { name: 'OJA-2025-000187' })).toHaveAttribute(
      'href',
      '/admin/orders/OJA-2025-000187',
    );
    await expect(section.getByRole('link', { name: 'No name given' })).toBeVisible();
    await expect(section.getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      '/admin/portfolio?figure=at-risk&days=30&page=2',
    );
    await expect(section.getByText('Page 1 of 2')).toBeVisible();
  },
};

/** A month of write-offs chosen: its orders, what was written off on each and what is still unpaid. */
export const WriteOffsDrillDown: Story = {
  args: { drillDown: writeOffsDrillDown },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = within(canvas.getByRole('region', { name: 'Orders written off in Jan 2026' }));
    await expect(section.getByText('5 orders')).toBeVisible();
    await expect(section.getByRole('columnheader', { name: 'Written off' })).toBeVisible();
    const row = section.getByRole('row', { name: /OJA-2025-000091/ });
    await expect(row).toHaveTextContent('Kunle Bakare');
    await expect(row).toHaveTextContent('₦400,000');
    await expect(section.getByText('Page 1 of 1')).toBeVisible();
  },
};

/** Nothing lent yet: the charts say so in words, and no bar is a link. */
export const Empty: Story = {
  args: { portfolio: emptyPortfolio },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('figure', { name: 'Nothing is outstanding, so nothing is at risk.' }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('figure', { name: 'No instalment fell due in the last 12 weeks.' }),
    ).toBeVisible();
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
  },
};

export const Loading: Story = {
  args: { status: 'loading', portfolio: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the portfolio…');
  },
};

export const LoadFailed: Story = {
  args: { status: 'error', portfolio: null },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('We could not load the portfolio.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** The drill-down's orders did not come: Retry asks for them again. */
export const DrillDownFailed: Story = {
  args: { drillDown: { ...atRiskDrillDown, status: 'error', orders: [] } },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetryDrillDown).toHaveBeenCalledOnce();
  },
};
